import { describe, expect, it } from "vitest";
import { installedGames } from "../../src/games/index.js";
import { riseDemoDecks } from "../../src/games/rise/host.js";
import { risePresentation } from "../../src/games/rise/presentation.js";
import { type RiseState, riseRules } from "../../src/games/rise/rules/index.js";

describe("Rise on the table (GameDefinition, docs/rise.md 'In Discord')", () => {
  const rise = installedGames().rise!;

  it("builds the sample decks, refuses a bad deck with every problem, and round-trips its config", () => {
    const [a, b] = riseDemoDecks();
    const da = rise.host.buildDeck(a.text);
    const db = rise.host.buildDeck(b.text);
    expect(da.ok && db.ok).toBe(true);
    if (!da.ok || !db.ok) return;
    const config = rise.host.makeConfig([rise.host.parseDeck(da.deck), rise.host.parseDeck(db.deck)], "1v1");
    expect(rise.host.parseConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
    const bad = rise.host.buildDeck("Set: sample\n3 osaro");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.code)).toEqual(["deck/no-commander"]);
    const unknownSet = rise.host.buildDeck("Set: nope\nCommander: varka");
    expect(!unknownSet.ok && unknownSet.problems[0]?.code).toBe("deck/unknown-set");
  });

  it("plays to the end through its presentation's prompts alone; the private panel shows only the viewer's cards", () => {
    const [a, b] = riseDemoDecks().map((d) => {
      const r = rise.host.buildDeck(d.text);
      if (!r.ok) throw new Error("sample deck refused");
      return r.deck;
    });
    let s = riseRules.create(rise.host.makeConfig([a, b], "1v1") as never, 5) as RiseState;
    for (let n = 0; n < 3000 && !s.over; n++) {
      const p = riseRules.pending(s)!;
      const prompt = risePresentation.prompt(s, p.seat)!;
      const choice = prompt.controls.find((c) => c.kind === "choice");
      if (choice?.kind !== "choice") throw new Error("no choice");
      const items = choice.items;
      const pick = items.find((i) => !i.label.startsWith("Pass")) ?? items[0]!;
      const step =
        choice.min > 1
          ? risePresentation.resolve(
              s,
              p.seat,
              choice.id,
              items.slice(0, choice.min).map((i) => i.value),
            )
          : risePresentation.resolve(s, p.seat, pick.value, []);
      expect(step.kind).toBe("action");
      if (step.kind !== "action") return;
      const r = riseRules.apply(s, p.seat, step.action);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
      if (n % 25 === 0) {
        const mine = riseRules.view(s, 0);
        const panel = JSON.stringify(risePresentation.privatePanel(riseRules.view(s, 1)));
        for (const c of mine.players[0]!.hand ?? []) expect(panel.includes(c.id)).toBe(false);
      }
    }
    expect(s.over).toBe(true);
    const board = risePresentation.boardPanel(riseRules.view(s, "public"), ["A", "B"], []);
    expect(board.fields).toHaveLength(2);
    expect(risePresentation.prompt(s, 0)).toBeNull();
  });
});
