import { defineCard } from "../types.js";

/**
 * Buhru Captain — Unit, Body, 3 Energy + 1 Body. "Draw 1 or buff me" is chosen on resolution (CR 1.4 355.3).
 */
export default defineCard({
  code: "SFD-091",
  name: "Buhru Captain",
  text: "When you play me, you may draw 1 or buff me. (To buff a unit, give it a +1 :rb_might: buff if it doesn't already have one.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "modes",
          prompt: "Draw 1, or buff Buhru Captain?",
          modes: [
            { label: "Draw 1", effects: [{ op: "draw", n: 1 }] },
            { label: "Buff me", effects: [{ op: "buff", what: { self: true } }] },
          ],
        },
      ],
    },
  ],
});
