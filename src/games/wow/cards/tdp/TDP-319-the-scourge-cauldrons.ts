import { wowCard } from "../types.js";

/** The Scourge Cauldrons (TDP-319): Quest. */
export default wowCard({
  id: "TDP-319",
  name: "The Scourge Cauldrons",
  text: "Pay 2 to complete this quest. <p> Reward: Reveal the top four cards of your deck. Put a revealed quest card into your hand and the rest on the bottom of your deck.",
  powers: [
    { kind: "reward", cost: 2, targets: [], effects: [{ op: "reveal-top-to-hand", count: 4, cardType: "Quest" }] },
  ],
});
