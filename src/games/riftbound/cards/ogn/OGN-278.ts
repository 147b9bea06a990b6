import { defineCard } from "../types.js";

/**
 * Bandle Tree — Battlefield. Its Facedown Zone holds two cards instead of one (CR 1.4 107.3.b, 107.3.b.1; 811.1.b's
 * "that doesn't already have a facedown card" is that capacity). Both belong to its controller (107.3.c), each stays
 * private (107.3.f, 128), each can be played from Hidden (723), and each is lost when its controller has no unit
 * here (523). Battlefields do not leave play, so the capacity never decreases (107.3.b.2 does not arise).
 */
export default defineCard({
  code: "OGN-278",
  name: "Bandle Tree",
  text: "You may hide an additional card here.",
  abilities: [{ kind: "passive", passive: { kind: "rule", key: "hideLimit", value: 1 } }],
});
