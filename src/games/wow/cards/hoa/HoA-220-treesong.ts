import { wowCard } from "../types.js";

/** Treesong (HoA-220): Ally, 5, 4/4. */
export default wowCard({
  id: "HoA-220",
  name: "Treesong",
  text: "Your hero has Protector.",
  powers: [{ kind: "grant-keyword", applies: "your-hero", keyword: "Protector" }],
});
