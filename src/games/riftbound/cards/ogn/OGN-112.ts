import { defineCard } from "../types.js";

/**
 * Kai'Sa, Evolutionary — Unit (Champion), Mind, 6 Energy + 1 Power, Ganking (printed keyword). "When I conquer" is
 * your conquer of the battlefield she is at (630.1). The spell is a card in a public zone chosen by you, so it is a
 * target (CR 1.4 355.10.a: "return a unit from your trash" targets), chosen as the trigger goes on the chain; with
 * none legal the trigger is not put on the chain. "You may" is asked on resolution (the Adaptatron pattern), where
 * the target is checked again (563.2.c: still in the trash, Energy cost still less than your points). It is played
 * ignoring its Energy cost (560.1.b; its Power is paid, in its domain), its own targets chosen as it is played
 * (559.3); "then recycle it": when it leaves the chain, resolved or countered, it goes to the bottom of the Main Deck
 * instead of the trash (594, 571). Not playable (no legal target of its own, Power unpaid): it stays in the trash
 * and is not recycled (OFAQ-34; docs/rules-decisions.md).
 */
export default defineCard({
  code: "OGN-112",
  name: "Kai'Sa, Evolutionary",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nWhen I conquer, you may play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it. (You must still pay its Power cost.)",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      targets: [
        { id: "spell", filter: { at: "trash", cardType: "Spell", energy: { op: "<", value: { points: "you" } } } },
      ],
      effects: [
        {
          op: "if",
          cond: { is: { target: "spell" }, filter: { at: "trash" } },
          then: [
            {
              op: "may",
              prompt: "Play that spell from your trash without paying its Energy cost (then recycle it)?",
              then: [{ op: "play", what: { target: "spell" }, cost: "ignoreEnergy", then: "recycle" }],
            },
          ],
        },
      ],
    },
  ],
});
