import { defineCard } from "../types.js";

/**
 * Baccai Witherclaw — Unit, Body, 4 Energy.
 * [Empower] [1][rainbow][rainbow] (CR 1.4 827); [Empowered] +2 Might; the [Empowered] Deathknell triggers only if I
 * was Empowered as I died (CR 1.4 828.1.c, 808; the died event looks back at my state, 584.2).
 */
export default defineCard({
  code: "VEN-078",
  name: "Baccai Witherclaw",
  text: "[Empower] :rb_energy_1::rb_rune_rainbow::rb_rune_rainbow: (:rb_energy_1::rb_rune_rainbow::rb_rune_rainbow:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +2 :rb_might:.\n[Empowered][>][>>][Deathknell][>] Channel 2 runes exhausted. (When I die while Empowered, get the effect.)",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 1, power: 2 },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 2, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
    {
      kind: "triggered",
      on: "died",
      filter: { self: true, subject: { state: ["empowered"] } },
      zone: "trash",
      effects: [{ op: "channel", n: 2, exhausted: true }],
    },
  ],
});
