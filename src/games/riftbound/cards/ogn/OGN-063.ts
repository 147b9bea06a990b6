import { defineCard } from "../types.js";

/** Spirit's Refuge — Gear, Calm, 2 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-063",
  name: "Spirit's Refuge",
  text: "When you play this, buff a friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)\nFriendly buffed units have [Deflect] if they didn't already. (Opponents must pay :rb_rune_rainbow: to choose those units with a spell or ability.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
    {
      kind: "passive",
      // 721: "if they didn't already" — a unit with Deflect gets no second instance (721.2 would add them up).
      passive: {
        kind: "grant",
        to: { type: "unit", controller: "friendly", state: ["buffed"] },
        keywords: ["Deflect"],
        ifAbsent: true,
      },
    },
  ],
});
