import { wowCard } from "../types.js";

/**
 * Nightbloom (HoA-211): Alliance Ally, Night Elf Druid, 2, 1 nature / 1 health. The card is put into the resource row,
 * not placed (the turn's placement is untouched, CR 7.4 412); "you may" is an empty pick (rules/pick-cards.ts).
 * seriallos kept; mikechambers agrees, writing the older "Pay 1, [Activate] >>>".
 */
export default wowCard({
  id: "HoA-211",
  name: "Nightbloom",
  text: "1, [Exhaust] -> You may put a card from your hand into your resource row face down and exhausted.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      targets: [],
      effects: [{ op: "may-pick-own", from: "hand" }],
    },
  ],
});
