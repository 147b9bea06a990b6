import { defineCard } from "../types.js";

/** Wizened Elder — Unit, Calm, 4 Energy, 4 Might. */
export default defineCard({
  code: "OGN-065",
  name: "Wizened Elder",
  text: "While I'm buffed, I have an additional +1 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "might", amount: 1, when: { is: { self: true }, filter: { state: ["buffed"] } } },
    },
  ],
});
