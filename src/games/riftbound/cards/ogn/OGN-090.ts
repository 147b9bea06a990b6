import { defineCard } from "../types.js";

/** Orb of Regret — Gear, Mind, 1 Energy. */
export default defineCard({
  code: "OGN-090",
  name: "Orb of Regret",
  text: ":rb_exhaust:: Give a unit -1 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -1, duration: "turn", min: 1 }],
    },
  ],
});
