import { defineCard } from "../types.js";

/** Shady Spectacles — Gear (Equipment), Order, 4 Energy. Unsupported: see `unsupported`. */
export default defineCard({
  code: "VEN-137",
  name: "Shady Spectacles",
  text: "[Equip] :rb_energy_1::rb_rune_order: (:rb_energy_1::rb_rune_order:: Attach this to a unit you control.)\nAs this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that unit for as long as this is attached to it.",
  abilities: [],
  unsupported:
    'Needs a choice made "as this is attached" and a copy effect lasting only while attached (becomeCopy lasts while the object exists; nothing restores the equipped unit on detach)',
});
