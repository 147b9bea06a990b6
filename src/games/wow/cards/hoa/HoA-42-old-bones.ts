import { wowCard } from "../types.js";

/** Old Bones (HoA-42): Ally (Pet (1), Bear), 4, 4 ATK / 4 health. */
export default wowCard({
  id: "HoA-42",
  name: "Old Bones",
  text: "Old Bones can protect your hero.",
  powers: [{ kind: "protect-your-hero" }],
});
