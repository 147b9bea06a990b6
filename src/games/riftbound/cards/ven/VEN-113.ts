import { defineCard } from "../types.js";

/**
 * Kennen, Storm of Shuriken — Unit (Champion), Chaos, 3 Energy + 1 Chaos. [Burn 2] when played (CR 1.4 440). "When I
 * conquer" (630): a spell card in its controller's trash is chosen as the trigger goes on the chain (559.3.b) and
 * given [Flow] equal to its printed cost this turn (a created `flow` passive about that card, CR 1.4 829): its owner
 * may play it from the trash for that cost, then it is banished (829.1.b.1). It ends with the turn, or when the card
 * leaves the trash (a new object, 109).
 */
export default defineCard({
  code: "VEN-113",
  name: "Kennen, Storm of Shuriken",
  text: "When you play me, [Burn 2]. (Put the top 2 cards of your Main Deck into your trash.)\nWhen I conquer, give a spell in your trash [Flow] equal to its cost this turn. (You may play it from your trash for its Flow cost. Then banish it.)",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "burn", n: 2 }] },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      targets: [{ id: "spell", filter: { cardType: "Spell", at: "trash" } }],
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          about: { target: "spell" },
          passive: { kind: "flow", energy: 0, ownCost: true },
        },
      ],
    },
  ],
});
