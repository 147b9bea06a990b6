import { defineCard } from "../types.js";

/**
 * Wily Newtfish — Unit, Body, 4 Energy, 4 Might. "If you've gained XP this turn": an `xpGained` event of its
 * controller this turn (CR 1.4 730.1); both the Might and [Ganking] last while it holds.
 */
const gainedXp = { happened: { kind: "xpGained", filter: { player: "you" } } } as const;

export default defineCard({
  code: "UNL-108",
  name: "Wily Newtfish",
  text: "If you've gained XP this turn, I have +1 :rb_might: and [Ganking]. (I can move from battlefield to battlefield.)",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: 1, when: gainedXp } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: gainedXp } },
  ],
});
