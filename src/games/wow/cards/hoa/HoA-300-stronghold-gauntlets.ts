import { wowCard } from "../types.js";

/** Stronghold Gauntlets (HoA-300): Equipment (Armor, Hands (1), Plate), 3, 1 DEF. */
export default wowCard({
  id: "HoA-300",
  name: "Stronghold Gauntlets",
  text: "Your weapons have +1 ATK and can't be targeted by opponents.",
  powers: [{ kind: "weapon-atk", applies: "your-weapons", amount: 1 }, { kind: "weapons-untargetable-by-opponents" }],
});
