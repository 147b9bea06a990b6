import { defineCard } from "../types.js";

/**
 * Ribbon Dancer — Unit, Calm, 3 Energy. "When I move to a battlefield" (608).
 */
export default defineCard({
  code: "SFD-038",
  name: "Ribbon Dancer",
  text: "When I move to a battlefield, give another friendly unit +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", other: true } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 1, duration: "turn" }],
    },
  ],
});
