import { defineCard } from "../types.js";

/** Wielder of Water — Unit, Calm, 3 Energy, 2 Might. */
export default defineCard({
  code: "OGN-055",
  name: "Wielder of Water",
  text: "While I'm attacking or defending alone, I have +2 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "might", amount: 2, when: { is: { self: true }, filter: { state: ["alone"] } } },
    },
  ],
});
