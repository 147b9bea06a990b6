import { wowCard } from "../types.js";

/**
 * Mana Shield (TDP-52): Instant Ability, 2, Mage (Arcane). An ongoing ability whose payment power (X chosen as it is
 * used, CR 7.4 707.1b; [Exhaust] exhausts the ability itself, 402.1) makes a shield on your hero limited to combat
 * damage dealt by allies (717.2). seriallos kept.
 */
export default wowCard({
  id: "TDP-52",
  name: "Mana Shield",
  text: "Ongoing: X, [Exhaust] -> Prevent the next X combat damage that would be dealt to your hero by allies this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, exhaustSelf: true },
      targets: [],
      effects: [{ op: "prevent-next-damage-this-turn", what: "your-hero", amount: "x", combatFromAllies: true }],
    },
  ],
});
