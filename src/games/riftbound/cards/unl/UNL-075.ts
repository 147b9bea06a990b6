import { defineCard } from "../types.js";

/**
 * Gustwalker — Unit, Mind, 3 Energy + 1 Power.
 * [Hunt 2] printed (CR 1.4 823). "[Level 3] I have +1 Might and [Ganking]" (824.1.c).
 */
export default defineCard({
  code: "UNL-075",
  name: "Gustwalker",
  text: "[Hunt 2] (When I conquer or hold, gain 2 XP.)\n[Level 3][>] I have +1 :rb_might: and [Ganking]. (While you have 3+ XP, get the effect. A [Ganking] unit can move from battlefield to battlefield.)",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: 1, when: { xpAtLeast: 3 } } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: { xpAtLeast: 3 } } },
  ],
});
