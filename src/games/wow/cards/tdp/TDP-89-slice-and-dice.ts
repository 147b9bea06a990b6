import { wowCard } from "../types.js";

/**
 * Slice and Dice (TDP-89): Instant Ability (Finishing Move, Assassination), 2, Rogue. seriallos's text is cut off ("you
 * remov") and misspells the name ("Slive"); kept verbatim, read as "where X is the number of Combo cards you removed"
 * (the Finishing Move's X, CR 7.4 glossary; rules/finishing-moves.ts), divided as the card is played (707.1d).
 */
export default wowCard({
  id: "TDP-89",
  name: "Slice and Dice",
  text: "As an additional cost to play Slive and Dice, remove up to five Combo cards in your graveyard from the game. <p> Your hero deals X melee damage divided as you choose to any number of target heroes and/or allies, where X is the number of Combo cards you remov",
  powers: [
    {
      kind: "play",
      additionalCost: { finishingMove: true },
      targets: [{ select: "hero-or-ally", anyNumber: true, distinct: true }],
      effects: [{ op: "damage-divided", type: "melee", by: "your-hero" }],
    },
  ],
});
