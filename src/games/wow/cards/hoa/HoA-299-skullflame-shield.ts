import { wowCard } from "../types.js";

/** Skullflame Shield (HoA-299): Equipment (Armor, Off-Hand (1), Shield), 6, DEF 2. */
export default wowCard({
  id: "HoA-299",
  name: "Skullflame Shield",
  text: "When your hero defends, it deals 1 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-defends",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "each-opposing-character", by: "your-hero" }],
    },
  ],
});
