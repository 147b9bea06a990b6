import { defineCard } from "../types.js";

/**
 * Eye of Twilight — Legend, Calm, Order.
 * Legend. "[Action][>] [exhaust]: …" is an activated ability with Action timing (806).
 */
export default defineCard({
  code: "VEN-147",
  name: "Eye of Twilight",
  text: "[Action][>] :rb_exhaust:: Give a friendly unit [Tank] this turn. (It must be assigned combat damage first.)",
  abilities: [
    {
      kind: "activated",
      timing: "action",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Tank", duration: "turn" }],
    },
  ],
});
