import { wowCard } from "../types.js";

/** Eye of Rend (HoA-288): Equipment (Armor, Head (1), Leather), 1, 0 DEF. */
export default wowCard({
  id: "HoA-288",
  name: "Eye of Rend",
  text: "Your weapons have +1 ATK.",
  powers: [{ kind: "weapon-atk", applies: "your-weapons", amount: 1 }],
});
