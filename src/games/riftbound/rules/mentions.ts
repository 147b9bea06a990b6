/**
 * "Does any card of this match mention X" (docs/engine.md "Bookkeeping only some cards observe"): rules bookkeeping
 * that only some cards observe (CR 1.4 709 becoming Mighty, 584.2 look-back, 584.1 abilities that work from the
 * trash, 434 attachments …) is skipped when no card of the match could observe it (issue "Engine speed"). Low in the
 * layers (it reads only card scripts and the state's object codes), so any rules module may ask.
 */
import { cardScript } from "../cards/registry.js";
import type { RbState } from "./state.js";
import { codeMemo, storeCodeMemo } from "./objects.js";

/** Per quoted word, per card code: does the card's script mention the word anywhere (as a JSON string). */
const mentionsByWord = new Map<string, Map<string, boolean>>();

/** Does the script of `code` mention `word` as a JSON string (`"word"`: a value or a key) anywhere in its abilities. */
function scriptMentions(code: string, word: string): boolean {
  let byCode = mentionsByWord.get(word);
  if (!byCode) {
    byCode = new Map();
    mentionsByWord.set(word, byCode);
  }
  let m = byCode.get(code);
  if (m === undefined) {
    m = JSON.stringify(cardScript(code)?.abilities ?? []).includes(`"${word}"`);
    byCode.set(code, m);
  }
  return m;
}

/**
 * Does any card of the match (any object in the state, wherever it is) answer `test` — a question about its code
 * alone, named by `key`. The set of cards only grows during a match (tokens are added), so a "no" lets the rules
 * skip bookkeeping that only such a card could observe (issue "Engine speed"). Remembered per state and shared
 * with its copies (objects.ts `codeMemo`): only objects added since are read again.
 */
export function anyCardOfMatch(s: RbState, key: string, test: (code: string) => boolean): boolean {
  let memo = codeMemo(s);
  if (memo.length !== s.objects.length) {
    // Answers so far stay right for the objects they saw; "no" answers look at the objects added since.
    const words = new Map(memo.words);
    for (const [w, known] of words)
      if (!known)
        for (let i = memo.length; i < s.objects.length; i++) {
          const o = s.objects[i];
          if (o && codeTests.get(w)!(o.code)) {
            words.set(w, true);
            break;
          }
        }
    memo = { length: s.objects.length, words };
    storeCodeMemo(s, memo);
  }
  const known = memo.words.get(key);
  if (known !== undefined) return known;
  codeTests.set(key, test);
  let found = false;
  for (const o of s.objects)
    if (o && test(o.code)) {
      found = true;
      break;
    }
  storeCodeMemo(s, { length: memo.length, words: new Map(memo.words).set(key, found) });
  return found;
}

/** The test behind each key asked of {@link anyCardOfMatch} (a key names one test for good). */
const codeTests = new Map<string, (code: string) => boolean>();

/** Does the script of any card of the match mention `word` (an event kind, an object state): {@link anyCardOfMatch}. */
export function matchMentions(s: RbState, word: string): boolean {
  // The word itself is the key (no `"word"` string built per call: this runs for every event).
  return anyCardOfMatch(s, word, (code) => scriptMentions(code, word));
}

/** The {@link anyCardOfMatch} key of "works from the trash on `kind`" (one string per kind, built once). */
export function trashKey(kind: string): string {
  let k = trashKeys.get(kind);
  if (k === undefined) {
    k = `trash:${kind}`;
    trashKeys.set(kind, k);
  }
  return k;
}

const trashKeys = new Map<string, string>();
