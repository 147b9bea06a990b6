import { defineCard } from "../types.js";

/** Nine-Tailed Fox — Legend (Ahri). */
export default defineCard({
  code: "OGN-255",
  name: "Nine-Tailed Fox",
  text: "When an enemy unit attacks a battlefield you control, give it -1 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "triggered",
      // 620: an enemy unit attacks at a battlefield its controller's opponent (you) controls.
      on: "attacked",
      filter: { subject: { type: "unit", controller: "enemy" }, at: "controlledByYou" },
      effects: [{ op: "might", what: { event: "object" }, amount: -1, duration: "turn", min: 1 }],
    },
  ],
});
