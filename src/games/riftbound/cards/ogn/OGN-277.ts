import { defineCard } from "../types.js";

/** Back-Alley Bar — Battlefield. Any unit leaving it by a move (608), whoever controls it, gets +1 Might. */
export default defineCard({
  code: "OGN-277",
  name: "Back-Alley Bar",
  text: "When a unit moves from here, give it +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { subject: { type: "unit" }, from: "here" },
      effects: [{ op: "might", what: { event: "object" }, amount: 1, duration: "turn" }],
    },
  ],
});
