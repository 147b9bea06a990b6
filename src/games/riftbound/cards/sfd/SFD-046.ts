import { defineCard } from "../types.js";

/**
 * Poro Snax — Gear, Calm, 1 Energy + 1 Calm.
 */
export default defineCard({
  code: "SFD-046",
  name: "Poro Snax",
  text: "When you play this, draw 1.\n:rb_energy_1::rb_rune_calm:, :rb_exhaust:, Kill this: Draw 1.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "draw", n: 1 }] },
    {
      kind: "activated",
      cost: { energy: 1, power: 1, powerDomain: "Calm", exhaust: true, killSelf: true },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
