import { defineCard } from "../types.js";

/**
 * Breakneck Mech — Unit, Mind, 8 Energy + 2 Mind.
 */
export default defineCard({
  code: "SFD-071",
  name: "Breakneck Mech",
  text: "Your Mechs have [Deflect] and [Ganking]. (Opponents must pay :rb_rune_rainbow: to choose us with a spell or ability. We can move from battlefield to battlefield.)\nI enter ready if you control another Mech.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grant",
        to: { type: "unit", controller: "friendly", tag: "Mech" },
        keywords: ["Deflect", "Ganking"],
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "enters",
        state: "ready",
        when: { exists: { type: "unit", controller: "friendly", tag: "Mech", other: true } },
      },
    },
  ],
});
