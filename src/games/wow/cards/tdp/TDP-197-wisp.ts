import { wowCard } from "../types.js";

/**
 * Wisp (TDP-197): Alliance Ally, Wisp, 1, 0 nature / 1 health. Its power works from the graveyard (CR 7.4 700.2).
 * seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-197",
  name: "Wisp",
  text: "At the start of your turn, if Wisp is in your graveyard, you may pay 1. If you do, put Wisp into your hand.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start-in-graveyard",
      condition: "in-your-graveyard",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "graveyard-to-hand", what: "self" } }],
    },
  ],
});
