import { defineCard } from "../types.js";

/**
 * Scryer's Bloom — Gear, Chaos, 1 Energy.
 * "Kill this, [1], [exhaust]" is the ability's cost (577); [Predict 2] (CR 1.4 436), then draw 1 and gain 1 XP.
 */
export default defineCard({
  code: "UNL-136",
  name: "Scryer's Bloom",
  text: "This enters exhausted.\nKill this, :rb_energy_1:, :rb_exhaust:: [Predict 2], then draw 1. Gain 1 XP.  (To Predict 2, look at the top two cards of your Main Deck. Recycle any of them and put the rest back in any order.)",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "exhausted" } },
    {
      kind: "activated",
      cost: { killSelf: true, energy: 1, exhaust: true },
      effects: [
        { op: "predict", n: 2 },
        { op: "draw", n: 1 },
        { op: "gainXp", n: 1 },
      ],
    },
  ],
});
