import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** "You've chosen an enemy unit this turn": with a spell (`chosen`) or an ability (`chosenByAbility`), 559.3. */
const CHOSE_ENEMY: Condition = {
  not: {
    and: [
      {
        not: {
          happened: { kind: "chosen", filter: { player: "you", subject: { controller: "enemy", type: "unit" } } },
        },
      },
      {
        not: {
          happened: {
            kind: "chosenByAbility",
            filter: { player: "you", subject: { controller: "enemy", type: "unit" } },
          },
        },
      },
    ],
  },
};

/**
 * Hungry Wolf — Unit, Order, 4 Energy. "[Order]: Ready me and give me +1 Might this turn. Use only if you've chosen an
 * enemy unit this turn and only once each turn" (577: `useOnlyIf`, `oncePerTurn`).
 */
export default defineCard({
  code: "VEN-125",
  name: "Hungry Wolf",
  text: ":rb_rune_order:: Ready me and give me +1 :rb_might: this turn. Use only if you've chosen an enemy unit this turn and only once each turn.",
  abilities: [
    {
      kind: "activated",
      cost: { power: 1, powerDomain: "Order" },
      useOnlyIf: CHOSE_ENEMY,
      oncePerTurn: true,
      effects: [
        { op: "ready", what: { self: true } },
        { op: "might", what: { self: true }, amount: 1, duration: "turn" },
      ],
    },
  ],
});
