import { defineCard } from "../types.js";

/**
 * Minotaur Reckoner — Unit, Fury, 5 Energy. A restriction on every move to a base, standard or by an effect (567,
 * 608); a recall is not a move (616) and is not stopped.
 */
export default defineCard({
  code: "SFD-014",
  name: "Minotaur Reckoner",
  text: "Units can't move to base.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cant", who: "any", action: { move: { type: "unit" }, to: "base" } },
    },
  ],
});
