import { defineCard } from "../types.js";

/**
 * Abandoned Hall — Battlefield. The battlefield's "they" is the player who played the spell (the trigger's controller,
 * 630.1); the unit is chosen as the trigger resolves, none if they decline ("may").
 */
export default defineCard({
  code: "UNL-205",
  name: "Abandoned Hall",
  text: "When a player plays a spell, they may give a unit they control here +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { subject: { type: "spell" } },
      effects: [
        {
          op: "chooseFromZone",
          filter: { type: "unit", controller: "friendly", at: "here" },
          count: 1,
          optional: true,
          saveAs: "unit",
        },
        { op: "might", what: { var: "unit" }, amount: 1, duration: "turn" },
      ],
    },
  ],
});
