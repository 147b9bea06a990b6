import { wowCard } from "../types.js";

/** Sarmoth (HoA-130): Ally, 3, 1 shadow / 5 health, Voidwalker, Pet (1). */
export default wowCard({
  id: "HoA-130",
  name: "Sarmoth",
  text: "Opposing heroes and allies that can attack Sarmoth can attack only Sarmoth.",
  powers: [{ kind: "attack-only-this" }],
});
