import { wowCard } from "../types.js";

/**
 * Consecration (TDP-57): Instant Ability (Holy), 6, Paladin: one unpreventable packet of 2 holy damage to each hero
 * and ally in the target player's party (001 404.4, 407). The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-57",
  name: "Consecration",
  text: "Your hero deals 2 holy damage to each hero and ally in target player's party. That damage can't be prevented.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "player" }],
      effects: [
        { op: "damage", amount: 2, type: "holy", to: { partyOfTarget: 0 }, by: "your-hero", unpreventable: true },
      ],
    },
  ],
});
