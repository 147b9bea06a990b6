import { defineCard } from "../types.js";

/**
 * Zed, From the Shadows — Unit (Champion), Fury, 4 Energy + 1 Power.
 * The optional additional cost (discard 1, 560.2.b); "if you paid" reads it (560.4.d.1). The Shadow Clone (CR 1.4 187.11) is played like a card (176.1.a).
 */
export default defineCard({
  code: "VEN-023",
  name: "Zed, From the Shadows",
  text: 'You may discard 1 as an additional cost to play me.\nWhen you play me, if you paid the additional cost, play a 0 :rb_might: Shadow Clone unit token. (It has "When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.")',
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", cost: "discard", optional: true } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "if",
          cond: { paidOptional: "discard" },
          then: [{ op: "token", token: "Shadow Clone", n: 1, at: "choose" }],
        },
      ],
    },
  ],
});
