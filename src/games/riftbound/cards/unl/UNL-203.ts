import { defineCard } from "../types.js";

/** Keeper of the Hammer — Legend, Body + Order (Poppy). Hold (630); "Spend 3 XP" is part of the cost (CR 1.4 730.2). */
export default defineCard({
  code: "UNL-203",
  name: "Keeper of the Hammer",
  text: "When you hold, gain 1 XP.\nSpend 3 XP, :rb_exhaust:: Draw 1.",
  abilities: [
    { kind: "triggered", on: "held", filter: { player: "you" }, effects: [{ op: "gainXp", n: 1 }] },
    { kind: "activated", cost: { spendXp: 3, exhaust: true }, effects: [{ op: "draw", n: 1 }] },
  ],
});
