import { defineCard } from "../types.js";

/**
 * Voidreaver — Legend, Body + Chaos (Kha'Zix). "When you win a combat": once per combat (the `wonCombat` events of
 * one combat are one batch, CR 1.4 466.3). "Spend N XP" is part of each ability's cost (CR 1.4 730.2).
 */
export default defineCard({
  code: "UNL-201",
  name: "Voidreaver",
  text: "When you win a combat, gain 1 XP.\nSpend 1 XP, :rb_exhaust:: [Buff] a unit.\nSpend 2 XP, :rb_exhaust:: Move an exhausted friendly unit from a battlefield to its base.",
  abilities: [
    { kind: "triggered", on: "wonCombat", filter: { player: "you" }, batch: true, effects: [{ op: "gainXp", n: 1 }] },
    {
      kind: "activated",
      cost: { spendXp: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
    {
      kind: "activated",
      cost: { spendXp: 2, exhaust: true },
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly", at: "battlefield", state: ["exhausted"] } },
      ],
      effects: [{ op: "moveToBase", what: { target: "unit" } }],
    },
  ],
});
