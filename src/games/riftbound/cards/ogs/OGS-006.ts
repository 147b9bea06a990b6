import { defineCard } from "../types.js";

/** Lux, Illuminated — Unit (Champion), Mind, 6 Energy + 1 Mind Power. */
export default defineCard({
  code: "OGS-006",
  name: "Lux, Illuminated",
  text: "When you play a spell that costs :rb_energy_5: or more, give me +3 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell", energy: { op: ">=", value: 5 } } },
      effects: [{ op: "might", what: { self: true }, amount: 3, duration: "turn" }],
    },
  ],
});
