import { defineCard } from "../types.js";

/**
 * Sandshifter — Unit, Order, 5 Energy + 2 Order. A mandatory play trigger (SFAQ-05: not put on the chain without a target).
 */
export default defineCard({
  code: "SFD-158",
  name: "Sandshifter",
  text: "When you play me, kill an enemy unit with 3 :rb_might: or less.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", maxMight: 3 } }],
      effects: [{ op: "kill", what: { target: "enemy" } }],
    },
  ],
});
