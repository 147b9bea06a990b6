import { resolve } from "node:path";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CardLike,
  createLookup,
  EMBED_LIMITS,
  embedSize,
  type Lookup,
  renderAnswer,
} from "../../src/services/lookup/index.js";

/** A few cards of the card source's shape (Riftbound OGN), so the test needs no card file. */
const CARDS: CardLike[] = [
  {
    code: "OGN-024",
    name: "Void Seeker",
    type: "Spell",
    domains: ["Fury"],
    energy: 3,
    power: 1,
    might: null,
    tags: [],
    keywords: ["Action"],
    text: "[Action] (Play on your turn or in showdowns.)\nDeal 4 to a unit at a battlefield. Draw 1.",
  },
  {
    code: "OGN-001",
    name: "Blazing Scorcher",
    type: "Unit",
    energy: 5,
    might: 5,
    keywords: ["Accelerate"],
    text: "[Accelerate]",
  },
  {
    code: "OGN-100",
    name: "Tanky Poro",
    type: "Unit",
    energy: 2,
    might: 2,
    keywords: ["Tank", "Assault 2", "Brandnew"],
    text: "[Tank]",
  },
];

let lookup: Lookup;
beforeAll(() => {
  lookup = createLookup({ cards: CARDS, supported: (c) => c.code === "OGN-024" });
});

describe("rule numbers", () => {
  it("559.3.c gives the rule and its sub-rules", () => {
    const hits = lookup.rules.byNumber("559.3.c");
    expect(hits[0]!.rule.number).toBe("559.3.c");
    expect(hits.map((h) => h.rule.number)).toContain("559.3.c.5");
    expect(hits.every((h) => h.rule.number.startsWith("559.3.c"))).toBe(true);
  });

  it("prefix 626 gives the section with its children, nothing from 6260 or 627", () => {
    const numbers = lookup.rules.byNumber("626").map((h) => h.rule.number);
    expect(numbers[0]).toBe("626");
    expect(numbers).toContain("626.1.d.1");
    expect(numbers.every((n) => n === "626" || n.startsWith("626."))).toBe(true);
  });

  it("103.2.a shows the official 003 text before the translation", () => {
    const hits = lookup.rules.byNumber("103.2.a");
    expect(hits[0]!.document.id).toBe("riftbound-official-zh");
    expect(hits.some((h) => h.document.id === "riftbound-core-zh")).toBe(true);
  });

  it("answers 'what does 559.3.c say'", () => {
    const a = lookup.ask("what does 559.3.c say");
    expect(a.kind).toBe("rule");
  });

  it("other games by number: WoW 100.2 includes 100.2a", () => {
    const numbers = lookup.rules.byNumber("100.2", "wow-tcg").map((h) => h.rule.number);
    expect(numbers).toEqual(["100.2", "100.2a", "100.2b", "100.2c"]);
  });
});

describe("keywords", () => {
  it("Tank and 肉盾 both give section 727 (computed from the corpus)", () => {
    expect(lookup.rules.keyword("Tank")?.number).toBe("727");
    expect(lookup.rules.keyword("肉盾")?.number).toBe("727");
    expect(lookup.rules.keyword("Tank")?.hits.map((h) => h.rule.number)).toContain("727.1.c.2");
  });

  it("'how does Tank work' is a keyword answer", () => {
    const a = lookup.ask("how does Tank work");
    expect(a.kind).toBe("keyword");
  });

  it("grand archive glossary by English or Chinese name", () => {
    expect(lookup.rules.keyword("Banish", "grand-archive")?.number).toBe("banish");
    expect(lookup.rules.keyword("放逐", "grand-archive")?.number).toBe("banish");
  });
});

describe("full-text search", () => {
  it("English term: showdown", () => {
    const r = lookup.rules.search("showdown");
    expect(r.hits.length).toBeGreaterThan(0);
    expect(r.hits.some((h) => h.rule.terms.some((t) => /showdown/i.test(t.en)))).toBe(true);
  });

  it("Chinese word (jieba): 对决 and 选定英雄 (official text first)", () => {
    expect(lookup.rules.search("对决").hits[0]!.rule.text).toContain("对决");
    const r = lookup.rules.search("选定英雄");
    expect(r.hits[0]!.document.id).toBe("riftbound-official-zh");
  });

  it("typo: tnak finds Tank", () => {
    const r = lookup.rules.search("tnak");
    expect(r.corrected).toBe(true);
    expect(r.hits.some((h) => h.rule.number === "727")).toBe(true);
  });

  it("a search that finds nothing answers with help, not an error", () => {
    const a = lookup.ask("xyzzy plugh");
    expect(a.kind).toBe("none");
    const embeds = renderAnswer(a);
    expect(embeds[0]!.description).toContain("Try a rule number");
  });
});

describe("cards", () => {
  it("fuzzy name: void seekr -> Void Seeker with text, stats, keyword rule and support flag", () => {
    const [card] = lookup.cards!.search("void seekr");
    expect(card!.name).toBe("Void Seeker");
    expect(card!.stats.energy).toBe(3);
    expect(card!.keywords).toEqual([{ name: "Action", rule: "718", title: "行动 (Action)" }]);
    expect(card!.supported).toBe(true);
  });

  it("keywords with values link by English term; unknown keywords have no rule", () => {
    const [card] = lookup.cards!.search("OGN-100");
    expect(card!.keywords.map((k) => k.rule)).toEqual(["727", "719", undefined]);
    expect(card!.supported).toBe(false);
  });

  it("'what does Void Seeker do' is a card answer", () => {
    expect(lookup.ask("what does Void Seeker do").kind).toBe("card");
  });

  it("works with the full card file when present", () => {
    let raw: string;
    try {
      raw = readFileSync(resolve(import.meta.dirname, "../../../shared/riftbound/cards.json"), "utf8");
    } catch {
      return;
    }
    const { cards } = JSON.parse(raw) as { cards: CardLike[] };
    const full = createLookup({ cards });
    expect(full.cards!.search("void seekr")[0]!.name).toBe("Void Seeker");
  });
});

describe("rendering", () => {
  it("stays within Discord limits for a large section", () => {
    for (const q of ["1", "100", "626", "Tank", "showdown", "void seeker"]) {
      const embeds = renderAnswer(lookup.ask(q));
      expect(embeds.length).toBeLessThanOrEqual(EMBED_LIMITS.embeds);
      expect(embeds.reduce((n, e) => n + embedSize(e), 0)).toBeLessThanOrEqual(EMBED_LIMITS.total);
      for (const e of embeds) expect((e.description ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    }
  });
});
