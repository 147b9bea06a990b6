import { defineCard } from "../types.js";

/**
 * Nilah, Joyful Ascetic — Unit (Champion), Body, 3 Energy + 1 Power.
 * [Accelerate] and [Ganking] printed. "When I move": any move of hers (608).
 */
export default defineCard({
  code: "UNL-115",
  name: "Nilah, Joyful Ascetic",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_body: as an additional cost to have me enter ready.)\n[Ganking] (I can move from battlefield to battlefield.)\nWhen I move, gain 1 XP.",
  abilities: [{ kind: "triggered", on: "moved", filter: { self: true }, effects: [{ op: "gainXp", n: 1 }] }],
});
