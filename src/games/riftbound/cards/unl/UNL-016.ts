import { defineCard } from "../types.js";

/**
 * Scorchclaw — Unit, Fury, 3 Energy + 1 Power.
 * [Hunt 2] printed (CR 1.4 823). "[Level 3] I have +1 Might and enter ready": both read his controller's XP (824.1.c), the entry as he enters (563.1.c).
 */
export default defineCard({
  code: "UNL-016",
  name: "Scorchclaw",
  text: "[Hunt 2] (When I conquer or hold, gain 2 XP.)\n[Level 3][>] I have +1 :rb_might: and enter ready. (While you have 3+ XP, get the effect.)",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: 1, when: { xpAtLeast: 3 } } },
    { kind: "passive", passive: { kind: "enters", state: "ready", when: { xpAtLeast: 3 } } },
  ],
});
