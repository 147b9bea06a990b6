import { wowCard } from "../types.js";

/** Parvink (HoA-212): Ally, 3, 2 melee / 2 health. */
export default wowCard({
  id: "HoA-212",
  name: "Parvink",
  text: "Protector <p> When Parvink enters play, draw a card.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    { kind: "enters", targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] },
  ],
});
