import { wowCard } from "../types.js";

/**
 * Gift of the Elven Magi (HoA-322): Equipment (1H Weapon, Melee (1)), 1, 1 melee ATK, strike cost 4. The top card is
 * seen by its controller alone (CR 7.4 415.3); only an ability card offers the reveal (rules/look.ts). seriallos kept
 * (its printed "your may" kept in the text, read as "you may"); remariano138 gives no text.
 */
export default wowCard({
  id: "HoA-322",
  name: "Gift of the Elven Magi",
  text: "2, [Exhaust], Exhaust your hero -> Look at the top card of your deck. If it's an ability card, your may reveal it and put it into your hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, exhaustSelf: true, exhaustHero: true },
      targets: [],
      effects: [{ op: "look-top-may-bottom", to: "hand-if-ability" }],
    },
  ],
});
