import { wowCard } from "../types.js";

/**
 * Truesilver Champion (HoA-337): Equipment (2H Weapon, Melee (1), Sword), 5, 4 melee ATK, strike cost 3. The strike
 * trigger (001 303.2) makes a shield on your hero that ends with the combat (CR 7.4 603, 717.2). seriallos kept.
 */
export default wowCard({
  id: "HoA-337",
  name: "Truesilver Champion",
  text: "When you strike with Truesilver Champion, prevent the next 3 damage that would be dealt to your hero this combat.",
  powers: [
    {
      kind: "trigger",
      on: "strike-with-this",
      targets: [],
      effects: [{ op: "prevent-next-damage-this-turn", what: "your-hero", amount: 3, duration: "combat" }],
    },
  ],
});
