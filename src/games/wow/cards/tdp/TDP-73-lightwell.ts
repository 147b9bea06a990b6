import { wowCard } from "../types.js";

/**
 * Lightwell (TDP-73): Ability (Holy, Talent), 3, Priest: an ongoing ability giving its controller's heroes and allies
 * the payment power "[Exhaust] -> This character heals 2 damage from itself" (CR 7.4 700.1, glossary Friendly;
 * rules/granted-powers.ts): "this character" is the card using it. "Holy Hero Required" is a deck restriction (100.2b).
 * seriallos's misprint "itselt" is kept verbatim; the sources agree on its cost and text.
 */
export default wowCard({
  id: "TDP-73",
  name: "Lightwell",
  text: 'Holy Hero Required <p> Ongoing: Friendly heroes and allies have "[Exhaust] -> This character heals 2 damage from itselt."',
  powers: [
    {
      kind: "grant-power",
      applies: "friendly-heroes-and-allies",
      power: {
        kind: "payment",
        cost: { resources: 0, exhaustSelf: true },
        targets: [],
        effects: [{ op: "heal", amount: 2, to: "self", by: "self" }],
      },
    },
  ],
});
