import { defineCard } from "../types.js";

/**
 * The Dreaming Tree — Battlefield. Errata (vocabulary-plan §2 ⓔ) applied as printed here. "Friendly" is relative to
 * the choosing player, who controls the trigger and draws (UFAQ-08); "the first time each turn" is counted per
 * player (vocabulary-plan §5.13): the first "chosen" event of that player's this turn.
 */
export default defineCard({
  code: "OGN-292",
  name: "The Dreaming Tree",
  text: "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "chosen",
      filter: { here: true, subject: { type: "unit", controller: "friendly" }, data: { via: "spell" } },
      limit: { nth: 1, per: "turn" },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
