import { createRequire } from "node:module";

/**
 * Search tokens for rules text and queries. Latin words and rule numbers are lower-cased as they are;
 * runs of Chinese are cut by jieba-wasm (search mode, HMM on). jieba-wasm is loaded on the first Chinese text
 * only: requiring it compiles its WASM module (~12 MB resident) and its first cut builds the dictionary inside
 * WASM memory (~0.5 s, ~60 MB that WebAssembly never gives back). That is why the corpus ships pre-segmented
 * tokens and English-only queries and processes never touch jieba (docs/performance.md, Memory).
 */
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const LATIN = /[a-z0-9]+(?:[.'’-][a-z0-9]+)*/g;

/** The functions of jieba-wasm this module uses. */
type Jieba = Pick<typeof import("jieba-wasm"), "add_word" | "cut_for_search">;

let jieba: Jieba | undefined;

/**
 * jieba-wasm, required synchronously on first use (its Node build is CommonJS, the build `import` resolves to
 * as well) and taught every word {@link addWords} queued before.
 */
function loadJieba(): Jieba {
  if (!jieba) {
    const j = createRequire(import.meta.url)("jieba-wasm") as Jieba;
    for (const w of added) j.add_word(w, 2000, "n");
    jieba = j;
  }
  return jieba;
}

/** Whether jieba-wasm (and so its dictionary) is loaded in this process. */
export function isSegmenterLoaded(): boolean {
  return jieba !== undefined;
}

/** Words that carry no meaning in a lookup question. */
const STOP = new Set([
  "a",
  "an",
  "the",
  "of",
  "to",
  "is",
  "are",
  "do",
  "does",
  "did",
  "how",
  "what",
  "whats",
  "which",
  "say",
  "says",
  "work",
  "works",
  "in",
  "on",
  "and",
  "or",
  "me",
  "tell",
  "about",
  "rule",
  "rules",
  "card",
  "mean",
  "means",
  "的",
  "了",
  "是",
  "吗",
  "呢",
  "什么",
  "怎么",
  "如何",
  "规则",
  "一个",
  "和",
  "在",
  "有",
  "与",
]);

const added = new Set<string>();

/**
 * Teaches jieba words it must keep whole (Chinese keyword names like 临终遗言). Idempotent. Does not load jieba:
 * the words are kept and handed over when it loads.
 */
export function addWords(words: Iterable<string>): void {
  for (const w of words) {
    if (added.has(w) || !/^[\u3400-\u9fff]{2,}$/.test(w)) continue;
    added.add(w);
    jieba?.add_word(w, 2000, "n");
  }
}

/** Whether the text contains Chinese characters (and thus needs jieba). */
export function hasCjk(text: string): boolean {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(text);
}

/** Tokens of `text`: lower-cased Latin words/numbers and jieba words, stop words removed (loads jieba on Chinese). */
export function segment(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  for (const m of lower.matchAll(LATIN)) if (!STOP.has(m[0])) out.push(m[0]);
  for (const m of lower.matchAll(CJK_RUN)) {
    for (const w of loadJieba().cut_for_search(m[0], true)) if (!STOP.has(w)) out.push(w);
  }
  return out;
}
