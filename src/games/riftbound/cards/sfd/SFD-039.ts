import { defineCard } from "../types.js";

/**
 * Royal Entourage — Unit, Calm, 3 Energy + 1 Calm. Any player's legend is chosen as the trigger goes on the chain
 * (106); "ready or exhaust" is chosen on resolution (CR 1.4 355.3).
 */
export default defineCard({
  code: "SFD-039",
  name: "Royal Entourage",
  text: "When you play me, ready or exhaust a legend.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "legend", filter: { type: "legend" } }],
      effects: [
        {
          op: "modes",
          prompt: "Ready or exhaust that legend?",
          modes: [
            { label: "Ready it", effects: [{ op: "ready", what: { target: "legend" } }] },
            { label: "Exhaust it", effects: [{ op: "exhaust", what: { target: "legend" } }] },
          ],
        },
      ],
    },
  ],
});
