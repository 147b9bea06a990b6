import { wowCard } from "../types.js";

/** Corruption (HoA-120): Instant Ability (Affliction), 2: an attachment (CR 7.4 400.2) watching its host's destruction. */
export default wowCard({
  id: "HoA-120",
  name: "Corruption",
  text: "Attach to target hero or ally. <p> Ongoing: At the start of your turn, your hero deals 1 shadow damage to attached character. <p> When attached character is destroyed, its controller discards a card.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "shadow", to: "attached", by: "your-hero" }],
    },
    {
      kind: "trigger",
      on: "attached-destroyed",
      targets: [],
      effects: [{ op: "discard", amount: 1, who: "subject-controller" }],
    },
  ],
});
