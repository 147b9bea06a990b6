import { wowCard } from "../types.js";

/** Horns of Eranikus (HoA-295): Equipment (Armor, Head (1), Mail), 6. */
export default wowCard({
  id: "HoA-295",
  name: "Horns of Eranikus",
  text: "At the start of your turn, you may pay 1. If you do, draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "draw", amount: 1, who: "you" } }],
    },
  ],
});
