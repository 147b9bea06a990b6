/**
 * Seeded random generator of LEGAL Riftbound decks (rule 103, tournament deck size 402.1): the soak plays
 * games between them (docs/soak.md). No I/O; the RNG is the engine's seeded sfc32, so a seed always gives the
 * same deck for the same card data and the same set of implemented cards (the registry grows: decks change).
 *
 * Construction (each choice uniform unless said otherwise; docs/soak.md "Random decks"):
 * - Legend: uniform over the usable legends (one printing per name, every one of its cards' needs met).
 * - Chosen champion: uniform over the Champion units with the legend's champion tag (103.2.a.2).
 * - Main deck: exactly 40 cards (402.1), chosen champion included. Names are visited in a random order and each
 *   gets 1-3 copies (uniform), at most 3 per name (103.2.b), 1 of a Unique card (CR 1.4 825.3.a), and at most 3
 *   Signature cards in all (103.2.d.1);
 *   if the pool runs dry before 40, visited names are topped up to 3 copies in random order.
 * - Runes: 12 (103.3.a) of the identity's domains, split in proportion to how many main-deck cards carry each
 *   domain (largest remainder, at least 1 per domain).
 * - Battlefields: 3 with distinct names (103.4.c, 644.4.a), uniform without replacement.
 */
import { nextInt, type RngState, seedRng, shuffle } from "../../../engine/index.js";
import { isSupported as registrySupported } from "../cards/registry.js";
import type { CardSource } from "../data/card-source.js";
import type { CardRecord, Domain } from "../data/schema.js";
import { encodePiltoverCode } from "./piltover-code.js";
import type { ResolvableDeck } from "./resolve.js";
import type { DeckEntry } from "./types.js";

/** Origins: the main set and the Proving Grounds starter set. */
export const ORIGINS_SETS = ["OGN", "OGS"] as const;

const MAIN_SIZE = 40; // 103.2, exactly 40 in constructed events (tournament rules 402.1)
const MAX_COPIES = 3; // 103.2.b
const MAX_SIGNATURE = 3; // 103.2.d.1
const RUNES = 12; // 103.3.a
const BATTLEFIELDS = 3; // 644.4.a, 402.1

/** Options of the generator. */
export interface RandomDeckOptions {
  /** Sets the cards may come from (card `set`). Default {@link ORIGINS_SETS}. */
  sets?: readonly string[];
  /**
   * Use only cards the engine can play (default true): `isSupported(code) === true`. False: every card (decks
   * for other tools; the engine refuses them).
   */
  onlySupported?: boolean;
  /** Whether the engine can play a card: true, or the reason. Default: the card registry's `isSupported`. */
  isSupported?: (code: string) => boolean | string;
  /** Cards never to use (a ban list, a card under investigation). Default: none. */
  exclude?: (card: CardRecord) => boolean;
}

/** A generated deck as rules card codes, the shape the engine's `RbDeck` and `ResolvedDeck` use. */
export interface RandomDeck {
  legend: string;
  /** The chosen champion; also counted once in `main`. */
  champion: string;
  /** Exactly 40 codes, the chosen champion included, one per copy, grouped by card. */
  main: string[];
  battlefields: string[];
  runes: string[];
}

/** A legend the generator cannot build a legal deck for, and why (plain words). */
export interface SkippedLegend {
  legend: CardRecord;
  reason: string;
}

/** What the generator can build from: per usable legend its card pools. */
interface LegendPool {
  legend: CardRecord;
  champions: CardRecord[];
  /** Main-deck candidates, one printing per name, chosen-champion candidates included. */
  main: CardRecord[];
  battlefields: CardRecord[];
  /** Rune printings per identity domain (one entry per domain, each non-empty). */
  runes: { domain: Domain; cards: CardRecord[] }[];
}

/** True for cards created during play (rule 171): typed Token, or a unit/spell/gear with no cost (Recruit). */
export function isTokenCard(card: CardRecord): boolean {
  if (card.type === "Token" || card.supertype === "Token") return true;
  if (/^[A-Z]{3}-T\d/.test(card.code)) return true;
  return (card.type === "Unit" || card.type === "Spell" || card.type === "Gear") && card.energy === null;
}

function colored(card: CardRecord): Domain[] {
  return card.domains.filter((d) => d !== "Colorless");
}

/** 103.1.b.3-4: all of the card's domains are in the identity. */
function fits(card: CardRecord, identity: readonly Domain[]): boolean {
  return colored(card).every((d) => identity.includes(d));
}

/** One printing per name, the first in source order (showcase printings share the regular one's name). */
function onePerName(cards: readonly CardRecord[]): CardRecord[] {
  const seen = new Map<string, CardRecord>();
  for (const c of cards) if (!seen.has(c.name)) seen.set(c.name, c);
  return [...seen.values()];
}

/** Copies of one name a deck may hold: 3 (103.2.b), 1 for a Unique card (CR 1.4 825.3.a). */
function maxCopies(c: CardRecord): number {
  return c.keywords.includes("Unique") ? 1 : MAX_COPIES;
}

/** Most main-deck cards a pool can give: {@link maxCopies} per name, at most 3 Signature cards in all. */
function capacity(pool: readonly CardRecord[]): number {
  const sum = (cards: readonly CardRecord[]) => cards.reduce((n, c) => n + maxCopies(c), 0);
  const plain = sum(pool.filter((c) => c.supertype !== "Signature"));
  const sig = Math.min(MAX_SIGNATURE, sum(pool.filter((c) => c.supertype === "Signature")));
  return plain + sig;
}

/**
 * A seeded generator of legal decks over a card source. Build it once (it indexes the card pools) and call
 * {@link RandomDeckGenerator.generate} per seed. `legends` lists the legends it can build for, `skipped` the
 * others with the reason (too few implemented cards, no implemented champion, ...).
 */
export class RandomDeckGenerator {
  /** Legends a legal deck can be built for, in source order. */
  readonly legends: readonly CardRecord[];
  /** Legends in the sets that cannot get a legal deck from the usable cards, with the reason. */
  readonly skipped: readonly SkippedLegend[];
  readonly #pools: LegendPool[];

  /** Index the usable cards of `source` (see {@link RandomDeckOptions}). Never throws for missing cards. */
  constructor(source: CardSource, opts: RandomDeckOptions = {}) {
    const sets = opts.sets ?? ORIGINS_SETS;
    const supported = opts.onlySupported === false ? () => true : (opts.isSupported ?? registrySupported);
    const exclude = opts.exclude ?? (() => false);
    const inSets = source.all().filter((c) => c.variant === null && sets.includes(c.set));
    const usable = (c: CardRecord) => supported(c.code) === true && !exclude(c);
    const why = (c: CardRecord) => {
      if (exclude(c)) return "excluded";
      const v = supported(c.code);
      return typeof v === "string" && v !== "" ? v : "not supported";
    };

    const legends = onePerName(inSets.filter((c) => c.type === "Legend"));
    const mainCards = onePerName(
      inSets.filter((c) => (c.type === "Unit" || c.type === "Spell" || c.type === "Gear") && !isTokenCard(c)),
    );
    const fields = onePerName(inSets.filter((c) => c.type === "Battlefield"));
    const runes = inSets.filter((c) => c.type === "Rune");

    const pools: LegendPool[] = [];
    const skipped: SkippedLegend[] = [];
    for (const legend of legends) {
      const name = `${legend.name} (${legend.code})`;
      if (!usable(legend)) {
        skipped.push({ legend, reason: `the legend ${name} itself cannot be used: ${why(legend)}.` });
        continue;
      }
      const identity = colored(legend);
      const tag = legend.championTag;
      const inIdentity = mainCards.filter(
        (c) => fits(c, identity) && (c.supertype !== "Signature" || (tag !== null && c.championTag === tag)),
      );
      const allChampions = inIdentity.filter(
        (c) => c.type === "Unit" && c.supertype === "Champion" && tag !== null && c.championTag === tag,
      );
      const main = inIdentity.filter(usable);
      const champions = allChampions.filter(usable);
      const pool: LegendPool = {
        legend,
        champions,
        main,
        battlefields: fields.filter((c) => fits(c, identity) && usable(c)),
        runes: identity.map((domain) => ({
          domain,
          cards: runes.filter((r) => colored(r).length === 1 && colored(r)[0] === domain && usable(r)),
        })),
      };
      const problems: string[] = [];
      if (champions.length === 0) {
        problems.push(
          allChampions.length === 0
            ? `no ${tag ?? "(untagged)"} Champion unit exists in the sets`
            : `none of its ${tag} Champion units can be used (${allChampions.map((c) => `${c.name} (${c.code}): ${why(c)}`).join("; ")})`,
        );
      }
      const cap = capacity(main);
      if (cap < MAIN_SIZE) {
        problems.push(
          `its usable main-deck cards give at most ${cap} of the ${MAIN_SIZE} cards (${main.length} names within ${identity.join(" + ")})`,
        );
      }
      if (pool.battlefields.length < BATTLEFIELDS) {
        problems.push(
          `only ${pool.battlefields.length} usable battlefields, ${BATTLEFIELDS} with distinct names needed`,
        );
      }
      for (const r of pool.runes) if (r.cards.length === 0) problems.push(`no usable ${r.domain} rune`);
      if (identity.length === 0) problems.push("it has no domain identity");
      if (problems.length > 0) {
        skipped.push({ legend, reason: `no legal deck for ${name}: ${problems.join("; ")}.` });
        continue;
      }
      pools.push(pool);
    }
    this.#pools = pools;
    this.legends = pools.map((p) => p.legend);
    this.skipped = skipped;
  }

  /**
   * The deck for a seed (an integer or any text). Deterministic for the same card data, options and seed.
   * `legend` (a code among {@link legends}) fixes the legend instead of drawing it.
   * @throws Error when no legend is usable (check `legends.length` first) or `legend` is not usable.
   */
  generate(seed: number | string, legend?: string): RandomDeck {
    if (this.#pools.length === 0) {
      throw new Error(
        `no legal deck can be built from the usable cards: ${this.skipped.map((s) => s.reason).join(" ")}`,
      );
    }
    let rng: RngState = seedRng(seed);
    const roll = (n: number): number => {
      const [r, x] = nextInt(rng, n);
      rng = r;
      return x;
    };
    const mix = <T>(items: readonly T[]): T[] => {
      const [r, out] = shuffle(rng, items);
      rng = r;
      return out;
    };
    const pool = legend ? this.#pools.find((p) => p.legend.code === legend) : this.#pools[roll(this.#pools.length)];
    if (!pool) throw new Error(`legend ${legend} is not among the usable legends`);

    const champion = pool.champions[roll(pool.champions.length)]!;
    const copies = new Map<CardRecord, number>([[champion, 1 + roll(maxCopies(champion))]]);
    let total = copies.get(champion)!;
    let signatures = 0;
    const room = (c: CardRecord, want: number): number => {
      const have = copies.get(c) ?? 0;
      let n = Math.min(want, maxCopies(c) - have, MAIN_SIZE - total);
      if (c.supertype === "Signature") n = Math.min(n, MAX_SIGNATURE - signatures);
      return Math.max(0, n);
    };
    const add = (c: CardRecord, n: number) => {
      if (n <= 0) return;
      copies.set(c, (copies.get(c) ?? 0) + n);
      total += n;
      if (c.supertype === "Signature") signatures += n;
    };
    const order = mix(pool.main.filter((c) => c !== champion));
    for (const c of order) {
      if (total >= MAIN_SIZE) break;
      add(c, room(c, 1 + roll(MAX_COPIES)));
    }
    // Top up (only when the pool is small): raise cards to 3 copies in a fresh random order.
    for (const c of mix([champion, ...order])) {
      if (total >= MAIN_SIZE) break;
      add(c, room(c, MAX_COPIES));
    }
    if (total !== MAIN_SIZE) throw new Error(`deck generator bug: ${total} main-deck cards for ${pool.legend.code}`);

    const main: string[] = [];
    for (const [c, n] of copies) for (let i = 0; i < n; i++) main.push(c.code);

    // Runes in proportion to the main deck's domain demand (largest remainder, at least 1 each).
    const demand = pool.runes.map(
      (r) => 1 + [...copies].reduce((n, [c, k]) => n + (c.domains.includes(r.domain) ? k : 0), 0),
    );
    const counts = apportion(RUNES, demand);
    const runes: string[] = [];
    pool.runes.forEach((r, i) => {
      const card = r.cards[roll(r.cards.length)]!;
      for (let k = 0; k < counts[i]!; k++) runes.push(card.code);
    });

    const battlefields = mix(pool.battlefields)
      .slice(0, BATTLEFIELDS)
      .map((c) => c.code);
    return { legend: pool.legend.code, champion: champion.code, main, battlefields, runes };
  }
}

/**
 * Split `total` into integers proportional to positive `weights`: one each first (when `total` allows), the
 * rest by largest remainder, ties to the earlier entry.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const base = total >= n ? 1 : 0;
  const rest = total - base * n;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (w * rest) / sum : rest / n));
  const out = exact.map((x) => base + Math.floor(x));
  let left = total - out.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    out[i]!++;
    left--;
  }
  return out;
}

/**
 * One legal deck for a seed (only implemented Origins cards by default). Builds the generator each call; use
 * {@link RandomDeckGenerator} for many decks. @throws Error when no legend can get a legal deck.
 */
export function generateRandomDeck(
  source: CardSource,
  seed: number | string,
  opts: RandomDeckOptions = {},
): RandomDeck {
  return new RandomDeckGenerator(source, opts).generate(seed);
}

/** Group codes into entries (`count` copies), first-seen order. */
function entries(codes: readonly string[]): DeckEntry[] {
  const out = new Map<string, number>();
  for (const c of codes) out.set(c, (out.get(c) ?? 0) + 1);
  return [...out].map(([code, count]) => ({ ref: { code }, count }));
}

/** The deck as a parsed deck (codes only), ready for `checkDeck`. The chosen champion's copy leaves `main`. */
export function randomDeckToParsed(deck: RandomDeck): ResolvableDeck {
  const main = [...deck.main];
  main.splice(main.indexOf(deck.champion), 1);
  return {
    legend: { code: deck.legend },
    champion: { code: deck.champion },
    main: entries(main),
    battlefields: entries(deck.battlefields),
    runes: entries(deck.runes),
    sideboard: [],
  };
}

/**
 * The deck as a sectioned text list (`Legend:`, `Champion:`, `MainDeck:`, `Battlefields:`, `Runes:`), one
 * `count Name (CODE)` line per card, as `text-list.ts` reads it. Legends are written `<tag>, <name>`.
 */
export function randomDeckToText(deck: RandomDeck, source: CardSource): string {
  const line = (code: string, count: number) => {
    const c = source.byCode(code);
    const name = !c ? code : c.type === "Legend" && c.championTag ? `${c.championTag}, ${c.name}` : c.name;
    return `${count} ${name} (${code})`;
  };
  const section = (title: string, codes: readonly string[]) => [
    `${title}:`,
    ...entries(codes).map((e) => line(e.ref.code!, e.count)),
  ];
  const parsed = randomDeckToParsed(deck);
  const mainCodes = parsed.main.flatMap((e) => Array.from({ length: e.count }, () => e.ref.code!));
  return [
    ...section("Legend", [deck.legend]),
    ...section("Champion", [deck.champion]),
    ...section("MainDeck", mainCodes),
    ...section("Battlefields", deck.battlefields),
    ...section("Runes", deck.runes),
  ].join("\n");
}

/** The deck as a Piltover Archive code (lowest version that fits, chosen champion labelled). */
export function randomDeckToPiltoverCode(deck: RandomDeck): string {
  const all = [deck.legend, ...deck.main, ...deck.battlefields, ...deck.runes];
  const r = encodePiltoverCode({
    mainDeck: entries(all).map((e) => ({ cardCode: e.ref.code!, count: e.count })),
    chosenChampion: deck.champion,
  });
  if (!r.ok) throw new Error(`cannot encode a generated deck: ${r.error.message}`);
  return r.value;
}
