import { wowCard } from "../types.js";

/**
 * Primal Mending (HoA-30): Instant Ability (Restoration), 1, Druid: an attachment (CR 7.4 400.2) whose hero heals 2
 * as it attaches, then 1 from its host at the end of each turn, whoever's turn it is (CR 7.4 500.2, `each-turn-end`).
 * The sources agree.
 */
export default wowCard({
  id: "HoA-30",
  name: "Primal Mending",
  text: "Attach to target ally, and your hero heals 2 damage from it. <p> Ongoing: At the end of each turn, your hero heals 1 damage from attached ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "heal", amount: 2, to: { target: 0 }, by: "your-hero" },
      ],
    },
    {
      kind: "trigger",
      on: "each-turn-end",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "attached", by: "your-hero" }],
    },
  ],
});
