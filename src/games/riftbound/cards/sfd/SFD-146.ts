import { defineCard } from "../types.js";

/**
 * Vex, Cheerless — Unit (Champion), Chaos, 5 Energy. Two `cost` passives while she is in combat (625.1): friendly
 * spells a discount of [1] Energy to a minimum of [1] (CR 1.4 356.4.e) and one Power pip of any domain; enemy spells
 * an increase of [1] and [A] (CR 1.4 356.3, applied before discounts).
 */
export default defineCard({
  code: "SFD-146",
  name: "Vex, Cheerless",
  text: "While I'm in combat, friendly spells cost :rb_energy_1::rb_rune_rainbow: less to a minimum of :rb_energy_1:, and enemy spells cost :rb_energy_1::rb_rune_rainbow: more.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" } },
        mod: { discount: { energy: 1, anyPower: 1 }, min: 1 },
        when: { is: { self: true }, filter: { inCombat: true } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" }, enemy: true },
        mod: { increase: { energy: 1, anyPower: 1 } },
        when: { is: { self: true }, filter: { inCombat: true } },
      },
    },
  ],
});
