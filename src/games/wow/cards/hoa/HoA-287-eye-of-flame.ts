import { wowCard } from "../types.js";

/**
 * Eye of Flame (HoA-287): Equipment (Armor, Head), 2, DEF 0. "Has dealt fire damage this turn" reads the turn's dealt
 * damage (407: a packet dealt by the hero, its damage type recorded; cleared in the wrap-up, 503.2a); the target is
 * chosen as the power is used, the condition checked as it resolves (CR 7.4 709.2). seriallos kept; remariano138 gives
 * no text.
 */
export default wowCard({
  id: "HoA-287",
  name: "Eye of Flame",
  text: "1, Exhaust your hero -> If your hero has dealt fire damage this turn, it deals 1 fire damage to target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustHero: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [
        {
          op: "if",
          condition: "your-hero-dealt-fire-damage-this-turn",
          then: [{ op: "damage", amount: 1, type: "fire", to: { target: 0 }, by: "your-hero" }],
        },
      ],
    },
  ],
});
