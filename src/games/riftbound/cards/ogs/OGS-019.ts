import { defineCard } from "../types.js";

/** Wuju Bladesman - Starter — Legend (Master Yi), Calm/Body. */
export default defineCard({
  code: "OGS-019",
  name: "Wuju Bladesman - Starter",
  text: "While a friendly unit defends alone, it gets +2 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 2,
        filter: { type: "unit", controller: "friendly", state: ["defending", "alone"] },
      },
    },
  ],
});
