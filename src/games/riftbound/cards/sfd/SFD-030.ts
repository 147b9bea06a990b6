import { defineCard } from "../types.js";

/** Skyfall of Areion — Gear. Unsupported: needs hold effects to count as conquer effects and vice versa (a trigger-kind equivalence the event listeners lack). */
export default defineCard({
  code: "SFD-030",
  name: "Skyfall of Areion",
  text: "[Equip] :rb_energy_1::rb_rune_fury: (:rb_energy_1::rb_rune_fury:: Attach this to a unit you control.)",
  abilities: [],
  unsupported:
    "Needs hold effects to count as conquer effects and vice versa (a trigger-kind equivalence the event listeners lack)",
});
