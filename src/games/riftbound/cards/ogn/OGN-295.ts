import { defineCard } from "../types.js";

/** Vilemaw's Lair — Battlefield. A restriction on every move from here to a base (567, 608); recalls are not moves. */
export default defineCard({
  code: "OGN-295",
  name: "Vilemaw's Lair",
  text: "Units can't move from here to base.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cant", who: "any", action: { move: { type: "unit" }, from: "here", to: "base" } },
    },
  ],
});
