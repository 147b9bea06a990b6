import { defineCard } from "../types.js";

/**
 * Gemhand Hunter — Unit, Body, 2 Energy.
 * [Hunt] printed (CR 1.4 823). "[Level 6] I have +1 Might" (824.1.c). The card data's text ends in a stray "ambush" (kept verbatim).
 */
export default defineCard({
  code: "UNL-094",
  name: "Gemhand Hunter",
  text: "[Hunt] (When I conquer or hold, gain 1 XP.)\n[Level 6][>] I have +1 :rb_might:. (While you have 6+ XP, get the effect.)ambush",
  abilities: [{ kind: "passive", passive: { kind: "might", amount: 1, when: { xpAtLeast: 6 } } }],
});
