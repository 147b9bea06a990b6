import { defineCard } from "../types.js";

/**
 * Shepherd's Heirloom — Gear (Equipment), Order, 2 Energy. "When you play this, gain 1 XP" (CR 1.4 730.1); its
 * [Equip] cost is "Spend 1 XP" (CR 1.4 818.1.c.2, 730.2).
 */
export default defineCard({
  code: "UNL-158",
  name: "Shepherd's Heirloom",
  text: "When you play this, gain 1 XP.\n[Equip] \u2014 Spend 1 XP (Pay the cost: Attach this to a unit you control.)",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "gainXp", n: 1 }] },
    {
      kind: "activated",
      equip: true,
      cost: { spendXp: 1 },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});
