import { defineCard } from "../types.js";

/**
 * Show of Strength — Spell, Body, 2 Energy + 1 Body. Reaction.
 */
export default defineCard({
  code: "SFD-106",
  name: "Show of Strength",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nDraw 1 for each of your [Mighty] units. (A unit is Mighty while it has 5+ :rb_might:.)",
  abilities: [
    {
      kind: "spell",
      effects: [{ op: "draw", n: { count: { type: "unit", controller: "friendly", state: ["mighty"] } } }],
    },
  ],
});
