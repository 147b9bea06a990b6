import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { type ResolvableDeck, resolveDeck } from "../../src/games/riftbound/decks/resolve.js";
import { checkDeck, type DeckProblem, validateDeck } from "../../src/games/riftbound/decks/validate.js";
import { loadSharedDeck, originsPrecons } from "./deck-fixtures.js";

const source = new FileCardSource();
const supported = () => true;

/** Error problems as `rule code` strings, for compact assertions. */
function errors(problems: readonly DeckProblem[]): string[] {
  return problems.filter((p) => p.severity === "error").map((p) => `${p.rule} ${p.code}`);
}

function jinx(): ResolvableDeck {
  return loadSharedDeck("precon-ogn-jinx.txt");
}

describe("the OGN/OGS preconstructed decks (rule 103)", () => {
  const files = originsPrecons();

  it("there are seven", () => {
    expect(files).toHaveLength(7);
  });

  it.each(files)("%s resolves and validates with no errors", (file) => {
    const result = checkDeck(loadSharedDeck(file), source, { isSupported: supported });
    expect(errors(result.problems)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.deck.main).toHaveLength(40);
    expect(result.deck.runes).toHaveLength(12);
    expect(result.deck.legend).not.toBeNull();
    expect(result.deck.champion).toBe(result.deck.main[0]);
  });

  it("Proving Grounds decks bring one battlefield: casual warns (644.4.a), strict refuses", () => {
    const deck = loadSharedDeck("precon-ogs-annie.txt");
    const casual = checkDeck(deck, source, { isSupported: supported });
    expect(casual.ok).toBe(true);
    expect(casual.problems.map((p) => `${p.severity} ${p.rule}`)).toEqual(["warning 644.4.a"]);
    const strict = checkDeck(deck, source, { isSupported: supported, strictness: "strict" });
    expect(strict.ok).toBe(false);
    expect(errors(strict.problems)).toEqual(["644.4.a battlefield-count"]);
  });
});

describe("broken decks report the right rule", () => {
  it("171: the Origins token printings (Recruit OGN-271, Sprite OGN-274: units without a cost) cannot be in a deck", () => {
    const deck = jinx();
    deck.main = [
      ...deck.main.slice(0, -1),
      { ref: { code: "OGN-271" }, count: 1 },
      { ref: { code: "OGN-274" }, count: 1 },
    ];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(r.ok).toBe(false);
    expect(errors(r.problems)).toContain("171 token");
  });

  it("103.2.b: a 4th copy of a name (41 cards) is refused", () => {
    const deck = jinx();
    deck.main = [...deck.main, { ref: { name: "Flame Chompers" }, count: 1 }];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(r.deck.main).toHaveLength(41);
    expect(errors(r.problems)).toEqual(["103.2.b too-many-copies"]);
    expect(r.problems[0]?.message).toContain("4 × Flame Chompers");
  });

  it("103.2.b: a card whose text allows any number of copies (Spiderling, VEN-097) is not limited to 3", () => {
    const deck = jinx();
    const main = deck.main;
    deck.main = [...main, { ref: { name: "Spiderling" }, count: 6 }];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).not.toContain("103.2.b too-many-copies");
    deck.main = [...main, { ref: { name: "Spiderling" }, count: 6 }, { ref: { name: "Flame Chompers" }, count: 1 }];
    const more = checkDeck(deck, source, { isSupported: supported }).problems;
    expect(more.find((p) => p.code === "too-many-copies")?.message).toContain("Flame Chompers");
  });

  it("CR 1.4 825.3.a: a second copy of a Unique card (Forgefire Cape, SFD-190) is refused, naming the card", () => {
    const deck = jinx();
    deck.main = [...deck.main.slice(0, -2), { ref: { code: "SFD-190" }, count: 2 }];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toContain("CR 1.4 825.3.a unique-copies");
    expect(r.problems.find((p) => p.code === "unique-copies")?.message).toContain("Forgefire Cape");
    deck.main = [
      ...deck.main.slice(0, -1),
      { ref: { code: "SFD-190" }, count: 1 },
      { ref: { name: "Flame Chompers" }, count: 1 },
    ];
    expect(errors(checkDeck(deck, source, { isSupported: supported }).problems)).not.toContain(
      "CR 1.4 825.3.a unique-copies",
    );
  });

  it("103.2.b: the chosen champion counts toward its name's 3 copies", () => {
    const deck = jinx();
    deck.main = [...deck.main, { ref: { name: "Jinx, Demolitionist" }, count: 3 }];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual(["103.2.b too-many-copies"]);
    expect(r.problems[0]?.message).toContain("chosen champion counts");
  });

  it("103.2.c: a card outside the legend's domains", () => {
    const deck = jinx();
    // Jinx is Fury + Chaos; swap a Fury card for a Calm one.
    deck.main = deck.main.map((e) =>
      e.ref.name === "Magma Wurm" ? { ref: { name: "Find Your Center" }, count: 1 } : e,
    );
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual(["103.2.c domain-identity"]);
    expect(r.problems[0]?.message).toMatch(/Find Your Center .* is Calm/);
  });

  it("103.1: a deck without a legend", () => {
    const deck = jinx();
    delete deck.legend;
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual(["103.1 legend-missing"]);
  });

  it("103.3.a: 11 runes", () => {
    const deck = jinx();
    deck.runes = [
      { ref: { name: "Fury Rune" }, count: 6 },
      { ref: { name: "Chaos Rune" }, count: 5 },
    ];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual(["103.3.a rune-count"]);
    expect(r.problems[0]?.message).toContain("has 11");
  });

  it("103.3.a.1: a rune outside the legend's domains", () => {
    const deck = jinx();
    deck.runes = [
      { ref: { name: "Fury Rune" }, count: 6 },
      { ref: { name: "Calm Rune" }, count: 6 },
    ];
    expect(errors(checkDeck(deck, source, { isSupported: supported }).problems)).toEqual(["103.3.a.1 rune-domain"]);
  });

  it("101: an unknown card is reported with a did-you-mean suggestion (and the short main deck too)", () => {
    const deck = jinx();
    deck.main = deck.main.map((e) => (e.ref.name === "Gust" ? { ref: { name: "Gusst" }, count: 3, line: 9 } : e));
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual(["101 unknown-card", "103.2 main-size"]);
    expect(r.problems[0]?.message).toContain('Did you mean "Gust"');
    expect(r.problems[0]?.line).toBe(9);
    expect(r.problems[1]?.message).toContain("3 more could not be recognised");
  });

  it("103.2.a.2: a chosen champion of another champion tag", () => {
    const deck = jinx();
    deck.champion = { name: "Viktor, Innovator" };
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toContain("103.2.a.2 champion-invalid");
  });

  it("103.2.d: at most 3 signature cards, all with the legend's tag", () => {
    const deck = jinx();
    deck.main = [
      ...deck.main.filter((e) => e.ref.name !== "Scrapheap" && e.ref.name !== "Gust"),
      { ref: { name: "Super Mega Death Rocket!" }, count: 3 },
      { ref: { name: "Icathian Rain" }, count: 1 },
      { ref: { name: "Flash" }, count: 2 },
    ];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual([
      "103.2.c domain-identity",
      "103.2.d.1 signature-count",
      "103.2.d.2 signature-tag",
    ]);
  });

  it("103.4.c and 644.4.a: duplicate battlefield names", () => {
    const deck = jinx();
    deck.battlefields = [{ ref: { name: "Zaun Warrens" }, count: 3 }];
    expect(errors(checkDeck(deck, source, { isSupported: supported }).problems)).toEqual([
      "103.4.c battlefield-duplicate",
    ]);
  });

  it("every problem is reported at once", () => {
    const deck = jinx();
    delete deck.legend;
    deck.runes = [{ ref: { name: "Fury Rune" }, count: 11 }];
    deck.main = [
      ...deck.main,
      { ref: { name: "Flame Chompers" }, count: 1 },
      { ref: { name: "Nonexistent Card" }, count: 1 },
    ];
    const r = checkDeck(deck, source, { isSupported: supported });
    expect(errors(r.problems)).toEqual([
      "101 unknown-card",
      "103.1 legend-missing",
      "103.2.b too-many-copies",
      "103.3.a rune-count",
    ]);
  });

  it("unsupported cards are refused in one message naming them", () => {
    const r = checkDeck(jinx(), source, {
      isSupported: (code) => (code === "OGN-001" ? "its Accelerate is not implemented" : code !== "OGN-030"),
    });
    expect(r.ok).toBe(false);
    const p = r.problems.find((x) => x.code === "unsupported-card");
    expect(p?.message).toContain("Blazing Scorcher (OGN-001): its Accelerate is not implemented");
    expect(p?.message).toContain("Jinx, Demolitionist (OGN-030)");
  });
});

describe("resolution (unsectioned lists, inferred champion)", () => {
  it("partitions unsectioned entries by type and infers the chosen champion from the legend's tag", () => {
    const sectioned = jinx();
    const all = [
      { ref: { code: "OGN-251" }, count: 1 },
      ...sectioned.main,
      { ref: { name: "Jinx, Demolitionist" }, count: 1 },
      ...sectioned.battlefields,
      ...sectioned.runes,
    ];
    const { deck, problems } = resolveDeck(
      { main: [], battlefields: [], runes: [], sideboard: [], unsectioned: all },
      source,
    );
    expect(problems).toEqual([]);
    expect(deck.legend).toBe("OGN-251");
    expect(deck.champion).toBe("OGN-030");
    expect(deck.championInferred).toBe(true);
    expect(deck.main).toHaveLength(40);
    expect(deck.battlefields).toHaveLength(3);
    expect(deck.runes).toHaveLength(12);
    expect(validateDeck(deck, source, { isSupported: supported }).ok).toBe(true);
  });

  it("variant codes resolve to the base card", () => {
    const { deck } = resolveDeck(
      {
        legend: { code: "OGN-301*" },
        main: [],
        battlefields: [],
        runes: [{ ref: { code: "OGN-007a" }, count: 2 }],
        sideboard: [],
      },
      source,
    );
    expect(deck.legend).toBe("OGN-301");
    expect(deck.runes).toEqual(["OGN-007", "OGN-007"]);
  });
});
