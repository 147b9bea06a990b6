import { wowCard } from "../types.js";

/**
 * Mind-numbing Poison (TDP-84): Instant Ability (Poison), 3, Rogue: an attachment (CR 7.4 400.2) on a hero your hero
 * dealt combat damage to this turn; at the start of each turn of that hero's controller, that player picks one of his
 * ready resources and exhausts it (709.2b; rules/weapon-attachments.ts). seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "TDP-84",
  name: "Mind-numbing Poison",
  text: "Attach to target hero that was dealt combat damage by your hero this turn. <p> Ongoing: At the start of attached hero's controller's turn, that player exhausts one of his ready resources.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-dealt-combat-damage-by-your-hero" }],
      effects: [{ op: "attach", to: { target: 0 } }],
    },
    {
      kind: "trigger",
      on: "each-turn-start",
      condition: "attached-controllers-turn",
      targets: [],
      effects: [
        { op: "choose-own-ready-resource", who: "attached-controller" },
        { op: "exhaust", what: "chosen" },
      ],
    },
  ],
});
