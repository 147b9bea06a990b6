import { wowCard } from "../types.js";

/**
 * Crippling Poison (HoA-94): Instant Ability (Poison), 1, Rogue: an attachment (CR 7.4 400.2) on a character your hero
 * dealt combat damage to this turn; "unless its controller pays 3" asks the host's controller as it resolves
 * (rules/unless-pays.ts). seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "HoA-94",
  name: "Crippling Poison",
  text: "Attach to target hero or ally that was dealt combat damage by your hero this turn. <p> Ongoing: At the start of each turn, exhaust attached character unless its controller pays 3.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "dealt-combat-damage-by-your-hero" }],
      effects: [{ op: "attach", to: { target: 0 } }],
    },
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [],
      effects: [
        { op: "unless-pays", amount: 3, who: "attached-controller", then: { op: "exhaust", what: "attached" } },
      ],
    },
  ],
});
