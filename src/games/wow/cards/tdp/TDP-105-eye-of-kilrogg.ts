import { wowCard } from "../types.js";

/**
 * Eye of Kilrogg (TDP-105): Ability (Demonology), 2, Warlock: the hand is shown to the looker alone
 * (rules/look-at-hand.ts); the card chosen from it is removed from the game (public from then on). The sources agree.
 */
export default wowCard({
  id: "TDP-105",
  name: "Eye of Kilrogg",
  text: "Look at target opponent's hand and choose a card. Remove that card from the game.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "opponent" }],
      effects: [
        { op: "look-at-hand", who: { target: 0 } },
        { op: "choose-from-hand", who: { target: 0 } },
        { op: "remove", what: "chosen" },
      ],
    },
  ],
});
