import { defineCard } from "../types.js";

/**
 * Blade Twirler — Unit, Fury, 4 Energy.
 * "The first time I move each turn" (583: `limit`); the player is chosen as it resolves, you included (CR 1.4 355).
 */
export default defineCard({
  code: "VEN-002",
  name: "Blade Twirler",
  text: "The first time I move each turn, choose a player. They [Burn 1]. (They put the top card of their Main Deck into their trash.)",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      limit: { nth: 1, per: "turn" },
      effects: [
        { op: "choosePlayer", saveAs: "player", prompt: "Choose a player to Burn 1." },
        { op: "burn", n: 1, who: { var: "player" } },
      ],
    },
  ],
});
