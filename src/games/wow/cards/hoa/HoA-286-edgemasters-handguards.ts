import { wowCard } from "../types.js";

/** Edgemaster's Handguards (HoA-286): Equipment (Armor, Hands (1), Mail), 3, 1 DEF. */
export default wowCard({
  id: "HoA-286",
  name: "Edgemaster's Handguards",
  text: "You pay 1 less to strike with weapons.",
  powers: [{ kind: "strike-cost", who: "you", amount: -1 }],
});
