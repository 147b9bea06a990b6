import { defineCard } from "../types.js";

/**
 * Noxian Emissary — Unit, Order, 2 Energy.
 * [Empower] [1][Order] (CR 1.4 827). The [Empowered] Deathknell triggers only if I was Empowered as I died (CR 1.4 828.1.c, 808; the died event looks back at my state, 584.2).
 */
export default defineCard({
  code: "VEN-128",
  name: "Noxian Emissary",
  text: "[Empower] :rb_energy_1::rb_rune_order: (:rb_energy_1::rb_rune_order:: Empower me. Use only if not Empowered.)\n[Empowered][>][>>][Deathknell][>] Play two 1 :rb_might: Recruit unit tokens to your base. (When I die while Empowered, get the effect.)",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 1, power: 1, powerDomain: "Order" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "triggered",
      on: "died",
      filter: { self: true, subject: { state: ["empowered"] } },
      zone: "trash",
      effects: [{ op: "token", token: "Recruit", n: 2, at: "base" }],
    },
  ],
});
