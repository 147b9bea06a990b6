import { defineCard } from "../types.js";

/** Svellsongur — Gear. Unsupported: needs copying a unit's text onto the Equipment's effect text while attached (no text-copy layer). */
export default defineCard({
  code: "SFD-059",
  name: "Svellsongur",
  text: "[Equip] :rb_energy_1::rb_rune_calm: (:rb_energy_1::rb_rune_calm:: Attach this to a unit you control.)\nAs this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as this is attached to it.",
  abilities: [],
  unsupported: "Needs copying a unit's text onto the Equipment's effect text while attached (no text-copy layer)",
});
