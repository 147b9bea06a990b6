import { z } from "zod";
import type { Rule, RulesDocument } from "./types.js";

/**
 * The correspondence between the seed rules (Core Rules 2025-06-02, Chinese translation `000`) and Core Rules
 * v1.4 (2026-07-16, English), built from the two texts (docs/lookup.md "Seed numbers in English"). Deterministic:
 * the same documents give the same pairs. Pure: `scripts/build-rules-map.ts` reads the generated corpus and writes
 * `data/rules-map/seed-to-v1.4.json`.
 *
 * Method: both documents are trees of numbered rules in reading order, and v1.4 kept the seed's order while
 * renumbering whole sections (modes of play 644-648 became 485-489) and inserting new ones. So the top-level rules
 * are aligned by a monotone alignment (dynamic programming, like a diff) that maximises the summed similarity of
 * matched pairs, and then, recursively, the children of every matched pair. Similarity of a seed rule and a v1.4
 * rule: the English words the seed text carries (its parenthesized terms, Latin words, and the English of the
 * seed's own `中文 (English)` headings found in its text), their overlap with the v1.4 text's words, digits in
 * common, a heading/heading bonus, the shape of their sub-rule trees, and a small bonus for the same number (or,
 * for children, the same last number component). Pairs below a threshold stay unmatched.
 */

/** One pair: seed number -> v1.4 number. */
export const CorrespondenceFileSchema = z.strictObject({
  /** How the file was made. */
  generatedBy: z.string(),
  seed: z.strictObject({ document: z.string(), title: z.string() }),
  target: z.strictObject({ document: z.string(), title: z.string() }),
  /** Seed rule number -> v1.4 rule number, in seed document order. */
  pairs: z.record(z.string(), z.string()),
  /** Seed rule numbers with no v1.4 counterpart found. */
  unmatched: z.array(z.string()),
});
/** `data/rules-map/seed-to-v1.4.json`. */
export type CorrespondenceFile = z.infer<typeof CorrespondenceFileSchema>;

interface Node {
  rule: Rule;
  children: Node[];
  /** English words (lower case) the rule's text shows or implies. */
  words: Set<string>;
  digits: Set<string>;
  /** Child count per depth below, a cheap shape signature. */
  size: number;
  heading: boolean;
}

const STOP = new Set(["the", "a", "an", "of", "and", "or", "to", "in", "on", "is", "are", "be", "it", "its", "for"]);

function latinWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'’-]+|\d+v\d+/g) ?? [])
    .map((w) => w.replace(/’/g, "'").replace(/s$/, ""))
    .filter((w) => w.length > 1 && !STOP.has(w));
}

function digitsOf(text: string): Set<string> {
  return new Set(text.match(/\b\d+\b/g) ?? []);
}

/** Builds the forest of a document's rules (parents by `parent`, reading order kept). */
function forest(doc: RulesDocument, words: (r: Rule) => Set<string>, heading: (r: Rule) => boolean): Node[] {
  const roots: Node[] = [];
  const byNumber = new Map<string, Node>();
  for (const rule of doc.rules) {
    const node: Node = {
      rule,
      children: [],
      words: words(rule),
      digits: digitsOf(rule.text),
      size: 0,
      heading: heading(rule),
    };
    const parent = rule.parent ? byNumber.get(rule.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
    if (!byNumber.has(rule.number)) byNumber.set(rule.number, node);
  }
  const size = (n: Node): number => {
    n.size = n.children.reduce((s, c) => s + 1 + size(c), 0);
    return n.size;
  };
  for (const r of roots) size(r);
  return roots;
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / Math.min(a.size, b.size);
}

const last = (n: string) => n.slice(n.lastIndexOf(".") + 1);

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n / (a.size + b.size - n);
}

function similarity(s: Node, t: Node, top: boolean): number {
  let score = 1.2 * overlap(s.words, t.words) + 0.5 * jaccard(s.words, t.words);
  if (s.words.size > 0 && t.words.size > 0 && overlap(s.words, t.words) === 0) score -= 0.3;
  score += 0.3 * overlap(s.digits, t.digits);
  if (s.heading === t.heading) score += 0.15;
  const big = Math.max(s.size, t.size);
  score += big === 0 ? 0.2 : 0.4 * (Math.min(s.size, t.size) / big);
  if (top ? s.rule.number === t.rule.number : last(s.rule.number) === last(t.rule.number)) score += top ? 0.35 : 0.25;
  return score;
}

const THRESHOLD = 0.75;

/** Monotone alignment of two sibling lists maximising the summed (similarity - threshold) of matched pairs. */
function align(seed: Node[], target: Node[], top: boolean): [Node, Node][] {
  const n = seed.length;
  const m = target.length;
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const gain = (i: number, j: number) => similarity(seed[i]!, target[j]!, top) - THRESHOLD;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const g = gain(i, j);
      best[i]![j] = Math.max(best[i + 1]![j]!, best[i]![j + 1]!, g > 0 ? g + best[i + 1]![j + 1]! : -Infinity);
    }
  }
  const out: [Node, Node][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const g = gain(i, j);
    if (g > 0 && best[i]![j] === g + best[i + 1]![j + 1]!) {
      out.push([seed[i]!, target[j]!]);
      i++;
      j++;
    } else if (best[i]![j] === best[i + 1]![j]) i++;
    else j++;
  }
  return out;
}

/**
 * Between two matched pairs (or the list ends), a gap of the same length (1-2 rules) on both sides is paired
 * in order when each pair is still plausible (similarity >= 0.3): `559. 做出必要的选择` between matched 558 -> 354
 * and 560 -> 356 is `355. 2. Make relevant choices`.
 */
function fillGaps(seed: Node[], target: Node[], matched: [Node, Node][], top: boolean): [Node, Node][] {
  const out: [Node, Node][] = [];
  let i = 0;
  let j = 0;
  for (const anchor of [...matched, null]) {
    const ai = anchor ? seed.indexOf(anchor[0]) : seed.length;
    const aj = anchor ? target.indexOf(anchor[1]) : target.length;
    const gap = ai - i;
    if (gap > 0 && gap <= 2 && aj - j === gap) {
      for (let k = 0; k < gap; k++) {
        if (similarity(seed[i + k]!, target[j + k]!, top) >= 0.3) out.push([seed[i + k]!, target[j + k]!]);
      }
    }
    if (anchor) out.push(anchor);
    i = ai + 1;
    j = aj + 1;
  }
  return out;
}

/**
 * The seed -> v1.4 correspondence of two parsed documents (`seed`: 000, `target`: v1.4 English). Returns the
 * pairs in seed order and the seed numbers left unmatched.
 */
export function buildCorrespondence(
  seed: RulesDocument,
  target: RulesDocument,
): { pairs: Record<string, string>; unmatched: string[] } {
  // The seed's own `中文 (English)` headings are a small dictionary: a seed text using 肉盾 is about Tank.
  const dictionary = new Map<string, string[]>();
  for (const r of seed.rules) {
    for (const t of r.terms) {
      if (t.zh && t.zh.length <= 6) dictionary.set(t.zh, latinWords(t.en));
    }
  }
  const seedWords = (r: Rule) => {
    const words = new Set([...latinWords(r.text), ...r.terms.flatMap((t) => latinWords(t.en))]);
    for (const [zh, en] of dictionary) if (r.text.includes(zh)) for (const w of en) words.add(w);
    return words;
  };
  const seedHeading = (r: Rule) => r.terms.some((t) => t.zh !== undefined);
  const targetHeading = (r: Rule) => r.terms.some((t) => t.en === r.text);
  const roots = forest(seed, seedWords, seedHeading);
  const targetRoots = forest(target, (r) => new Set(latinWords(r.text)), targetHeading);
  const pairs = new Map<string, string>();
  const walk = (s: Node[], t: Node[], top: boolean) => {
    for (const [a, b] of fillGaps(s, t, align(s, t, top), top)) {
      if (!pairs.has(a.rule.number)) pairs.set(a.rule.number, b.rule.number);
      walk(a.children, b.children, false);
    }
  };
  walk(roots, targetRoots, true);
  const ordered: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const r of seed.rules) {
    const p = pairs.get(r.number);
    if (p !== undefined) ordered[r.number] = p;
    else if (!unmatched.includes(r.number)) unmatched.push(r.number);
  }
  return { pairs: ordered, unmatched };
}
