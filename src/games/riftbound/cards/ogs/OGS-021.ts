import { defineCard } from "../types.js";

/** Lady of Luminosity - Starter — Legend (Lux), Mind/Order. */
export default defineCard({
  code: "OGS-021",
  name: "Lady of Luminosity - Starter",
  text: "When you play a spell that costs :rb_energy_5: or more, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell", energy: { op: ">=", value: 5 } } },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
