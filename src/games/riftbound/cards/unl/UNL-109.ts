import { defineCard } from "../types.js";

/**
 * Blood Rose — Gear, Body, 1 Energy. "When you play a unit" covers unit cards and unit tokens (555.2,
 * 176); "you may pay [1] to" is the trigger's cost (CR 1.4 383.3.b). "Spend 3 XP" is CR 1.4 730.2.
 */
export default defineCard({
  code: "UNL-109",
  name: "Blood Rose",
  text: "When you play a unit, you may pay :rb_energy_1: to gain 1 XP.\nSpend 3 XP, :rb_exhaust:: Ready a unit.",
  abilities: [
    {
      kind: "triggered",
      on: ["played", "tokenCreated"],
      filter: { player: "you", subject: { type: "unit" } },
      cost: { pay: { energy: 1 } },
      effects: [{ op: "gainXp", n: 1 }],
    },
    {
      kind: "activated",
      cost: { spendXp: 3, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "ready", what: { target: "unit" } }],
    },
  ],
});
