import { wowCard } from "../types.js";

/** Hootie (TDP-34): Ally (Pet (1), Owl), 2, Hunter, 2 melee / 2 health. */
export default wowCard({
  id: "TDP-34",
  name: "Hootie",
  text: "Opposing heroes and allies have -1 ATK.",
  powers: [{ kind: "continuous", applies: "opposing-characters", atk: -1, while: "always" }],
});
