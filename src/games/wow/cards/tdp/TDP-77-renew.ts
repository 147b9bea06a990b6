import { wowCard } from "../types.js";

/** Renew (TDP-77): Instant Ability (Holy), 1, Priest: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "TDP-77",
  name: "Renew",
  text: "Attach to target hero or ally. <p> Ongoing: At the start of your turn, your hero heals 1 damage from attached character.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "attached", by: "your-hero" }],
    },
  ],
});
