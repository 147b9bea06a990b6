import { wowCard } from "../types.js";

/** Hide of the Wild (HoA-294): Equipment (Armor, Back (1), Cloth), 2, 0 DEF. */
export default wowCard({
  id: "HoA-294",
  name: "Hide of the Wild",
  text: "If your hero would heal damage, it heals that amount of damage plus 1 instead.",
  powers: [{ kind: "heal-replacement", plus: 1 }],
});
