import { defineCard } from "../types.js";

/** Vengeance — Spell, Order, 4 Energy + 2 Order Power. */
export default defineCard({
  code: "OGN-229",
  name: "Vengeance",
  text: "Kill a unit.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "kill", what: { target: "unit" } }], // 604
    },
  ],
});
