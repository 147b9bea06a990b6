/**
 * Layers (634-639) and keywords (712-713): current Might and keywords of an object — printed values, passives,
 * granted and removed keywords, buffs, temporary modifiers and combat keywords, in timestamp order.
 */
import type { RbObject, RbState, TargetRef } from "./state.js";
import { stat, statOf } from "./util.js";
import { recalled, remember, obj } from "./objects.js";
import { passivesOfCode, attachedKeywords, attachedMightPassives } from "./passives.js";
import { cardIs, checkCondition, staticAmount, matches } from "./selectors.js";
import { bindDerived } from "./derived.js";
import { boardKeywordTexts, boardPassivesOfKind } from "./board.js";
import { attachmentsOf, isEquipment, textCopies } from "./attach.js";
import { cardData, codeTable } from "./catalogue.js";

/** A keyword with its value (719.1.b: Assault X, 726.1.b Shield X, 721.1.b Deflect X). */
export interface KeywordInstance {
  readonly name: string;
  readonly value: number;
}

/** Parses "Assault 2" / "Shield" into name and value (default 1, 719.1.b.3). */
export function parseKeyword(k: string): KeywordInstance {
  let parsed = parsedKeywords.get(k);
  if (!parsed) {
    const m = /^(.*?)\s+(\d+)$/.exec(k.trim());
    parsed = Object.freeze(m ? { name: m[1]!, value: Number(m[2]) } : { name: k.trim(), value: 1 });
    parsedKeywords.set(k, parsed);
  }
  return parsed;
}

/** Keyword texts seen so far, parsed (a closed set: the keywords printed or granted by cards). */
const parsedKeywords = new Map<string, KeywordInstance>();

/** Printed Might of a card (711: non-board units use printed Might). */
function printedMight(o: Readonly<RbObject>): number {
  return statOf(o).might ?? 0;
}

/**
 * Current Might of a unit (139.2, 634-639): printed Might, then trait-layer "becomes N" effects (637.1.a.1),
 * then arithmetic in timestamp order (637.3, 639): buffs (703), passives, temporary modifiers with their
 * minimums, Assault while attacking (719), Shield while defending (726). Below 0 counts as 0 (139.2.b).
 */
export function might(s: RbState, id: string): number {
  // A keyword granted "while I'm Mighty" (Fiora, Victorious: Shield) cannot count towards that Mighty: asked again
  // while computing, the Might is read without conditional keywords (638 dependency; not cached).
  if (mightInProgress.includes(id)) return computeMight(s, id, true);
  const known = recalled<number>(s, "might", id);
  if (known !== undefined) return known;
  mightInProgress.push(id);
  try {
    return remember(s, "might", id, computeMight(s, id, false));
  } finally {
    mightInProgress.pop();
  }
}

/**
 * Objects whose Might is being computed, innermost last (a call-stack guard, empty between calls). A stack, not a
 * `Set`: one add and delete per Might made the `Set` rehash every few calls (issue "Engine speed").
 */
const mightInProgress: string[] = [];

/** One change of the arithmetic layer (637.3): its timestamp (639), amount, and "to a minimum of N" if any. */
interface MightChange {
  readonly ts: number;
  readonly amount: number;
  readonly min: number | undefined;
}

function computeMight(s: RbState, id: string, withoutConditionalKeywords: boolean): number {
  const o = obj(s, id);
  if (o.zone !== "base" && o.zone !== "battlefield") return Math.max(0, printedMight(o));
  let m = printedMight(o);
  // One walk of the effects: "becomes N" (637.1.a.1, the latest wins), buff bonuses (703) and +N/-N on this
  // object; the latter join the changes last, as they always did (a stable sort keeps ties in that order).
  let per = 1;
  let effectChanges: MightChange[] | undefined;
  let ordered = false; // a "to a minimum of N" change is among them
  for (const e of s.effects) {
    if (e.controller === o.controller && e.passive?.kind === "buffBonus") per += e.passive.amount;
    if (e.setMight === undefined && e.might === undefined) continue;
    if (!isOn(e.objects, id, o.incarnation)) continue;
    if (e.setMight !== undefined) m = e.setMight;
    if (e.might === undefined) continue;
    if (!effectChanges) effectChanges = [];
    effectChanges.push({ ts: e.timestamp, amount: e.might, min: e.min });
    if (e.min !== undefined) ordered = true;
  }
  const others = boardPassivesOfKind(s, "othersMight");
  for (const g of others) if (g.passive.min !== undefined) ordered = true;
  // Arithmetic layer (637.3): every change with its timestamp (639). Plain +N/-N changes commute; "to a minimum
  // of N" changes do not, so then everything applies in timestamp order (docs/rules-decisions.md, 638). Without
  // one, the changes are only summed (the same result, nothing allocated).
  const own = o.enteredAt ?? 0;
  const changes: MightChanges = { sum: 0, list: ordered ? [] : undefined };
  // 703: a buff gives +1, plus what "buffs give an additional +N" passives held by its controller add.
  if (o.buffed) addChange(changes, o.buffedAt ?? own, per * (1 + (o.extraBuffs ?? 0)), undefined);
  const attached = attachmentsOf(s, id);
  // Svellsongur: more instances of its printed text (CR 1.4 434.1.c)
  const copies = attached.length === 0 ? 1 : 1 + textCopies(s, id);
  // "Each Equipment attached to me gives double its base Might bonus" (Gearhead): the printed bonus, multiplied.
  let times = 1;
  for (const p of passivesOfCode(o.code)) {
    if (p.kind === "attachedMightBonus") times *= p.times;
    else if (p.kind === "might" && (!p.when || checkCondition(s, id, o.controller, p.when)))
      for (let n = 0; n < copies; n++) addChange(changes, own, staticAmount(s, id, o.controller, p.amount), undefined);
  }
  for (const { source: src, passive: p } of others) {
    if (src === id) continue;
    const so = obj(s, src);
    const ctrl = so.zone === "battlefieldCard" ? o.controller : so.controller;
    if (p.when && !checkCondition(s, src, ctrl, p.when)) continue;
    if (matches(s, id, p.filter, ctrl, src)) addChange(changes, so.enteredAt ?? 0, p.amount, p.min);
  }
  // CR 1.4 137.3, 434.1.d, 477.3.d: the Might Bonus of every attached card.
  for (const a of attached) addChange(changes, own, (stat(s, a).mightBonus ?? 0) * times, undefined);
  // CR 1.4 136.2: Effect Text Might of an attached card; a [Level] one reads the Equipment's controller (824.1.c).
  for (const a of attached)
    for (const p of attachedMightPassives(obj(s, a).code))
      if (!p.when || checkCondition(s, a, obj(s, a).controller, p.when))
        addChange(changes, own, staticAmount(s, id, o.controller, p.amount), undefined);
  // Assault while attacking (719), Shield while defending (726): dated by where each instance comes from.
  const combatKeyword = o.combatRole === "attacker" ? "Assault" : o.combatRole === "defender" ? "Shield" : null;
  // 712-713: without a source of the keyword (mayHaveKeyword), it has no instance to walk.
  if (combatKeyword && mayHaveKeyword(s, id, combatKeyword))
    for (const k of timedKeywordValues(s, id, combatKeyword, withoutConditionalKeywords))
      addChange(changes, k.ts, k.value, undefined);
  if (effectChanges) for (const c of effectChanges) addChange(changes, c.ts, c.amount, c.min);
  const list = changes.list;
  if (list === undefined) return Math.max(0, m + changes.sum);
  if (list.length > 1) list.sort(byTimestamp);
  for (const c of list) {
    if (c.amount < 0 && c.min !== undefined) m = Math.max(m + c.amount, Math.min(m, c.min));
    else m += c.amount;
  }
  return Math.max(0, m);
}

/** The arithmetic layer's changes (637.3): listed when their order matters ("to a minimum of N"), else summed. */
interface MightChanges {
  sum: number;
  readonly list: MightChange[] | undefined;
}

/** Adds one change of the arithmetic layer (637.3) to `c`. */
function addChange(c: MightChanges, ts: number, amount: number, min: number | undefined): void {
  if (c.list === undefined) c.sum += amount;
  else c.list.push({ ts, amount, min });
}

/** Timestamp order (639); a stable sort keeps ties in the order they were added. */
function byTimestamp(x: MightChange, y: MightChange): number {
  return x.ts - y.ts;
}

/** Is the object (this incarnation) among an effect's objects (a loop: no closure per effect). */
function isOn(objects: readonly TargetRef[], id: string, incarnation: number): boolean {
  for (const r of objects) if (r.id === id && r.incarnation === incarnation) return true;
  return false;
}

/** Instances of a valued keyword with the timestamp of where each comes from (printed/passive: entry; granted: its effect). */
function timedKeywordValues(
  s: RbState,
  id: string,
  name: string,
  withoutConditional = false,
): { ts: number; value: number }[] {
  const o = obj(s, id);
  const own = o.enteredAt ?? 0;
  for (const e of s.effects) if (e.removeKeyword === name && isOn(e.objects, id, o.incarnation)) return []; // 713.3.b
  const out: { ts: number; value: number }[] = [];
  const attached = attachmentsOf(s, id);
  // Svellsongur: each attached copy of its printed text is one more instance of its printed keywords (CR 1.4 434.1.c)
  const copies = attached.length === 0 ? 1 : 1 + textCopies(s, id);
  const printed = statOf(o).keywords;
  const passives = passivesOfCode(o.code);
  for (let n = 0; n < copies; n++) {
    for (const kw of printed) {
      const k = parseKeyword(kw);
      if (k.name === name) out.push({ ts: own, value: k.value });
    }
    for (const p of passives) {
      if (p.kind !== "keyword" || (p.when && (withoutConditional || !checkCondition(s, id, o.controller, p.when))))
        continue;
      const k = parseKeyword(p.keyword);
      const value = p.amount === undefined ? k.value : staticAmount(s, id, o.controller, p.amount); // 719.2
      if (k.name === name && value > 0) out.push({ ts: own, value });
    }
  }
  for (const e of s.effects) {
    if (!e.keyword || !isOn(e.objects, id, o.incarnation)) continue;
    const k = parseKeyword(e.keyword);
    if (k.name === name) out.push({ ts: e.timestamp, value: k.value });
  }
  for (const g of auraKeywords(s, id, withoutConditional))
    if (g.k.name === name && !(g.ifAbsent && out.length > 0)) out.push({ ts: g.ts, value: g.value });
  // CR 1.4 434.1.c: keywords of attached cards' Effect Text.
  for (const a of attached)
    for (const kw of attachmentKeywords(s, a)) {
      const k = parseKeyword(kw);
      if (k.name === name) out.push({ ts: own, value: k.value });
    }
  return out;
}

/**
 * The keywords an attached card gives its unit: its Effect Text's (CR 1.4 434.1.c), and for an Equipment, one instance
 * of each `equipmentGives` passive its controller has ("Your Equipment each give [Assault]", Purifier).
 */
function attachmentKeywords(s: RbState, a: string): readonly string[] {
  const own = attachedKeywords(obj(s, a).code);
  const gives = boardPassivesOfKind(s, "equipmentGives");
  if (gives.length === 0 || !isEquipment(s, a)) return own;
  const ctrl = obj(s, a).controller;
  const extra = gives.filter((g) => obj(s, g.source).controller === ctrl).map((g) => g.passive.keyword);
  return extra.length > 0 ? [...own, ...extra] : own;
}

/**
 * Keywords other board objects' `grant` passives give this object (567, 713.3), with the granting source's
 * timestamp (639). `ifAbsent` grants ("if they didn't already") are dropped by callers when one is already had.
 */
function auraKeywords(
  s: RbState,
  id: string,
  withoutConditional = false,
): { k: KeywordInstance; ts: number; value: number; ifAbsent: boolean }[] {
  const o = obj(s, id);
  if (o.zone !== "base" && o.zone !== "battlefield") return offBoardGrants(s, id);
  const out: { k: KeywordInstance; ts: number; value: number; ifAbsent: boolean }[] = [];
  for (const { source: src, passive: p } of boardPassivesOfKind(s, "grant")) {
    if (p.zones === "playedNotFromHand") continue; // off the board only
    const so = obj(s, src);
    const ctrl = so.zone === "battlefieldCard" ? o.controller : so.controller;
    if (p.when && !checkCondition(s, src, ctrl, p.when)) continue;
    // "Units here with [Temporary] have [Shield]": the keyword asked for is read from the object's own keywords
    // (printed, passives, effects), not from other grants, so grants never depend on each other (recursion).
    const { keyword: needs, ...to } = p.to;
    if (!matches(s, id, needs === undefined ? p.to : to, ctrl, src)) continue;
    if (needs !== undefined && !ownKeywordNames(s, id, withoutConditional).includes(needs)) continue;
    for (const kw of p.keywords) {
      const k = parseKeyword(kw);
      out.push({ k, ts: so.enteredAt ?? 0, value: k.value, ifAbsent: !!p.ifAbsent });
    }
  }
  return out;
}

/**
 * Keywords `grant` passives with `zones` give a card off the board (713.3; Jax, Unmatched: "Your Equipment everywhere";
 * Rek'Sai, Breacher: "units played from anywhere other than a player's hand"): the card's characteristics only
 * (`cardIs`), and it must be the grant controller's — owned, or controlled on the chain (CR 1.4 819.3).
 */
function offBoardGrants(
  s: RbState,
  id: string,
): { k: KeywordInstance; ts: number; value: number; ifAbsent: boolean }[] {
  const grants = boardPassivesOfKind(s, "grant");
  if (!grants.some((g) => g.passive.zones !== undefined)) return [];
  const o = obj(s, id);
  const mine = o.zone === "chain" ? o.controller : o.owner;
  const out: { k: KeywordInstance; ts: number; value: number; ifAbsent: boolean }[] = [];
  for (const { source: src, passive: p } of grants) {
    if (p.zones === undefined || (p.zones === "playedNotFromHand" && o.zone === "hand")) continue;
    const so = obj(s, src);
    if (so.controller !== mine || (p.when && !checkCondition(s, src, so.controller, p.when))) continue;
    if (!cardIs(s, id, p.to)) continue;
    for (const kw of p.keywords) {
      const k = parseKeyword(kw);
      out.push({ k, ts: so.enteredAt ?? 0, value: k.value, ifAbsent: !!p.ifAbsent });
    }
  }
  return out;
}

/**
 * The keywords an object has without other objects' grants: printed, its own passives, effects on it (713.3.a).
 * `withoutConditional` (its Might being computed, 638 dependency): passives with a condition are left out, as
 * {@link might} does, so "while I'm Mighty" never asks for the Might being computed.
 */
function ownKeywordNames(s: RbState, id: string, withoutConditional = false): string[] {
  const o = obj(s, id);
  const out = statOf(o).keywords.map((k) => parseKeyword(k).name);
  for (const p of passivesOfCode(o.code))
    if (p.kind === "keyword" && (!p.when || (!withoutConditional && checkCondition(s, id, o.controller, p.when))))
      out.push(parseKeyword(p.keyword).name);
  for (const e of s.effects)
    if (e.keyword && isOn(e.objects, id, o.incarnation)) out.push(parseKeyword(e.keyword).name);
  return out;
}

/** Is a unit Mighty (706-711): Might 5 or more. */
export function isMighty(s: RbState, id: string): boolean {
  return might(s, id) >= 5;
}

/**
 * Keywords an object has now (712-729): printed ones, conditional passives, and granted ones (713.3.a),
 * minus removed ones (713.3.b). Values of Assault, Shield and Deflect add up (719.2, 726.2, 721.2).
 */
export function keywords(s: RbState, id: string): readonly KeywordInstance[] {
  const known = recalled<readonly KeywordInstance[]>(s, "keywords", id);
  if (known) return known;
  // 638 dependency: asked again while computing them (a "while I'm Mighty" keyword whose Might reads this object's
  // keywords through a filter), the keywords are read without conditional passives (not remembered).
  if (keywordsInProgress.has(id)) return computeKeywords(s, id, true);
  keywordsInProgress.add(id);
  try {
    return remember(s, "keywords", id, computeKeywords(s, id, false));
  } finally {
    keywordsInProgress.delete(id);
  }
}

/** Objects whose keywords are being computed (a call-stack guard, empty between calls). */
const keywordsInProgress = new Set<string>();

function computeKeywords(s: RbState, id: string, withoutConditional: boolean): KeywordInstance[] {
  const o = obj(s, id);
  const out: KeywordInstance[] = [];
  // Svellsongur: each attached copy of its printed text is one more instance of its printed keywords (CR 1.4 434.1.c)
  const copies = 1 + textCopies(s, id);
  for (let c = 0; c < copies; c++) {
    for (const k of statOf(o).keywords) out.push(parseKeyword(k));
    for (const p of passivesOfCode(o.code)) {
      if (p.kind !== "keyword" || (p.when && (withoutConditional || !checkCondition(s, id, o.controller, p.when))))
        continue;
      if (p.amount === undefined) out.push(parseKeyword(p.keyword));
      else {
        const n = staticAmount(s, id, o.controller, p.amount); // "[Assault] equal to …" (719.2)
        if (n > 0) out.push({ name: parseKeyword(p.keyword).name, value: n });
      }
    }
  }
  for (const e of s.effects) {
    if (!e.keyword) continue;
    if (isOn(e.objects, id, o.incarnation)) out.push(parseKeyword(e.keyword));
  }
  for (const g of auraKeywords(s, id, withoutConditional))
    if (!(g.ifAbsent && out.some((k) => k.name === g.k.name))) out.push(g.k);
  for (const a of attachmentsOf(s, id)) for (const kw of attachmentKeywords(s, a)) out.push(parseKeyword(kw)); // CR 1.4 434.1.c
  return withoutRemoved(s, o, out);
}

/** 713.3.b: the keywords an effect removed from the object, taken out (the list itself when none did). */
function withoutRemoved(s: RbState, o: RbObject, out: KeywordInstance[]): KeywordInstance[] {
  let removed: Set<string> | undefined;
  for (const e of s.effects) {
    if (!e.removeKeyword || !isOn(e.objects, o.id, o.incarnation)) continue;
    if (removed === undefined) removed = new Set();
    removed.add(e.removeKeyword);
  }
  if (removed === undefined) return out;
  const gone = removed;
  return out.filter((k) => !gone.has(k.name));
}

/** Does the object have this keyword now (712-713). */
export function hasKeyword(s: RbState, id: string, name: string): boolean {
  if (!mayHaveKeyword(s, id, name)) return false;
  for (const k of keywords(s, id)) if (k.name === name) return true;
  return false;
}

/** Sum of a valued keyword's instances (719.2, 721.2, 726.2); 0 when absent. */
export function keywordValue(s: RbState, id: string, name: string): number {
  if (!mayHaveKeyword(s, id, name)) return 0;
  let n = 0;
  for (const k of keywords(s, id)) if (k.name === name) n += k.value;
  return n;
}

/**
 * Could the object have the keyword `name` (712-713.3): false when none of the places {@link computeKeywords} takes
 * keywords from has it — the object's printed keywords and own keyword passives (static per code, Svellsongur's copies
 * included), effects' granted keywords, and what board objects give others ({@link boardKeywordTexts}: grants,
 * Equipment, attached Effect Text). Its keywords are then not computed (issue "Engine speed"); "true" means "maybe".
 */
function mayHaveKeyword(s: RbState, id: string, name: string): boolean {
  if (recalled(s, "keywords", id) !== undefined) return true; // computed already: the caller reads them
  if (keywordNamesOfCode(obj(s, id).code).has(name)) return true;
  return keywordGivenNow(s, name);
}

/**
 * Could any object be given the keyword `name` now (712-713.3): an effect grants it, or a board object gives it to
 * others ({@link boardKeywordTexts}). With false, only objects whose code names it ({@link codeNamesKeyword}) may have
 * it: `legalActions` asks this once per reading instead of {@link hasKeyword} per card.
 */
export function keywordGivenNow(s: RbState, name: string): boolean {
  for (const e of s.effects) if (e.keyword !== undefined && parseKeyword(e.keyword).name === name) return true;
  return boardKeywordNames(s).has(name);
}

/** Does a card of `code` print the keyword `name` or have it as its own keyword passive (712, 713.3.a; per code). */
export function codeNamesKeyword(code: string, name: string): boolean {
  return keywordNamesOfCode(code).has(name);
}

/** Names of a card's printed keywords and keyword passives (712, 713.3.a), static per code. */
function keywordNamesOfCode(code: string): ReadonlySet<string> {
  // The last code asked first: one card's keywords are asked in a row (a string compare, mostly by pointer).
  if (code === lastNamesCode && lastNames !== undefined) return lastNames;
  let names = keywordNamesByCode[code];
  if (!names) {
    const found = new Set<string>();
    for (const k of cardData(code)?.keywords ?? []) found.add(parseKeyword(k).name);
    for (const p of passivesOfCode(code)) if (p.kind === "keyword") found.add(parseKeyword(p.keyword).name);
    names = found;
    keywordNamesByCode[code] = names;
  }
  lastNamesCode = code;
  lastNames = names;
  return names;
}

const keywordNamesByCode = codeTable<ReadonlySet<string>>(); // a keyed load: cheaper than Map.get (perfL)
/** {@link keywordNamesOfCode}'s last answer, keyed by the code only (its names never change). */
let lastNamesCode = "";
let lastNames: ReadonlySet<string> | undefined;

/** The names of {@link boardKeywordTexts}, found once per board index (its texts array). */
function boardKeywordNames(s: RbState): ReadonlySet<string> {
  const texts = boardKeywordTexts(s);
  let names = boardNamesByTexts.get(texts);
  if (!names) {
    names = new Set(texts.map((t) => parseKeyword(t).name));
    boardNamesByTexts.set(texts, names);
  }
  return names;
}

const boardNamesByTexts = new WeakMap<readonly string[], ReadonlySet<string>>();

// The selectors compare Might and keywords through derived.ts (the layers evaluate selectors: no import cycle).
bindDerived({ might, isMighty, hasKeyword });
