/** Evasive Maneuvers (action, norm, reserve 1, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "1n3gygojwk",
  name: "Evasive Maneuvers",
  text: "Prevent the next 2 damage that would be dealt to target unit this turn. If that unit is a Ranger, it becomes distant. (Units stay distant until the end of their controller's turn.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "preventNextDamage",
          target: { kind: "target", filter: { type: "unit" } },
          amount: 2,
          total: true,
        },
        { op: "becomeDistant", target: { kind: "that", filter: { type: "unit" } }, ifClass: "RANGER" },
      ],
    },
  ],
});
