import { defineCard } from "../types.js";

/**
 * Wuju Master — Legend, Calm + Body (Master Yi). [Level 6] and [Level 11] (CR 1.4 824): passives active while their
 * controller has that much XP; "your units enter ready" is read as each unit enters (139.4.a).
 */
export default defineCard({
  code: "UNL-191",
  name: "Wuju Master",
  text: "[Level 6][>] Your units have +1 :rb_might:. (While you have 6+ XP, get the effect.)\n[Level 11][>] Your units enter ready.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 1,
        filter: { type: "unit", controller: "friendly" },
        when: { xpAtLeast: 6 },
      },
    },
    { kind: "passive", passive: { kind: "enterReady", others: true, when: { xpAtLeast: 11 } } },
  ],
});
