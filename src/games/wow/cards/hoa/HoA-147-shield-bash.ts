import { wowCard } from "../types.js";

/**
 * Shield Bash (HoA-147): Instant Ability (Fury), 3, Warrior. Its alternate cost exhausts one of your ready Shields (CR
 * 7.4 403.3; rules/alternate-costs.ts, named in the play's `pay`); the damage has no type printed (typeless); the
 * interrupt is Kick's (rules/interrupt-choice.ts). The sources agree.
 */
export default wowCard({
  id: "HoA-147",
  name: "Shield Bash",
  text: "You may exhaust one of your Shields rather than pay Shield Bash's cost. <p> Your hero deals 1 damage to target hero or ally. If you targeted a hero, you may interrupt an ability card played by its controller.",
  powers: [
    { kind: "alternate-cost", cost: { exhaust: "your-shield" } },
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 1, type: null, to: { target: 0 }, by: "your-hero" },
        { op: "may-interrupt-ability-of-targeted-hero" },
      ],
    },
  ],
});
