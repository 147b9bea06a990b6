import { defineCard } from "../types.js";

/** Noxian Drummer — Unit, Order, 3 Energy. */
export default defineCard({
  code: "OGN-222",
  name: "Noxian Drummer",
  text: "When I move to a battlefield, play a 1 :rb_might: Recruit unit token here. (It is also at the battlefield.)",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "here" }],
    },
  ],
});
