import { wowCard } from "../types.js";

/** Liba Wobblebonk (HoA-200): Ally, 5, 3 arcane / 4 health. */
export default wowCard({
  id: "HoA-200",
  name: "Liba Wobblebonk",
  text: "When Liba Wobblebonk enters play, draw a card.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] }],
});
