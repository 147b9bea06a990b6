import { wowCard } from "../types.js";

/** Morfiel (TDP-109): Ally (Pet (1), Felhunter), 4, Warlock, 4 ATK / 4 health: a cost increase (402). The sources agree. */
export default wowCard({
  id: "TDP-109",
  name: "Morfiel",
  text: "Opponents pay 1 more to play abilities.",
  powers: [{ kind: "play-cost-increase", who: "opponents", cardType: "Ability", amount: 1 }],
});
