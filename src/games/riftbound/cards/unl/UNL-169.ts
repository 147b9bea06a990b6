import { defineCard, opponentRevealsHandChooseCard } from "../types.js";

/**
 * Ashe, Focused — Unit (champion), Order. The opponent (asked only with several, 646-648) reveals their hand (600);
 * Ashe's controller chooses one of those cards and banishes it (603). "When they hold, return it to their hand (even
 * if I'm no longer on the board)" is a delayed trigger (CR 1.4 389-392) created now, lasting until it triggers
 * (`duration: "permanent"`, `once`), which only that player's hold fires (`byKeptPlayer`); it returns that card, as
 * long as it is still the same object in banishment (563.2.c.4), to its owner's hand.
 */
export default defineCard({
  code: "UNL-169",
  name: "Ashe, Focused",
  text: "When you play me, choose an opponent. They reveal their hand. Choose a card revealed this way and banish it. When they hold, return it to their hand (even if I'm no longer on the board).",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        ...opponentRevealsHandChooseCard(),
        { op: "banish", what: { var: "card" } },
        {
          op: "if",
          cond: { varNonEmpty: "card" },
          then: [
            {
              op: "createTrigger",
              duration: "permanent",
              once: true,
              keepVars: { object: "card", player: "them" },
              trigger: {
                on: "held",
                byKeptPlayer: "player",
                effects: [{ op: "toHand", what: { event: "object" } }],
              },
            },
          ],
        },
      ],
    },
  ],
});
