import { defineCard } from "../types.js";

/** Draven, Showboat — Unit (Champion), Fury, 5 Energy + 1 Fury Power. Might + his controller's points (629, 637.3). */
export default defineCard({
  code: "OGN-028",
  name: "Draven, Showboat",
  text: "My Might is increased by your points.",
  abilities: [{ kind: "passive", passive: { kind: "might", amount: { points: "you" } } }],
});
