import { defineCard } from "../types.js";

/**
 * Shen, Leader of the Kinkou Order — Unit (Champion), Order, 6 Energy + 2 Power.
 * [Shield] comes from the card data. "When I hold, if …" is an intervening if, checked as the hold happens (CR 1.4 383.2.a.1): exactly one other friendly unit at my battlefield.
 */
export default defineCard({
  code: "VEN-138",
  name: "Shen, Leader of the Kinkou Order",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\nWhen I hold, if there is exactly one other unit you control here, you score 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      if: {
        compare: [{ count: { type: "unit", controller: "friendly", other: true, at: "here" } }, { op: "=", value: 1 }],
      },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});
