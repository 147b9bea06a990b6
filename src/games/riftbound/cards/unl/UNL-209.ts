import { defineCard } from "../types.js";

/**
 * Dusk Rose Lab — Battlefield. A battlefield's "you" is the player its trigger is about (630.1): at the start of each
 * player's Beginning Phase (CR 1.4 315.2.a.1, before scoring) that player may kill one of their units here to draw 1.
 */
export default defineCard({
  code: "UNL-209",
  name: "Dusk Rose Lab",
  text: "At the start of your Beginning Phase, you may kill a unit you control here to draw 1. (This happens before scoring.)",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase",
      effects: [
        {
          op: "chooseFromZone",
          filter: { type: "unit", controller: "friendly", at: "here" },
          count: 1,
          optional: true,
          saveAs: "unit",
        },
        {
          op: "if",
          cond: { varNonEmpty: "unit" },
          then: [
            { op: "kill", what: { var: "unit" } },
            { op: "draw", n: 1 },
          ],
        },
      ],
    },
  ],
});
