import { defineCard } from "../types.js";

/**
 * Pakaa Protector — Unit, Calm, 5 Energy.
 * The revealed card (600) is drawn if it is a unit (591: the top card), otherwise put into the trash (not a discard) and I get +2.
 */
export default defineCard({
  code: "VEN-033",
  name: "Pakaa Protector",
  text: "When I move, reveal the top card of your Main Deck. If it's a unit, draw it. Otherwise, put it in your trash and give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [
        { op: "reveal", top: 1, saveAs: "top" },
        {
          op: "if",
          cond: {
            compare: [
              { countVar: "top", filter: { cardType: "Unit", at: "mainDeck" } },
              { op: ">=", value: 1 },
            ],
          },
          then: [{ op: "draw", n: 1 }],
          else: [
            { op: "toZone", what: { var: "top" }, zone: "trash" },
            { op: "might", what: { self: true }, amount: 2, duration: "turn" },
          ],
        },
      ],
    },
  ],
});
