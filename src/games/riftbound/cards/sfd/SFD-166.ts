import { defineCard } from "../types.js";

/**
 * Rally the Troops — Spell, Order, 2 Energy. Action. A delayed trigger for this turn (CR 1.4 389-392) buffing each
 * friendly unit played after it resolves (702).
 */
export default defineCard({
  code: "SFD-166",
  name: "Rally the Troops",
  text: "[Action] (Play on your turn or in showdowns.)\nWhen a friendly unit is played this turn, buff it. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)\nDraw 1.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "createTrigger",
          duration: "turn",
          trigger: {
            on: "played",
            filter: { subject: { type: "unit", controller: "friendly" } },
            effects: [{ op: "buff", what: { event: "object" } }],
          },
        },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
