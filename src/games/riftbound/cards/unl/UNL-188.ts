import { defineCard } from "../types.js";

/**
 * Hextech Gauntlets — Gear (Signature), Fury/Order, 3 Energy.
 */
export default defineCard({
  code: "UNL-188",
  name: "Hextech Gauntlets",
  text: "[Equip] :rb_energy_3::rb_rune_rainbow:. This ability's Energy cost is reduced by the Might of the unit you choose. (Pay the cost: Attach this to a unit you control.)",
  unsupported:
    "an Equip cost reduced by the chosen unit's Might, and Effect Text conquer triggers reading excess damage with it, are not written yet",
  abilities: [],
});
