import { defineCard } from "../types.js";

/**
 * Ferrous Forerunner — Unit, Fury, 6 Energy + 1 Fury. Deathknell (720); Mech tokens: CR 1.4 187.4.
 */
export default defineCard({
  code: "SFD-021",
  name: "Ferrous Forerunner",
  text: "[Deathknell] — Play two 3 :rb_might: Mech unit tokens to your base. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "token", token: "Mech", n: 2, at: "base" }],
    },
  ],
});
