import { defineCard } from "../types.js";

/**
 * LeBlanc, Fragmented — Unit (Champion), Order, 3 Energy + 1 Order Power. [Assault] printed (715). [Deathknell] (720):
 * "if it's your Beginning Phase" is read as the Deathknell resolves (CR 1.4 315.2; a [Temporary] death happens then).
 */
export default defineCard({
  code: "UNL-172",
  name: "LeBlanc, Fragmented",
  text: "[Assault] (+1 :rb_might: while I'm an attacker.)\n[Deathknell][>] Draw 1. If it's your Beginning Phase, draw 2 instead. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [
        { op: "if", cond: { yourPhase: "beginning" }, then: [{ op: "draw", n: 2 }], else: [{ op: "draw", n: 1 }] },
      ],
    },
  ],
});
