/** Mist Resonance (action, water, reserve 5, fast; Harmony). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "hw8dxKAnMX",
  name: "Mist Resonance",
  text: "Allies you control get +1 LIFE until end of turn.\n\n[Class Bonus] Harmonize — If you've activated a Melody card this turn, allies you control assign damage with their life stat instead of power stat until end of turn.",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "all", filter: { type: "ally", controller: "you" } }, life: 1 }],
    },
    {
      kind: "effect",
      effects: [
        {
          op: "if",
          condition: { kind: "melodyActivatedThisTurn" },
          then: [{ op: "assignDamageWithLife", target: { kind: "all", filter: { type: "ally", controller: "you" } } }],
        },
      ],
      condition: { kind: "classBonus" },
    },
  ],
});
