import { defineCard } from "../types.js";

/** Invert Timelines — Spell, Chaos. Every player, in turn order, discards their whole hand, then each draws 4. */
export default defineCard({
  code: "OGN-201",
  name: "Invert Timelines",
  text: "Each player discards their hand, then draws 4.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "discard", n: "hand", who: "eachPlayer" },
        { op: "draw", n: 4, who: "eachPlayer" },
      ],
    },
  ],
});
