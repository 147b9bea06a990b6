import { defineCard } from "../types.js";

/**
 * Master Yi, Tempered — Unit (Champion), Body, 4 Energy.
 * [Hunt 2] printed (CR 1.4 823). "[Level 6] I have [Deflect] and [Ganking]" (824.1.c).
 */
export default defineCard({
  code: "UNL-113",
  name: "Master Yi, Tempered",
  text: "[Hunt 2] (When I conquer or hold, gain 2 XP.)\n[Level 6][>] I have [Deflect] and [Ganking]. (While you have 6+ XP, opponents must pay :rb_rune_rainbow: to choose me with a spell or ability and I can move from battlefield to battlefield.)",
  abilities: [
    { kind: "passive", passive: { kind: "keyword", keyword: "Deflect", when: { xpAtLeast: 6 } } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: { xpAtLeast: 6 } } },
  ],
});
