import { defineCard } from "../types.js";

/**
 * Sumpworks Map — Gear, Mind, 2 Energy. [Reaction] and [Temporary] are printed (728). "When an opponent scores":
 * a Conquer or a Hold by an opponent (CR 1.4 469), not points gained otherwise (468.1).
 */
export default defineCard({
  code: "UNL-085",
  name: "Sumpworks Map",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\n[Temporary] (Kill this at the start of its controller's Beginning Phase, before scoring.)\nWhen an opponent scores, draw 1.",
  abilities: [
    { kind: "triggered", on: ["conquered", "held"], filter: { player: "opponent" }, effects: [{ op: "draw", n: 1 }] },
  ],
});
