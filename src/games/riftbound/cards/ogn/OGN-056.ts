import { defineCard } from "../types.js";

/** Adaptatron — Unit, Calm, 4 Energy. */
export default defineCard({
  code: "OGN-056",
  name: "Adaptatron",
  text: "When I conquer, you may kill a gear. If you do, buff me. (If I don't have a buff, I get a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      // "When I conquer": you conquer the battlefield I'm at (630.1).
      on: "conquered",
      filter: { player: "you", here: true },
      targets: [{ id: "gear", filter: { type: "gear" } }],
      // "If you do": only while the gear is still a legal target (563.2.c) can it be killed, and then I am buffed.
      effects: [
        {
          op: "if",
          cond: { is: { target: "gear" }, filter: {} },
          then: [
            {
              op: "may",
              prompt: "Kill that gear to buff Adaptatron?",
              then: [
                { op: "kill", what: { target: "gear" } },
                { op: "buff", what: { self: true } },
              ],
            },
          ],
        },
      ],
    },
  ],
});
