import { defineCard } from "../types.js";

/**
 * Tail-Cloaked Matriarch — Unit, Chaos, 4 Energy. [Empower] [2][Chaos] (CR 1.4 827). "When I become [Empowered]"
 * (CR 1.4 441.2.a): the unit in the trash (Energy cost 3 or less, Power cost 1 or less, 130) is chosen on
 * resolution ("you may": none allowed) and played to the base ignoring its cost (595.3, 560.1.a).
 */
export default defineCard({
  code: "VEN-104",
  name: "Tail-Cloaked Matriarch",
  text: "[Empower] :rb_energy_2::rb_rune_chaos: (:rb_energy_2::rb_rune_chaos:: Empower me. Use only if not Empowered.)\nWhen I become [Empowered], you may choose a unit in your trash with Energy cost no more than :rb_energy_3: and Power cost no more than :rb_rune_rainbow:. Play it to your base, ignoring its cost.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 2, power: 1, powerDomain: "Chaos" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "triggered",
      on: "empowered",
      filter: { self: true },
      effects: [
        {
          op: "chooseFromZone",
          filter: { at: "trash", cardType: "Unit", maxEnergy: 3, maxPower: 1 },
          count: 1,
          optional: true,
          saveAs: "unit",
        },
        { op: "playToBaseIgnoringCost", var: "unit", from: "trash" },
      ],
    },
  ],
});
