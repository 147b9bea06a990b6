import { wowCard } from "../types.js";

/** Aegis of the Blood God (TDP-247): Equipment (Armor, Off-Hand (1), Shield), 5, 0 DEF. */
export default wowCard({
  id: "TDP-247",
  name: "Aegis of the Blood God",
  text: "Aegis of the Blood God has +1 DEF for each damage on your hero.",
  powers: [{ kind: "armor-def", amount: 1, selfPerHeroDamage: true }],
});
