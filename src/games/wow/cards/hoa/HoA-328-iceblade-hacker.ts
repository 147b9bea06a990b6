import { wowCard } from "../types.js";

/** Iceblade Hacker (HoA-328): Equipment (1H Weapon, Melee (1), Axe), 2, 2 melee ATK, strike cost 2. */
export default wowCard({
  id: "HoA-328",
  name: "Iceblade Hacker",
  text: "When your hero deals combat damage to an ally, that ally can't ready during its controller's next ready step.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-to-ally",
      targets: [],
      effects: [{ op: "cant-ready-next", what: "subject" }],
    },
  ],
});
