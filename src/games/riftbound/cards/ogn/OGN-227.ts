import { defineCard } from "../types.js";

/**
 * Symbol of the Solari — Gear, Order, 1 Energy. Errata (Origins FAQ only, OFAQ-89/90): "If a combat where you are the
 * attacker ends in a tie that would recall any of your units, recall all units at that battlefield instead." — only
 * the units at that battlefield, leaving it open and uncontested.
 */
export default defineCard({
  code: "OGN-227",
  name: "Symbol of the Solari",
  text: "If a combat where you are the attacker ends in a tie, recall ALL units instead. (Send them to base. This isn't a move. Ties are calculated after combat damage is dealt.)",
  abilities: [
    {
      kind: "passive",
      // 575 replacement of the 627.2 recall of your attackers.
      passive: {
        kind: "replace",
        event: "recalled",
        filter: { player: "you", data: { cause: "combatTie" } },
        with: { recallAllThere: true },
      },
    },
  ],
});
