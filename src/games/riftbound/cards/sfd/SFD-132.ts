import { defineCard } from "../types.js";

/**
 * Beast Below — Unit, Chaos, 7 Energy + 2 Chaos. Both units are chosen as the trigger goes on the chain; without
 * both it is not put on the chain (Spiritforged FAQ, Janna: required targets).
 */
export default defineCard({
  code: "SFD-132",
  name: "Beast Below",
  text: "When you play me, return another friendly unit and an enemy unit to their owners' hands.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly", other: true } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [
        { op: "returnToHand", what: { target: "friendly" } },
        { op: "returnToHand", what: { target: "enemy" } },
      ],
    },
  ],
});
