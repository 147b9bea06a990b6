/**
 * Card sets per server in the Rise host (docs/rise.md "Card sets per server"): decks resolve against the built-in
 * sample set plus the server's loaded sets; card ids are unique across a server's sets (refused when a set is
 * loaded and when a deck is built); a match carries its cards, whatever happens to the sets later.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { contentHash } from "../../src/services/card-sets.js";
import type { GuildContent } from "../../src/services/matches/games.js";
import { riseCardSets } from "../../src/games/rise/card-sets.js";
import { SAMPLE_SET_PATH } from "../../src/games/rise/data/sample.js";
import { sampleDeckText } from "../../src/games/rise/decks.js";
import { matchConfig, riseAdapter, riseBuiltInSets } from "../../src/games/rise/host.js";
import { type RiseState, riseRules } from "../../src/games/rise/rules/index.js";

interface SetFile {
  set: string;
  name: string;
  cards: { id: string; name: string; atk?: number }[];
  decks: { name: string; commander: string; cards: Record<string, number> }[];
}
const sample = () => parse(readFileSync(SAMPLE_SET_PATH, "utf8")) as SetFile;
/** The sample set under `key`, every id prefixed with `prefix`. */
function renamed(key: string, prefix: string, tweak: (c: SetFile["cards"][number]) => object = (c) => c): SetFile {
  const s = sample();
  const re = (id: string) => `${prefix}${id}`.slice(0, 24);
  return {
    ...s,
    set: key,
    cards: s.cards.map((c) => ({ ...tweak(c), id: re(c.id) })) as SetFile["cards"],
    decks: s.decks.map((d) => ({
      ...d,
      commander: re(d.commander),
      cards: Object.fromEntries(Object.entries(d.cards).map(([k, n]) => [re(k), n])),
    })),
  };
}
const guild = (...files: SetFile[]): GuildContent => ({
  guildId: "g",
  sets: files.map((f) => {
    const text = stringify(f);
    return { key: f.set, text, hash: contentHash(text) };
  }),
});
const deckOf = (f: SetFile, i: number) => {
  const d = f.decks[i]!;
  return [`Set: ${f.set}`, `Commander: ${d.commander}`, ...Object.entries(d.cards).map(([k, n]) => `${n} ${k}`)].join(
    "\n",
  );
};

describe("Rise card sets per server", () => {
  const host = riseAdapter();
  const sets = riseCardSets(riseBuiltInSets);

  it("resolves a deck against the server's loaded set, carrying the set's hash and the cards it uses", () => {
    const house = renamed("house", "h-");
    const g = guild(house);
    const r = host.buildDeck(deckOf(house, 0), { guild: g });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.deck.set).toBe("house");
    expect(r.deck.hash).toBe(g.sets[0]!.hash);
    expect(Object.keys(r.deck.defs ?? {})).toContain(house.decks[0]!.commander);
    // Without the server's sets (another server, a DM) the same text is refused by name.
    const elsewhere = host.buildDeck(deckOf(house, 0), { guild: { guildId: "other", sets: [] } });
    expect(!elsewhere.ok && elsewhere.problems[0]?.message).toContain("No card set house on this server");
    // No Set: line is the sample set.
    expect(host.buildDeck(sampleDeckText(riseBuiltInSets()[0]!, 0), { guild: g }).ok).toBe(true);
  });

  it("refuses loading a set whose card id another set of the server (or the sample set) uses, by line", () => {
    const house = renamed("house", "h-");
    const clash = renamed("clash", "h-");
    const r = sets.check(stringify(clash), guild(house));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0]).toMatch(/^line \d+, cards\[0\]\.id: the id h-\S+ is already a card of the set house/);
    const sampleIds = sets.check(stringify({ ...sample(), set: "copy" }), guild());
    expect(!sampleIds.ok && sampleIds.problems.length).toBe(sample().cards.length);
    // Replacing a set by its own key is not a clash with its older version.
    expect(sets.check(stringify(house), guild(house))).toMatchObject({ ok: true, key: "house" });
  });

  it("refuses at deck time a card id two of the server's sets define (sets stored before the check)", () => {
    const a = renamed("alpha", "z-");
    const b = renamed("beta", "z-");
    const r = host.buildDeck(deckOf(a, 0), { guild: guild(a, b) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.every((p) => p.code === "deck/card-clash")).toBe(true);
    expect(r.problems[0]?.message).toMatch(/The card id z-\S+ is defined by the sets alpha and beta on this server/);
  });

  it("refuses a deck of a stored set that no longer loads, naming the set and its problem", () => {
    const g: GuildContent = {
      guildId: "g",
      sets: [{ key: "old", text: "set: old\ncards: 3\n", hash: "x".repeat(64) }],
    };
    const r = host.buildDeck("Set: old\nCommander: varka", { guild: g });
    expect(!r.ok && r.problems[0]?.message).toMatch(/The card set old of this server no longer loads \(.*cards/);
  });

  it("keeps each deck's own cards when two decks were built from two versions of one set (codes <id>~v2)", () => {
    const v1 = renamed("house", "h-");
    const v2 = renamed("house", "h-", (c) => (typeof c.atk === "number" ? { ...c, atk: c.atk + 1 } : c));
    const d1 = host.buildDeck(deckOf(v1, 0), { guild: guild(v1) });
    const d2 = host.buildDeck(deckOf(v2, 0), { guild: guild(v2) });
    if (!d1.ok || !d2.ok) throw new Error("decks refused");
    const config = matchConfig([d1.deck, d2.deck], riseBuiltInSets());
    const changed = v1.cards.find(
      (c, i) => c.atk !== undefined && c.atk !== v2.cards[i]!.atk && d2.deck.cards.includes(c.id),
    )!;
    expect(config.cards[changed.id]?.atk).toBe(changed.atk);
    expect(config.cards[`${changed.id}~v2`]?.atk).toBe(changed.atk! + 1);
    expect(config.decks[1]!.cards).toContain(`${changed.id}~v2`);
    expect(config.decks[0]!.cards).not.toContain(`${changed.id}~v2`);
    // The config round-trips the host's boundary and starts a game.
    const parsed = host.parseConfig(JSON.parse(JSON.stringify(config)));
    const s = riseRules.create(parsed as never, 3) as RiseState;
    expect(s.over).toBe(false);
  });

  it("makes a match of decks stored before sets per server (no cards of their own) from the built-in set", () => {
    const [a, b] = [0, 1].map((i) => {
      const r = host.buildDeck(sampleDeckText(riseBuiltInSets()[0]!, i));
      if (!r.ok) throw new Error("refused");
      const { defs: _d, ...old } = r.deck;
      return host.parseDeck(old);
    });
    const config = host.makeConfig([a!, b!], "1v1");
    expect(Object.keys(config.cards).length).toBeGreaterThan(10);
  });
});
