import { wowCard } from "../types.js";

/** Vaerik Proudhoof (HoA-262): Ally, 4, 5 melee / 3 health. */
export default wowCard({
  id: "HoA-262",
  name: "Vaerik Proudhoof",
  text: "",
  powers: [],
});
