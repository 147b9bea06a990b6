import { wowCard } from "../types.js";

/**
 * Destiny (HoA-318): Equipment (2H Weapon, Melee (1), Sword), 3, 1 melee ATK, strike cost 2. Each combat packet its
 * hero deals with it (001 407.3d, rules/combat-damage-triggers.ts) puts a strength counter on it, and each counter is
 * +1 ATK (a continuous weapon ATK modifier, CR 7.4 704.1a; rules/counters.ts). The sources agree.
 */
export default wowCard({
  id: "HoA-318",
  name: "Destiny",
  text: "When your hero deals combat damage with Destiny, put a strength counter on Destiny. <p> Destiny has +1 ATK for each strength counter on it.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-this",
      targets: [],
      effects: [{ op: "put-counters", count: 1, counter: "strength" }],
    },
    { kind: "weapon-atk", applies: "self", amount: 1, perCounter: true },
  ],
});
