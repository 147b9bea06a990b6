import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodePiltoverCode } from "../../src/games/riftbound/decks/piltover-code.js";
import { type DeckEntry, type ParsedDeck, parseDeckInput } from "../../src/games/riftbound/decks/parse.js";
import { ParsedDeckSchema } from "../../src/games/riftbound/decks/types.js";

/** Copies of /work/shared/decks (the 13 official preconstructed decks), kept here so the tests are hermetic. */
const DECKS = join(import.meta.dirname, "fixtures", "decks");
const DECK_FILES = readdirSync(DECKS)
  .filter((f) => f.endsWith(".txt"))
  .sort();

const total = (entries: readonly DeckEntry[] | undefined) => (entries ?? []).reduce((n, e) => n + e.count, 0);

function parseOk(text: string): ParsedDeck {
  const result = parseDeckInput(text);
  if (!result.ok) throw new Error(`expected a deck: ${result.error.message}`);
  expect(() => ParsedDeckSchema.parse(result.deck)).not.toThrow();
  return result.deck;
}

function parseError(text: string) {
  const result = parseDeckInput(text);
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.deck)}`);
  return result.error;
}

describe("the 13 official precon lists", () => {
  it("are all present", () => {
    expect(DECK_FILES).toHaveLength(13);
  });

  it.each(DECK_FILES)("%s: legend, champion, 40 main incl. champion, 12 runes, 1 or 3 battlefields", (file) => {
    const deck = parseOk(readFileSync(join(DECKS, file), "utf8"));
    expect(deck.format).toBe("text-list");
    expect(deck.problems).toEqual([]);
    expect(deck.unsectioned).toBeUndefined();
    expect(deck.legend?.name).toBeTruthy();
    expect(deck.champion?.name).toBeTruthy();
    expect(total(deck.main) + 1).toBe(40);
    expect(total(deck.runes)).toBe(12);
    expect([1, 3]).toContain(total(deck.battlefields));
    expect(deck.sideboard).toEqual([]);
    // The champion's name links legend and champion (rule 103.2): "Jinx, Loose Cannon" / "Jinx, Demolitionist".
    if (!file.includes("master-yi")) {
      expect(deck.champion!.name!.split(",")[0]).toBe(deck.legend!.name!.split(",")[0]);
    }
  });

  it.each(DECK_FILES)("%s: the same deck with CRLF, bullets and variant headers parses the same", (file) => {
    const text = readFileSync(join(DECKS, file), "utf8");
    const plain = parseOk(text);
    const variant = text
      .replace("MainDeck:", "## Main Deck (39)")
      .replace("Champion:", "Chosen Champion:")
      .replace("Runes:", "Rune Deck:")
      .split("\n")
      .map((line) => (/^\d/.test(line) ? `- ${line.replace(/^(\d+) /, "$1x ")}` : line))
      .join("\r\n");
    const other = parseOk(variant);
    const strip = (d: ParsedDeck) => ({ ...d, main: d.main.map((e) => ({ ref: e.ref, count: e.count })) });
    expect(strip(other)).toEqual(strip(plain));
  });
});

describe("format detection", () => {
  const code =
    "CMAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHEAIAABTQ";

  it("a Piltover code: everything unsectioned, one champion copy taken out", () => {
    const deck = parseOk(code);
    expect(deck.format).toBe("piltover-code");
    expect(deck.champion).toEqual({ code: "OGN-103" });
    expect(deck.main).toEqual([]);
    expect(deck.runes).toEqual([]);
    expect(deck.battlefields).toEqual([]);
    expect(deck.unsectioned?.find((e) => e.ref.code === "OGN-103")?.count).toBe(2);
    expect(total(deck.unsectioned) + 1).toBe(56);
    expect(total(deck.sideboard)).toBe(8);
    expect(deck.problems).toEqual([]);
  });

  it("a Piltover code wrapped over lines, in lower case, or inside a sentence", () => {
    expect(parseOk(`${code.slice(0, 40)}\n${code.slice(40)}`).format).toBe("piltover-code");
    expect(parseOk(code.toLowerCase()).champion).toEqual({ code: "OGN-103" });
    expect(parseOk(`here is my deck: ${code} have fun`).champion).toEqual({ code: "OGN-103" });
  });

  it("a single-copy champion moves out of unsectioned entirely; a missing one is reported", () => {
    const one = encodePiltoverCode({ mainDeck: [{ cardCode: "OGN-001", count: 1 }], chosenChampion: "OGN-001" });
    expect(one.ok && parseOk(one.value).unsectioned).toEqual([]);
    const missing = encodePiltoverCode({ mainDeck: [{ cardCode: "OGN-001", count: 1 }], chosenChampion: "OGN-002" });
    expect(missing.ok && parseOk(missing.value).problems).toMatchObject([
      { message: "The chosen champion OGN-002 is not among the deck's cards." },
    ]);
  });

  it("a v6 code carries additional legends", () => {
    const deck = parseOk("CYAAEAYBAIAAABAJAEAQCAAABUAAAAYAACMAEAAAUABAAAFEAI");
    expect(deck.additionalLegends).toEqual([{ code: "OGN-280" }, { code: "OGN-288" }, { code: "OGN-292" }]);
  });

  it("a Piltover deck-builder link", () => {
    const deck = parseOk(`https://piltoverarchive.com/deckbuilder?code=${code}`);
    expect(deck.format).toBe("piltover-code");
    expect(deck.champion).toEqual({ code: "OGN-103" });
  });

  it("a TCG Arena import link (with and without escaped base64)", () => {
    const list = readFileSync(join(DECKS, "precon-ogn-jinx.txt"), "utf8");
    const b64 = Buffer.from(list, "utf8").toString("base64");
    for (const deckParam of [encodeURIComponent(b64), b64]) {
      const deck = parseOk(`https://tcg-arena.fr/import?game=Riftbound&name=Jinx%20precon&deck=${deckParam}`);
      expect(deck.format).toBe("tcg-arena-url");
      expect(deck.title).toBe("Jinx precon");
      expect(deck.legend).toEqual({ name: "Jinx, Loose Cannon" });
      expect(total(deck.main) + 1).toBe(40);
    }
  });

  it("a TCG Arena JSON export", () => {
    const json = JSON.stringify({
      game: "Riftbound",
      title: "T",
      deckList: {
        categoriesOrder: ["Legend", "Champion", "Units", "Runes"],
        Legend: [{ count: 1, id: "ogn-201-298" }],
        Champion: [{ count: 1, id: "ogn-202-298" }],
        Units: [{ count: 3, id: "ogn-007-298" }],
        Runes: [{ count: 12, id: "ogn-r01" }],
      },
    });
    const deck = parseOk(json);
    expect(deck).toMatchObject({
      format: "tcg-arena-json",
      title: "T",
      legend: { code: "OGN-201" },
      champion: { code: "OGN-202" },
      main: [{ ref: { code: "OGN-007" }, count: 3 }],
      runes: [{ ref: { code: "OGN-R01" }, count: 12 }],
    });
  });

  it("Tabletop Simulator tokens and Pixelborn strings", () => {
    const tokens = "OGN-265-1 OGN-246-1 OGN-245-1 OGN-245-1";
    const tts = parseOk(tokens);
    expect(tts.format).toBe("tts");
    expect(tts.unsectioned).toEqual([
      { ref: { code: "OGN-265" }, count: 1 },
      { ref: { code: "OGN-246" }, count: 1 },
      { ref: { code: "OGN-245" }, count: 2 },
    ]);
    const pixelborn = parseOk(Buffer.from(tokens.replaceAll(" ", "$")).toString("base64"));
    expect(pixelborn.format).toBe("pixelborn");
    expect(pixelborn.unsectioned).toEqual(tts.unsectioned);
  });

  it("an all-caps card list is a list, not a deck code", () => {
    const deck = parseOk("3 FLAME CHOMPERS\n2 BLAZING SCORCHER");
    expect(deck.format).toBe("text-list");
    expect(deck.unsectioned).toHaveLength(2);
  });

  it("text lists: extra legends are reported, extra champion copies join the main deck", () => {
    const deck = parseOk("Legend:\n1 A, One\n1 B, Two\nChampion:\n2 A, Hero\nMainDeck:\n3 Gust");
    expect(deck.legend).toEqual({ name: "A, One" });
    expect(deck.champion).toEqual({ name: "A, Hero" });
    expect(deck.main.map((e) => [e.ref.name, e.count])).toEqual([
      ["A, Hero", 1],
      ["Gust", 3],
    ]);
    expect(deck.problems).toMatchObject([
      { line: 3, message: "A deck has one legend; only the first one listed is used." },
    ]);
  });
});

describe("malformed input gives typed errors", () => {
  it("empty input", () => {
    expect(parseError("")).toMatchObject({ code: "deck/empty", message: expect.stringMatching(/empty/) });
    expect(parseError(" \n\t\r\n ").code).toBe("deck/empty");
  });

  it("a truncated or damaged code", () => {
    const error = parseError("CMAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3Q");
    expect(error).toMatchObject({ code: "deck/bad-code", message: "The deck code ends too early; it looks cut off." });
    expect(parseError("AAAAAAAAAAAAAAAAAAAA").code).toBe("deck/bad-code");
    expect(parseError("https://piltoverarchive.com/deckbuilder?code=CMAAAB").code).toBe("deck/bad-code");
  });

  it("garbage", () => {
    const error = parseError("lorem ipsum dolor\nsit amet");
    expect(error.code).toBe("deck/unrecognized");
    expect(error.problems).toMatchObject([
      { line: 1, message: 'No copy count in "lorem ipsum dolor" (write it like "3 Card Name").' },
      { line: 2, message: 'No copy count in "sit amet" (write it like "3 Card Name").' },
    ]);
    expect(parseError("!!!").code).toBe("deck/unrecognized");
    expect(parseError("{not json").code).toBe("deck/unrecognized");
    expect(parseError('{"hello":1}').message).toMatch(/not a TCG Arena/);
    expect(parseError("x".repeat(100_001)).message).toMatch(/too long/);
  });

  it("links that carry no deck", () => {
    expect(parseError("https://piltoverarchive.com/decks/view/abc").code).toBe("deck/bad-url");
    expect(parseError("https://tcg-arena.fr/import?game=Riftbound").message).toMatch(/no deck/);
    expect(parseError("https://tcg-arena.fr/import?game=Lorcana&deck=M3ggR3VzdA").message).toMatch(/Lorcana/);
    expect(parseError("https://tcg-arena.fr/import?game=Riftbound&deck=%%%").code).toBe("deck/bad-url");
  });
});
