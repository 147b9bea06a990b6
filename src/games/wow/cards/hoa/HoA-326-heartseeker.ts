import { wowCard } from "../types.js";

/** Heartseeker (HoA-326): Equipment (1H Weapon, Melee (1), Dagger), 2, 1 melee ATK, strike cost 1. */
export default wowCard({
  id: "HoA-326",
  name: "Heartseeker",
  text: "Heartseeker has +2 ATK while your hero is attacking a hero or ally that was dealt damage this turn.",
  powers: [{ kind: "weapon-atk", applies: "self", amount: 2, while: "hero-attacking-damaged-this-turn" }],
});
