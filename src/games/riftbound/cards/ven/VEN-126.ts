import { defineCard } from "../types.js";

/**
 * Ki Barrier — Spell, Order, 2 Energy + 1 Power.
 * [Reaction] comes from the card data. A prevention shield of 7 for this turn (571); combat damage assignment is unchanged, so opponents may assign extra damage to it.
 */
export default defineCard({
  code: "VEN-126",
  name: "Ki Barrier",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. Prevent the next 7 damage that would be dealt to it this turn. (Opponents can assign it extra combat damage to kill it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "preventDamage", what: { target: "unit" }, n: 7, duration: "turn" }],
    },
  ],
});
