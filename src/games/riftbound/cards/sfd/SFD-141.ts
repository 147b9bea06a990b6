import { defineCard } from "../types.js";

/**
 * Irelia, Graceful — Unit, Chaos, 4 Energy + 1 Chaos, 4 Might. A cost change that depends on the spell's choices
 * (CR 1.4 355.5 choices are made before the total cost, 356.4): her controller's spells choosing her cost [1] or [A]
 * less — a Power pip while the cost still has one, else [1] (docs/rules-decisions.md "Either-or discounts").
 */
export default defineCard({
  code: "SFD-141",
  name: "Irelia, Graceful",
  text: "Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow: less.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" }, choosing: { self: true } },
        mod: { discount: { energy: 1, anyPower: 1, either: true } },
      },
    },
  ],
});
