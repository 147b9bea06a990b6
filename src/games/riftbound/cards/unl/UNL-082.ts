import { defineCard } from "../types.js";

/**
 * Lillia, Fae Fawn — Unit (Champion), Mind, 3 Energy, 3 Might, Accelerate (printed). "When I move from a location"
 * (608: any move, base included); "there" is where the move started: that battlefield, or her base. The Sprite
 * token is the built-in 3 Might [Temporary] unit token (178.2).
 */
export default defineCard({
  code: "UNL-082",
  name: "Lillia, Fae Fawn",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_mind: as an additional cost to have me enter ready.)\nWhen I move from a location, play a 3 :rb_might: Sprite unit token with [Temporary] there. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [{ op: "token", token: "Sprite", n: 1, at: "moveOrigin" }],
    },
  ],
});
