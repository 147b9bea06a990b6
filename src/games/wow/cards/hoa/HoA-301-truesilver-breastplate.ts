import { wowCard } from "../types.js";

/** Truesilver Breastplate (HoA-301): Equipment (Armor, Chest (1), Plate), 6. */
export default wowCard({
  id: "HoA-301",
  name: "Truesilver Breastplate",
  text: "When your hero defends, it heals 1 damage from itself.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-defends",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "your-hero", by: "your-hero" }],
    },
  ],
});
