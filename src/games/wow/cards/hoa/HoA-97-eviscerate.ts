import { wowCard } from "../types.js";

/**
 * Eviscerate (HoA-97): Instant Ability (Assassination, Finishing Move), 2, Rogue. The additional cost is the Finishing
 * Move's (CR 7.4 glossary; rules/finishing-moves.ts), paid with the play action's `pay`; X is the number removed.
 * seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "HoA-97",
  name: "Eviscerate",
  text: "As an additional cost to play Eviscerate, remove up to five Combo cards in your graveyard from the game. <p> Your hero deals X melee damage to target hero or ally, where X is 2 plus the number of Combo cards removed.",
  powers: [
    {
      kind: "play",
      additionalCost: { finishingMove: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: { plus: 2, x: true }, type: "melee", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
