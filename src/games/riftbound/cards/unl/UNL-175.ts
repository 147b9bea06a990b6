import { defineCard } from "../types.js";

/**
 * Tactical Retreat — Spell, Order, 2 Energy.
 * Reaction (printed). "Heal it, exhaust it, and recall it instead" is the death replacement that recalls exhausted with its damage removed (as Highlander; 616, CR 1.4 418).
 */
export default defineCard({
  code: "UNL-175",
  name: "Tactical Retreat",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it instead. (Send it to base. This isn't a move.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "replaceNextDeath", what: { target: "unit" }, with: "recallExhausted" }],
    },
  ],
});
