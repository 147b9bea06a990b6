import { defineCard } from "../types.js";

/** Temptation — Spell. Unsupported: needs a move destination limited to locations holding a unit of the moved unit's controller, with [Repeat] targets at different locations (Vegas ruling). */
export default defineCard({
  code: "SFD-129",
  name: "Temptation",
  text: "[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nMove an enemy unit to a location where there's a unit with the same controller.",
  abilities: [],
  unsupported:
    "Needs a move destination limited to locations holding a unit of the moved unit's controller, with [Repeat] targets at different locations (Vegas ruling)",
});
