import { wowCard } from "../types.js";

/** Hellreaver (TDP-276): Equipment (2H Weapon, Melee (1), Polearm), 3, 3 melee ATK, strike cost 3. */
export default wowCard({
  id: "TDP-276",
  name: "Hellreaver",
  text: "You pay 3 less to strike with Hellreaver while your hero is defending.",
  powers: [{ kind: "strike-cost", who: "you", amount: -3, selfWhileDefending: true }],
});
