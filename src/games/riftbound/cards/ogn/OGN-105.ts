import { defineCard } from "../types.js";

/** Singularity — Spell, Mind, 6 Energy + 2 Mind Power. */
export default defineCard({
  code: "OGN-105",
  name: "Singularity",
  text: "Deal 6 to each of up to two units.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "units", filter: { type: "unit" }, count: 2, upTo: true }],
      effects: [{ op: "damage", amount: 6, to: { target: "units" } }],
    },
  ],
});
