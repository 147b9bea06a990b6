import { wowCard } from "../types.js";

/** Masons Fraternity Ring (HoA-307): Equipment (Item, Ring (2)), 3. */
export default wowCard({
  id: "HoA-307",
  name: "Masons Fraternity Ring",
  text: "Your hero has +1 ATK while attacking.",
  powers: [{ kind: "continuous", applies: "your-hero", atk: 1, while: "attacking" }],
});
