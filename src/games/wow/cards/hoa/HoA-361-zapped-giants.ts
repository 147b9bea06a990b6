import { wowCard } from "../types.js";

/** Zapped Giants (HoA-361): Quest. */
export default wowCard({
  id: "HoA-361",
  name: "Zapped Giants",
  text: "Pay 2 to complete this quest. <p> Reward: Reveal the top three cards of your deck. Put revealed ability card into your hand and the rest on the bottom of your deck.",
  powers: [
    { kind: "reward", cost: 2, targets: [], effects: [{ op: "reveal-top-to-hand", count: 3, cardType: "Ability" }] },
  ],
});
