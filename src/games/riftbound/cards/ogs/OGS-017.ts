import { defineCard } from "../types.js";

/** Dark Child - Starter — Legend (Annie), Fury/Chaos. Readies 2 runes at the end of its controller's turn. */
export default defineCard({
  code: "OGS-017",
  name: "Dark Child - Starter",
  text: "At the end of your turn, ready 2 runes.",
  abilities: [
    // 517.1: the End of Turn step of your turn
    { kind: "triggered", on: "endOfTurn", filter: { player: "you" }, effects: [{ op: "readyRunes", n: 2 }] },
  ],
});
