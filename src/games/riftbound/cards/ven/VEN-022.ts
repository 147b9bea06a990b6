import { defineCard } from "../types.js";

/**
 * Endless Riches — Gear, Fury, 5 Energy + 1 Fury. The play trigger banishes the hand and the trash, then burns 7
 * (CR 1.4 440: burned cards come from the Main Deck, so they still go to the trash). The three passives hold while it
 * is on the board: the Draw Phase is skipped (CR 1.4 443), cards in the trash may be played (567 on 554), and cards
 * going to the trash from anywhere else are banished instead (CR 1.4 438; docs/rules-decisions.md "Last cards").
 */
export default defineCard({
  code: "VEN-022",
  name: "Endless Riches",
  text: "When you play this, banish your hand and trash, then [Burn 7].\nSkip your Draw Phase.\nYou may play cards from your trash.\nIf a card would go to your trash from anywhere other than your Main Deck, banish it instead.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "banish", what: { all: { at: "hand" } } },
        { op: "banish", what: { all: { at: "trash" } } },
        { op: "burn", n: 7 },
      ],
    },
    { kind: "passive", passive: { kind: "skip", what: "drawPhase" } },
    { kind: "passive", passive: { kind: "playFromTrash" } },
    { kind: "passive", passive: { kind: "banishInsteadOfTrash" } },
  ],
});
