import { defineCard } from "../types.js";

/**
 * Royal Guard — Unit, Order, 4 Energy. Sand Soldier token: CR 1.4 187.3.
 */
export default defineCard({
  code: "SFD-157",
  name: "Royal Guard",
  text: "When you play me, play a 2 :rb_might: Sand Soldier unit token here.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Sand Soldier", n: 1, at: "here" }],
    },
  ],
});
