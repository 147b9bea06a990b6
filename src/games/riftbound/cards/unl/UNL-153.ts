import { defineCard } from "../types.js";

/**
 * Carrion Dredger — Unit, Order, 2 Energy.
 * [Deathknell] (720): "When I die", from the trash. The Bird token is 1 Might with [Deflect] (CR 1.4 187.7).
 */
export default defineCard({
  code: "UNL-153",
  name: "Carrion Dredger",
  text: "[Deathknell][>] Play a 1 :rb_might: Bird unit token with [Deflect] to your base. (When I die, get the effect. Opponents must pay :rb_rune_rainbow: to choose a [Deflect] unit with a spell or ability.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "token", token: "Bird", n: 1, at: "base" }],
    },
  ],
});
