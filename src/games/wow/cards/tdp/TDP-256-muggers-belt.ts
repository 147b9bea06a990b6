import { wowCard } from "../types.js";

/** Mugger's Belt (TDP-256): Equipment (Armor, Waist (1), Leather), 6, Rogue, 1 DEF. */
export default wowCard({
  id: "TDP-256",
  name: "Mugger's Belt",
  text: "When your hero deals combat damage to a hero, that hero's controller discards a card and you draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-to-hero",
      targets: [],
      effects: [
        { op: "discard", amount: 1, who: "subject-controller" },
        { op: "draw", amount: 1, who: "you" },
      ],
    },
  ],
});
