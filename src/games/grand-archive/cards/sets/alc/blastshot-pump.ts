/** Blastshot Pump (regalia, weapon, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "gmnmp5af09",
  name: "Blastshot Pump",
  text: "(Gun — Must be loaded to use for an attack and can't be used with an attack card.)\n\n[Class Bonus] If combat damage would be dealt to a unit by an attack using Blastshot Pump, that damage is dealt to that unit and an additional unit you don't control instead.",
  abilities: [{ kind: "extraDamageTarget", condition: { kind: "classBonus" } }],
});
