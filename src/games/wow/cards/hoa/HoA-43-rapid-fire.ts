import { wowCard } from "../types.js";

/**
 * Rapid Fire (HoA-43): Ability (Marksmanship), 2, Hunter: a triggered modifier lasting the turn (CR 7.4 715.1), so
 * not an ongoing ability; it goes to the graveyard and triggers from there.
 */
export default wowCard({
  id: "HoA-43",
  name: "Rapid Fire",
  text: "Whenever you strike with a Ranged weapon this turn, you may pay 1. If you do, ready that weapon and your hero.",
  powers: [
    { kind: "play", targets: [], effects: [{ op: "this-turn-trigger", event: "you-strike-with-ranged", power: 1 }] },
    {
      kind: "trigger",
      on: "delayed",
      targets: [],
      effects: [
        {
          op: "may-pay",
          amount: 1,
          then: [
            { op: "ready", what: "subject" },
            { op: "ready", what: "your-hero" },
          ],
        },
      ],
    },
  ],
});
