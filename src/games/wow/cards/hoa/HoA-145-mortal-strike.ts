import { wowCard } from "../types.js";

/**
 * Mortal Strike (HoA-145): Instant Ability (Arms, Talent), 2, Warrior (Arms Hero Required: a deck restriction,
 * 100.2b). seriallos prints an empty paragraph (" <p> . <p> ") that mikechambers doesn't; kept verbatim, it adds
 * nothing. "One of your Melee weapons" is picked as it resolves (CR 7.4 401.2, 709.2b; none: 0, 104.2).
 */
export default wowCard({
  id: "HoA-145",
  name: "Mortal Strike",
  text: "Arms Hero Required <p> . <p> Your hero deals X melee damage to target hero or ally, where X is 1 plus the ATK of one of your Melee weapons. That character can't be healed this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "choose", select: "your-melee-weapon" },
        {
          op: "damage",
          amount: { plus: 1, atkOf: "chosen-weapon" },
          type: "melee",
          to: { target: 0 },
          by: "your-hero",
        },
        { op: "cant-be-healed-this-turn", what: { target: 0 } },
      ],
    },
  ],
});
