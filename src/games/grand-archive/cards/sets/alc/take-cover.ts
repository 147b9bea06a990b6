/** Take Cover (action, norm, reserve 5, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "2ugmnmp5af",
  name: "Take Cover",
  text: "[Class Bonus] This card costs 1 less to activate.\n\nTarget unit you control gains stealth until end of turn. That unit also becomes distant. (This unit can't be targeted by attacks unless permitted by true sight. Units stay distant until the end of their controller's turn.)",
  abilities: [
    { kind: "costLess", amount: 1, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [
        { op: "pump", target: { kind: "target", filter: { type: "unit", controller: "you" } }, gains: "stealth" },
        { op: "becomeDistant", target: { kind: "that", filter: { type: "unit", controller: "you" } } },
      ],
    },
  ],
});
