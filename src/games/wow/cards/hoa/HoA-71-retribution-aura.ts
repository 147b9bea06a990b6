import { wowCard } from "../types.js";

/**
 * Retribution Aura (HoA-71): Ability (Aura (1), Retribution), 5, Paladin: an ongoing ability triggering as a character
 * of its party is dealt combat damage (603.1; CR 7.4 703.1); the damaged character deals the damage, as it last was if
 * the combat destroyed it (709.2d), to the dealer while it is in play. The four sources agree on its cost and text
 * (seriallos kept).
 */
export default wowCard({
  id: "HoA-71",
  name: "Retribution Aura",
  text: "Ongoing: When a hero or ally in your party is dealt combat damage, it deals 1 holy damage to the source of that combat damage.",
  powers: [
    {
      kind: "trigger",
      on: "party-dealt-combat-damage",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "holy", to: "damage-source", by: "subject" }],
    },
  ],
});
