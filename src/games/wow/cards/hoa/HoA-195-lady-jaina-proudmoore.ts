import { wowCard } from "../types.js";

/** Lady Jaina Proudmoore (HoA-195): Alliance Ally, Human, 8, 7/4, Unique. */
export default wowCard({
  id: "HoA-195",
  name: "Lady Jaina Proudmoore",
  text: "Opposing allies can't attack.",
  powers: [{ kind: "opposing-allies-cant-attack" }],
});
