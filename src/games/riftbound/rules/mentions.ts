/**
 * "Does any card of this match mention X" (docs/engine.md "Bookkeeping only some cards observe"): rules bookkeeping
 * that only some cards observe (CR 1.4 709 becoming Mighty, 584.2 look-back, 584.1 abilities that work from the
 * trash, 434 attachments …) is skipped when no card of the match could observe it (issue "Engine speed"). Low in the
 * layers (it reads only card scripts and the state's object codes), so any rules module may ask.
 */
import { cardScript } from "../cards/registry.js";
import type { RbState } from "./state.js";
import { type CodeMemo, codeMemo, storeCodeMemo } from "./objects.js";

/** Per quoted word, per card code: does the card's script mention the word anywhere (as a JSON string). */
const mentionsByWord = new Map<string, Map<string, boolean>>();

/** Per card code, its abilities as JSON (scripts are static): written once, not once per word asked. */
const textByCode = new Map<string, string>();

function scriptText(code: string): string {
  let t = textByCode.get(code);
  if (t === undefined) {
    t = JSON.stringify(cardScript(code)?.abilities ?? []);
    textByCode.set(code, t);
  }
  return t;
}

/** Does the script of `code` mention `word` as a JSON string (`"word"`: a value or a key) anywhere in its abilities. */
function scriptMentions(code: string, word: string): boolean {
  let byCode = mentionsByWord.get(word);
  if (!byCode) {
    byCode = new Map();
    mentionsByWord.set(word, byCode);
  }
  let m = byCode.get(code);
  if (m === undefined) {
    m = scriptText(code).includes(`"${word}"`);
    byCode.set(code, m);
  }
  return m;
}

/**
 * Does any card of the match (any object in the state, wherever it is) answer `test` — a question about its code
 * alone, named by `key`. The set of cards only grows during a match (tokens are added), so a "no" lets the rules
 * skip bookkeeping that only such a card could observe (issue "Engine speed"). Asked of the match's distinct codes
 * (~45, not its ~150 objects), and remembered per set of codes (objects.ts `CodeMemo`): every state, and every
 * match, with the same cards shares the answers.
 */
export function anyCardOfMatch(s: RbState, key: string, test: (code: string) => boolean): boolean {
  const memo = currentMemo(s);
  const known = memo.words.get(key);
  return known !== undefined ? known : learn(memo, key, test);
}

/**
 * A question {@link anyCardOfMatch} is asked often (an event kind's printed triggers, "attach", "mighty"): its key and
 * test, and the last answer with the answers map (`CodeMemo.words`) it was read from. A `words` map belongs to one set
 * of codes and an answer in it never changes, so while the state's memo has that map the answer is one comparison,
 * not a `Map.get` per question (~10 questions per decision; issue "Engine speed"). Made once per question, at load.
 */
export interface CodeQuestion {
  readonly key: string;
  readonly test: (code: string) => boolean;
  /** The answers map {@link yes} was read from (null before the first answer). */
  words: Map<string, boolean> | null;
  yes: boolean;
}

/** A {@link CodeQuestion}: `key` names `test` for good, as for {@link anyCardOfMatch}. */
export function codeQuestion(key: string, test: (code: string) => boolean): CodeQuestion {
  return { key, test, words: null, yes: false };
}

/** The {@link CodeQuestion} of {@link matchMentions}`(s, word)` (the same key and test). */
export function mentionQuestion(word: string): CodeQuestion {
  return codeQuestion(word, (code) => scriptMentions(code, word));
}

/** {@link anyCardOfMatch} for a {@link CodeQuestion}: the same answer, remembered with its answers map. */
export function anyCardAnswers(s: RbState, q: CodeQuestion): boolean {
  const memo = currentMemo(s);
  const words = memo.words;
  if (q.words === words) return q.yes;
  const known = words.get(q.key);
  const yes = known !== undefined ? known : learn(memo, q.key, q.test);
  q.words = words;
  q.yes = yes;
  return yes;
}

/** The {@link CodeMemo} of `s`, brought up to date with the objects added since it was stored. */
function currentMemo(s: RbState): CodeMemo {
  let memo = codeMemo(s);
  if (memo.length !== s.objects.length) {
    memo = withAddedObjects(s, memo);
    storeCodeMemo(s, memo);
  }
  return memo;
}

/** Answers a new question `key` of the codes of `memo` and remembers it (and its test, for codes added later). */
function learn(memo: CodeMemo, key: string, test: (code: string) => boolean): boolean {
  codeTests.set(key, test);
  const yes = memo.codes.some(test);
  memo.words.set(key, yes);
  return yes;
}

/** The test behind each key asked of {@link anyCardOfMatch} (a key names one test for good). */
const codeTests = new Map<string, (code: string) => boolean>();

/** The answers of each set of codes (its sorted codes joined), shared by every state that has that set. */
const wordsByCodes = new Map<string, Map<string, boolean>>();

/**
 * The memo of `s` after looking at the objects added since `memo` (a new code makes a new set: its answers are the
 * shared ones of that set, else the old set's "yes" answers and its "no" answers asked again of the new codes only).
 * A card's printed code counts while it is a copy (`copyWhile`, CR 1.4 477.1.b): it has that code again later.
 */
function withAddedObjects(s: RbState, memo: CodeMemo): CodeMemo {
  const added = addedObjects(s, memo.length) > 8 ? newCodes(s, memo) : fewNewCodes(s, memo);
  if (added === null) return { length: s.objects.length, codes: memo.codes, words: memo.words };
  let codes: readonly string[];
  let id: string;
  if (memo.codes.length === 0) ({ codes, id } = firstSet(added));
  else {
    codes = withSorted(memo.codes, added);
    id = codes.join(" ");
  }
  let words = wordsByCodes.get(id);
  if (!words) {
    words = new Map();
    for (const [w, yes] of memo.words) words.set(w, yes || added.some(codeTests.get(w)!));
    if (wordsByCodes.size >= 256) wordsByCodes.clear(); // a bound for a long-running bot; answers are recomputed
    wordsByCodes.set(id, words);
  }
  return { length: s.objects.length, codes, words };
}

/** A set of codes: sorted, and its id (the sorted codes joined, the key of `wordsByCodes`). */
interface CodeSet {
  readonly codes: readonly string[];
  readonly id: string;
}

/**
 * Each first set of a match (from no codes) by its codes in the order the objects first have them: a match of the same
 * cards makes its objects in the same order (setup follows the config), so it finds its set without sorting (~45
 * codes sorted once per match were ~0.2% of the bench's time).
 */
const setsByOrder = new Map<string, CodeSet>();

/** The {@link CodeSet} of `added`, the distinct codes of a match's objects in object order. */
function firstSet(added: readonly string[]): CodeSet {
  const order = added.join(" ");
  let set = setsByOrder.get(order);
  if (set === undefined) {
    const codes = [...added].sort();
    set = { codes, id: codes.join(" ") };
    if (setsByOrder.size >= 256) setsByOrder.clear(); // a bound for a long-running bot, as `wordsByCodes`
    setsByOrder.set(order, set);
  }
  return set;
}

/**
 * How many objects exist from slot `from` on: chain items and decisions take ids (empty slots) too, so the slots
 * added since a memo overstate the objects (one token after a chain would take the set route).
 */
function addedObjects(s: RbState, from: number): number {
  let n = 0;
  for (let i = from; i < s.objects.length; i++) if (s.objects[i]) n++;
  return n;
}

/** The codes of the objects added since `memo` that it does not have (null: none), through a set of its codes. */
function newCodes(s: RbState, memo: CodeMemo): string[] | null {
  const have = new Set(memo.codes);
  const added: string[] = [];
  for (let i = memo.length; i < s.objects.length; i++) {
    const o = s.objects[i];
    if (!o) continue;
    // No array per object (a match's first memo walks all ~150).
    if (!have.has(o.code)) {
      have.add(o.code);
      added.push(o.code);
    }
    const printed = o.copyWhile?.printed;
    if (printed !== undefined && !have.has(printed)) {
      have.add(printed);
      added.push(printed);
    }
  }
  return added.length > 0 ? added : null;
}

/**
 * {@link newCodes} for a few added objects (usually one token of a code the match has, after every apply that makes
 * one): each code looked up in the sorted codes, no set built.
 */
function fewNewCodes(s: RbState, memo: CodeMemo): string[] | null {
  let added: string[] | null = null;
  for (let i = memo.length; i < s.objects.length; i++) {
    const o = s.objects[i];
    if (!o) continue;
    added = withCode(memo.codes, added, o.code);
    if (o.copyWhile) added = withCode(memo.codes, added, o.copyWhile.printed);
  }
  return added;
}

/** Where `code` is or would go in the sorted `codes` (the first index whose code is not below it). */
function sortedIndex(codes: readonly string[], code: string): number {
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid]! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The sorted `codes` with the `added` codes (none of them in `codes`) put in place: the same list as sorting them all
 * (`<` orders strings by code unit, as `sort` does), without sorting (a token of a new code, ~1 per match).
 */
function withSorted(codes: readonly string[], added: readonly string[]): string[] {
  const out = codes.slice();
  for (const code of added) out.splice(sortedIndex(out, code), 0, code);
  return out;
}

/** `added` with `code` appended when neither the sorted `codes` nor `added` has it (made on the first new code). */
function withCode(codes: readonly string[], added: string[] | null, code: string): string[] | null {
  const lo = sortedIndex(codes, code);
  if (codes[lo] === code || added?.includes(code)) return added;
  if (added === null) return [code];
  added.push(code);
  return added;
}

/** Does the script of any card of the match mention `word` (an event kind, an object state): {@link anyCardOfMatch}. */
export function matchMentions(s: RbState, word: string): boolean {
  // The word itself is the key (no `"word"` string built per call: this runs for every event), and the test is made
  // only for a new question (no closure per call).
  const memo = currentMemo(s);
  const known = memo.words.get(word);
  return known !== undefined ? known : learn(memo, word, (code) => scriptMentions(code, word));
}
