import { wowCard } from "../types.js";

/** Vesh'ral (HoA-264): Ally, 3, 3 fire / 1 health. */
export default wowCard({
  id: "HoA-264",
  name: "Vesh'ral",
  text: "Ferocity (Can attack immediately)",
  powers: [{ kind: "keyword", keyword: "Ferocity" }],
});
