import { wowCard } from "../types.js";

/**
 * Boat to Booty Bay (TDP-138): Ability (Unique), 4, neutral: an ongoing ability with two payment powers. "Remove an ally
 * in your party" is no target: the ally is chosen as the power resolves (CR 7.4 709.2b) and recorded as removed by this
 * card (CR 7.4 415.7, rules/removed-by.ts); the second power destroys this card as its cost, and still reads what it
 * removed (last known information, 709.2d). The removed allies are face up and public (415.7b). seriallos kept; the
 * four sources agree.
 */
export default wowCard({
  id: "TDP-138",
  name: "Boat to Booty Bay",
  text: "Ongoing: [Exhaust] -> Remove an ally in your party from the game. Use only on your turn. <p> [Exhaust], Destroy Boat to Booty Bay -> Put all ally cards removed by Boat to Booty Bay into play under your control. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      yourTurn: true,
      targets: [],
      effects: [
        { op: "choose", select: "ally-in-your-party" },
        { op: "remove-by-self", what: "chosen" },
      ],
    },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true, destroySelf: true },
      yourTurn: true,
      targets: [],
      effects: [{ op: "removed-by-self-to", to: "play", pick: "all", cardType: "Ally" }],
    },
  ],
});
