import { defineCard } from "../types.js";

/**
 * Dangerous Duo — Unit, Fury, 3 Energy. Legion (724) is a condition of the trigger: it triggers only when another
 * card was played before it this turn (the played event's `legion`, 724.1.c), so no target is chosen otherwise.
 */
export default defineCard({
  code: "OGN-016",
  name: "Dangerous Duo",
  text: "[Legion] — When you play me, give a unit +2 :rb_might: this turn. (Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { legion: true } },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
    },
  ],
});
