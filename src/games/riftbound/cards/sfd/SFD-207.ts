import { defineCard } from "../types.js";

/**
 * Emperor's Dais — Battlefield. "Pay [1] and return a unit you control here" is the one thing done for "if you do"
 * (a may with a cost, 560.4.d.1): offered only while you have a unit here; the unit is chosen on resolution after
 * paying (not a target), returned to its owner's hand (609.2), then a Sand Soldier token is played here.
 */
export default defineCard({
  code: "SFD-207",
  name: "Emperor's Dais",
  text: "When you conquer here, you may pay :rb_energy_1: and return a unit you control here to its owner's hand. If you do, play a 2 :rb_might: Sand Soldier unit token here.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered", // 630.1: controlled by the player who conquered
      filter: { here: true },
      effects: [
        {
          op: "if",
          cond: { compare: [{ count: { type: "unit", controller: "friendly", at: "here" } }, { op: ">", value: 0 }] },
          then: [
            {
              op: "may",
              prompt: "Pay [1] and return a unit you control here to its owner's hand to play a Sand Soldier here?",
              cost: { energy: 1 },
              then: [
                {
                  op: "chooseFromZone",
                  filter: { type: "unit", controller: "friendly", at: "here" },
                  count: 1,
                  saveAs: "unit",
                },
                { op: "returnToHand", what: { var: "unit" }, saveAs: "returned" },
                {
                  op: "if",
                  cond: { varNonEmpty: "returned" },
                  then: [{ op: "token", token: "Sand Soldier", n: 1, at: "here" }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
