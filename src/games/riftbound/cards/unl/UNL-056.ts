import { defineCard } from "../types.js";

/**
 * Yuumi, Magical Cat — Unit (Champion), Calm, 3 Energy + 1 Calm. "When I attack or defend" (620); the
 * other unit is chosen as the trigger goes on the chain (559.3.b), among her controller's other units at her location.
 */
export default defineCard({
  code: "UNL-056",
  name: "Yuumi, Magical Cat",
  text: "When I attack or defend, give one of your other units here +3 :rb_might: and [Tank] this turn. (It must be assigned combat damage first.)",
  abilities: [
    {
      kind: "triggered",
      on: ["attacked", "defended"],
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", at: "here", other: true } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: 3, duration: "turn" },
        { op: "keyword", what: { target: "unit" }, keyword: "Tank", duration: "turn" },
      ],
    },
  ],
});
