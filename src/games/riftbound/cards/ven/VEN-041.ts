import { defineCard } from "../types.js";

/**
 * Riven, Shattered — Unit (Champion), Calm, 3 Energy + 1 Power.
 * [Weaponmaster] (CR 1.4 821.1.c) as on Sentinel Adept; the attack trigger's damage counts the Equipment attached to
 * me as it resolves (filter `attachedToSource`, CR 1.4 434).
 */
export default defineCard({
  code: "VEN-041",
  name: "Riven, Shattered",
  text: "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nWhen I attack, choose an enemy unit here. Deal 2 to it for each Equipment attached to me.",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 821.1.c: "When you play me, you may choose an Equipment you control …" (always optional).
      on: "played",
      filter: { self: true },
      targets: [{ id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true }],
      effects: [{ op: "weaponmaster", what: { target: "equipment" }, to: { self: true } }],
    },
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [
        {
          op: "damage",
          amount: { times: [{ count: { type: "gear", tag: "Equipment", attachedToSource: true } }, 2] },
          to: { target: "unit" },
        },
      ],
    },
  ],
});
