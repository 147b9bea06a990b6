import { wowCard } from "../types.js";

/** Bala Silentblade (HoA-226): Ally, 3, 1 melee / 4 health. */
export default wowCard({
  id: "HoA-226",
  name: "Bala Silentblade",
  text: "Bala Silentblade has +3 ATK while attacking an exhausted hero or ally.",
  powers: [{ kind: "continuous", applies: "self", atk: 3, while: "attacking-exhausted" }],
});
