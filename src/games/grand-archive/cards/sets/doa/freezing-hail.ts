/** Freezing Hail (action, water, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "SrBA7h2a1N",
  name: "Freezing Hail",
  text: "Deal 2 damage to target unit. That unit doesn't wake up during its controller's next wake up phase.",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "damage", target: { kind: "target", filter: { type: "unit" } }, amount: 2, noWakeUp: true }],
    },
  ],
});
