import { wowCard } from "../types.js";

/** Fa'tafi (HoA-236): Ally, 6, 3 melee / 6 health. */
export default wowCard({
  id: "HoA-236",
  name: "Fa'tafi",
  text: "Protector <p> At the start of each turn, Fa'tafi heals 1 damage from himself.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "self", by: "self" }],
    },
  ],
});
