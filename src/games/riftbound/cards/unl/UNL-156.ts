import { defineCard } from "../types.js";

/**
 * Loyal Poro — Unit, Order, 3 Energy.
 * [Deathknell] (720). "I wasn't alone if there were other friendly units here": friendly units at the battlefield or base where he died, as it was then (584.2, last known information).
 */
export default defineCard({
  code: "UNL-156",
  name: "Loyal Poro",
  text: "[Deathknell][>] If I didn't die alone, draw 1. (When I die, get the effect. I wasn't alone if there were other friendly units here.)",
  unsupported:
    '"if I didn\'t die alone" needs the other friendly units at the place he died as it was then (last known information); no condition reads it yet',
  abilities: [],
});
