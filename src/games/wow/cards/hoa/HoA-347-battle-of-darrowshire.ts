import { wowCard } from "../types.js";

/** Battle of Darrowshire (HoA-347): Quest. */
export default wowCard({
  id: "HoA-347",
  name: "Battle of Darrowshire",
  text: "Remove three ally cards in your graveyard from the game and pay 1 to complete this quest. <p> Reward: Draw a card.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      removeFromGraveyard: { count: 3, type: "Ally" },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
