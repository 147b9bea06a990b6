import { defineCard } from "../types.js";

/** Recruit the Vanguard — Spell, Order, 6 Energy. Action. */
export default defineCard({
  code: "OGS-015",
  name: "Recruit the Vanguard",
  text: "[Action] (Play on your turn or in showdowns.)\nPlay four 1 :rb_might: Recruit unit tokens. (They can be played to your base or to battlefields you control.)",
  abilities: [
    {
      kind: "spell",
      // 176.1.a: each token is played like a card, to your base or a battlefield you control. Four separate
      // instructions so each placement choice is its own resumable step.
      effects: [
        { op: "token", token: "Recruit", n: 1, at: "choose" },
        { op: "token", token: "Recruit", n: 1, at: "choose" },
        { op: "token", token: "Recruit", n: 1, at: "choose" },
        { op: "token", token: "Recruit", n: 1, at: "choose" },
      ],
    },
  ],
});
