import { wowCard } from "../types.js";

/** Hannah the Unstoppable (HoA-187): Alliance Ally, Human Rogue, 5, 3 ATK melee / 3 health. */
export default wowCard({
  id: "HoA-187",
  name: "Hannah the Unstoppable",
  text: "Opposing heroes and allies can't protect.",
  powers: [{ kind: "opposing-cant-protect" }],
});
