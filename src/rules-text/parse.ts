import type { ParseReport, Rule, Term } from "./types.js";

/** Result of parsing one document: the rules in document order and what could not be placed. */
export interface ParseResult {
  rules: Rule[];
  report: ParseReport;
}

const SAMPLE_LIMIT = 8;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Example markers that may appear anywhere in a line (示例:/举例:, bold or not). */
const INLINE_EXAMPLE = /\*{0,2}\s*(?:示例|举例)\s*[:：]\s*\*{0,2}\s*/g;
/** Line-initial example markers (the forum documents also use a bare 例:). */
const LINE_EXAMPLE = /^\*{0,2}\s*(?:示例|举例|例|Example)\s*[:：]\s*\*{0,2}\s*/i;

/** Markdown emphasis, HTML line breaks and runs of blanks become plain text. */
export function cleanText(raw: string): string {
  return raw
    .replace(/<br\s*\/?>|<p>/gi, "\n")
    .replace(/\*+/g, "")
    .replace(/[ \t\u00a0\u3000]+/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join("\n")
    .trim();
}

/** Joins a continuation line: a newline after sentence ends or before bullets, nothing between CJK, else a space. */
export function joinText(prev: string, next: string): string {
  if (prev.length === 0) return next;
  if (next.length === 0) return prev;
  if (/[。！？!?:：;；)）”"」]$/.test(prev) || /^[·•○-]/.test(next)) return `${prev}\n${next}`;
  if (CJK.test(prev.slice(-1)) || CJK.test(next.slice(0, 1))) return prev + next;
  return `${prev} ${next}`;
}

/**
 * English terms in parentheses: `肉盾 (Tank)` gives `{ en: "Tank" }`; when the whole text is such a
 * heading the Chinese words are kept too (`{ zh: "肉盾", en: "Tank" }`), because mid-sentence the
 * words before a parenthesis are not reliably the term.
 */
export function extractTerms(text: string): Term[] {
  const heading = headingTerm(text);
  if (heading) return [heading];
  const out = new Map<string, Term>();
  for (const m of text.matchAll(/[（(]\s*([A-Za-z][A-Za-z0-9 ,'’.\-/&!]*?)\s*[)）]/g)) {
    const en = m[1]!.replace(/[.,]+$/, "").trim();
    if (en.length < 2 || /^[A-Z]$/.test(en)) continue;
    if (!out.has(en.toLowerCase())) out.set(en.toLowerCase(), { en });
  }
  return [...out.values()];
}

/** `肉盾 (Tank)` (a whole heading) as `{ zh, en }`, else null. */
export function headingTerm(text: string): Term | null {
  const m = /^([^()（）\n]{1,24}?)\s*[（(]\s*([A-Za-z][^()（）\n]*?)\s*[)）][。.]?$/.exec(text.trim());
  if (!m || !CJK.test(m[1]!)) return null;
  return { zh: m[1]!.trim(), en: m[2]!.trim() };
}

/** Parent number one level up: `559.3.c` -> `559.3`, `100.2a` -> `100.2`, `626` -> null. */
export function parentNumber(number: string): string | null {
  if (/\d[a-z]$/.test(number)) return number.slice(0, -1);
  const i = number.lastIndexOf(".");
  return i < 0 ? null : number.slice(0, i);
}

/** Nesting depth: `626` 0, `626.1` 1, `626.1.d` 2, `100.2a` 2. */
export function numberDepth(number: string): number {
  let depth = 0;
  for (let n = parentNumber(number); n !== null; n = parentNumber(n)) depth++;
  return depth;
}

interface Draft {
  number: string;
  text: string;
  examples: string[];
  mode: "text" | "example";
  page: number | undefined;
  discard: boolean;
}

/** Accumulates rules line by line; duplicates (reposted forum pages) keep the first occurrence. */
class Collector {
  private readonly drafts: Draft[] = [];
  private readonly seen = new Map<string, string[]>();
  private current: Draft | null = null;
  private unparsed = 0;
  private skipped = 0;
  private duplicates = 0;
  private conflicts = 0;
  private readonly conflictSamples: string[] = [];
  private readonly unparsedSamples: string[] = [];
  private readonly duplicateSamples: string[] = [];

  constructor(private readonly inlineLineExample = false) {}

  /**
   * Opens a rule. A number seen before with the same opening text is a reposted page and is dropped;
   * with different text it is a numbering slip of the source and is kept (both answer that number).
   */
  start(number: string, text: string, page?: number): void {
    const key = cleanText(text).replace(INLINE_EXAMPLE, "").slice(0, 16);
    const previous = this.seen.get(number);
    const discard = previous?.includes(key) === true;
    if (previous !== undefined) {
      const sample = `${number} ${cleanText(text)}`.slice(0, 80);
      if (discard) {
        this.duplicates++;
        if (this.duplicateSamples.length < SAMPLE_LIMIT) this.duplicateSamples.push(sample);
      } else {
        this.conflicts++;
        if (this.conflictSamples.length < SAMPLE_LIMIT) this.conflictSamples.push(sample);
      }
    }
    this.seen.set(number, [...(previous ?? []), key]);
    const draft: Draft = { number, text: "", examples: [], mode: "text", page, discard };
    if (!discard) this.drafts.push(draft);
    this.current = draft;
    this.feed(text);
  }

  /** Continuation text (may carry inline examples); goes to the last example while one is open. */
  feed(raw: string, forceText = false): void {
    const cur = this.current;
    if (!cur) {
      if (raw.trim()) this.miss(raw);
      return;
    }
    if (forceText) cur.mode = "text";
    const lineExample = LINE_EXAMPLE.exec(raw);
    if (lineExample && (this.inlineLineExample || /示例|举例|example/i.test(lineExample[0]))) {
      this.newExample(raw.slice(lineExample[0].length));
      return;
    }
    const parts = raw.split(INLINE_EXAMPLE);
    this.append(parts[0] ?? "");
    for (const part of parts.slice(1)) this.newExample(part);
  }

  private append(raw: string): void {
    const cur = this.current!;
    const text = cleanText(raw);
    if (!text) return;
    if (cur.mode === "example" && cur.examples.length > 0) {
      const last = cur.examples.length - 1;
      cur.examples[last] = joinText(cur.examples[last]!, text);
    } else cur.text = joinText(cur.text, text);
  }

  private newExample(raw: string): void {
    const cur = this.current!;
    cur.examples.push(cleanText(raw));
    cur.mode = "example";
  }

  miss(line: string): void {
    this.unparsed++;
    if (this.unparsedSamples.length < SAMPLE_LIMIT) this.unparsedSamples.push(line.trim().slice(0, 100));
  }

  skip(): void {
    this.skipped++;
  }

  finish(): ParseResult {
    const numbers = new Set(this.drafts.map((d) => d.number));
    let orphans = 0;
    const rules: Rule[] = this.drafts.map((d) => {
      const up = parentNumber(d.number);
      const parent = up !== null && numbers.has(up) ? up : null;
      if (up !== null && parent === null) orphans++;
      const examples = d.examples.filter((e) => e.length > 0);
      const rule: Rule = {
        number: d.number,
        parent,
        depth: numberDepth(d.number),
        text: d.text,
        examples,
        terms: extractTerms(d.text),
      };
      if (d.page !== undefined) rule.page = d.page;
      return rule;
    });
    return {
      rules,
      report: {
        unparsed: this.unparsed,
        unparsedSamples: this.unparsedSamples,
        skipped: this.skipped,
        duplicates: this.duplicates,
        duplicateSamples: this.duplicateSamples,
        conflicts: this.conflicts,
        conflictSamples: this.conflictSamples,
        orphans,
      },
    };
  }
}

/** Riftbound numbers: `559.3.c.5` with an optional trailing dot, then a blank, `*`, `|` or the end. */
const RB_NUMBER = /^(\d{3}(?:\.(?:\d+|[a-z]))*)\.?(?=\s|\*|\||$)\s*(.*)$/;

/**
 * Riftbound Core Rules, Chinese translation (file 000): forum preamble, then `| 103.2. | text |` table rows,
 * `|    | *示例:* ... |` example rows, plain `559.3.c.5.` lines with the text on the next line, `### 162. **...**`
 * headings, and `===== 第 N 页 =====` / `### 第N页` page markers. Parsing starts after `[文件内容开始]` and
 * stops at the closing `---`.
 */
export function parseRiftboundTranslation(source: string): ParseResult {
  const c = new Collector();
  let page: number | undefined;
  let started = false;
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!started) {
      if (line.includes("[文件内容开始]")) started = true;
      continue;
    }
    if (line === "---") break;
    if (!line) continue;
    const pageMark = /^=====\s*第\s*(\d+)\s*页\s*=====$/.exec(line) ?? /^#{1,6}\s*第\s*(\d+)\s*页$/.exec(line);
    if (pageMark) {
      page = Number(pageMark[1]);
      c.skip();
      continue;
    }
    if (/^\|[\s|:-]*$/.test(line)) continue; // table separator
    if (line.startsWith("|")) {
      const cells = line
        .replace(/^\|/, "")
        .replace(/\|\s*$/, "")
        .split("|")
        .map((s) => s.trim());
      const first = (cells[0] ?? "").replace(/^\*\*\s*/, "");
      const rest = cells.slice(1).filter((s) => s.length > 0);
      const m = RB_NUMBER.exec(first);
      if (m) c.start(m[1]!, [m[2]!, ...rest].filter((s) => s.length > 0).join(" "), page);
      else if (first === "") c.feed(rest.join(" "));
      else c.miss(line);
      continue;
    }
    const bare = line.replace(/^#{1,6}\s*/, "").replace(/^\*\*\s*/, "");
    const m = RB_NUMBER.exec(bare);
    if (m) {
      c.start(m[1]!, m[2]!, page);
      continue;
    }
    if (/^#\s|^\*\*最后更新/.test(line)) {
      c.skip();
      continue;
    }
    c.feed(line, /^(更多信息见|参见)/.test(line));
  }
  return c.finish();
}

/**
 * Official Chinese Riftbound rules 100-183 (file 003): `103.` / `• 103.1.` bullets; 举例 examples inline or
 * on their own line. PDF line wraps left blanks between Chinese characters; they are removed.
 */
export function parseRiftboundOfficial(source: string): ParseResult {
  const c = new Collector();
  let started = false;
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine
      .trim()
      .replace(/^[•·]\s*/, "")
      .replace(/^(\d{3})\. (\d+) (?=[\u3400-\u9fff])/, "$1.$2. ") // `130. 4 任何...` is 130.4
      .replace(/(?<=[\u3400-\u9fff，。、“”：；！？）])\s+(?=[\u3400-\u9fff，。、“”：；！？（])/g, "");
    if (!line) continue;
    const m = RB_NUMBER.exec(line);
    if (m) {
      started = true;
      c.start(m[1]!, m[2]!);
      continue;
    }
    if (!started) {
      c.skip();
      continue;
    }
    c.feed(line);
  }
  return c.finish();
}

/** Numbers of the forum-style comprehensive rules: `100.`, `603`, `100.2`, `100.2a`, `101.1每位`. */
const FORUM_NUMBER = /^(\d{3})(?:\.(\d+[a-z]?)(?![\d.]))?\.?\s*(.*)$/;

/** Forum noise lines: post headers, reply buttons, page footers, chapter headings (`1.基本原则`). */
const FORUM_SKIP = [
  /^IP属地/,
  /^回复$/,
  /^作者[:：]/,
  /^本帖最后由/,
  /^\d+$/,
  /^\d+\s*崛起\s*TCG/,
  /^陆续更新中/,
  /^\d{1,2}\.\s*\S/,
];

/**
 * Forum-post comprehensive rules (001 World of Warcraft TCG, 002 Rise TCG): `100.组建套牌` sections,
 * `100.2a` rules, `例:`/`示例:` examples followed by the quoted card texts, `·` bullet lines, forum
 * headers and page footers in between. `begin` marks the first line of the rules (after the table of
 * contents), `end` the first line after them.
 */
export function parseForumRules(source: string, begin: RegExp, end?: RegExp): ParseResult {
  const c = new Collector(true);
  let started = false;
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!started) {
      if (begin.test(line)) started = true;
      else continue;
    }
    if (end?.test(line)) break;
    if (!line) continue;
    if (FORUM_SKIP.some((r) => r.test(line))) {
      c.skip();
      continue;
    }
    const m = FORUM_NUMBER.exec(line);
    if (m && (m[2] !== undefined || !/^\d/.test(m[3]!))) {
      c.start(m[2] === undefined ? m[1]! : `${m[1]}.${m[2]}`, m[3]!);
      continue;
    }
    c.feed(line, /^[·•○]/.test(line));
  }
  return c.finish();
}

/** Kebab-case id for a glossary heading (`Buff Counters` -> `buff-counters`). */
function slug(words: string[]): string {
  return words
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Grand Archive glossary (file 004): `### Term[^n]` headings whose Chinese names are the footnotes
 * `[^n]: 中文`, numbered items `1.` with nested `   1.`, and `{% hint %}` notes (kept as text, or as an
 * example when they start with 例如). Entry numbers are `<slug>` and `<slug>.<n>[.<m>]`.
 */
export function parseGlossary(source: string): ParseResult {
  const c = new Collector();
  const lines = source.split(/\r?\n/);
  const footnotes = new Map<string, string>();
  for (const l of lines) {
    const f = /^\[\^(\d+)\]:\s*(.+)$/.exec(l.trim());
    if (f) footnotes.set(f[1]!, f[2]!.trim());
  }
  const termsBySlug = new Map<string, Term[]>();
  let entry: string | null = null;
  let path: number[] = [];
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (!line) continue;
    if (/^\[\^\d+\]:/.test(line) || /^\{%/.test(line) || /^#\s/.test(line)) {
      c.skip();
      continue;
    }
    const h = /^###\s+(.+)$/.exec(line);
    if (h) {
      const heading = h[1]!.replace(/\[([^\]^][^\]]*)\]\([^)]*\)/g, "$1");
      const terms: Term[] = [];
      for (const part of heading.split(/\s*(?:\/|，|,|和)\s*/)) {
        const p = /^(.*?)((?:\[\^\d+\])*)$/.exec(part.trim());
        const en = (p?.[1] ?? "").trim();
        if (!en || terms.some((t) => t.en === en)) continue;
        const ref = /\[\^(\d+)\]/.exec(p?.[2] ?? "");
        const zh = ref ? footnotes.get(ref[1]!) : undefined;
        terms.push(zh ? { en, zh } : { en });
      }
      entry = slug(terms.map((t) => t.en));
      path = [];
      termsBySlug.set(entry, terms);
      const zhs = terms.flatMap((t) => (t.zh ? [t.zh] : []));
      const ens = terms.map((t) => t.en).join(" / ");
      c.start(entry, zhs.length > 0 ? `${zhs.join(" / ")} (${ens})` : ens);
      continue;
    }
    const item = /^(\s*)(\d+)\.\s+(.*)$/.exec(rawLine);
    if (item && entry) {
      const level = Math.floor(item[1]!.replace(/\t/g, "   ").length / 3);
      path = [...path.slice(0, level), Number(item[2])];
      c.start(`${entry}.${path.join(".")}`, stripLinks(item[3]!));
      continue;
    }
    if (/^例如/.test(line)) c.feed(`示例:${stripLinks(line)}`);
    else c.feed(stripLinks(line));
  }
  const result = c.finish();
  for (const rule of result.rules) {
    const terms = termsBySlug.get(rule.number);
    if (terms) rule.terms = terms;
  }
  return result;
}

/** `[压制](you-xi-shu-yu.md#suppress)` -> `压制`; footnote references dropped; `\[` unescaped. */
function stripLinks(text: string): string {
  return text
    .replace(/\[([^\]^][^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\^\d+\]/g, "")
    .replace(/\\([[\]])/g, "$1");
}

/** An English heading: a short title (`Equip`, `Keyword Glossary`, `Facedown Zones`), no sentence punctuation. */
function englishTitle(text: string): boolean {
  return /^[A-Z0-9][^.:;!?\n]*$/.test(text) && text.split(/\s+/).length <= 5 && !text.endsWith(",");
}

/**
 * Riftbound Core Rules v1.4 (2026-07-16), English, pdftotext layout (`shared/sources/riftbound/core-rules-v1.4-…`):
 * `103.1.b.2.   text` lines with indented continuation lines, `Example:` paragraphs, `* ` bullets, form feeds at
 * page breaks. The title lines before `000.` are skipped. Terms: a rule whose whole text is a short title
 * (`818. Equip`) carries it as its English term (a heading; keyword sections are the headings after
 * `804. Keyword Glossary`); other rules carry none (English text needs no parenthesized terms).
 */
export function parseRiftboundEnglish(source: string): ParseResult {
  const c = new Collector();
  let started = false;
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.replace(/\f/g, "").trim();
    if (!line) continue;
    const m = RB_NUMBER.exec(line);
    if (!started) {
      if (!m) {
        c.skip();
        continue;
      }
      started = true;
    }
    if (m) c.start(m[1]!, m[2]!.replace(/^\*\s+/, ""));
    else c.feed(line, /^See rule \d/.test(line));
  }
  const result = c.finish();
  for (const r of result.rules) r.terms = englishTitle(r.text) ? [{ en: r.text }] : [];
  return result;
}
