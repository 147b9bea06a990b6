import { wowCard } from "../types.js";

/** Lionheart Helm (HoA-297): Equipment (Armor, Head (1), Plate), 4, DEF 2. */
export default wowCard({
  id: "HoA-297",
  name: "Lionheart Helm",
  text: "Damage dealt by your hero can't be prevented.",
  powers: [{ kind: "your-hero-damage-unpreventable" }],
});
