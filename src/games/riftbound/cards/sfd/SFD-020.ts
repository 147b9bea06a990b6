import { defineCard } from "../types.js";

/**
 * Draven, Vanquisher — Unit (Champion), Fury, 4 Energy. "When I win a combat" is the `wonCombat` event (CR 1.4
 * 466.3.a, c); "you may pay [Fury]. If you do" is the trigger's cost, paid as it goes on the chain (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "SFD-020",
  name: "Draven, Vanquisher",
  text: "When I win a combat, play a Gold gear token exhausted.\nWhen I attack or defend, you may pay :rb_rune_fury:. If you do, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "wonCombat",
      filter: { self: true },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
    {
      kind: "triggered",
      on: ["attacked", "defended"],
      filter: { self: true },
      cost: { pay: { power: 1, powerDomain: "Fury" } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});
