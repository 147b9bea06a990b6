import { defineCard } from "../types.js";

/** Yi, Honed — Unit (Champion), Body, 7 Energy + 1 Body Power, 6 Might. Ganking (from the card data). */
export default defineCard({
  code: "OGS-009",
  name: "Yi, Honed",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nI enter ready.",
  abilities: [{ kind: "passive", passive: { kind: "enterReady" } }],
});
