import { defineCard } from "../types.js";

/**
 * Grim Apothecary — Unit, Fury, 3 Energy.
 * [Ambush] printed (CR 1.4 822). The friendly unit is chosen as the trigger goes on the chain; "you may" on resolution.
 */
export default defineCard({
  code: "UNL-021",
  name: "Grim Apothecary",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen you play me, you may return a friendly unit at a battlefield to its owner's hand.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", at: "battlefield" }, upTo: true }],
      effects: [
        {
          op: "may",
          prompt: "Return that friendly unit to its owner's hand?",
          then: [{ op: "returnToHand", what: { target: "unit" } }],
        },
      ],
    },
  ],
});
