import { defineCard } from "../types.js";

/**
 * Petricite Monument — Gear, Body, 2 Energy. Temporary is printed. Friendly units have Deflect (713.3, 721).
 */
export default defineCard({
  code: "SFD-104",
  name: "Petricite Monument",
  text: "[Temporary] (Kill this at the start of its controller's Beginning Phase, before scoring.)\nFriendly units have [Deflect]. (Opponents must pay :rb_rune_rainbow: to choose them with a spell or ability.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", controller: "friendly" }, keywords: ["Deflect"] },
    },
  ],
});
