import { describe, expect, it } from "vitest";
import { parseDeckText } from "../../src/games/grand-archive/decks.js";
import { MASTERIES, gainMastery } from "../../src/games/grand-archive/rules/mastery.js";
import { grandArchiveRules as R } from "../../src/games/grand-archive/rules/index.js";
import { view } from "../../src/games/grand-archive/rules/view.js";

const deck = () => {
  const d = parseDeckText("1 Spirit of Wind\n60 Reclaim");
  if (!d.ok) throw new Error("deck");
  return d.deck;
};

describe("Game Mechanics - Mastery", () => {
  it("Mastery 1: a player has one mastery; a new one replaces the current one", () => {
    const s = R.create({ decks: [deck(), deck()] }, 1);
    gainMastery(s, 0, "Phantasmagoria");
    gainMastery(s, 0, "Shifting Currents");
    expect(s.players[0].mastery).toBe("Shifting Currents");
    expect(s.players[1].mastery).toBeUndefined();
    expect(s.log.at(-1)?.text).toBe("P1's mastery Shifting Currents replaces Phantasmagoria.");
  });
  it("Mastery 3: mastery cards can't be in a deck", () => {
    for (const name of Object.keys(MASTERIES)) {
      const d = parseDeckText(`1 Spirit of Wind\n1 ${name}\n60 Reclaim`);
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.problems[0]?.code).toBe("deck/mastery");
    }
  });
  it("a mastery is public: every view shows it", () => {
    const s = R.create({ decks: [deck(), deck()] }, 1);
    gainMastery(s, 1, "Phantasmagoria");
    expect(view(s, "public").players[1].mastery).toBe("Phantasmagoria");
  });
});
