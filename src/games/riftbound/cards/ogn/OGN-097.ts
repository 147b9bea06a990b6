import { defineCard } from "../types.js";

/** Blastcone Fae — Unit, Mind, 2 Energy + 1 Power. Hidden. */
export default defineCard({
  code: "OGN-097",
  name: "Blastcone Fae",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me, give a unit -2 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "triggered",
      // Played from hidden, the unit must be at that battlefield (OFAQ-22, 723).
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -2, duration: "turn", min: 1 }],
    },
  ],
});
