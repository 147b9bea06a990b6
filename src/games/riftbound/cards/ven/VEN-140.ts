import { defineCard } from "../types.js";

/**
 * Shuriken Flip — Spell (Signature), Fury/Calm, 1 Energy + 1 Power. Both choices are made as it is played (up to one
 * enemy unit; one friendly unit); the friendly unit's destination is chosen on resolution (`moveChoose`, 612), after
 * the damage. [Flow] [3][rainbow] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-140",
  name: "Shuriken Flip",
  text: "Deal 2 to up to one enemy unit at a battlefield, then move a friendly unit.\n[Flow] :rb_energy_3::rb_rune_rainbow: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" }, upTo: true },
        { id: "friend", filter: { type: "unit", controller: "friendly" } },
      ],
      effects: [
        { op: "damage", amount: 2, to: { target: "enemy" } },
        { op: "moveChoose", what: { target: "friend" } },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 3, power: ["any"] } },
  ],
});
