import { wowCard } from "../types.js";

/** Big Game Hunter (HoA-348): Quest. */
export default wowCard({
  id: "HoA-348",
  name: "Big Game Hunter",
  text: "Pay 2 to complete this quest. <p> Reward: Reveal the top four cards of your deck. Put a revealed equipment card into your hand and the rest on the bottom of your deck.",
  powers: [
    { kind: "reward", cost: 2, targets: [], effects: [{ op: "reveal-top-to-hand", count: 4, cardType: "Equipment" }] },
  ],
});
