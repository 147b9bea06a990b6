import { wowCard } from "../types.js";

/** Wazzuli Wildmender (HoA-270): Horde Ally, Troll, 5, 3 ATK / 5 health. */
export default wowCard({
  id: "HoA-270",
  name: "Wazzuli Wildmender",
  text: "At the start of your turn, Wazzuli Wildmender heals 1 damage from each hero and ally in your party.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "each-character-in-your-party", by: "self" }],
    },
  ],
});
