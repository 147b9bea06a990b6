/** Spirit Blade: Dispersion (action, crux, reserve 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "7Rsid05Cf6",
  name: "Spirit Blade: Dispersion",
  text: "Remove all durability counters from any amount of Sword weapons you control, then banish them. Choose any amount of units and deal damage equal to the amount of durability counters removed this way split among them.",
  abilities: [{ kind: "effect", effects: [{ op: "disperseWeapons", subtype: "SWORD" }, { op: "splitDamage" }] }],
});
