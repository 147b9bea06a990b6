import { defineCard } from "../types.js";

/**
 * Rabadon's Deathcrown — Gear (Equipment, Signature), Calm + Mind, 4 Energy + 2. [Unique] is a deck rule (CR 1.4
 * 825.3.a). Effect Text (CR 1.4 136.2): "Your spells and abilities deal 3 Bonus Damage" (CR 1.4 417.4), a passive of the
 * equipped unit while attached; Might Bonus +3.
 */
export default defineCard({
  code: "SFD-191",
  name: "Rabadon's Deathcrown",
  text: "[Unique] (Your deck can have only 1 card with this name.)\n[Equip] :rb_rune_rainbow: (:rb_rune_rainbow:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[A]: Attach this to a unit you control."
      cost: { power: 1 },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "bonusDamage", amount: 3 } },
  ],
});
