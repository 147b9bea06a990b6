import { defineCard } from "../types.js";

/** Experimental Hexplate — Gear. Unsupported: needs an Effect Text tag grant ("I am a Mech"): tags are read from card data only. */
export default defineCard({
  code: "SFD-073",
  name: "Experimental Hexplate",
  text: "[Equip] :rb_rune_mind: (:rb_rune_mind:: Attach this to a unit you control.)",
  abilities: [],
  unsupported: 'Needs an Effect Text tag grant ("I am a Mech"): tags are read from card data only',
});
