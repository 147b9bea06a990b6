import { defineCard } from "../types.js";

/**
 * Fiora, Peerless — Unit (Champion), Body, 3 Energy + 1 Body. "One on one" (CR 1.4 740.2.b): she and the
 * enemy unit there are both alone; doubling is +Might equal to her Might as it resolves, for this combat.
 */
export default defineCard({
  code: "SFD-110",
  name: "Fiora, Peerless",
  text: "When I attack or defend one on one, double my Might this combat.",
  abilities: [
    {
      kind: "triggered",
      on: ["attacked", "defended"],
      filter: { self: true, data: { alone: true } },
      if: { compare: [{ count: { type: "unit", controller: "enemy", at: "here" } }, { op: "=", value: 1 }] },
      effects: [{ op: "might", what: { self: true }, amount: { mightOf: { self: true } }, duration: "combat" }],
    },
  ],
});
