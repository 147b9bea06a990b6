import { wowCard } from "../types.js";

/** Nerra Lifeboon (HoA-210): Ally, 5, 4 melee / 4 health. */
export default wowCard({
  id: "HoA-210",
  name: "Nerra Lifeboon",
  text: "Other allies in your party have +1 health.",
  powers: [{ kind: "continuous", applies: "other-allies-in-your-party", health: 1, while: "always" }],
});
