import { wowCard } from "../types.js";

/**
 * Rake (TDP-26): Instant Ability (Feral, Combo), 1, Druid: an attachment (CR 7.4 400.2) whose start-of-turn damage
 * has a double-check condition, "if your hero is in cat form" (CR 7.4 703.2). The sources agree.
 */
export default wowCard({
  id: "TDP-26",
  name: "Rake",
  text: "Attach to target hero or ally, and your hero deals 1 melee damage to it. <p> Ongoing: At the start of your turn, if your hero is in cat form, it deals 1 melee damage to attached character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "damage", amount: 1, type: "melee", to: { target: 0 }, by: "your-hero" },
      ],
    },
    {
      kind: "trigger",
      on: "your-turn-start",
      condition: "your-hero-in-cat-form",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "melee", to: "attached", by: "your-hero" }],
    },
  ],
});
