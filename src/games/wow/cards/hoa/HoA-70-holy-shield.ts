import { wowCard } from "../types.js";

/**
 * Holy Shield (HoA-70): Instant Ability, 2, Paladin (Protection Talent; Protection Hero Required, 100.2b). A shield on
 * your hero limited to damage dealt by the target (CR 7.4 717.2), whose "when damage is prevented this way" is a rider
 * triggering each time it prevents damage (717.2d) with "that amount" and the source as "that character"
 * (rules/prevention-shields.ts). seriallos kept; mikechambers agrees on cost and text.
 */
export default wowCard({
  id: "HoA-70",
  name: "Holy Shield",
  text: "Protection Hero Required <p> Prevent the next 5 damage that would be dealt to your hero by target hero or ally this turn. <p> When damage is prevented this way, your hero deals that amount of holy damage to that character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "prevent-next-damage-this-turn", what: "your-hero", amount: 5, from: { target: 0 }, rider: 1 }],
    },
    {
      kind: "trigger",
      on: "delayed",
      targets: [],
      effects: [{ op: "damage", amount: "event-amount", type: "holy", to: "subject", by: "your-hero" }],
    },
  ],
});
