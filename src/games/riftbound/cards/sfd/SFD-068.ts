import { defineCard } from "../types.js";

/** Gearhead — Unit. Unsupported: needs an Equipment's base Might Bonus doubled by the unit it is attached to (a Might-Bonus multiplier in the layers). */
export default defineCard({
  code: "SFD-068",
  name: "Gearhead",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_mind: as an additional cost to have me enter ready.)\nEach Equipment attached to me gives double its base Might bonus.",
  abilities: [],
  unsupported:
    "Needs an Equipment's base Might Bonus doubled by the unit it is attached to (a Might-Bonus multiplier in the layers)",
});
