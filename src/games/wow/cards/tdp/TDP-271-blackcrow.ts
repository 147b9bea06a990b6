import { wowCard } from "../types.js";

/**
 * Blackcrow (TDP-271): Equipment (1H Weapon, Ranged (1), Crossbow), 2, Hunter, 1 ranged ATK, strike cost 1. The
 * printed reminder reads "Defenders deal on combat damage" (a typo for "no", as Ancient Bone Bow prints it): kept verbatim.
 */
export default wowCard({
  id: "TDP-271",
  name: "Blackcrow",
  text: "When you strike with Blackcrow, your hero has Long-Range this combat. (Defenders deal on combat damage to it.)",
  powers: [
    {
      kind: "trigger",
      on: "strike-with-this",
      targets: [],
      effects: [{ op: "keyword-this-combat", what: "your-hero", keyword: "Long-Range" }],
    },
  ],
});
