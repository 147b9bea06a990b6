import { defineCard } from "../types.js";

/**
 * Jax, Unrelenting — Unit (Champion), Body, 4 Energy + 1 Body. Weaponmaster (CR 1.4 821); "When you attach an
 * Equipment to me" is the `attached` event (CR 1.4 434), its "you may pay [1]" the trigger's cost (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "SFD-119",
  name: "Jax, Unrelenting",
  text: "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nWhen you attach an Equipment to me, you may pay :rb_energy_1: to draw 1.",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 821.1.c: "When you play me, you may choose an Equipment you control …" (SFD FAQ: always optional).
      on: "played",
      filter: { self: true },
      targets: [{ id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true }],
      effects: [{ op: "weaponmaster", what: { target: "equipment" }, to: { self: true } }],
    },
    {
      kind: "triggered",
      on: "attached",
      filter: { self: true, player: "you", data: { equipment: true } },
      cost: { pay: { energy: 1 } },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
