import { defineCard } from "../types.js";

/** Sett, Brawler — Unit (Champion), Body, 5 Energy + 1 Body Power, 4 Might. */
export default defineCard({
  code: "OGN-164",
  name: "Sett, Brawler",
  text: "When I'm played and when I conquer, buff me. (If I don't have a buff, I get a +1 :rb_might: buff.)\nSpend my buff: Give me +4 :rb_might: this turn.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "buff", what: { self: true } }] },
    // "When I conquer": my controller conquers the battlefield I am at (630.1).
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [{ op: "buff", what: { self: true } }],
    },
    {
      kind: "activated",
      cost: { spendBuff: true }, // 702.2.b
      effects: [{ op: "might", what: { self: true }, amount: 4, duration: "turn" }],
    },
  ],
});
