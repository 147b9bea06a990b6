import { defineCard } from "../types.js";

/**
 * Veiled Temple — Battlefield. "If it's an Equipment, you may detach it" (CR 1.4 435).
 */
export default defineCard({
  code: "SFD-221",
  name: "Veiled Temple",
  text: "When you conquer here, you may ready a friendly gear. If it's an Equipment, you may detach it.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        {
          op: "chooseFromZone",
          filter: { type: "gear", controller: "friendly" },
          count: 1,
          saveAs: "gear",
          optional: true,
        },
        { op: "ready", what: { var: "gear" } },
        {
          op: "if",
          cond: { is: { var: "gear" }, filter: { type: "gear", tag: "Equipment" } },
          then: [{ op: "may", prompt: "Detach that Equipment?", then: [{ op: "detach", what: { var: "gear" } }] }],
        },
      ],
    },
  ],
});
