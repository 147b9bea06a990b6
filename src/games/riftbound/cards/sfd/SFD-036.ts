import { defineCard } from "../types.js";

/**
 * Lonely Poro — Unit, Calm, 2 Energy.
 * [Deathknell] (720). "I'm alone if there are no other friendly units here": as Loyal Poro (UNL-156), the rules record
 * with the death whether other friendly units were at his location, those dying with him included (`diedAlone`,
 * docs/rules-decisions.md "Dying alone", 584.2).
 */
export default defineCard({
  code: "SFD-036",
  name: "Lonely Poro",
  text: "[Deathknell] — If I died alone, draw 1. (When I die, get the effect. I'm alone if there are no other friendly units here.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true, data: { diedAlone: true } },
      zone: "trash",
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
