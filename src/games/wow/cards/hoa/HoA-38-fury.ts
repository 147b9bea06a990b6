import { wowCard } from "../types.js";

/** Fury (HoA-38): Ally, 5, 5 melee / 3 health. */
export default wowCard({
  id: "HoA-38",
  name: "Fury",
  text: "Ferocity",
  powers: [{ kind: "keyword", keyword: "Ferocity" }],
});
