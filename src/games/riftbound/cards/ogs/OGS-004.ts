import { defineCard } from "../types.js";

/** Yi, Meditative — Unit (Champion), Calm, 5 Energy + 1 Calm Power, 4 Might. */
export default defineCard({
  code: "OGS-004",
  name: "Yi, Meditative",
  text: "While you have 8+ runes, I have +4 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "might", amount: 4, when: { exists: { type: "rune", controller: "friendly" }, atLeast: 8 } },
    },
  ],
});
