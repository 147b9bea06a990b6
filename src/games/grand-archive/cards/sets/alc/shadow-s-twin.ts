/** Shadow's Twin (regalia, weapon, umbra, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "5vettczb14",
  name: "Shadow's Twin",
  text: "Whenever Shadow's Twin becomes loaded, it gets +2 POWER until end of turn.\n\n[Class Bonus] Whenever an attack using this weapon triggers an On Hit ability, that ability is triggered an additional time.",
  abilities: [
    { kind: "trigger", on: "becomesLoaded", effects: [{ op: "pump", target: { kind: "self" }, power: 2 }] },
    { kind: "onHitTwice", condition: { kind: "classBonus" } },
  ],
});
