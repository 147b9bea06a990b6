import { defineCard } from "../types.js";

/** Cemetery Attendant — Unit, Chaos, 3 Energy + 1 Chaos. Returns a unit card from the trash (chosen as the trigger goes on the chain, 559.3.b). */
export default defineCard({
  code: "OGN-165",
  name: "Cemetery Attendant",
  text: "When you play me, return a unit from your trash to your hand.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "card", filter: { at: "trash", cardType: "Unit" } }],
      effects: [{ op: "toHand", what: { target: "card" } }],
    },
  ],
});
