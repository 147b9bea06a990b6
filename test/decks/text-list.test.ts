import { describe, expect, it } from "vitest";
import {
  decodeBase64Utf8,
  normalizeCardCode,
  parseTcgArenaJson,
  parseTextList,
  parseTtsTokens,
  tcgArenaIdToCode,
} from "../../src/games/riftbound/decks/text-list.js";

/** The single entry a one-card list produces (in whichever section), or undefined. */
function only(text: string) {
  const { sections, problems } = parseTextList(text);
  const all = Object.values(sections).flat();
  expect(problems).toEqual([]);
  expect(all).toHaveLength(1);
  return { ref: all[0]!.ref, count: all[0]!.count };
}

describe("text lists: card line forms", () => {
  it.each([
    ["3 Tideturner", 3, { name: "Tideturner" }],
    ["3x Tideturner", 3, { name: "Tideturner" }],
    ["3X Tideturner", 3, { name: "Tideturner" }],
    ["3 x Tideturner", 3, { name: "Tideturner" }],
    ["3xTideturner", 3, { name: "Tideturner" }],
    ["x3 Tideturner", 3, { name: "Tideturner" }],
    ["Tideturner x3", 3, { name: "Tideturner" }],
    ["Tideturner x 3", 3, { name: "Tideturner" }],
    ["3\tTideturner", 3, { name: "Tideturner" }],
    ["1 Xerath, Freed", 1, { name: "Xerath, Freed" }],
    ["2 Jinx, Loose Cannon", 2, { name: "Jinx, Loose Cannon" }],
    ["Tideturner (OGN) 027", 1, { name: "Tideturner", code: "OGN-027" }],
    ["2 Tideturner (OGN) 027", 2, { name: "Tideturner", code: "OGN-027" }],
    ["3 Tideturner (OGN-027)", 3, { name: "Tideturner", code: "OGN-027" }],
    ["Tideturner [OGN-027]", 1, { name: "Tideturner", code: "OGN-027" }],
    ["3 Tideturner [ogn-27a]", 3, { name: "Tideturner", code: "OGN-027a" }],
    ["3 Tideturner (OGN-027/298)", 3, { name: "Tideturner", code: "OGN-027" }],
    ["3 OGN-027", 3, { code: "OGN-027" }],
    ["OGN-027 x2", 2, { code: "OGN-027" }],
    ["3 OGN-027 Tideturner", 3, { name: "Tideturner", code: "OGN-027" }],
    ["6 Fury Rune (VEN) R1", 6, { name: "Fury Rune", code: "VEN-R01" }],
    ["1 Legend (VEN-SP01a)", 1, { name: "Legend", code: "VEN-SP1a" }],
    ["1 Blade (SFD-227s)", 1, { name: "Blade", code: "SFD-227*" }],
    ["1 Blade (SFD-227*)", 1, { name: "Blade", code: "SFD-227*" }],
    ["- 3 Gust", 3, { name: "Gust" }],
    ["* 3 Gust", 3, { name: "Gust" }],
    ["+ 3 Gust", 3, { name: "Gust" }],
    ["• 3 Gust", 3, { name: "Gust" }],
    ["- **3x** Gust", 3, { name: "Gust" }],
    ["  3   Gust   ", 3, { name: "Gust" }],
  ])("%j", (line, count, ref) => {
    expect(only(line)).toEqual({ ref, count });
  });
});

describe("text lists: headers", () => {
  it.each([
    ["Legend:", "legend"],
    ["Legend", "legend"],
    ["# Legend", "legend"],
    ["## Legend (1)", "legend"],
    ["Legend (1):", "legend"],
    ["**Legend:**", "legend"],
    ["Champion:", "champion"],
    ["Chosen Champion:", "champion"],
    ["MainDeck:", "main"],
    ["Main Deck:", "main"],
    ["Main:", "main"],
    ["main deck", "main"],
    ["Units:", "main"],
    ["Battlefields:", "battlefields"],
    ["Battlefield:", "battlefields"],
    ["Runes:", "runes"],
    ["Rune Deck:", "runes"],
    ["Sideboard:", "sideboard"],
    ["Side Deck:", "sideboard"],
  ])("%j starts the %s section", (header, section) => {
    const { sections, problems } = parseTextList(`${header}\n1 Some Card`);
    expect(problems).toEqual([]);
    expect(sections[section as keyof typeof sections]).toEqual([{ ref: { name: "Some Card" }, count: 1, line: 2 }]);
  });

  it("reads a card on the header line", () => {
    const { sections } = parseTextList(
      "Legend: Jinx, Loose Cannon\nChampion: 1 Jinx, Demolitionist\nRunes: 6 Fury Rune",
    );
    expect(sections.legend).toEqual([{ ref: { name: "Jinx, Loose Cannon" }, count: 1, line: 1 }]);
    expect(sections.champion).toEqual([{ ref: { name: "Jinx, Demolitionist" }, count: 1, line: 2 }]);
    expect(sections.runes).toEqual([{ ref: { name: "Fury Rune" }, count: 6, line: 3 }]);
  });

  it("checks a declared section size", () => {
    const { problems } = parseTextList("Main Deck (39):\n3 Gust\n2 Charm\nRunes (12)\n6 Fury Rune\n6 Calm Rune");
    expect(problems).toMatchObject([{ line: 1, message: 'The "Main Deck" header says 39 cards but 5 follow.' }]);
  });

  it("reports unknown sections and keeps their cards unsectioned", () => {
    const { sections, problems } = parseTextList("Tokens:\n2 Spiderling");
    expect(sections.unsectioned).toEqual([{ ref: { name: "Spiderling" }, count: 2, line: 2 }]);
    expect(problems).toMatchObject([
      { line: 1, message: 'Unknown section "Tokens"; its cards are kept without a section.' },
    ]);
  });

  it("lines before any header are unsectioned", () => {
    const { sections } = parseTextList("3 Gust\nMain:\n2 Charm");
    expect(sections.unsectioned).toEqual([{ ref: { name: "Gust" }, count: 3, line: 1 }]);
    expect(sections.main).toEqual([{ ref: { name: "Charm" }, count: 2, line: 3 }]);
  });
});

describe("text lists: comments, blanks, newlines, problems", () => {
  it("skips # and // comments and blank lines, handles CRLF, CR and a BOM", () => {
    const text =
      "\uFEFF# my deck\r\n// by me\r\n\r\nLegend:\r\n1 Jinx, Loose Cannon\r\n\r\nMainDeck:\r3 Gust\r\n#Jinx is great\n";
    const { sections, problems, cardLines } = parseTextList(text);
    expect(problems).toEqual([]);
    expect(cardLines).toBe(2);
    expect(sections.legend).toEqual([{ ref: { name: "Jinx, Loose Cannon" }, count: 1, line: 5 }]);
    expect(sections.main).toEqual([{ ref: { name: "Gust" }, count: 3, line: 8 }]);
  });

  it("reports every unreadable line with its line number", () => {
    const text = [
      "MainDeck:",
      "3 Gust",
      "hello world",
      "0 Charm",
      "1000 Charm",
      "Deck name: Jinx",
      "3",
      "2 Charm",
    ].join("\n");
    const { sections, problems } = parseTextList(text);
    expect(sections.main.map((e) => e.ref.name)).toEqual(["Gust", "Charm"]);
    expect(problems).toMatchObject([
      { line: 3, message: 'No copy count in "hello world" (write it like "3 Card Name").' },
      { line: 4, message: '"0 Charm" asks for 0 copies; use 1 to 999.' },
      { line: 5, message: '"1000 Charm" asks for 1000 copies; use 1 to 999.' },
      { line: 6, message: 'No copy count in "Deck name: Jinx" (write it like "3 Card Name").' },
      { line: 7, message: 'No copy count in "3" (write it like "3 Card Name").' },
    ]);
  });

  it("lines without a count are one copy in Legend, Champion and Battlefields", () => {
    const { sections, problems } = parseTextList(
      "Legend:\nJinx, Loose Cannon\nBattlefields:\nZaun Warrens\nReaver's Row",
    );
    expect(problems).toEqual([]);
    expect(sections.legend[0]!.count).toBe(1);
    expect(sections.battlefields.map((e) => [e.ref.name, e.count])).toEqual([
      ["Zaun Warrens", 1],
      ["Reaver's Row", 1],
    ]);
  });
});

describe("card codes, tokens and TCG Arena", () => {
  it("normalises codes to the card data's form", () => {
    expect(normalizeCardCode("ogn", "27")).toBe("OGN-027");
    expect(normalizeCardCode("VEN", "r1")).toBe("VEN-R01");
    expect(normalizeCardCode("VEN", "SP01", "A")).toBe("VEN-SP1a");
    expect(normalizeCardCode("UNL", "T1")).toBe("UNL-T01");
    expect(normalizeCardCode("OGN", "007", "s")).toBe("OGN-007*");
    expect(normalizeCardCode("OGNX", "007")).toBeUndefined();
    expect(normalizeCardCode("OGN", "Q7")).toBeUndefined();
  });

  it("reads TTS tokens, one per copy, summing copies and dropping the printing index", () => {
    const { entries, problems } = parseTtsTokens("OGN-265-1 OGN-246-1 OGN-245-1 OGN-245-2\nVEN-R01-1 bogus");
    expect(entries).toEqual([
      { ref: { code: "OGN-265" }, count: 1 },
      { ref: { code: "OGN-246" }, count: 1 },
      { ref: { code: "OGN-245" }, count: 2 },
      { ref: { code: "VEN-R01" }, count: 1 },
    ]);
    expect(problems).toMatchObject([{ message: 'Token 6 "bogus" is not a card token like OGN-265-1.' }]);
  });

  it("maps TCG Arena ids to codes", () => {
    expect(tcgArenaIdToCode("ogn-201-298")).toBe("OGN-201");
    expect(tcgArenaIdToCode("ogn-007a-298")).toBe("OGN-007a");
    expect(tcgArenaIdToCode("sfd-227-star-221")).toBe("SFD-227*");
    expect(tcgArenaIdToCode("ven-r01")).toBe("VEN-R01");
    expect(tcgArenaIdToCode("ven-sp1-226")).toBe("VEN-SP1");
    expect(tcgArenaIdToCode("nonsense")).toBeUndefined();
  });

  it("reads a TCG Arena JSON export by category", () => {
    const result = parseTcgArenaJson({
      game: "Riftbound",
      title: "Jinx",
      deckList: {
        categoriesOrder: ["Legend", "Units", "Battlefields", "Runes", "Mystery"],
        Legend: [{ count: 1, id: "ogn-201-298" }],
        Units: [{ count: 3, id: "ogn-007a-298" }],
        Battlefields: [{ count: 1, id: "ogn-280-298" }],
        Runes: [{ count: 6, id: "ven-r01" }],
        Mystery: [{ count: 1, id: "what" }],
      },
    });
    expect(result?.title).toBe("Jinx");
    expect(result?.sections.legend).toEqual([{ ref: { code: "OGN-201" }, count: 1 }]);
    expect(result?.sections.main).toEqual([{ ref: { code: "OGN-007a" }, count: 3 }]);
    expect(result?.sections.battlefields).toEqual([{ ref: { code: "OGN-280" }, count: 1 }]);
    expect(result?.sections.runes).toEqual([{ ref: { code: "VEN-R01" }, count: 6 }]);
    expect(result?.problems).toMatchObject([{ message: 'Could not read the Mystery card "what" (x1).' }]);
    expect(parseTcgArenaJson({ game: "Lorcana", deckList: {} })).toBeUndefined();
    expect(parseTcgArenaJson({ nope: 1 })).toBeUndefined();
  });

  it("decodes base64 (standard, URL-safe, unpadded, UTF-8) and rejects non-base64", () => {
    expect(decodeBase64Utf8("M3ggR3VzdA==")).toBe("3x Gust");
    expect(decodeBase64Utf8("M3ggR3VzdA")).toBe("3x Gust");
    expect(decodeBase64Utf8(Buffer.from("Fiora, Grand Duelist — é").toString("base64url"))).toBe(
      "Fiora, Grand Duelist — é",
    );
    expect(decodeBase64Utf8("not base64!")).toBeUndefined();
    expect(decodeBase64Utf8("")).toBeUndefined();
  });
});
