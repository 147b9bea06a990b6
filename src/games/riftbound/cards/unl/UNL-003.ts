import { defineCard } from "../types.js";

/**
 * Mischievous Marai — Unit, Fury, 2 Energy.
 * [Hidden] printed. "When you play me to a battlefield" (as Blitzcrank, Impassive); from facedown the enemy unit is chosen at her battlefield (723, OFAQ-22).
 */
export default defineCard({
  code: "UNL-003",
  name: "Mischievous Marai",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me to a battlefield, deal 2 to an enemy unit here.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { toBattlefield: true } },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "damage", amount: 2, to: { target: "enemy" } }],
    },
  ],
});
