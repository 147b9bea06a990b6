import { wowCard } from "../types.js";

/** Gorebelly (HoA-9): Hero, Horde Orc Warrior (Arms), 30 health. */
export default wowCard({
  id: "HoA-9",
  name: "Gorebelly",
  text: "1, Flip Gorebelly -> You pay 3 less the next time you strike with a Melee weapon this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, flip: true },
      targets: [],
      effects: [{ op: "strike-discount", amount: 3, tag: "Melee" }],
    },
  ],
});
