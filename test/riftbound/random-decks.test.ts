import { describe, expect, it } from "vitest";
import { isSupported } from "../../src/games/riftbound/cards/registry.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import type { Domain } from "../../src/games/riftbound/data/schema.js";
import { parseDeckInput } from "../../src/games/riftbound/decks/parse.js";
import {
  apportion,
  generateRandomDeck,
  isTokenCard,
  type RandomDeck,
  RandomDeckGenerator,
  randomDeckToParsed,
  randomDeckToPiltoverCode,
  randomDeckToText,
} from "../../src/games/riftbound/decks/random.js";
import { checkDeck } from "../../src/games/riftbound/decks/validate.js";

const source = new FileCardSource();
const gen = new RandomDeckGenerator(source);
const SEEDS = 400;
const decks: RandomDeck[] = Array.from({ length: SEEDS }, (_, i) => gen.generate(i));
const card = (code: string) => {
  const c = source.byCode(code);
  if (!c) throw new Error(`unknown ${code}`);
  return c;
};
const strict = (d: RandomDeck) =>
  checkDeck(randomDeckToParsed(d), source, { isSupported: (code) => isSupported(code), strictness: "strict" });

describe("random legal decks (rule 103, tournament rules 402.1)", () => {
  it("the same seed gives the same deck; different seeds give different decks", () => {
    expect(generateRandomDeck(source, 7)).toEqual(gen.generate(7));
    expect(gen.generate("soak/3/a")).toEqual(new RandomDeckGenerator(source).generate("soak/3/a"));
    expect(new Set(decks.map((d) => JSON.stringify(d))).size).toBe(SEEDS);
  });

  it(`every deck of ${SEEDS} seeds passes checkDeck in strict mode with no problem at all`, () => {
    for (const [i, d] of decks.entries()) {
      const r = strict(d);
      expect(r.problems, `seed ${i}`).toEqual([]);
      expect(r.ok).toBe(true);
    }
  });

  it("40 main-deck cards with the chosen champion, 12 runes, 3 battlefields with distinct names", () => {
    for (const d of decks) {
      expect(d.main).toHaveLength(40);
      expect(d.main).toContain(d.champion);
      expect(d.runes).toHaveLength(12);
      expect(d.battlefields).toHaveLength(3);
      expect(new Set(d.battlefields.map((c) => card(c).name)).size).toBe(3);
      const byName = new Map<string, number>();
      for (const c of d.main) byName.set(card(c).name, (byName.get(card(c).name) ?? 0) + 1);
      expect(Math.max(...byName.values())).toBeLessThanOrEqual(3);
      expect(d.main.filter((c) => card(c).supertype === "Signature").length).toBeLessThanOrEqual(3);
    }
  });

  it("only implemented cards, no tokens, and the legend's domain identity and champion tag (103.1.b, 103.2.a.2, 103.2.d.2)", () => {
    for (const d of decks) {
      const legend = card(d.legend);
      const identity = legend.domains.filter((x) => x !== "Colorless");
      const inIdentity = (code: string) =>
        card(code).domains.every((x: Domain) => x === "Colorless" || identity.includes(x));
      for (const code of [d.legend, ...d.main, ...d.runes, ...d.battlefields]) {
        expect(isSupported(code), code).toBe(true);
        expect(inIdentity(code), `${code} in ${legend.name}`).toBe(true);
        expect(isTokenCard(card(code)), code).toBe(false);
      }
      expect(card(d.champion).supertype).toBe("Champion");
      expect(card(d.champion).championTag).toBe(legend.championTag);
      for (const c of d.main.map(card).filter((x) => x.supertype === "Signature"))
        expect(c.championTag).toBe(legend.championTag);
      for (const r of d.runes) expect(card(r).type).toBe("Rune");
      // Both identity domains get runes.
      for (const dom of identity) expect(d.runes.some((r) => card(r).domains.includes(dom))).toBe(true);
    }
  });

  it("covers every buildable legend and every implemented card of their pools over many seeds", () => {
    expect(gen.legends.length).toBeGreaterThanOrEqual(8);
    const used = new Set(decks.map((d) => d.legend));
    for (const l of gen.legends) expect(used.has(l.code), l.name).toBe(true);
    // Every implemented, non-token Origins main-deck card that some buildable legend may use shows up.
    const usedCards = new Set(decks.flatMap((d) => d.main).map((c) => card(c).name));
    const identities = gen.legends.map((l) => ({ l, id: l.domains.filter((x) => x !== "Colorless") }));
    const missing = source
      .all()
      .filter(
        (c) =>
          c.variant === null &&
          (c.set === "OGN" || c.set === "OGS") &&
          (c.type === "Unit" || c.type === "Spell" || c.type === "Gear") &&
          !isTokenCard(c) &&
          isSupported(c.code) === true &&
          identities.some(
            ({ l, id }) =>
              c.domains.every((x) => x === "Colorless" || id.includes(x)) &&
              (c.supertype !== "Signature" || c.championTag === l.championTag),
          ),
      )
      .filter((c) => !usedCards.has(c.name))
      .map((c) => c.code);
    expect(missing).toEqual([]);
  });

  it("the printed text list and Piltover code read back to the same legal deck", () => {
    for (const d of decks.slice(0, 25)) {
      for (const printed of [randomDeckToText(d, source), randomDeckToPiltoverCode(d)]) {
        const parsed = parseDeckInput(printed);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const r = checkDeck(parsed.deck, source, { isSupported: (code) => isSupported(code), strictness: "strict" });
        expect(r.problems).toEqual([]);
        expect(r.deck.legend).toBe(d.legend);
        expect(r.deck.champion).toBe(d.champion);
        expect([...r.deck.main].sort()).toEqual([...d.main].sort());
        expect([...r.deck.runes].sort()).toEqual([...d.runes].sort());
        expect([...r.deck.battlefields].sort()).toEqual([...d.battlefields].sort());
      }
    }
  });

  it("skips, with a reason, legends whose own card, champions or pool are not implemented", () => {
    const reasons = gen.skipped.map((s) => s.reason).join("\n");
    // Darius's legend is implemented, neither Darius Champion unit is (today).
    if (isSupported("OGN-253") === true && isSupported("OGN-027") !== true && isSupported("OGN-243") !== true)
      expect(reasons).toMatch(/Hand of Noxus.*Champion units can be used/);
    for (const s of gen.skipped) expect(gen.legends).not.toContain(s.legend);
    // Without Jinx's champions, Jinx is skipped and never drawn.
    const noJinx = new RandomDeckGenerator(source, {
      isSupported: (code) =>
        card(code).championTag === "Jinx" && card(code).type === "Unit" ? "test" : isSupported(code),
    });
    expect(noJinx.legends.map((l) => l.championTag)).not.toContain("Jinx");
    expect(noJinx.skipped.find((s) => s.legend.championTag === "Jinx")?.reason).toMatch(/Champion units can be used/);
    // Too few implemented cards for any legend: generate says so.
    const tiny = new RandomDeckGenerator(source, {
      isSupported: (code) =>
        ["Legend", "Rune", "Battlefield"].includes(card(code).type) || card(code).championTag === "Jinx",
    });
    expect(tiny.legends).toEqual([]);
    expect(tiny.skipped.find((s) => s.legend.code === "OGN-251")?.reason).toMatch(/at most \d+ of the 40 cards/);
    expect(() => tiny.generate(1)).toThrow(/no legal deck can be built/);
  });

  it("with onlySupported false every Origins legend (one per name) gets a deck legal apart from support", () => {
    const all = new RandomDeckGenerator(source, { onlySupported: false });
    expect(all.legends).toHaveLength(16);
    expect(all.skipped).toEqual([]);
    for (let i = 0; i < 50; i++) {
      const r = checkDeck(randomDeckToParsed(all.generate(i)), source, {
        isSupported: () => true,
        strictness: "strict",
      });
      expect(r.problems).toEqual([]);
    }
  });

  it("the sets option limits the cards: Proving Grounds alone has no runes, so nothing can be built", () => {
    const ogs = new RandomDeckGenerator(source, { sets: ["OGS"] });
    expect(ogs.legends).toEqual([]);
    expect(ogs.skipped.map((s) => s.legend.set)).toEqual(["OGS", "OGS", "OGS", "OGS"]);
    expect(ogs.skipped[0]?.reason).toMatch(/no usable (Fury|Chaos) rune/);
  });

  it("CR 1.4 825.3.a Unique: decks over every set hold one copy of a Unique card and pass checkDeck strictly", () => {
    const all = new RandomDeckGenerator(source, { sets: ["OGN", "OGS", "SFD", "UNL", "VEN"] });
    // The legends whose pools hold a Unique card (Ornn's Signature Equipment), 100 decks each.
    const withUnique = all.legends.filter((l) => l.championTag === "Ornn");
    expect(withUnique.length).toBeGreaterThan(0);
    let uniques = 0;
    for (const legend of withUnique)
      for (let i = 0; i < 100; i++) {
        const d = all.generate(`unique/${i}`, legend.code);
        const counts = new Map<string, number>();
        for (const code of d.main)
          if (card(code).keywords.includes("Unique"))
            counts.set(card(code).name, (counts.get(card(code).name) ?? 0) + 1);
        for (const [name, n] of counts) expect(n, `seed ${i}: ${name}`).toBe(1);
        uniques += counts.size;
        expect(strict(d).problems, `seed ${i}`).toEqual([]);
      }
    expect(uniques).toBeGreaterThan(0);
  });

  it("the exclude option keeps a card out (ban lists)", () => {
    const noRow = new RandomDeckGenerator(source, { exclude: (c) => c.name === "Reaver's Row" });
    for (let i = 0; i < 100; i++)
      expect(noRow.generate(i).battlefields.map((c) => card(c).name)).not.toContain("Reaver's Row");
  });

  it("runes follow the main deck's domain demand (largest remainder, at least 1 each)", () => {
    expect(apportion(12, [1, 1])).toEqual([6, 6]);
    expect(apportion(12, [30, 12])).toEqual([8, 4]);
    expect(apportion(12, [41, 1])).toEqual([11, 1]);
    expect(apportion(12, [1, 1, 1])).toEqual([4, 4, 4]);
    expect(apportion(12, [5])).toEqual([12]);
    expect(apportion(1, [1, 1])).toEqual([1, 0]);
  });

  it("cards with no cost among units (Recruit, Sprite) are tokens (171) and never in a deck", () => {
    expect(isTokenCard(card("OGN-271"))).toBe(true);
    expect(isTokenCard(card("OGN-274"))).toBe(true);
    expect(isTokenCard(card("OGN-001"))).toBe(false);
  });
});
