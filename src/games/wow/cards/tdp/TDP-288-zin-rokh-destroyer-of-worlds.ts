import { wowCard } from "../types.js";

/** Zin'rokh, Destroyer of Worlds (TDP-288): Equipment (2H Weapon, Melee (1), Sword), 7, 5 melee ATK, strike cost 8. */
export default wowCard({
  id: "TDP-288",
  name: "Zin'rokh, Destroyer of Worlds",
  text: "When your hero deals combat damage with Zin'rokh, destroy all other abilities, allies, equipment, and resources.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-this",
      targets: [],
      effects: [{ op: "destroy", what: "every-other-non-hero-card" }],
    },
  ],
});
