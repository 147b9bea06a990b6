import { wowCard } from "../types.js";

/** Devilsaur Leggings (HoA-284): Equipment (Armor, Leggings (1), Leather), 3, Druid/Hunter/Rogue, 1 DEF. */
export default wowCard({
  id: "HoA-284",
  name: "Devilsaur Leggings",
  text: "When your hero deals combat damage to an ally, destroy that ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-to-ally",
      targets: [],
      effects: [{ op: "destroy", what: "subject" }],
    },
  ],
});
