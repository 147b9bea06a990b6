import { defineCard } from "../types.js";

/**
 * Soraka, Wanderer — Unit, Champion, Order, 4 Energy + 1 Order Power. A mandatory death replacement (CR 1.4 367-370)
 * for the other units of her controller at her location with less Might than hers, read as they would die.
 */
export default defineCard({
  code: "SFD-173",
  name: "Soraka, Wanderer",
  text: "I must be assigned combat damage last.\nIf another unit you control here would die, if it has less Might than me, instead heal it, exhaust it, and recall it. (Send it to base. This isn't a move.)",
  abilities: [
    { kind: "passive", passive: { kind: "assignedDamageLast" } }, // 626.1.d
    {
      kind: "passive",
      passive: {
        kind: "replaceDeath",
        of: {
          type: "unit",
          controller: "friendly",
          other: true,
          at: "here",
          might: { op: "<", value: { mightOf: { self: true } } },
        },
        with: "healExhaustRecall",
      },
    },
  ],
});
