import { defineCard } from "../types.js";

/** Ahri, Inquisitive — Unit (Champion), Mind, 3 Energy + 1 Power. */
export default defineCard({
  code: "OGN-119",
  name: "Ahri, Inquisitive",
  text: "When I attack or defend, give an enemy unit here -2 :rb_might: this turn, to a minimum of 1 :rb_might:.",
  abilities: [
    {
      kind: "triggered",
      // OFAQ-91: fires whenever I become an attacker or a defender (620-623).
      on: ["attacked", "defended"],
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "might", what: { target: "enemy" }, amount: -2, duration: "turn", min: 1 }],
    },
  ],
});
