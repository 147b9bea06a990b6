import { defineCard } from "../types.js";

/** Decree of Unity — Spell, Order, 2 Energy + 1 Power. A Chaos permanent has the Chaos domain (127). */
export default defineCard({
  code: "VEN-131",
  name: "Decree of Unity",
  text: "Kill an enemy Chaos (:rb_rune_chaos:) unit or gear.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "it", filter: { type: "permanent", controller: "enemy", domain: "Chaos" } }],
      effects: [{ op: "kill", what: { target: "it" } }],
    },
  ],
});
