import { wowCard } from "../types.js";

/** Myrmidon's Signet (HoA-308): Equipment (Item, Ring (2)), 3. */
export default wowCard({
  id: "HoA-308",
  name: "Myrmidon's Signet",
  text: "Your hero has +5 health.",
  powers: [{ kind: "continuous", applies: "your-hero", health: 5, while: "always" }],
});
