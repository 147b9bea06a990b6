import { defineCard } from "../types.js";

/** Raging Soul — Unit, Fury, 4 Energy. Conditional keywords (568.3): Assault and Ganking after a discard this turn. */
export default defineCard({
  code: "OGN-019",
  name: "Raging Soul",
  text: "If you've discarded a card this turn, I have [Assault] and [Ganking]. (+1 :rb_might: while I'm an attacker. I can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "keyword",
        keyword: "Assault",
        when: { happened: { kind: "discarded", filter: { player: "you" } } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "keyword",
        keyword: "Ganking",
        when: { happened: { kind: "discarded", filter: { player: "you" } } },
      },
    },
  ],
});
