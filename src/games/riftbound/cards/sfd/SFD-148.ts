import { defineCard } from "../types.js";

/**
 * Draven, Audacious — Unit (Champion), Chaos, 6 Energy + 1. Deflect is printed. "The first time I win a combat each
 * turn" (`wonCombat`, CR 1.4 466.3; the first such event this turn, 583). "When I die in combat": killed by combat
 * damage (the death's cause is combat, 626; docs/rules-decisions.md); "choose an opponent" (asked only with several,
 * CR 1.4 355), who scores 1 point (632.1.a.1).
 */
export default defineCard({
  code: "SFD-148",
  name: "Draven, Audacious",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nThe first time I win a combat each turn, you score 1 point.\nWhen I die in combat, choose an opponent. They score 1 point.",
  abilities: [
    {
      kind: "triggered",
      on: "wonCombat",
      filter: { self: true },
      limit: { nth: 1, per: "turn" },
      effects: [{ op: "score", n: 1 }],
    },
    {
      kind: "triggered",
      on: "died",
      filter: { self: true, via: ["combat"] },
      zone: "trash",
      effects: [
        { op: "chooseOpponent", saveAs: "opponent" },
        { op: "score", n: 1, who: { var: "opponent" } },
      ],
    },
  ],
});
