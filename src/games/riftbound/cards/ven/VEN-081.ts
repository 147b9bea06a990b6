import { defineCard } from "../types.js";

/** Onslaught — Spell, Body, 4 Energy. [Flow] [4] (CR 1.4 829). */
export default defineCard({
  code: "VEN-081",
  name: "Onslaught",
  text: "Give a unit +6 :rb_might: this turn.\n[Flow] :rb_energy_4: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 6, duration: "turn" }],
    },
    { kind: "passive", passive: { kind: "flow", energy: 4 } },
  ],
});
