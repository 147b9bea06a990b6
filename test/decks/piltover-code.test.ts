import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  decodePiltoverCode,
  encodePiltoverCode,
  formatCardCode,
  PILTOVER_SETS,
  type PiltoverCard,
  type PiltoverDeckInput,
  type PiltoverVersion,
  parseCardCode,
} from "../../src/games/riftbound/decks/piltover-code.js";

const FIXTURES = join(import.meta.dirname, "fixtures");

const CardSchema = z.object({ cardCode: z.string(), count: z.number() });
const VectorFileSchema = z.object({
  source: z.string(),
  cases: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      mainDeck: z.array(CardSchema),
      sideboard: z.array(CardSchema),
      chosenChampion: z.string().optional(),
      additionalLegends: z.array(z.string()).optional(),
    }),
  ),
});

function loadVectors(file: string) {
  return VectorFileSchema.parse(JSON.parse(readFileSync(join(FIXTURES, file), "utf8"))).cases;
}

/** golden-vectors.json (v3/v4, shared research) + golden-v6.json (v6 from the reference repository). */
const VECTORS = [...loadVectors("golden-vectors.json"), ...loadVectors("golden-v6.json")];

/** The README's Kai'Sa deck as a version 2 code (no champion trailer). */
const README_V2 =
  "CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHE";

function sorted(cards: readonly PiltoverCard[]): PiltoverCard[] {
  return [...cards].sort((a, b) => a.cardCode.localeCompare(b.cardCode) || a.count - b.count);
}

function decodeOk(code: string) {
  const result = decodePiltoverCode(code);
  if (!result.ok) throw new Error(`expected ${code} to decode: ${result.error.message}`);
  return result.value;
}

function encodeOk(deck: PiltoverDeckInput, version?: PiltoverVersion) {
  const result = encodePiltoverCode(deck, version === undefined ? {} : { version });
  if (!result.ok) throw new Error(`expected to encode: ${result.error.message}`);
  return result.value;
}

describe("Piltover deck codes: golden vectors", () => {
  it.each(VECTORS.map((v) => [v.name, v] as const))("%s decodes to the expected cards", (_name, vector) => {
    const deck = decodeOk(vector.code);
    expect(deck.mainDeck).toEqual(vector.mainDeck);
    expect(deck.sideboard).toEqual(vector.sideboard);
    expect(deck.chosenChampion).toBe(vector.chosenChampion);
    expect(deck.additionalLegends).toEqual(vector.additionalLegends);
    expect(deck.version).toBe(Number.parseInt(vector.name.slice(1), 10));
  });

  it.each(VECTORS.map((v) => [v.name, v] as const))("%s round-trips: encode(decode(code)) === code", (_n, vector) => {
    expect(encodeOk(decodeOk(vector.code))).toBe(vector.code);
  });

  it.each(VECTORS.map((v) => [v.name, v] as const))("%s: encoding the expected deck gives the code", (_n, vector) => {
    expect(encodeOk(vector)).toBe(vector.code);
  });

  it("decodes the README's version 2 code (Kai'Sa, sideboard, no champion) and re-encodes it as v2", () => {
    const deck = decodeOk(README_V2);
    expect(deck.version).toBe(2);
    expect(deck.chosenChampion).toBeUndefined();
    expect(deck.mainDeck).toHaveLength(21);
    expect(deck.sideboard).toEqual([
      { cardCode: "OGN-022", count: 2 },
      { cardCode: "OGN-024", count: 2 },
      { cardCode: "OGN-093", count: 2 },
      { cardCode: "OGN-088", count: 1 },
      { cardCode: "OGN-114", count: 1 },
    ]);
    expect(encodeOk(deck, 2)).toBe(README_V2);
    // Default encoding is version 3, like the reference library, so it differs only in version and trailer.
    expect(encodeOk(deck)).not.toBe(README_V2);
    expect(decodeOk(encodeOk(deck)).mainDeck).toEqual(deck.mainDeck);
  });

  it("accepts lower case, surrounding whitespace and = padding", () => {
    const code = VECTORS[0]!.code;
    expect(decodeOk(`  ${code.toLowerCase()}\n`).mainDeck).toEqual(VECTORS[0]!.mainDeck);
    expect(decodeOk(`${code}=`).mainDeck).toEqual(VECTORS[0]!.mainDeck);
  });
});

describe("Piltover deck codes: card codes", () => {
  it("parses and formats every numbering scheme", () => {
    expect(parseCardCode("OGN-007a")).toEqual({ setId: 0, variantId: 1, flag: 0, number: 7 });
    expect(parseCardCode("SFD-227*")).toEqual({ setId: 3, variantId: 2, flag: 0, number: 227 });
    expect(parseCardCode("SFD-227s")).toEqual({ setId: 3, variantId: 2, flag: 0, number: 227 });
    expect(parseCardCode("VEN-R01")).toEqual({ setId: 5, variantId: 0, flag: 1, number: 1 });
    expect(parseCardCode("VEN-SP1a")).toEqual({ setId: 5, variantId: 1, flag: 2, number: 1 });
    expect(parseCardCode("RAD-005b")).toEqual({ setId: 6, variantId: 3, flag: 0, number: 5 });
    expect(parseCardCode("UNL-T01")).toBeUndefined();
    expect(parseCardCode("XYZ-001")).toBeUndefined();
    expect(formatCardCode({ setId: 5, variantId: 0, flag: 2, number: 12 })).toBe("VEN-SP12");
    expect(formatCardCode({ setId: 0, variantId: 2, flag: 0, number: 7 })).toBe("OGN-007*");
    expect(formatCardCode({ setId: 0, variantId: 2, flag: 0, number: 7 }, { signedSuffix: "s" })).toBe("OGN-007s");
  });

  it("decodes signed cards with * by default and s on request", () => {
    const code = encodeOk({ mainDeck: [{ cardCode: "OGN-007s", count: 2 }] });
    expect(decodeOk(code).mainDeck).toEqual([{ cardCode: "OGN-007*", count: 2 }]);
    const s = decodePiltoverCode(code, { signedSuffix: "s" });
    expect(s.ok && s.value.mainDeck).toEqual([{ cardCode: "OGN-007s", count: 2 }]);
  });
});

/** mulberry32: a tiny seeded PRNG so the property loop is reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomDeck(random: () => number): PiltoverDeckInput {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const used = new Set<string>();
  const card = (allowPrefix: boolean): string => {
    for (;;) {
      const set = PILTOVER_SETS[int(0, PILTOVER_SETS.length - 1)]!;
      const roll = random();
      const flag = allowPrefix ? (roll < 0.1 ? 1 : roll < 0.15 ? 2 : 0) : 0;
      const number = flag === 0 ? int(1, random() < 0.05 ? 2000 : 400) : int(1, 30);
      const variant = ["", "a", "*", "b"][random() < 0.7 ? 0 : int(1, 3)]!;
      const code = formatCardCode({ setId: PILTOVER_SETS.indexOf(set), variantId: 0, flag, number }) + variant;
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  };
  const prefixes = random() < 0.5;
  const mainDeck = Array.from({ length: int(0, 30) }, () => ({
    cardCode: card(prefixes),
    count: random() < 0.05 ? int(13, 300) : int(1, 12),
  }));
  const sideboard = Array.from({ length: random() < 0.5 ? 0 : int(1, 8) }, () => ({
    cardCode: card(prefixes),
    count: random() < 0.05 ? int(4, 9) : int(1, 3),
  }));
  const deck: PiltoverDeckInput = { mainDeck, sideboard };
  if (mainDeck.length > 0 && random() < 0.6) deck.chosenChampion = mainDeck[int(0, mainDeck.length - 1)]!.cardCode;
  if (random() < 0.2) deck.additionalLegends = Array.from({ length: int(1, 3) }, () => card(prefixes));
  return deck;
}

function expectedVersion(deck: PiltoverDeckInput): number {
  const all = [
    ...deck.mainDeck.map((c) => c.cardCode),
    ...(deck.sideboard ?? []).map((c) => c.cardCode),
    ...(deck.additionalLegends ?? []),
    ...(deck.chosenChampion ? [deck.chosenChampion] : []),
  ];
  if ((deck.additionalLegends ?? []).length > 0) return 6;
  const high = deck.mainDeck.some((c) => c.count > 12) || (deck.sideboard ?? []).some((c) => c.count > 3);
  if (high || all.some((c) => /-SP/.test(c))) return 5;
  if (all.some((c) => /-R/.test(c))) return 4;
  return 3;
}

describe("Piltover deck codes: property-style round trips (seeded)", () => {
  it("decode(encode(deck)) gives the deck back for 1000 random decks, at the lowest version that fits", () => {
    const random = rng(20261002);
    for (let i = 0; i < 1000; i++) {
      const deck = randomDeck(random);
      const code = encodeOk(deck);
      const back = decodeOk(code);
      expect(back.version).toBe(expectedVersion(deck));
      expect(sorted(back.mainDeck)).toEqual(sorted(deck.mainDeck));
      expect(sorted(back.sideboard)).toEqual(sorted(deck.sideboard ?? []));
      expect(back.chosenChampion).toBe(deck.chosenChampion);
      expect(back.additionalLegends).toEqual(back.version >= 6 ? (deck.additionalLegends ?? []) : undefined);
      expect(encodeOk(back)).toBe(code);
    }
  });

  it("every higher version also carries the deck, and the version survives the round trip", () => {
    const random = rng(7);
    for (let i = 0; i < 500; i++) {
      const deck = randomDeck(random);
      for (let v = expectedVersion(deck); v <= 6; v++) {
        const code = encodeOk(deck, v as PiltoverVersion);
        const back = decodeOk(code);
        expect(back.version).toBe(v);
        expect(sorted(back.mainDeck)).toEqual(sorted(deck.mainDeck));
        expect(encodeOk(back, back.version)).toBe(code);
      }
    }
  });

  it("never throws on random base32 text", () => {
    const random = rng(99);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    for (let i = 0; i < 3000; i++) {
      const length = 1 + Math.floor(random() * 80);
      let text = i % 2 === 0 ? "C" : "";
      while (text.length < length) text += alphabet[Math.floor(random() * 32)];
      const result = decodePiltoverCode(text);
      if (!result.ok) {
        expect(result.error.code).toBe("deck/bad-code");
        expect(result.error.message.length).toBeGreaterThan(10);
      }
    }
  });
});

describe("Piltover deck codes: malformed codes give typed errors", () => {
  const bad = (code: string) => {
    const result = decodePiltoverCode(code);
    expect(result.ok).toBe(false);
    if (result.ok) throw new Error("unreachable");
    expect(result.error.code).toBe("deck/bad-code");
    return result.error.message;
  };

  it("every truncation of every golden code is rejected", () => {
    for (const { code } of VECTORS) {
      for (let length = 1; length < code.length; length++) bad(code.slice(0, length));
    }
  });

  it("explains what is wrong in plain words", () => {
    expect(bad("")).toMatch(/empty/);
    expect(bad("   ")).toMatch(/empty/);
    expect(bad("CMAAAAAAAAAAAAAAAEAQAAAH!EAQ")).toMatch(/contains "!" at position 25/);
    expect(bad("CMAAAAAAAAAA1")).toMatch(/only use the letters A-Z and digits 2-7/);
    expect(bad(VECTORS[0]!.code.slice(0, -2))).toMatch(/cut off/);
    expect(bad("AAAAAAAA")).toMatch(/not a Piltover Archive deck code/);
    expect(bad("CAAAAAAA")).toMatch(/invalid version/);
    expect(bad("C4AAAAAA")).toMatch(/version 7 .* newer/);
    expect(bad("x".repeat(5000))).toMatch(/too long/);
  });

  it("rejects extra data after the deck, unknown sets, variants, flags and prefixes", () => {
    const base32 = (bytes: number[]) => {
      let out = "";
      let buffer = 0;
      let bits = 0;
      for (const b of bytes) {
        buffer = ((buffer << 8) | b) & 0xffff;
        bits += 8;
        while (bits >= 5) {
          bits -= 5;
          out += "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"[(buffer >> bits) & 31];
        }
      }
      if (bits > 0) out += "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"[(buffer << (5 - bits)) & 31];
      return out;
    };
    const twelveEmpty = Array<number>(11).fill(0);
    // v1: counts 12..2 empty, count 1: one group of one card.
    expect(decodeOk(base32([0x11, ...twelveEmpty, 1, 1, 0, 0, 7])).mainDeck).toEqual([
      { cardCode: "OGN-007", count: 1 },
    ]);
    expect(bad(base32([0x11, ...twelveEmpty, 1, 1, 0, 0, 7, 0]))).toMatch(/extra data/);
    expect(bad(base32([0x11, ...twelveEmpty, 1, 1, 9, 0, 7]))).toMatch(/set .* \(set id 9\)/);
    expect(bad(base32([0x11, ...twelveEmpty, 1, 1, 0, 7, 7]))).toMatch(/variant id 7/);
    expect(bad(base32([0x14, ...twelveEmpty, 1, 1, 0, 0, 5, 7, 0, 0, 0, 0]))).toMatch(/unknown prefix flag \(5\)/);
    expect(bad(base32([0x15, 2, 0, 0, 0]))).toMatch(/deck-level prefix \(2\)/);
    expect(bad(base32([0x15, 0, 1, 0, 1, 1, 0, 0, 7, 0, 0]))).toMatch(/0 copies/);
    expect(bad(base32([0x13, ...twelveEmpty, 0, 0, 0, 0, 2]))).toMatch(/champion marker/);
    expect(bad(base32([0x11, ...twelveEmpty, 1, 1, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]))).toMatch(/far too long/);
  });
});

describe("Piltover deck codes: encoder errors", () => {
  const cannot = (deck: PiltoverDeckInput, version?: PiltoverVersion) => {
    const result = encodePiltoverCode(deck, version === undefined ? {} : { version });
    expect(result.ok).toBe(false);
    if (result.ok) throw new Error("unreachable");
    expect(result.error.code).toBe("deck/cannot-encode");
    return result.error.message;
  };

  it("rejects codes with no deck-code form, bad counts and versions too low for the deck", () => {
    expect(cannot({ mainDeck: [{ cardCode: "UNL-T01", count: 1 }] })).toMatch(/UNL-T01.*no deck-code form/);
    expect(cannot({ mainDeck: [{ cardCode: "OGN-001", count: 0 }] })).toMatch(/0 copies/);
    expect(cannot({ mainDeck: [{ cardCode: "OGN-001", count: 1.5 }] })).toMatch(/whole number/);
    expect(cannot({ mainDeck: [], chosenChampion: "Jinx" })).toMatch(/chosen champion "Jinx"/);
    expect(cannot({ mainDeck: [], additionalLegends: ["nope"] })).toMatch(/additional legend "nope"/);
    expect(cannot({ mainDeck: [{ cardCode: "VEN-R01", count: 6 }] }, 3)).toMatch(/needs version 4/);
    expect(cannot({ mainDeck: [{ cardCode: "OGN-001", count: 13 }] }, 4)).toMatch(/needs version 5/);
    expect(cannot({ mainDeck: [], sideboard: [{ cardCode: "OGN-001", count: 1 }] }, 1)).toMatch(/needs version 2/);
    expect(cannot({ mainDeck: [{ cardCode: "OGN-001", count: 1 }], chosenChampion: "OGN-001" }, 2)).toMatch(
      /needs version 3/,
    );
  });

  it("sums duplicate card codes", () => {
    const code = encodeOk({
      mainDeck: [
        { cardCode: "OGN-001", count: 2 },
        { cardCode: "ogn-1", count: 1 },
      ],
    });
    expect(decodeOk(code).mainDeck).toEqual([{ cardCode: "OGN-001", count: 3 }]);
  });
});
