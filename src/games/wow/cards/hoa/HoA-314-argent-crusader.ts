import { wowCard } from "../types.js";

/** Argent Crusader (HoA-314): Equipment (2H Weapon, Melee (1), Staff), 3, 1 ATK. */
export default wowCard({
  id: "HoA-314",
  name: "Argent Crusader",
  text: "At the start of your turn, you and target opponent each draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [{ select: "opponent" }],
      effects: [
        { op: "draw", amount: 1, who: "you" },
        { op: "draw", amount: 1, who: { target: 0 } },
      ],
    },
  ],
});
