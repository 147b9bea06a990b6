import { wowCard } from "../types.js";

/** Winter's Grasp (HoA-60): Ability (Frost), 3: an ongoing ability taxing opposing allies' attacks. */
export default wowCard({
  id: "HoA-60",
  name: "Winter's Grasp",
  text: "Ongoing: Opposing allies can't attack heroes or allies in your party unless their controller pays 1 for each attacker.",
  powers: [{ kind: "attack-tax", amount: 1 }],
});
