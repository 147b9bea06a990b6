import { defineCard } from "../types.js";

/**
 * Zaun Punk — Unit, Order, 3 Energy.
 * The optional additional cost (560.2.b) kills a friendly gear named by `costCards` (`killFriendly` with a gear
 * filter); "if you paid the additional cost" is the play trigger's intervening if (CR 1.4 383.2.a.1, 560.4.d.1), so
 * unpaid it never goes on the chain nor chooses a gear.
 */
export default defineCard({
  code: "SFD-160",
  name: "Zaun Punk",
  text: "You may kill a friendly gear as an additional cost to play me.\nWhen you play me, if you paid the additional cost, kill a gear.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "killFriendly", filter: { type: "gear" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { paidOptional: "killFriendly" },
      targets: [{ id: "gear", filter: { type: "gear" } }],
      effects: [{ op: "kill", what: { target: "gear" } }],
    },
  ],
});
