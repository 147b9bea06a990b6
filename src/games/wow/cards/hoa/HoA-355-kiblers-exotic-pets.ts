import { wowCard } from "../types.js";

/** Kibler's Exotic Pets (HoA-355): Quest. */
export default wowCard({
  id: "HoA-355",
  name: "Kibler's Exotic Pets",
  text: "Pay 2 to complete this quest. <p> Reward: Reveal the top three cards of your deck. Put a revealed ally card into your hand and the rest on the bottom of your deck.",
  powers: [
    { kind: "reward", cost: 2, targets: [], effects: [{ op: "reveal-top-to-hand", count: 3, cardType: "Ally" }] },
  ],
});
