import { wowCard } from "../types.js";

/** Moko Hunts-at-Dawn (HoA-252): Ally, 6, 5 ranged / 4 health. */
export default wowCard({
  id: "HoA-252",
  name: "Moko Hunts-at-Dawn",
  text: "Ferocity (Can attack immediately.)",
  powers: [{ kind: "keyword", keyword: "Ferocity" }],
});
