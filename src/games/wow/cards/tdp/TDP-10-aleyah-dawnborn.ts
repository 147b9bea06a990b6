import { wowCard } from "../types.js";

/**
 * Aleyah Dawnborn (TDP-10): Hero, Horde Blood Elf Paladin (Holy), 29 health. seriallos kept (the only source with its
 * text). A triggered modifier lasting the turn (CR 7.4 715.1): each combat packet an ally of her party deals makes her
 * heal that packet's amount ("that much", 709.2d).
 */
export default wowCard({
  id: "TDP-10",
  name: "Aleyah Dawnborn",
  text: "4, Flip Aleyah Dawnborn -> When an ally in your party deals combat damage this turn, Aleyah heals that much damage from herself.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 4, flip: true },
      targets: [],
      effects: [{ op: "this-turn-trigger", event: "ally-in-your-party-deals-combat-damage", power: 1 }],
    },
    {
      kind: "trigger",
      on: "delayed",
      targets: [],
      effects: [{ op: "heal", amount: "event-amount", to: "self", by: "self" }],
    },
  ],
});
