import { defineCard } from "../types.js";

/**
 * Loyal Poro — Unit, Order, 3 Energy.
 * [Deathknell] (720). "I wasn't alone if there were other friendly units here": other units of his controller at the
 * battlefield or base where he died, as it was then (584.2), those dying at the same time included — the rules
 * record it with the death (`diedAlone`, docs/rules-decisions.md "Dying alone").
 */
export default defineCard({
  code: "UNL-156",
  name: "Loyal Poro",
  text: "[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there were other friendly units here.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true, data: { diedAlone: false } },
      zone: "trash",
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
