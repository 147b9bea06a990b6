import { wowCard } from "../types.js";

/** Valthak Spiritdrinker (HoA-263): Ally, 4, 3 shadow / 4 health. */
export default wowCard({
  id: "HoA-263",
  name: "Valthak Spiritdrinker",
  text: "Your hero can't be destroyed.",
  powers: [{ kind: "hero-cant-be-destroyed" }],
});
