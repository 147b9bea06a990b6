import { defineCard } from "../types.js";

/**
 * Mosstomper — Unit, Calm, 3 Energy + 1 Power.
 * [Hunt 2] printed (CR 1.4 823). "[Level 3] I have +1 Might and [Deflect]": passives active while his controller has 3 XP (824.1.c).
 */
export default defineCard({
  code: "UNL-047",
  name: "Mosstomper",
  text: "[Hunt 2] (When I conquer or hold, gain 2 XP.)\n[Level 3][>] I have +1 :rb_might: and [Deflect]. (While you have 3+ XP, get the effect. Opponents must pay :rb_rune_rainbow: to choose a [Deflect] unit with a spell or ability.)",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: 1, when: { xpAtLeast: 3 } } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Deflect", when: { xpAtLeast: 3 } } },
  ],
});
