import { defineCard } from "../types.js";

/**
 * Shadow Watcher — Unit, Calm, 4 Energy + 1 Calm, 5 Might. "During your Beginning Phase this turn": a friendly unit's
 * `died` event of this turn recorded in the Beginning Phase, on a turn that is its controller's (`nthTurn` ≥ 1 holds
 * only on your own turn, CR 1.4 315, 736).
 */
export default defineCard({
  code: "UNL-037",
  name: "Shadow Watcher",
  text: "If a friendly unit died during your Beginning Phase this turn, I enter ready.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "enterReady",
        when: {
          and: [
            { nthTurn: { op: ">=", value: 1 } },
            {
              happened: {
                kind: "died",
                filter: { subject: { type: "unit", controller: "friendly" }, data: { phase: "beginning" } },
              },
            },
          ],
        },
      },
    },
  ],
});
