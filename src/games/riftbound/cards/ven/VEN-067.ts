import { defineCard } from "../types.js";

/**
 * Bottled Constellation — Gear, Mind, 10 Energy + 2 Mind. "At the start of your Main Phase" (CR 1.4 316.4). "You may
 * kill 3 other friendly units and/or gear to score 1 point": offered only while 3 such permanents exist (a cost that
 * cannot be paid is not offered, CR 1.4 355.10); the three are chosen on resolution (not targets, 559.3), die together
 * (604), then the point is scored (632.1.a.1: not a conquest or a hold).
 */
export default defineCard({
  code: "VEN-067",
  name: "Bottled Constellation",
  text: "At the start of your Main Phase, you may kill 3 other friendly units and/or gear to score 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "mainPhase",
      filter: { player: "you" },
      effects: [
        {
          op: "if",
          cond: { exists: { type: "permanent", controller: "friendly", other: true }, atLeast: 3 },
          then: [
            {
              op: "may",
              prompt: "Kill 3 other friendly units and/or gear to score 1 point?",
              then: [
                {
                  op: "chooseFromZone",
                  filter: { type: "permanent", controller: "friendly", other: true },
                  count: 3,
                  saveAs: "paid",
                },
                { op: "kill", what: { var: "paid" } },
                { op: "score", n: 1 },
              ],
            },
          ],
        },
      ],
    },
  ],
});
