import { describe, expect, it } from "vitest";
import { parseDeckText } from "../../src/games/grand-archive/decks.js";
import { grandArchiveRules as R } from "../../src/games/grand-archive/rules/index.js";
import { gainMastery } from "../../src/games/grand-archive/rules/mastery.js";
import { STATUSES, gainStatus, loseStatus } from "../../src/games/grand-archive/rules/statuses.js";
import { view } from "../../src/games/grand-archive/rules/view.js";

const deck = () => {
  const d = parseDeckText("1 Spirit of Wind\n60 Reclaim");
  if (!d.ok) throw new Error("deck");
  return d.deck;
};

describe("Game Mechanics - Statuses", () => {
  it("Statuses 1: status cards can't be in a deck", () => {
    for (const name of Object.keys(STATUSES)) {
      const d = parseDeckText(`1 Spirit of Wind\n1 ${name}\n60 Reclaim`);
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.problems[0]?.code).toBe("deck/status");
    }
  });
  it("Statuses 2: statuses are gained and lost, one instance of each; a mastery is kept beside them", () => {
    const s = R.create({ decks: [deck(), deck()] }, 1);
    gainMastery(s, 0, "Phantasmagoria");
    gainStatus(s, 0, "Crowd's Favor");
    gainStatus(s, 0, "Crowd's Favor");
    expect(s.players[0].statuses).toEqual(["Crowd's Favor"]);
    expect(s.players[0].mastery).toBe("Phantasmagoria");
    expect(view(s, "public").players[0].statuses).toEqual(["Crowd's Favor"]);
    loseStatus(s, 0, "Crowd's Favor");
    expect(s.players[0].statuses).toBeUndefined();
  });
  it("Crowd's Favor 1: whenever an opponent gains Crowd's Favor, you lose it", () => {
    const s = R.create({ decks: [deck(), deck()] }, 1);
    gainStatus(s, 0, "Crowd's Favor");
    gainStatus(s, 1, "Crowd's Favor");
    expect(s.players[0].statuses).toBeUndefined();
    expect(s.players[1].statuses).toEqual(["Crowd's Favor"]);
    expect(s.log.at(-1)?.text).toBe("P1 loses the status Crowd's Favor.");
  });
});
