import { defineCard } from "../types.js";

/** Darius, Executioner — Unit (Champion), Order, 6 Energy + 1 Order Power. Legion. */
export default defineCard({
  code: "OGN-243",
  name: "Darius, Executioner",
  text: "[Legion] — When you play me, ready me. (Get the effect if you've played another card this turn)\nOther friendly units have +1 :rb_might: here.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "if", cond: { legion: true }, then: [{ op: "ready", what: { self: true } }] }], // 724.1.c
    },
    {
      kind: "passive",
      // "Here" is my location, base included (053.3; vocabulary-plan §5.1).
      passive: {
        kind: "othersMight",
        amount: 1,
        filter: { type: "unit", controller: "friendly", at: "here", other: true },
      },
    },
  ],
});
