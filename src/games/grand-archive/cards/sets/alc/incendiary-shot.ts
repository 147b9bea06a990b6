/** Incendiary Shot (item, fire, reserve 1). */
import { LOAD_INTO_UNLOADED_GUN, defineCard } from "../../types.js";

export default defineCard({
  id: "3qu7d6sopo",
  name: "Incendiary Shot",
  text: "REST: Load Incendiary Shot into target unloaded Gun weapon you control. (As a weapon is used for an attack, all of its loaded cards are put into the attacker's intent.)\n\n[Class Bonus] On Hit: Deal 2 damage to the hit object.",
  abilities: [
    LOAD_INTO_UNLOADED_GUN,
    {
      kind: "trigger",
      on: "onHit",
      effects: [{ op: "damage", target: { kind: "hit" }, amount: 2 }],
      condition: { kind: "classBonus" },
    },
  ],
});
