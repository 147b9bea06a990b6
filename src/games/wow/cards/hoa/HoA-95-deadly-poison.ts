import { wowCard } from "../types.js";

/**
 * Deadly Poison (HoA-95): Instant Ability (Poison), 1, Rogue: an attachment (CR 7.4 400.2) on a character your hero
 * dealt combat damage to this turn (rules/weapon-attachments.ts). seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "HoA-95",
  name: "Deadly Poison",
  text: "Attach to target hero or ally that was dealt combat damage by your hero this turn. <p> Ongoing: At the start of your turn, your hero deals 2 nature damage to attached character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "dealt-combat-damage-by-your-hero" }],
      effects: [{ op: "attach", to: { target: 0 } }],
    },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 2, type: "nature", to: "attached", by: "your-hero" }],
    },
  ],
});
