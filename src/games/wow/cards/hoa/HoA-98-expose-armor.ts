import { wowCard } from "../types.js";

/**
 * Expose Armor (HoA-98): Ability (Assassination, Finishing Move), 2, Rogue. X is the number of Combo cards removed (the
 * Finishing Move, CR 7.4 glossary; rules/finishing-moves.ts) and the card has exactly X targets (707.1d); at most five.
 * seriallos kept (the other sources give no text).
 */
export default wowCard({
  id: "HoA-98",
  name: "Expose Armor",
  text: "As an additional cost to play Expose Armor, remove up to five Combo cards in your graveyard from the game. <p> Destroy X target armor, where X is the number of Combo cards removed.",
  powers: [
    {
      kind: "play",
      additionalCost: { finishingMove: true },
      targetsX: true,
      targets: [
        { select: "armor", upTo: true },
        { select: "armor", upTo: true, distinct: true },
        { select: "armor", upTo: true, distinct: true },
        { select: "armor", upTo: true, distinct: true },
        { select: "armor", upTo: true, distinct: true },
      ],
      effects: [
        { op: "destroy", what: { target: 0 } },
        { op: "destroy", what: { target: 1 } },
        { op: "destroy", what: { target: 2 } },
        { op: "destroy", what: { target: 3 } },
        { op: "destroy", what: { target: 4 } },
      ],
    },
  ],
});
