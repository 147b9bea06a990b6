import { defineCard } from "../types.js";

/**
 * Warmog's Armor — Gear (Equipment), Body, 1 Energy. Might Bonus +1; Effect Text (CR 1.4 136.2) "When I conquer,
 * buff me." is the equipped unit's while attached.
 */
export default defineCard({
  code: "SFD-108",
  name: "Warmog's Armor",
  text: "[Equip] :rb_rune_body: (:rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Body rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [{ op: "buff", what: { self: true } }],
    },
  ],
});
