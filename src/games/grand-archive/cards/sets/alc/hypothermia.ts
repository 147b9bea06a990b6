/** Hypothermia (action, water, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "cyfrzrplyw",
  name: "Hypothermia",
  text: "Target rested ally gets -4 LIFE until end of turn.",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "target", filter: { type: "ally", rested: true } }, life: -4 }],
    },
  ],
});
