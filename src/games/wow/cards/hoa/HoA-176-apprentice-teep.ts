import { wowCard } from "../types.js";

/** Apprentice Teep (HoA-176): Ally, 1, 2 frost / 1 health. */
export default wowCard({
  id: "HoA-176",
  name: "Apprentice Teep",
  text: "Elusive (Can't be Attacked)",
  powers: [{ kind: "keyword", keyword: "Elusive" }],
});
