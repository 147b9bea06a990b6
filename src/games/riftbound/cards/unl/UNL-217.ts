import { defineCard } from "../types.js";

/**
 * Trapping Grounds — Battlefield, Colorless.
 * Battlefield. The conquest's excess damage (626.1.d); the Bird token (CR 1.4 187.7) goes to the conqueror's base.
 */
export default defineCard({
  code: "UNL-217",
  name: "Trapping Grounds",
  text: "When you conquer here, if you assigned 3 or more excess damage, play a 1 :rb_might: Bird unit token with [Deflect].",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        {
          op: "if",
          cond: { compare: [{ eventData: "excessDamage" }, { op: ">=", value: 3 }] },
          then: [{ op: "token", token: "Bird", n: 1, at: "base" }],
        },
      ],
    },
  ],
});
