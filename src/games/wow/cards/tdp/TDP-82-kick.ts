import { wowCard } from "../types.js";

/**
 * Kick (TDP-82): Instant Ability (Combat), 3, Rogue. The interrupted card is not a target: it is chosen as Kick
 * resolves among the ability cards the targeted hero's controller played onto the chain (CR 7.4 709.2b, 711;
 * rules/interrupt-choice.ts). seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "TDP-82",
  name: "Kick",
  text: "Your hero deals 2 melee damage to target hero or ally. If you targeted a hero, you may interrupt an ability card played by its controller.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 2, type: "melee", to: { target: 0 }, by: "your-hero" },
        { op: "may-interrupt-ability-of-targeted-hero" },
      ],
    },
  ],
});
