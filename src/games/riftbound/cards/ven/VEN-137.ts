import { defineCard } from "../types.js";

/**
 * Shady Spectacles — Gear (Equipment), Order, 4 Energy. [Equip] printed. The other friendly unit is chosen as this is
 * attached (no chain); the equipped unit is a copy of it while this stays attached (CR 1.4 477.1.b, 435;
 * `copyChosenWhileAttached`). Errata band: "Attached: +0 Might. (I am a copy of the chosen unit.)"
 */
export default defineCard({
  code: "VEN-137",
  name: "Shady Spectacles",
  text: "[Equip] :rb_energy_1::rb_rune_order: (:rb_energy_1::rb_rune_order:: Attach this to a unit you control.)\nAs this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that unit for as long as this is attached to it.",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[1][Order rune]: Attach this to a unit you control."
      cost: { energy: 1, power: 1, powerDomain: "Order" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "copyChosenWhileAttached" } },
  ],
});
