import { defineCard } from "../types.js";

/**
 * Bewitching Spirit — Unit, Chaos, 3 Energy. "Choose a player" on resolution, its controller included (CR 1.4 355);
 * that player chooses the card they discard (598).
 */
export default defineCard({
  code: "UNL-121",
  name: "Bewitching Spirit",
  text: "When you play me, choose a player. They discard 1.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "choosePlayer", saveAs: "player", prompt: "Choose a player to discard 1." },
        { op: "actAs", seat: null, seatVar: "player" },
        { op: "discard", n: 1 },
        { op: "actAs", seat: null },
      ],
    },
  ],
});
