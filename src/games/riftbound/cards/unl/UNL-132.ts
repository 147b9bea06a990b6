import { defineCard } from "../types.js";

/**
 * Angler Beast — Unit, Chaos, 5 Energy + 1 Power.
 * "All units with 2 Might or less" as the ability resolves, him included if he has 2 or less (he has 5).
 */
export default defineCard({
  code: "UNL-132",
  name: "Angler Beast",
  text: "When you play me, return all units with 2 :rb_might: or less to their owners' hands.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "returnToHand", what: { all: { type: "unit", maxMight: 2 } } }],
    },
  ],
});
