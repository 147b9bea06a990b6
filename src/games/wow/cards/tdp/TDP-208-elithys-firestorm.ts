import { wowCard } from "../types.js";

/** Elithys Firestorm (TDP-208): Horde Ally (Blood Elf Warlock), 2, 2 fire / 2 health. */
export default wowCard({
  id: "TDP-208",
  name: "Elithys Firestorm",
  text: "When Elithys Firestorm attacks, she deals 1 fire damage to each other hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "attacks",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "each-other-character", by: "self" }],
    },
  ],
});
