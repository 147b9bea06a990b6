import { defineCard } from "../types.js";

/**
 * Kinkou Initiate — Unit, Body, 3 Energy. "If your other units have total Might 5 or more": the sum of the current
 * Mights of the other units you control (139.2), read as the trigger resolves.
 */
export default defineCard({
  code: "UNL-097",
  name: "Kinkou Initiate",
  text: "When you play me, draw 1 if your other units have total Might 5 or more.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "if",
          cond: {
            compare: [{ totalMight: { type: "unit", controller: "friendly", other: true } }, { op: ">=", value: 5 }],
          },
          then: [{ op: "draw", n: 1 }],
        },
      ],
    },
  ],
});
