import { defineCard } from "../types.js";

/**
 * Dazzling Aurora — Gear, Body, 9 Energy + 2 Body Power.
 * Errata ⓔ (OFAQ-35): "…until you reveal a unit and banish it. Play it, ignoring its cost, and recycle the rest." The
 * unit is banished first; if it cannot be played it stays banished.
 */
export default defineCard({
  code: "OGN-160",
  name: "Dazzling Aurora",
  text: "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit. Play it, ignoring its cost, and recycle the rest.",
  abilities: [
    {
      kind: "triggered",
      on: "endOfTurn", // 517.1: the End of Turn step of your turn
      filter: { player: "you" },
      effects: [
        { op: "reveal", zone: "mainDeck", until: { cardType: "Unit" }, saveAs: "unit", restAs: "rest" },
        { op: "banish", what: { var: "unit" } },
        { op: "play", what: { var: "unit" }, cost: "ignore" },
        { op: "recycle", what: { var: "rest" } },
      ],
    },
  ],
});
