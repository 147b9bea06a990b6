import { defineCard } from "../types.js";

/**
 * The Papertree — Battlefield. Each player, from the turn player in turn order (115.1), channels 1 rune exhausted (606).
 */
export default defineCard({
  code: "SFD-219",
  name: "The Papertree",
  text: "When you hold here, each player channels 1 rune exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      effects: [{ op: "forEachPlayer", from: "turnPlayer", do: [{ op: "channel", n: 1, exhausted: true }] }],
    },
  ],
});
