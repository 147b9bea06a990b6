import { wowCard } from "../types.js";

/** Blueleaf Tubers (HoA-349): Quest. */
export default wowCard({
  id: "HoA-349",
  name: "Blueleaf Tubers",
  text: "Pay 2 to complete this quest. <p> Reward: Shuffle your graveyard into your deck.",
  powers: [{ kind: "reward", cost: 2, targets: [], effects: [{ op: "graveyard-into-deck" }] }],
});
