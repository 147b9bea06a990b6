import { defineCard } from "../types.js";

/**
 * Shadow Order Disciple — Unit, Chaos, 2 Energy.
 * "You may [Burn 1] to …": a may whose yes branch burns 1 (CR 1.4 440) then gives +1.
 */
export default defineCard({
  code: "VEN-095",
  name: "Shadow Order Disciple",
  text: "When I move, you may [Burn 1] to give me +1 :rb_might: this turn. (To Burn 1, put the top card of your Main Deck into your trash.)",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [
        {
          op: "may",
          prompt: "Burn 1 to give Shadow Order Disciple +1 Might this turn?",
          then: [
            { op: "burn", n: 1 },
            { op: "might", what: { self: true }, amount: 1, duration: "turn" },
          ],
        },
      ],
    },
  ],
});
