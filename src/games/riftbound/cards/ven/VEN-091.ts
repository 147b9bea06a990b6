import { defineCard } from "../types.js";

/**
 * Corrupted Dragon — Unit, Body, 10 Energy + 2 Power.
 * "Not within 3 points of the Victory Score": your points < Victory Score − 3 as I enter (139.4.a). The enemy units
 * are chosen as the attack trigger goes on the chain ("any number": none included, 559.3.d); each is moved to its
 * own base (its controller's, 608).
 */
export default defineCard({
  code: "VEN-091",
  name: "Corrupted Dragon",
  text: "If your score is not within 3 points of the Victory Score, I enter ready.\nWhen I attack, you may move any number of enemy units here each with 5 :rb_might: or less to their base.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "enterReady",
        when: { compare: [{ points: "you" }, { op: "<", value: { minus: [{ victoryScore: true }, 3] } }] },
      },
    },
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "units", filter: { type: "unit", controller: "enemy", at: "here", maxMight: 5 }, any: true }],
      effects: [{ op: "move", what: { target: "units" }, to: "base" }],
    },
  ],
});
