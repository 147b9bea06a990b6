import { defineCard } from "../types.js";

/**
 * Determined Sentry — Unit, Body, 1 Energy. A restriction on every move of this unit to a base, standard or by an
 * effect (567, 608); a recall is not a move (616) and is not stopped.
 */
export default defineCard({
  code: "UNL-111",
  name: "Determined Sentry",
  text: "I can't move to base.",
  abilities: [
    {
      kind: "passive",
      // `not: { other: true }`: only the source itself ("I").
      passive: { kind: "cant", who: "any", action: { move: { type: "unit", not: { other: true } }, to: "base" } },
    },
  ],
});
