import { wowCard } from "../types.js";

/**
 * Seal of Command (TDP-63): Ability (Retribution, Talent, Seal (1)), 3, Paladin (Retribution Hero Required, 100.2b):
 * an ongoing ability. "That character" is the one dealt the combat packet (the event's card, while in play, 415.9a);
 * the trigger reads the weapons struck with this combat (001 407.3d; rules/combat-damage-triggers.ts). seriallos and
 * mikechambers agree.
 */
export default wowCard({
  id: "TDP-63",
  name: "Seal of Command",
  text: "Retribution Hero Required <p> Ongoing: When your hero deals combat damage with a weapon to a hero or ally, your hero then deals 2 holy damage to that character. <p> 1, Destroy Seal of Command -> Your hero deals 4 holy damage to target exhausted hero or ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-with-weapon",
      targets: [],
      effects: [{ op: "damage", amount: 2, type: "holy", to: "subject", by: "your-hero" }],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [{ select: "exhausted-hero-or-ally" }],
      effects: [{ op: "damage", amount: 4, type: "holy", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
