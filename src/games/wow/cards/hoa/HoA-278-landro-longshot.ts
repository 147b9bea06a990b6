import { wowCard } from "../types.js";

/**
 * Landro Longshot (HoA-278): Ally, Goblin Gambler, Unique, 2, 1 melee / 3 health. The card discarded is chosen as the
 * cost is paid (402.1); the flip uses the seeded RNG and a lost flip may be paid again and again while 2 can be paid
 * (rules/coin-flip.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-278",
  name: "Landro Longshot",
  text: "1, [Exhaust], Discard a card -> Flip a coin. If you win the flip, draw two cards. If you lose the flip, you may pay 2 to reflip.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true, discardCard: true },
      targets: [],
      effects: [{ op: "flip-coin", win: [{ op: "draw", amount: 2, who: "you" }], reflipCost: 2 }],
    },
  ],
});
