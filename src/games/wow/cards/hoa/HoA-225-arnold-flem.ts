import { wowCard } from "../types.js";

/** Arnold Flem (HoA-225): Ally, 4, 4 fire / 2 health. */
export default wowCard({
  id: "HoA-225",
  name: "Arnold Flem",
  text: "When Arnold Flem is destroyed, he deals 1 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "destroyed",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "each-opposing-character", by: "self" }],
    },
  ],
});
