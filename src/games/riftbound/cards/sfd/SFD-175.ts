import { defineCard } from "../types.js";

/**
 * Undertitan — Unit, Order, 6 Energy + 1 Power. "As I'm revealed from your deck, [Add] [2]" is a replacement of the
 * reveal (CR 1.4 369.1, 370.1.b.1: the reveal plus the add), applied by every reveal from the top of its owner's Main
 * Deck (`asRevealedFromDeck`); looking at it is not revealing it (CR 1.4 424).
 */
export default defineCard({
  code: "SFD-175",
  name: "Undertitan",
  text: "When you play me, give your other units +2 :rb_might: this turn.\nAs I'm revealed from your deck, [Add] :rb_energy_2:.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "might",
          what: { all: { type: "unit", controller: "friendly", other: true } },
          amount: 2,
          duration: "turn",
        },
      ],
    },
    { kind: "passive", passive: { kind: "asRevealedFromDeck", add: { energy: 2 } } },
  ],
});
