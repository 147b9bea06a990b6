import { wowCard } from "../types.js";

/** Kagra of the Crossroads (HoA-246): Ally, 1, 1 ranged / 2 health. */
export default wowCard({
  id: "HoA-246",
  name: "Kagra of the Crossroads",
  text: "Ferocity (Can attack immediately)",
  powers: [{ kind: "keyword", keyword: "Ferocity" }],
});
