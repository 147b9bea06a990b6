import { wowCard } from "../types.js";

/**
 * Field Repair Bot 74A (TDP-243): Ally (Repair Bot, Unique), 1, 0/2: while in play, its controller's heroes have the
 * payment power "1, [Exhaust] -> Put an equipment card from your graveyard into your hand" (CR 7.4 700.1, glossary
 * Friendly; rules/granted-powers.ts): the hero exhausts itself to pay (701.3) and the card is chosen as it resolves
 * (709.2b). seriallos's misprint "heros" is kept verbatim; the sources agree on its stats and text.
 */
export default wowCard({
  id: "TDP-243",
  name: "Field Repair Bot 74A",
  text: 'Friendly heros have "1, [Exhaust] -> Put an equipment card from your graveyard into your hand."',
  powers: [
    {
      kind: "grant-power",
      applies: "friendly-heroes",
      power: {
        kind: "payment",
        cost: { resources: 1, exhaustSelf: true },
        targets: [],
        effects: [{ op: "graveyard-to-hand", what: { cardType: "Equipment" } }],
      },
    },
  ],
});
