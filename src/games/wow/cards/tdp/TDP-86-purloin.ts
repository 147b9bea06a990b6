import { wowCard } from "../types.js";

/**
 * Purloin (TDP-86): Ability (Subtlety), 1, Rogue. seriallos and mikechambers agree. The hand is shown to the looker
 * alone (rules/look-at-hand.ts); only an ability or equipment card can be chosen, and its discard is public.
 */
export default wowCard({
  id: "TDP-86",
  name: "Purloin",
  text: "Look at target opponent's hand and choose an ability or equipment card. That opponent discards that card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "opponent" }],
      effects: [
        { op: "look-at-hand", who: { target: 0 } },
        { op: "choose-from-hand", who: { target: 0 }, cardTypes: ["Ability", "Equipment"] },
        { op: "discard-card", what: "chosen" },
      ],
    },
  ],
});
