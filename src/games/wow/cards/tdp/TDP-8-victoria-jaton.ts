import { wowCard } from "../types.js";

/** Victoria Jaton (TDP-8): Hero, Warrior (Arms), 30 health. */
export default wowCard({
  id: "TDP-8",
  name: "Victoria Jaton",
  text: "2, Flip Victoria Jaton -> Weapon cards in your hand are instant this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, flip: true },
      targets: [],
      effects: [{ op: "weapons-instant-this-turn" }],
    },
  ],
});
