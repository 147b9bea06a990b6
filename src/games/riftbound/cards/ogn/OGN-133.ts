import { defineCard } from "../types.js";

/** Flurry of Blades — Spell, Body, 1 Energy. Reaction. */
export default defineCard({
  code: "OGN-133",
  name: "Flurry of Blades",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nDeal 1 to all units at battlefields.",
  abilities: [
    { kind: "spell", effects: [{ op: "damage", amount: 1, to: { all: { type: "unit", at: "battlefield" } } }] },
  ],
});
