import { wowCard } from "../types.js";

/** Torek's Assault (HoA-345): Quest, Horde. */
export default wowCard({
  id: "HoA-345",
  name: "Torek's Assault",
  text: "If an opposing hero was dealt damage this turn by an ally in your party, pay 1 to complete this quest. <p> Reward: Draw a card.",
  powers: [
    {
      kind: "reward",
      cost: 1,
      condition: "opposing-hero-damaged-by-your-ally-this-turn",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
