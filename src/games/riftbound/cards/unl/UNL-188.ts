import { defineCard } from "../types.js";

/**
 * Hextech Gauntlets — Gear (Signature, Equipment), Fury/Order, 3 Energy. Might Bonus +3.
 * [Equip] [3][A] with its Energy lowered by the chosen unit's Might (560.4; to 0 at least, the [A] stays).
 * Effect Text (CR 1.4 136.2), the equipped unit's while attached: "When I conquer, if you assigned 3 or more excess
 * damage, draw 1." — the conquest's excess damage (626.1.d), as Yeti Brawler.
 */
export default defineCard({
  code: "UNL-188",
  name: "Hextech Gauntlets",
  text: "[Equip] :rb_energy_3::rb_rune_rainbow:. This ability's Energy cost is reduced by the Might of the unit you choose. (Pay the cost: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { energy: 3, power: 1, energyLessMightOf: "unit" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "if",
          cond: { compare: [{ eventData: "excessDamage" }, { op: ">=", value: 3 }] },
          then: [{ op: "draw", n: 1 }],
        },
      ],
    },
  ],
});
