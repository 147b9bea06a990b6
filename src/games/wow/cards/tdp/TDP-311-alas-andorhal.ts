import { wowCard } from "../types.js";

/**
 * Alas, Andorhal (TDP-311): Quest. "Up to three" (CR 7.4 707.1d: the number of targets is chosen first, none
 * allowed); "in one graveyard": every target in the same graveyard. seriallos and mikechambers agree (mikechambers
 * gives the quest cost 0); remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-311",
  name: "Alas, Andorhal",
  text: "During your turn, pay 2 to complete this quest. <p> Reward: Remove up to three target cards in one graveyard from the game.",
  powers: [
    {
      kind: "reward",
      cost: 2,
      yourTurn: true,
      targets: [
        { select: "card-in-any-graveyard", upTo: true },
        { select: "card-in-any-graveyard", upTo: true, distinct: true, sameGraveyard: true },
        { select: "card-in-any-graveyard", upTo: true, distinct: true, sameGraveyard: true },
      ],
      effects: [
        { op: "remove", what: { target: 0 } },
        { op: "remove", what: { target: 1 } },
        { op: "remove", what: { target: 2 } },
      ],
    },
  ],
});
