import { wowCard } from "../types.js";

/** Warchief Thrall (HoA-267): Horde Ally, Orc, 9, 7/8, Unique. */
export default wowCard({
  id: "HoA-267",
  name: "Warchief Thrall",
  text: "Other Horde allies in your party have +3 ATK and +3 health.",
  powers: [
    { kind: "continuous", applies: "other-allies-in-your-party", atk: 3, health: 3, while: "always", faction: "Horde" },
  ],
});
