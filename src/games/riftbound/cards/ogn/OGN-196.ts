import { defineCard } from "../types.js";

/**
 * Soulgorger — Unit, Chaos. The unit is chosen in your trash as the trigger goes on the chain (559.3); on resolution
 * its controller may play it, paying only its Power cost (560.1.b).
 */
export default defineCard({
  code: "OGN-196",
  name: "Soulgorger",
  text: "When you play me, you may play a unit from your trash, ignoring its Energy cost. (You must still pay its Power cost.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { at: "trash", cardType: "Unit" } }],
      effects: [
        {
          op: "may",
          prompt: "Play that unit from your trash, ignoring its Energy cost?",
          then: [{ op: "play", what: { target: "unit" }, cost: "ignoreEnergy" }],
        },
      ],
    },
  ],
});
