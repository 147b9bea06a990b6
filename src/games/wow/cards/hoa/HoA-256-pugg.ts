import { wowCard } from "../types.js";

/** Pugg (HoA-256): Ally, 1, 2/2. */
export default wowCard({
  id: "HoA-256",
  name: "Pugg",
  text: "Other allies in your party have -1 health.",
  powers: [{ kind: "continuous", applies: "other-allies-in-your-party", health: -1, while: "always" }],
});
