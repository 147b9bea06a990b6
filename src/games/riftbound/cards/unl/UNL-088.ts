import { type Condition, defineCard } from "../types.js";

/** "Exactly 4 cards in hand and exactly 4 units at battlefields" (yours: 4 or more and not 5 or more). */
const FOUR_AND_FOUR: Condition = {
  and: [
    { handAtMost: 4 },
    { not: { handAtMost: 3 } },
    { exists: { type: "unit", controller: "friendly", at: "battlefield" }, atLeast: 4 },
    { not: { exists: { type: "unit", controller: "friendly", at: "battlefield" }, atLeast: 5 } },
  ],
};

/**
 * Gutter Palace — Gear, Mind, 4 Energy. The "if" is an intervening if (CR 1.4 383.2.a.1): checked as the phase
 * starts and again on resolution; winning is 633 (642.3). The Bird token is CR 1.4 187.7.
 */
export default defineCard({
  code: "UNL-088",
  name: "Gutter Palace",
  text: "At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly 4 units at battlefields, you win the game.\nDiscard 1, :rb_exhaust:: Play a 1 :rb_might: Bird unit token with [Deflect]. (Opponents must pay :rb_rune_rainbow: to choose it with a spell or ability.)",
  abilities: [
    {
      kind: "triggered",
      on: "beginningPhase",
      filter: { player: "you" },
      if: FOUR_AND_FOUR,
      effects: [{ op: "if", cond: FOUR_AND_FOUR, then: [{ op: "win" }] }],
    },
    {
      kind: "activated",
      cost: { discard: 1, exhaust: true },
      effects: [{ op: "token", token: "Bird", n: 1, at: "base" }],
    },
  ],
});
