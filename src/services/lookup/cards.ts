import Fuse from "fuse.js";
import type { RulesLookup } from "./rules.js";

/**
 * The card fields card lookup reads; any card source with this shape works (`data/riftbound/cards.json`
 * or `/work/shared/riftbound/cards.json`, same shape). Extra fields are ignored.
 */
export interface CardLike {
  code: string;
  name: string;
  type: string;
  text: string | null;
  keywords: string[];
  baseCode?: string;
  domains?: string[];
  energy?: number | null;
  power?: number | null;
  might?: number | null;
  mightBonus?: number | null;
  tags?: string[];
  supertype?: string | null;
}

/** A card keyword with the rule section it links to (Riftbound Keyword Glossary, by English term). */
export interface CardKeyword {
  /** As printed, e.g. `Assault 2`. */
  name: string;
  /** Rule number of the keyword's section (`719`); absent when the rules documents do not describe it. */
  rule?: string;
  /** The section heading, e.g. `强袭 (Assault)`. */
  title?: string;
}

/** One card answer: printed text, stats, keywords with rule links, and whether the bot supports it. */
export interface CardResult {
  code: string;
  name: string;
  type: string;
  text: string;
  stats: { energy: number | null; power: number | null; might: number | null; mightBonus: number | null };
  domains: string[];
  tags: string[];
  keywords: CardKeyword[];
  /** Filled by the optional `supported` callback (engine support); absent without one. */
  supported?: boolean;
  /** Why the engine cannot run the card (when `supported` is false and the callback gave a reason). */
  unsupportedReason?: string;
  /** Fuse score, 0 exact .. 1 unrelated. */
  score: number;
}

/** Options of {@link CardSearch}. */
export interface CardSearchOptions {
  /** Links keywords to rule sections; without it `keywords[].rule` stays empty. */
  rules?: RulesLookup;
  /**
   * Whether the engine implements a card (fills `supported`): `true`/`false`, or a string giving the reason it
   * is not supported (the shape of `isSupported` in `src/games/riftbound/cards/registry.ts`).
   */
  supported?: (card: CardLike) => boolean | string;
}

/**
 * Card lookup over an injected card list: exact code (`OGN-024`), exact name, then fuzzy names
 * (`void seekr` -> Void Seeker). Printings sharing `baseCode` and name (alt art, signed) collapse to the
 * first one. Build once per card list.
 */
export class CardSearch {
  private readonly cards: CardLike[];
  private readonly fuse: Fuse<CardLike>;
  private readonly links = new Map<string, CardKeyword>();
  private sorted: CardLike[] | undefined;

  constructor(
    cards: readonly CardLike[],
    private readonly opts: CardSearchOptions = {},
  ) {
    const seen = new Set<string>();
    this.cards = cards.filter((c) => {
      const key = `${c.baseCode ?? c.code}|${c.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    this.fuse = new Fuse(this.cards, { keys: ["name"], includeScore: true, threshold: 0.4, ignoreLocation: true });
  }

  /** Best matches, best first (at most `limit`); empty when nothing is close. */
  search(query: string, limit = 5): CardResult[] {
    const q = query.trim();
    if (!q) return [];
    const code = this.cards.filter((c) => c.code.toLowerCase() === q.toLowerCase());
    if (code.length > 0) return code.slice(0, limit).map((c) => this.result(c, 0));
    const exact = this.cards.filter((c) => c.name.toLowerCase() === q.toLowerCase());
    if (exact.length > 0) return exact.slice(0, limit).map((c) => this.result(c, 0));
    return this.fuse.search(q, { limit }).map((r) => this.result(r.item, r.score ?? 1));
  }

  /** The first `limit` cards by name, A-Z (score 1), e.g. for an empty autocomplete. */
  alphabetical(limit = 25): CardResult[] {
    this.sorted ??= [...this.cards].sort((a, b) => a.name.localeCompare(b.name));
    return this.sorted.slice(0, limit).map((c) => this.result(c, 1));
  }

  /** Names close to `query`, for "did you mean". */
  suggest(query: string, limit = 5): string[] {
    return [...new Set(this.fuse.search(query, { limit: limit * 2 }).map((r) => r.item.name))].slice(0, limit);
  }

  private keyword(name: string): CardKeyword {
    const cached = this.links.get(name);
    if (cached) return cached;
    const section = this.opts.rules?.keyword(name);
    const link: CardKeyword = section ? { name, rule: section.number, title: section.hits[0]?.rule.text } : { name };
    this.links.set(name, link);
    return link;
  }

  private result(card: CardLike, score: number): CardResult {
    const out: CardResult = {
      code: card.code,
      name: card.name,
      type: card.type,
      text: card.text ?? "",
      stats: {
        energy: card.energy ?? null,
        power: card.power ?? null,
        might: card.might ?? null,
        mightBonus: card.mightBonus ?? null,
      },
      domains: card.domains ?? [],
      tags: card.tags ?? [],
      keywords: card.keywords.map((k) => this.keyword(k)),
      score,
    };
    if (this.opts.supported) {
      const s = this.opts.supported(card);
      out.supported = s === true;
      if (typeof s === "string") out.unsupportedReason = s;
    }
    return out;
  }
}
