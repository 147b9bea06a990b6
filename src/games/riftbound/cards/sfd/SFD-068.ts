import { defineCard } from "../types.js";

/**
 * Gearhead — Unit, Mind, 5 Energy, 3 Might. [Accelerate] is printed (717). "Each Equipment attached to me gives double
 * its base Might bonus": the printed Might Bonus (CR 1.4 137.3) of each attached card counts twice; Effect Text Might
 * ("an additional +2", Brutalizer) is not a Might Bonus and is not doubled.
 */
export default defineCard({
  code: "SFD-068",
  name: "Gearhead",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_mind: as an additional cost to have me enter ready.)\nEach Equipment attached to me gives double its base Might bonus.",
  abilities: [{ kind: "passive", passive: { kind: "attachedMightBonus", times: 2 } }],
});
