import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../../src/services/lookup/corpus.js";
import { parseRiftboundTranslation } from "../../src/rules-text/parse.js";

// Counts measured on the generated corpus (npm run rules:build over /work/shared/rules, 2025-06-02 sources).
const EXPECTED: Record<
  string,
  { rules: number; examples: number; unparsed: number; duplicates: number; conflicts: number }
> = {
  "riftbound-core-zh": { rules: 1362, examples: 80, unparsed: 0, duplicates: 0, conflicts: 5 },
  "wow-tcg-zh": { rules: 209, examples: 22, unparsed: 0, duplicates: 0, conflicts: 0 },
  "rise-tcg-zh": { rules: 428, examples: 36, unparsed: 0, duplicates: 25, conflicts: 0 },
  "riftbound-official-zh": { rules: 447, examples: 17, unparsed: 0, duplicates: 0, conflicts: 1 },
  "grand-archive-glossary-zh": { rules: 245, examples: 3, unparsed: 0, duplicates: 0, conflicts: 0 },
  // Core Rules v1.4 (2026-07-16, English; shared/sources/riftbound): 000 to 829.2.
  "riftbound-core-en": { rules: 2381, examples: 198, unparsed: 0, duplicates: 0, conflicts: 0 },
};

describe("parsed corpus (data/rules)", () => {
  const corpus = loadCorpus();

  it("holds the six documents with their sources", () => {
    expect(corpus.documents.map((d) => d.id).sort()).toEqual(Object.keys(EXPECTED).sort());
    const core = corpus.documents.find((d) => d.id === "riftbound-core-zh")!;
    expect(core.source).toMatchObject({ file: "000_6cd05dd13f1cc35c.txt", date: "2025-06-02", official: false });
  });

  for (const [id, want] of Object.entries(EXPECTED)) {
    it(`${id}: ${want.rules} rules, ${want.examples} with examples`, () => {
      const doc = corpus.documents.find((d) => d.id === id)!;
      expect(doc.rules.length).toBe(want.rules);
      expect(doc.rules.filter((r) => r.examples.length > 0).length).toBe(want.examples);
      expect(doc.report).toMatchObject({
        unparsed: want.unparsed,
        duplicates: want.duplicates,
        conflicts: want.conflicts,
      });
    });
  }

  it("727 carries the term Tank/肉盾 and 563.2.c.5 the Void Seeker example (000)", () => {
    const core = corpus.documents.find((d) => d.id === "riftbound-core-zh")!;
    expect(core.rules.find((r) => r.number === "727")?.terms).toEqual([{ zh: "肉盾", en: "Tank" }]);
    const r = core.rules.find((x) => x.number === "563.2.c.5")!;
    expect(r.parent).toBe("563.2.c");
    expect(r.examples[0]).toContain("Void Seeker");
  });

  it("grand archive headings take their Chinese names from the footnotes", () => {
    const ga = corpus.documents.find((d) => d.game === "grand-archive")!;
    expect(ga.rules.find((r) => r.number === "banish")?.terms).toEqual([{ en: "Banish", zh: "放逐" }]);
    expect(ga.rules.find((r) => r.number === "destruction.2.1")?.parent).toBe("destruction.2");
  });
});

describe("parseRiftboundTranslation", () => {
  it("reads table rows, bare numbers with text on the next line, and inline examples", () => {
    const src = [
      "**[文件内容开始]**",
      "===== 第 3 页 =====",
      "| 727. | **肉盾 (Tank)** |",
      "|---|---|",
      "| 727.1. | 肉盾是一个关键词。<br>*示例:* 一个例子。 |",
      "|    | *示例:* 第二个例子。 |",
      "559.3.c.5.  ",
      "有可能法术没有效果。",
      "---",
      "| 999. | 不读 |",
    ].join("\n");
    const { rules, report } = parseRiftboundTranslation(src);
    expect(rules.map((r) => r.number)).toEqual(["727", "727.1", "559.3.c.5"]);
    expect(rules[1]!.examples).toEqual(["一个例子。", "第二个例子。"]);
    expect(rules[2]!.text).toBe("有可能法术没有效果。");
    expect(rules[0]!.page).toBe(3);
    expect(report.unparsed).toBe(0);
  });

  it("parses the real file to the committed rule count", () => {
    const file = join(resolve(import.meta.dirname, "../../../shared/rules"), "000_6cd05dd13f1cc35c.txt");
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      return; // source folder not available (CI): the committed corpus is checked above
    }
    expect(parseRiftboundTranslation(text).rules.length).toBe(1362);
  });
});
