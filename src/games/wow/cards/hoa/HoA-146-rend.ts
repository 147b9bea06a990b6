import { wowCard } from "../types.js";

/** Rend (HoA-146): Instant Ability (Arms), 1: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-146",
  name: "Rend",
  text: "Attach to target hero or ally. <p> Ongoing: At the start of your turn, your hero deals 1 melee damage to attached character.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "melee", to: "attached", by: "your-hero" }],
    },
  ],
});
