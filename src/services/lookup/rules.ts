import Fuse from "fuse.js";
import MiniSearch from "minisearch";
import type { GameId, Rule, RulesDocument, Term } from "../../rules-text/types.js";
import type { Corpus } from "./corpus.js";
import { addWords, hasCjk, segment } from "./segment.js";

/** A game id, or `all` to search every document. Defaults to `riftbound` everywhere (the bot's game). */
export type GameFilter = GameId | "all";

/**
 * The answer language: `zh` (the seed texts, default) or `en` (Core Rules v1.4). A game without a document in the
 * language answers from all its documents (the other games have Chinese documents only).
 */
export type Lang = "en" | "zh";

/** One rule with the document it comes from. `score` is set by keyword searches (higher is better). */
export interface RuleHit {
  document: Pick<RulesDocument, "id" | "game" | "source">;
  rule: Rule;
  score?: number;
}

/** Result of {@link RulesLookup.search}: hits best first (official text first for the same rule number). */
export interface SearchResult {
  query: string;
  hits: RuleHit[];
  /** Terms close to the query: the corrected words when `corrected`, else (no hits) near vocabulary. */
  suggestions: string[];
  /** True when nothing matched as typed and the hits come from a looser typo pass (edit distance 2). */
  corrected: boolean;
}

/** A keyword (or glossary term) with its rule section: the heading rule and its sub-rules. */
export interface KeywordResult {
  term: Term;
  /** Number of the heading rule, e.g. `727` for Tank. */
  number: string;
  hits: RuleHit[];
}

interface IndexedRule {
  id: number;
  doc: number;
  idx: number;
  game: GameId;
  head: string;
  body: string;
}

const RULE_NUMBER = /^(?:\d{3}(?:\.(?:\d+|[a-z]))*[a-z]?|[a-z][a-z0-9-]*(?:\.\d+)*)$/;

/** Normalizes a typed rule number: full-width dots, trailing dot, case (`559.3.C.` -> `559.3.c`). */
export function normalizeNumber(input: string): string {
  return input
    .trim()
    .replace(/[．。]/g, ".")
    .replace(/\.+$/, "")
    .toLowerCase();
}

/** Whether `number` is `prefix` or below it (`626.1.d` under `626`, `100.2a` under `100.2`, not `100.10`). */
export function isUnder(number: string, prefix: string): boolean {
  if (number === prefix || number.startsWith(`${prefix}.`)) return true;
  return (
    /\d$/.test(prefix) && number.length === prefix.length + 1 && number.startsWith(prefix) && /[a-z]$/.test(number)
  );
}

const singular = (s: string) => s.toLowerCase().replace(/s$/, "");

/**
 * Rules lookups over the parsed corpus: by number (with children), by keyword, and full text (minisearch
 * over the pre-segmented tokens, fuzzy for Latin words of 4+ letters). Build once per process (~100 ms);
 * every query then runs in milliseconds (the first Chinese query also loads jieba, ~0.5 s).
 */
export class RulesLookup {
  readonly corpus: Corpus;
  private searchIndex: MiniSearch<IndexedRule> | undefined;
  private vocabularyIndex: Fuse<string> | undefined;
  private readonly indexed: IndexedRule[] = [];
  private readonly vocab = new Set<string>();
  private primed = false;
  private readonly headings: { doc: number; idx: number; term: Term; keyword: boolean }[] = [];

  constructor(corpus: Corpus) {
    this.corpus = corpus;
    const docs = this.indexed;
    const vocab = this.vocab;
    corpus.documents.forEach((doc, d) => {
      // Keyword sections are the headings after the `Keyword Glossary` heading (found by its English term).
      const glossary = doc.rules.find((r) => r.depth === 0 && r.terms.some((t) => /^keyword glossary$/i.test(t.en)));
      doc.rules.forEach((rule, i) => {
        const head = rule.terms.flatMap((t) => [...t.en.toLowerCase().split(/\s+/), ...(t.zh ? [t.zh] : [])]);
        docs.push({ id: docs.length, doc: d, idx: i, game: doc.game, head: head.join(" "), body: doc.tokens[i]! });
        for (const t of rule.terms) {
          vocab.add(t.en);
          if (t.zh) vocab.add(t.zh);
        }
        // A heading: `肉盾 (Tank)` (Chinese documents) or a rule that is only a title (`Equip`, English documents).
        const heading =
          rule.terms.length > 0 && rule.terms.every((t) => t.zh !== undefined || t.en === rule.text) ? rule.terms : [];
        for (const term of heading) {
          const keyword =
            glossary !== undefined && rule.depth === 0 && /^\d+$/.test(rule.number) && rule.number > glossary.number;
          this.headings.push({ doc: d, idx: i, term, keyword });
        }
      });
    });
  }

  /**
   * The full-text index, built on first use (~0.2-1 s with six documents): number and keyword lookups (engine
   * refusals quoting a rule, within Discord's 3 s) never pay for it. `warmLookup()` builds it up front.
   */
  private get search_(): MiniSearch<IndexedRule> {
    if (!this.searchIndex) {
      this.searchIndex = new MiniSearch<IndexedRule>({
        fields: ["head", "body"],
        storeFields: ["doc", "idx", "game"],
        searchOptions: { tokenize: (s) => s.split(" ").filter((t) => t.length > 0) },
        tokenize: (s) => s.split(" ").filter((t) => t.length > 0),
        processTerm: (t) => t.toLowerCase(),
      });
      this.searchIndex.addAll(this.indexed);
    }
    return this.searchIndex;
  }

  private get vocabulary(): Fuse<string> {
    this.vocabularyIndex ??= new Fuse([...this.vocab], { threshold: 0.4, ignoreLocation: true });
    return this.vocabularyIndex;
  }

  /** Builds the full-text and vocabulary indexes now (they are otherwise built by the first search). */
  buildIndexes(): void {
    void this.search_;
    void this.vocabulary;
  }

  private hit(doc: number, idx: number, score?: number): RuleHit {
    const d = this.corpus.documents[doc]!;
    const h: RuleHit = { document: { id: d.id, game: d.game, source: d.source }, rule: d.rules[idx]! };
    if (score !== undefined) h.score = score;
    return h;
  }

  /** Documents of `game` in `lang`; for a game with no document in `lang`, all of its documents. */
  private docsOf(game: GameFilter, lang: Lang = "zh"): number[] {
    const docs = this.corpus.documents;
    const ofGame = docs.flatMap((d, i) => (game === "all" || d.game === game ? [i] : []));
    return ofGame.filter((i) => {
      const d = docs[i]!;
      return d.source.language === lang || !docs.some((o) => o.game === d.game && o.source.language === lang);
    });
  }

  /**
   * The rule `number` and every rule below it (`626` gives 626 and 626.1 ... 626.3.b), one block per
   * document, official documents first (for Riftbound: the official 003 text, then the translation).
   * Empty when no document has the number.
   */
  byNumber(input: string, game: GameFilter = "riftbound", lang?: Lang): RuleHit[] {
    const number = normalizeNumber(input);
    const variants = [number];
    if (/\d[a-z]$/.test(number)) variants.push(`${number.slice(0, -1)}.${number.slice(-1)}`); // 559.3c
    for (const n of variants) {
      const out: RuleHit[] = [];
      for (const d of this.docsOf(game, lang)) {
        const doc = this.corpus.documents[d]!;
        doc.rules.forEach((r, i) => {
          if (isUnder(r.number, n)) out.push(this.hit(d, i));
        });
      }
      if (out.length > 0) return out;
    }
    return [];
  }

  /**
   * The section of a keyword or glossary term, by English (`Tank`, `assault 2`, `Showdowns`) or Chinese
   * (`肉盾`) name: the heading rule plus its sub-rules. Keyword Glossary headings win over other headings
   * with the same term (e.g. Riftbound 727 over passing mentions). Null when no heading carries the term.
   */
  keyword(name: string, game: GameFilter = "riftbound", lang?: Lang): KeywordResult | null {
    const key = name
      .trim()
      .replace(/\s+\d+$|\s*\[?x\]?$/i, "")
      .toLowerCase();
    if (!key) return null;
    const docs = new Set(this.docsOf(game, lang));
    const matches = this.headings.filter(
      (h) => docs.has(h.doc) && (singular(h.term.en) === singular(key) || h.term.zh?.toLowerCase() === key),
    );
    if (matches.length === 0) return null;
    // Prefer keyword-glossary headings, then official documents (corpus order), then the first heading.
    const best = [...matches].sort((a, b) => Number(b.keyword) - Number(a.keyword) || a.doc - b.doc)[0]!;
    const number = this.corpus.documents[best.doc]!.rules[best.idx]!.number;
    // The contiguous block from the heading (a reused number elsewhere in the document is another rule).
    const rules = this.corpus.documents[best.doc]!.rules;
    const block: RuleHit[] = [this.hit(best.doc, best.idx)];
    for (
      let i = best.idx + 1;
      i < rules.length && isUnder(rules[i]!.number, number) && rules[i]!.number !== number;
      i++
    ) {
      block.push(this.hit(best.doc, i));
    }
    return { term: best.term, number, hits: block };
  }

  /** All keyword-glossary terms of a game (e.g. Riftbound 717-729), in document order. */
  keywords(game: GameFilter = "riftbound", lang?: Lang): { term: Term; number: string }[] {
    const docs = new Set(this.docsOf(game, lang));
    return this.headings
      .filter((h) => h.keyword && docs.has(h.doc))
      .map((h) => ({ term: h.term, number: this.corpus.documents[h.doc]!.rules[h.idx]!.number }));
  }

  /**
   * Full-text search in Chinese or English: the query is segmented (jieba for Chinese), all words must
   * match (falls back to any word), Latin words of 4+ letters match with typos (edit distance ~20%) and
   * as prefixes. Rules whose English/Chinese term is the word rank first. Never throws for user input:
   * no match gives an empty `hits` with `suggestions`.
   */
  search(query: string, opts: { game?: GameFilter; limit?: number; lang?: Lang } = {}): SearchResult {
    const game = opts.game ?? "riftbound";
    const allowed = new Set(this.docsOf(game, opts.lang));
    const limit = opts.limit ?? 10;
    if (hasCjk(query)) this.primeSegmenter();
    const tokens = segment(query);
    if (tokens.length === 0) return { query, hits: [], suggestions: this.suggest(query), corrected: false };
    const latin = (t: string) => /^[a-z]/.test(t);
    const run = (combineWith: "AND" | "OR", loose = false) =>
      this.search_.search(tokens.join(" "), {
        boost: { head: 4 },
        combineWith,
        fuzzy: (t) => (latin(t) && t.length >= 4 ? (loose ? 2 : 0.2) : false),
        prefix: (t) => latin(t) && t.length >= 3,
        filter: (r) => allowed.has(r.doc as number),
        boostDocument: (_id, _term, stored) => {
          const doc = this.corpus.documents[stored?.doc as number];
          const rule = doc?.rules[stored?.idx as number];
          // Official text first; a heading (`肉盾 (Tank)`) is the section about the word.
          return (doc?.source.official ? 1.15 : 1) * (rule?.terms.some((t) => t.zh) && rule.depth === 0 ? 1.5 : 1);
        },
      });
    let results = run("AND");
    if (results.length === 0 && tokens.length > 1) results = run("OR");
    let corrected = false;
    let suggestions: string[] = [];
    if (results.length === 0 && tokens.some((t) => latin(t) && t.length >= 4)) {
      results = run("OR", true);
      corrected = results.length > 0;
      suggestions = [...new Set(results.slice(0, 5).flatMap((r) => r.terms))];
    }
    const ranked = results.map((r) => this.hit(r.doc as number, r.idx as number, r.score));
    const hits = groupByNumber(ranked, (d) => this.corpus.documents.findIndex((x) => x.id === d)).slice(0, limit);
    if (hits.length === 0) suggestions = this.suggest(query);
    return { query, hits, suggestions, corrected };
  }

  /** Terms close to `query` (typos, other language); used when a search finds nothing. */
  suggest(query: string, limit = 5, lang?: Lang): string[] {
    const q = query.trim();
    if (!q)
      return this.keywords("riftbound", lang)
        .slice(0, limit)
        .map((k) => k.term.en);
    return this.vocabulary
      .search(q, { limit })
      .map((r) => r.item)
      .filter((t, i, all) => all.indexOf(t) === i);
  }

  /** Teaches jieba the corpus' Chinese heading terms so queries keep them whole (the build did the same). */
  primeSegmenter(): void {
    if (this.primed) return;
    this.primed = true;
    addWords(this.headings.flatMap((h) => (h.term.zh ? [h.term.zh] : [])));
  }
}

/**
 * Keeps the score order but pulls the other documents' rule with the same game and number right next to
 * the first one, official document first (the official text is shown first where it covers a rule).
 */
function groupByNumber(hits: RuleHit[], order: (docId: string) => number): RuleHit[] {
  const out: RuleHit[] = [];
  const used = new Set<number>();
  hits.forEach((h, i) => {
    if (used.has(i)) return;
    const group = hits
      .map((x, j) => ({ x, j }))
      .filter(({ x, j }) => !used.has(j) && x.document.game === h.document.game && x.rule.number === h.rule.number);
    group.sort((a, b) => order(a.x.document.id) - order(b.x.document.id));
    for (const { x, j } of group) {
      used.add(j);
      out.push(x);
    }
  });
  return out;
}

/** Whether a query is just a rule number (`559.3.c`, `100.2a`, `626`, `destruction.2`). */
export function looksLikeRuleNumber(query: string): boolean {
  const n = normalizeNumber(query);
  return /^\d{3}/.test(n) && RULE_NUMBER.test(n);
}
