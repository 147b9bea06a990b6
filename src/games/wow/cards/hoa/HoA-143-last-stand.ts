import { wowCard } from "../types.js";

/**
 * Last Stand (HoA-143): Instant Ability (Protection, Talent), 1, Warrior (Protection Hero Required: a deck restriction,
 * 100.2b): an ongoing ability. "Discard two cards or destroy Last Stand" is chosen as the trigger resolves, never an
 * option that can't be done (CR 7.4 709.2b: with fewer than two cards in hand, Last Stand is destroyed;
 * docs/rules-decisions.md). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-143",
  name: "Last Stand",
  text: "Protection Hero Required <p> Ongoing: Your hero has +20 health. <p> At the start of your turn, discard two cards or destroy Last Stand.",
  powers: [
    { kind: "continuous", applies: "your-hero", health: 20, while: "always" },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [
        {
          op: "either",
          options: [
            { label: "Discard two cards", effect: { op: "discard", amount: 2, who: "you" } },
            { label: "Destroy Last Stand", effect: { op: "destroy", what: "self" } },
          ],
        },
      ],
    },
  ],
});
