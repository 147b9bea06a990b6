import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeProblems, loadCardSet } from "../../src/games/rise/cards/load.js";
import { SAMPLE_SET_PATH, sampleSet } from "../../src/games/rise/data/sample.js";
import { buildRiseDeck, sampleDeckText } from "../../src/games/rise/decks.js";

const sampleText = () => readFileSync(SAMPLE_SET_PATH, "utf8");

describe("Rise card sets (docs/rise.md 'Card sets')", () => {
  it("the shipped sample set is valid, unofficial, and its four sample decks are legal (002 100)", () => {
    const set = sampleSet();
    expect(set.unofficial).toBe(true);
    expect(set.decks).toHaveLength(4);
    for (const i of [0, 1, 2, 3]) {
      const r = buildRiseDeck(set, sampleDeckText(set, i));
      expect(r.ok, JSON.stringify(!r.ok && r.problems)).toBe(true);
    }
  });

  it("refuses bad YAML with its line", () => {
    const r = loadCardSet("set: x\nname: [unclosed\n");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toMatch(/not valid YAML/);
  });

  it("refuses a schema error with the path and line of the field", () => {
    const text = sampleText().replace("    atk: 3\n    damageType: em", "    atk: three\n    damageType: em");
    const r = loadCardSet(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const lines = describeProblems(r.problems);
    expect(lines.some((l) => /^line \d+, cards\[\d+\]\.atk: /.test(l))).toBe(true);
  });

  it("refuses an unknown verb, a missing printed value, a duplicate id and a dangling target, each with its path", () => {
    const text = sampleText()
      .replace("op: to-hand", "op: teleport")
      .replace("  - id: bruiser", "  - id: scout")
      .replace("    armor: 4\n", "\n");
    const r = loadCardSet(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.some((p) => /abilities\[0\]\.effects\[0\]/.test(p.path))).toBe(true);
    const semantic = loadCardSet(
      sampleText().replace("  - id: bruiser", "  - id: scout").replace("    armor: 4\n", "\n"),
    );
    expect(semantic.ok).toBe(false);
    if (semantic.ok) return;
    const msgs = describeProblems(semantic.problems).join("\n");
    expect(msgs).toMatch(/the id scout is used by cards\[\d+\] too/);
    expect(msgs).toMatch(/armor has an armor value \(002 306.2\)/);
    const dangling = loadCardSet(sampleText().replace("to: { target: 1 } }", "to: { target: 2 } }"));
    expect(!dangling.ok && describeProblems(dangling.problems).join("\n")).toMatch(/refers to target 2/);
  });

  it("002 100: deck size, copies, class and faction icons, talent requirement", () => {
    const set = sampleSet();
    const r = buildRiseDeck(set, "Commander: varka\n5 osaro\n4 aurora\n1 core-matrix\n2 wilson\n1 nobody");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = r.problems.map((p) => p.message).join("\n");
    expect(text).toMatch(/at least 60 cards/);
    expect(text).toMatch(/5 copies of Osaro the Peeper/);
    expect(text).toMatch(/Aurora Shine has the apostle class icon/);
    expect(text).toMatch(/Captain Martin Wilson has the council faction icon/);
    expect(text).toMatch(/requires a amplify talent commander/);
    expect(text).toMatch(/no card nobody/);
    expect(r.problems.find((p) => p.message.includes("copies"))?.rule).toBe("100.4");
  });

  it("206.1a RISE-EX-03: Bad Boy is a [High Samurai-icon] card (its icon binds deck building, 100.2a) but not a High Samurai card (no class word in its type line)", () => {
    const badBoy = sampleSet().cards.find((c) => c.id === "bad-boy")!;
    expect(badBoy.class).toBe("high-samurai");
    expect(badBoy.tags.some((t) => /samurai/i.test(t))).toBe(false);
    const r = buildRiseDeck(sampleSet(), "Commander: varka\n1 bad-boy");
    expect(!r.ok && r.problems.find((p) => p.code === "deck/class")?.message).toMatch(
      /Bad Boy has the high-samurai class icon; your commander is martyr \(002 100.2a\)/,
    );
  });
});
