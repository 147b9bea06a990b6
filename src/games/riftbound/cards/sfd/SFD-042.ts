import { defineCard } from "../types.js";

/**
 * Brutalizer — Gear (Equipment), Calm, 2 Energy. Might Bonus +1; Effect Text (CR 1.4 136.2) "If this was attached to
 * me this turn, I have an additional +2 Might." is the equipped unit's while attached: a conditional Might passive
 * reading this turn's `attached` events of this card to that unit.
 */
export default defineCard({
  code: "SFD-042",
  name: "Brutalizer",
  text: "[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Calm rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "passive",
      attached: true,
      passive: {
        kind: "might",
        amount: 2,
        when: { happened: { kind: "attached", filter: { attachedSelf: true } } },
      },
    },
  ],
});
