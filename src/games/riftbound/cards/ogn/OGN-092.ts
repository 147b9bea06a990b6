import { defineCard } from "../types.js";

/** Riptide Rex — Unit, Mind, 6 Energy + 2 Power. */
export default defineCard({
  code: "OGN-092",
  name: "Riptide Rex",
  text: "When you play me, deal 6 to an enemy unit at a battlefield.",
  abilities: [
    {
      kind: "triggered",
      // "When you play me" (543.2): the "played" event of this object.
      on: "played",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 6, to: { target: "enemy" } }],
    },
  ],
});
