/** Glacial Guidance (action, water, reserve 1, fast; Mage Spell). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "6IOxuftyVv",
  name: "Glacial Guidance",
  text: "Rest target ally. If that ally is attacking, end the combat phase.\n\n[Class Bonus] Put an enlighten counter on your champion. (You may remove three enlighten counters from your champion to draw a card.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "rest", target: { kind: "target", filter: { type: "ally" } } },
        { op: "endCombatPhase", ifAttacking: { kind: "that", filter: { type: "ally" } } },
      ],
    },
    { kind: "effect", effects: [{ op: "enlighten", amount: 1 }], condition: { kind: "classBonus" } },
  ],
});
