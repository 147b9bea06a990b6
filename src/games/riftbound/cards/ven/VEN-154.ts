import { defineCard } from "../types.js";

/**
 * Public Execution — Spell (Signature), Body/Order, 2 Energy + 1 Power. Both units are chosen as it is played (559.3):
 * the enemy one with less Might than the friendly one (`lessMightThan`), compared again on resolution (563.2.c).
 * [Flow] [5][rainbow][rainbow] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-154",
  name: "Public Execution",
  text: "Choose a friendly unit. Kill an enemy unit with less Might than it.\n[Flow] :rb_energy_5::rb_rune_rainbow::rb_rune_rainbow: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friend", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" }, lessMightThan: "friend" },
      ],
      effects: [{ op: "kill", what: { target: "enemy" } }],
    },
    { kind: "passive", passive: { kind: "flow", energy: 5, power: ["any", "any"] } },
  ],
});
