import { defineCard } from "../types.js";

/** Volibear, Imposing — Unit (Champion), Body, 12 Energy + 2 Body Power, 10 Might. Shield 3, Tank. */
export default defineCard({
  code: "OGN-158",
  name: "Volibear, Imposing",
  text: "[Shield 3] (+3 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)\nWhen an opponent moves to a battlefield other than mine, draw 1. (Bases are not battlefield.)",
  abilities: [
    {
      kind: "triggered",
      // RQV-05: "whenever one or more enemy units move to a battlefield other than mine", whoever moved them:
      // once per move (one batch), not once per unit.
      on: "moved",
      filter: { subject: { type: "unit", controller: "enemy" }, here: false, data: { toBattlefield: true } },
      batch: true,
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
