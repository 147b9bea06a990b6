import { defineCard } from "../types.js";

/**
 * Skyfall of Areion — Gear (Equipment), Fury, 3 Energy. Might Bonus +2 (CR 1.4 137.3). [Equip] [1][Fury] (818).
 * Effect Text (CR 1.4 136.2, from the card data's `effectText`): "My hold effects are also conquer effects, and vice
 * versa" — the equipped unit's triggered abilities on holding also trigger when it conquers and the other way round
 * (CR 1.4 383.4; its attached cards' Effect Text included); one on both triggers once.
 */
export default defineCard({
  code: "SFD-030",
  name: "Skyfall of Areion",
  text: "[Equip] :rb_energy_1::rb_rune_fury: (:rb_energy_1::rb_rune_fury:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[1][Fury rune]: Attach this to a unit you control." Own turn, open state.
      cost: { energy: 1, power: 1, powerDomain: "Fury" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "conquerHoldAlike" } },
  ],
});
