import { wowCard } from "../types.js";

/**
 * Illusionary Rod (HoA-329): Equipment (2H Weapon, Melee (1), Staff), 1, 1 melee ATK, strike cost 3. The hand is
 * removed face up (CR 7.4 415.7a-b: the text doesn't say "face down"), so the removed cards are public until they go
 * back to the hand. "At end of turn" is a triggered modifier (715.1) that outlives the Rod; it returns the cards this
 * Rod removed (rules/removed-by.ts). seriallos kept; the four sources agree.
 */
export default wowCard({
  id: "HoA-329",
  name: "Illusionary Rod",
  text: "1, [Exhaust], Exhaust your hero -> Remove your hand from the game. At end of turn, put the removed cards into your hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true, exhaustHero: true },
      targets: [],
      effects: [
        { op: "remove-by-self", what: "your-hand" },
        { op: "at-next-end-of-turn", power: 1 },
      ],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "removed-by-self-to", to: "hand", pick: "all" }] },
  ],
});
