import { wowCard } from "../types.js";

/** Tracker Gallen (HoA-219): Ally, 2, 0 ranged / 2 health. */
export default wowCard({
  id: "HoA-219",
  name: "Tracker Gallen",
  text: "Tracker Gallen has +1 ATK for each ally in your party.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, while: "always", per: "ally-in-your-party" }],
});
