import { defineCard } from "../types.js";

/**
 * Targonian Visionary — Unit, Body, 6 Energy.
 * "[Level 11] I have +4 Might" (CR 1.4 824.1.c).
 */
export default defineCard({
  code: "UNL-098",
  name: "Targonian Visionary",
  text: "[Level 11][>] I have +4 :rb_might:. (While you have 11+ XP, get the effect.)",
  abilities: [{ kind: "passive", passive: { kind: "might", amount: 4, when: { xpAtLeast: 11 } } }],
});
