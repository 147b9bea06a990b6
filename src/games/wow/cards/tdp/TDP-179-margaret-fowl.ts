import { wowCard } from "../types.js";

/** Margaret Fowl (TDP-179): Alliance Ally (Human Rogue), 4, 5 melee / 3 health. */
export default wowCard({
  id: "TDP-179",
  name: "Margaret Fowl",
  text: "You pay 1 less to strike with weapons. <p> Opponents pay 1 more to strike with weapons.",
  powers: [
    { kind: "strike-cost", who: "you", amount: -1 },
    { kind: "strike-cost", who: "opponents", amount: 1 },
  ],
});
