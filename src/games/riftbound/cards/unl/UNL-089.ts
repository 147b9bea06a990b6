import { defineCard } from "../types.js";

/**
 * Jhin, Meticulous Killer — Unit (Champion), Mind, 4 Energy, 4 Might, Vision (printed). "You may play me for [Mind]"
 * (an alternative cost, 560.1): written as the optional cost [Mind] that, paid, ignores the printed cost (560.1.a),
 * offered only while "you've spent [4] or more to play a spell this turn" holds (CR 1.4 356-357). UFAQ: a spell
 * countered after it was played still counts.
 */
export default defineCard({
  code: "UNL-089",
  name: "Jhin, Meticulous Killer",
  text: "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\nIf you've spent :rb_energy_4: or more to play a spell this turn, you may play me for :rb_rune_mind:.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "additionalCost",
        optional: true,
        cost: "power",
        power: { n: 1, domain: "Mind" },
        ignoreCost: true,
        when: { spentOnSpell: { energy: 4 } },
      },
    },
  ],
});
