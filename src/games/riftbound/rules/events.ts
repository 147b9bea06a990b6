/**
 * The event record (issue "rules core that composes": turn history is a general record that selectors query).
 * Every game action appends one `GameEvent` (586-633: played, moved, died, discarded, drew, buffed, stunned,
 * channeled, conquered, held, attacked, defended, …) to `history.events`, and the triggered abilities written with
 * `on` (cards/types.ts `EventTrigger`) that match it trigger (582-583). Records keep the subject as it was when the
 * event happened (last known information, 584.2 / 720.1.d: a "when a unit dies" ability looks back).
 */
import type { Seat } from "../../../engine/index.js";
import { attachmentsOf, textCopies } from "./attach.js";
import { copiesUnitText } from "./passives.js";
import { cardScript } from "../cards/registry.js";
import type { Amount, Condition, EventFilter, EventKind, EventTrigger } from "../cards/types.js";
import type { QueuedTrigger, RbState, Writable } from "./state.js";
import { cardData, codeTable } from "./catalogue.js";
import { parseKeyword, isMighty } from "./layers.js";
import { isUnit } from "./util.js";
import { boardListeners, boardPassives, boardPassivesOfKind } from "./board.js";
import { obj, objAt, ownEvents } from "./objects.js";
import { type CodeQuestion, anyCardAnswers, codeQuestion, matchMentions, mentionQuestion } from "./mentions.js";
import { type EventFilterParts, eventMatches, eventMatchesWith, eventPartsOf, checkCondition } from "./selectors.js";

/**
 * How many additional times a triggered ability of a card with printed `keyword` triggers for `seat` (Karthus,
 * Eternal: "Your [Deathknell] effects trigger an additional time"): the sum of `triggerRepeat` rules of the board
 * objects `seat` controls (583).
 */
export function triggerRepeats(s: RbState, seat: Seat, code: string, keyword: string): number {
  if (!(cardData(code)?.keywords ?? []).some((k) => parseKeyword(k).name === keyword)) return 0;
  let n = 0;
  for (const { source, passive: p } of boardPassives(s))
    if (p.kind === "rule" && p.key === "triggerRepeat" && p.keyword === keyword && obj(s, source).controller === seat)
      n += p.value;
  return n;
}

/**
 * How many additional times `seat`'s conquer (hold) effects trigger for a `conquered` (`held`) event at battlefield
 * `bf` (583: "Your conquer effects for conquering here trigger an additional time", Red Brambleback): the sum of the
 * `scoreTriggerRepeat` rules of `seat`'s board objects at that battlefield.
 */
export function scoreTriggerRepeats(s: RbState, seat: Seat, kind: EventKind, bf: unknown): number {
  if ((kind !== "conquered" && kind !== "held") || typeof bf !== "number") return 0;
  let n = 0;
  for (const { source, passive: p } of boardPassivesOfKind(s, "rule")) {
    if (p.key !== "scoreTriggerRepeat" || p.event !== kind) continue;
    const o = obj(s, source);
    if (o.controller === seat && o.zone === "battlefield" && o.bf === bf) n += p.value;
  }
  return n;
}

/** An object as it was when an event happened (last known information). */
export interface EventSubject {
  readonly id: string;
  readonly incarnation: number;
  readonly code: string;
  readonly controller: Seat;
  readonly owner: Seat;
  /** Where it was before the event (its zone; battlefield index when at one). */
  readonly zone: string;
  readonly bf?: number;
  readonly token: boolean;
  /** Its states then (584.2: "a buffed friendly unit dies" looks back at the unit as it was). */
  readonly buffed: boolean;
  readonly stunned: boolean;
  readonly exhausted: boolean;
  readonly damaged: boolean;
  /** Whether it was Empowered then (CR 1.4 441.2; a Deathknell of an [Empowered] ability looks back at it). */
  readonly empowered?: boolean;
  /** Whether it was Mighty then (706; "if I was Mighty", Unsung Hero), for units on the board. */
  readonly mighty?: boolean;
  /** Cards attached to it then (CR 1.4 719): their Effect Text was its text (a Deathknell on an Equipment). */
  readonly attached?: readonly string[];
}

/** One game event (586-633). `player` performed the action (or controls what it happened to). */
export interface GameEvent {
  readonly seq: number;
  readonly turn: number;
  readonly kind: EventKind;
  readonly player: Seat;
  readonly subject?: EventSubject;
  readonly data: Readonly<Record<string, string | number | boolean>>;
}

/** "Does a card of the match look at the Mighty state" ({@link snapshot}'s 584.2 look-back; asked per event). */
const MIGHTY = mentionQuestion("mighty");

/** The subject of an event as it is now (call before the action changes it). */
export function snapshot(s: RbState, id: string): EventSubject {
  const o = obj(s, id);
  // One literal per place (at a battlefield or not) with every field always present, in declaration order: fields
  // added after a literal go to a separate property store (allocated and grown per subject, ~2 subjects per decision);
  // the rare optional ones are added after, only when present (no spread inside a literal: issue "Engine speed").
  const c = (
    o.bf !== undefined
      ? {
          id,
          incarnation: o.incarnation,
          code: o.code,
          controller: o.controller,
          owner: o.owner,
          zone: o.zone,
          bf: o.bf,
          token: o.token,
          buffed: o.buffed,
          stunned: o.stunned,
          exhausted: o.exhausted,
          damaged: o.damage > 0,
        }
      : {
          id,
          incarnation: o.incarnation,
          code: o.code,
          controller: o.controller,
          owner: o.owner,
          zone: o.zone,
          token: o.token,
          buffed: o.buffed,
          stunned: o.stunned,
          exhausted: o.exhausted,
          damaged: o.damage > 0,
        }
  ) as Writable<EventSubject>;
  if (o.empowered) c.empowered = true;
  if (o.zone === "base" || o.zone === "battlefield") {
    // CR 1.4 719: the cards attached to a board unit; 584.2: whether it was Mighty is looked back at only by
    // filters on the Mighty state (none in the match, no Might computed).
    const list = attachmentsOf(s, id);
    if (list.length) c.attached = list;
    if (anyCardAnswers(s, MIGHTY) && isUnit(s, id) && isMighty(s, id)) c.mighty = true;
  }
  return c;
}

/** The filter of a trigger that has none (every event of its kind): one shared object, none made per check. */
const NO_FILTER: EventFilter = {};

/** Codes whose scripts have `on` triggers, by event kind (static per card: computed once per code). */
const listenersByCode = new Map<string, ReadonlyMap<EventKind, readonly number[]>>();

function listeners(code: string): ReadonlyMap<EventKind, readonly number[]> {
  let m = listenersByCode.get(code);
  if (m) return m;
  const out = new Map<EventKind, number[]>();
  cardScript(code)?.abilities.forEach((a, i) => {
    if (a.kind !== "triggered" || !a.on) return;
    for (const k of Array.isArray(a.on) ? a.on : [a.on]) out.set(k, [...(out.get(k) ?? []), i]);
  });
  m = out;
  listenersByCode.set(code, m);
  return m;
}

/**
 * Records a game event and queues every `on` trigger it meets (583.1). Listeners are the objects whose
 * abilities are active (569, 584: board objects, legends, battlefields) and, for abilities that work from another
 * zone (`zone`), the subject itself (Deathknell-like "when I die" look back at it, 720.1.d).
 */
export function recordEvent(
  s: RbState,
  kind: EventKind,
  player: Seat,
  subject: EventSubject | undefined,
  data: Record<string, string | number | boolean> = {},
): GameEvent {
  const e = { seq: s.history.events.length, turn: s.turnNumber, kind, player } as Writable<GameEvent>;
  if (subject) e.subject = subject;
  e.data = data;
  ownEvents(s).push(e); // shared with the previous state until now (copy.ts)
  dispatch(s, e);
  return e;
}

/**
 * Records each board object chosen as a target of an ability as it goes on the chain (559.3, CR 1.4 355: "when you
 * choose me", "when you choose a friendly unit" — spells record `chosen`). Only when a card of the match listens for
 * it (docs/engine.md "Bookkeeping only some cards observe").
 */
export function recordAbilityChoices(
  s: RbState,
  seat: Seat,
  ids: readonly string[],
  source?: string,
  asUnit?: boolean,
): void {
  if (ids.length === 0 || !mayListenFor(s, "chosenByAbility")) return;
  const by: Record<string, string> = source !== undefined ? { chosenBy: asUnit ? "unit" : chooserKind(s, source) } : {};
  for (const t of ids) {
    const o = objAt(s, t);
    if (!o || (o.zone !== "base" && o.zone !== "battlefield")) continue;
    recordEvent(s, "chosenByAbility", seat, snapshot(s, t), { bf: o.bf ?? -1, via: "ability", ...by });
  }
}

/**
 * What kind of object an ability that chooses belongs to ("with spells or unit abilities", Prodigal Explorer):
 * `unit`, `gear`, `legend` or `battlefield` (106; a unit token is a unit, 170). An Effect Text ability is its unit's
 * (CR 1.4 718.3): callers pass `asUnit` for those.
 */
export function chooserKind(s: RbState, source: string): string {
  if (isUnit(s, source)) return "unit";
  return (cardData(obj(s, source).code)?.type ?? "").toLowerCase();
}

/**
 * Could anything in this match ever trigger on `kind` (583.1): a card of the match whose script mentions the event
 * (a printed trigger, or an ability that creates one), or a created trigger now in effect. When nothing can, the
 * rules may skip the bookkeeping that exists only to raise the event (CR 1.4 709 "becomes Mighty").
 */
export function mayListenFor(s: RbState, kind: EventKind): boolean {
  for (const c of s.effects) {
    const on = c.trigger?.on;
    if (on !== undefined && (Array.isArray(on) ? on.includes(kind) : on === kind)) return true;
  }
  return matchMentions(s, kind);
}

/**
 * Considers the `on` triggers of the objects whose abilities are active (569, 584) for `e`, in board order: bases,
 * battlefields and their units, then legends (the order in which simultaneous triggers are first listed to their
 * controller, 583.3.b; board.ts `activeSources` without legends first). Only the board objects whose code has a
 * trigger of this kind are visited: the board index lists them when it is built (`boardListeners`), so an event reads
 * no other board object (issue "Engine speed"). Considering an object changes no zone list.
 */
function considerBoard(s: RbState, e: GameEvent, k: KindListeners, seen: string[]): void {
  for (const id of boardListeners(s, e.kind)) consider(s, e, k, seen, id, false);
}

/**
 * A queued trigger's `eventData` (583): the event's subject as `object`, the event's data, then its sequence number
 * (`event`) when `seq`. Built by assignment: spreads inside an object literal cost V8 a slow copy each (docs/performance.md
 * "Session 13"); the same keys in the same order as `{ object, ...data, event }`.
 */
function eventDataOf(
  e: GameEvent,
  object: string | undefined,
  seq: boolean,
): Record<string, string | number | boolean> {
  const d: Record<string, string | number | boolean> = {};
  if (object !== undefined) d.object = object;
  Object.assign(d, e.data);
  if (seq) d.event = e.seq;
  return d;
}

/**
 * Queues the `on` triggers of object `id` that `e` fires (582-583), once per object (`seen`): printed abilities on
 * the board, or (`fromZone`) abilities that work from another zone or look back at a card that left. `k` is the
 * {@link KindListeners} of `e.kind` (read once per event by the caller).
 */
function consider(
  s: RbState,
  e: GameEvent,
  k: KindListeners,
  seen: string[],
  id: string,
  fromZone: boolean,
  topMost?: string,
  except?: EventKind,
): void {
  const o = objAt(s, id);
  if (!o) return;
  const triggers = triggersOfKind(k, o.code);
  if (triggers === null) return; // most objects: nothing to queue, nothing to remember
  const key = topMost ? `${id}>${topMost}` : id;
  if (seen.includes(key)) return;
  seen.push(key);
  // CR 1.4 135.4, 136.2, 718.3: an attached card's Effect Text is its top-most unit's; its printed text is inactive.
  const top = topMost ?? (fromZone ? undefined : o.attachedTo);
  const holder = top ?? id;
  for (const t of triggers) {
    const a = t.ability;
    if (except && (Array.isArray(a.on) ? a.on.includes(except) : a.on === except)) continue; // already triggered
    if (t.attached !== (top !== undefined)) continue;
    if (fromZone !== t.fromZone) continue;
    // "When I …" (`self`) hears only events about its holder: refused before anything is read (most `played`
    // listeners are other units' "when you play me"; `eventMatchesWith` checks the rest of 720.1.d).
    if (t.self && e.subject?.id !== holder) continue;
    const ho = objAt(s, holder);
    if (!ho) continue;
    const controller = ho.zone === "battlefieldCard" ? e.player : ho.controller;
    if (!eventMatchesWith(s, e, t.filter, t.parts, holder, controller)) continue;
    if (t.rare && !rareChecksPass(s, e, t, holder, controller)) continue;
    const i = t.index;
    // 720.1.c: a Deathknell is "when I die"; rules such as Karthus, Eternal's make it trigger more times.
    const deathknell = e.kind === "died" && t.self;
    const times =
      ((deathknell ? 1 + triggerRepeats(s, controller, o.code, "Deathknell") : 1) +
        scoreTriggerRepeats(s, controller, e.kind, e.data.bf)) *
      (top === undefined ? 1 + ownTextCopies(s, e, id, fromZone) : 1);
    for (let n = 0; n < times; n++) {
      const q = { id: `t${s.nextId++}`, controller, source: holder, sourceCode: o.code } as Writable<QueuedTrigger>;
      if (holder !== id) q.abilityCode = o.code;
      q.ability = i;
      const d = eventDataOf(e, e.subject?.id, true);
      // 595.3.c: an ability working from another zone ("when you discard me, you may pay … to play me") acts on the
      // object its card is there now; `sourceIncarnation` lets it check that it is still that object.
      if (fromZone) d.sourceIncarnation = ho.incarnation;
      // CR 1.4 395: the attached card whose Effect Text this is ("banished with this" is linked to it).
      if (holder !== id) d.abilityObject = id;
      q.eventData = d;
      s.triggerQueue.push(q);
    }
  }
}

/**
 * The checks of a trigger that few have (583): "the Nth time" (`limit`), "one or more" (`batch`) and an intervening
 * "if" (CR 1.4 383.2.a.1), in that order; the "Nth trigger" limit last, as it records the trigger.
 */
function rareChecksPass(s: RbState, e: GameEvent, t: TriggerFacts, holder: string, controller: Seat): boolean {
  const a = t.ability;
  if (a.limit && a.limit.of !== "triggers" && countMatching(s, e, a, holder, controller) !== a.limit.nth) return false;
  if (a.batch && earlierInBatch(s, e, a, holder, controller)) return false;
  // CR 1.4 383.2.a.1: an "if" right after the trigger condition is part of it (checked now).
  if (a.if && !checkCondition(s, holder, controller, withEventData(a.if, e.data))) return false;
  if (a.limit?.of === "triggers" && !nthTrigger(s, holder, t.index, a.limit.nth)) return false;
  return true;
}

/** "Does a card of the match give a unit's text again" (Svellsongur; {@link ownTextCopies}, per queued trigger). */
const COPY_UNIT_TEXT = mentionQuestion("copyUnitText");

/**
 * Svellsongur (CR 1.4 434.1.c, 718.3): how many attached cards give this unit another instance of its printed
 * triggered abilities — attached now, or (a unit that left the board looking back, 720.1.d) attached then.
 */
function ownTextCopies(s: RbState, e: GameEvent, id: string, fromZone: boolean): number {
  if (!anyCardAnswers(s, COPY_UNIT_TEXT)) return 0;
  if (!fromZone) return textCopies(s, id);
  if (e.subject?.id !== id || !e.subject.attached) return 0;
  return e.subject.attached.filter((a) => copiesUnitText(obj(s, a).code)).length;
}

/**
 * What the cards can do with events of one kind (583.1, 584.1), static per card code: the match questions (mentions.ts
 * {@link CodeQuestion}) "a card has an `on` trigger of `kind`" (`on`) and "… one that works from the trash" (`trash`),
 * each code's triggers of `kind` (`byCode`: null for none) and whether one works from the trash (`fromTrash`). One
 * record per kind, so an event asks one table for all of it.
 */
interface KindListeners {
  readonly kind: EventKind;
  readonly on: CodeQuestion;
  readonly trash: CodeQuestion;
  readonly byCode: Record<string, readonly TriggerFacts[] | null | undefined>;
  readonly fromTrash: Record<string, boolean | undefined>;
}

/**
 * A printed `on` trigger of a card, as {@link consider} tests it (static per code and kind, one shape): the fields of
 * the ability read once, not once per event (abilities have many shapes: each read of one is a megamorphic load).
 */
interface TriggerFacts {
  readonly index: number;
  readonly ability: EventTrigger & { kind: "triggered"; attached?: true };
  /** Written on an attached card for its top-most unit (CR 1.4 718.3). */
  readonly attached: boolean;
  /** Works from a zone other than the board (584.1, 720.1.d). */
  readonly fromZone: boolean;
  readonly filter: EventFilter;
  readonly parts: EventFilterParts;
  /** The filter is "me" (`self`): only an event whose subject is the holder can match. */
  readonly self: boolean;
  /** Has a `limit`, `batch` or `if` ({@link rareChecksPass}). */
  readonly rare: boolean;
}

const kindListeners = new Map<EventKind, KindListeners>();

/** The {@link KindListeners} of `kind` (built once). */
function listenersOfKind(kind: EventKind): KindListeners {
  let k = kindListeners.get(kind);
  if (k === undefined) {
    k = {
      kind,
      on: codeQuestion(`on:${kind}`, (code: string) => listeners(code).has(kind)),
      trash: codeQuestion(`trash:${kind}`, (code: string) => worksFromTrash(code, kind)),
      byCode: codeTable<readonly TriggerFacts[] | null>(), // a keyed load: cheaper than Map.get (perfL)
      fromTrash: codeTable<boolean>(),
    };
    kindListeners.set(kind, k);
  }
  return k;
}

/** The `on` triggers of `k.kind` that the script of `code` has, in ability order, or null (static per code). */
function triggersOfKind(k: KindListeners, code: string): readonly TriggerFacts[] | null {
  let a = k.byCode[code];
  if (a === undefined) {
    const indices = listeners(code).get(k.kind);
    const sc = cardScript(code);
    a = indices && sc ? indices.map((index) => triggerFacts(sc.abilities[index], index)) : null;
    k.byCode[code] = a;
  }
  return a;
}

/** The {@link TriggerFacts} of ability `index` of a script (a triggered ability written with `on`). */
function triggerFacts(ability: unknown, index: number): TriggerFacts {
  const a = ability as EventTrigger & { kind: "triggered"; attached?: true };
  const filter = a.filter ?? NO_FILTER;
  return {
    index,
    ability: a,
    attached: a.attached === true,
    fromZone: a.zone !== undefined && a.zone !== "board",
    filter,
    parts: eventPartsOf(filter),
    self: filter.self === true,
    rare: a.limit !== undefined || a.batch !== undefined || a.if !== undefined,
  };
}

/** Does object `id` (if it exists) have a printed trigger of `k.kind` ({@link consider} looks at no other object). */
function listensAt(s: RbState, k: KindListeners, id: string): boolean {
  const o = objAt(s, id);
  return o !== undefined && triggersOfKind(k, o.code) !== null;
}

/**
 * Could a card of the match trigger on `k.kind` by its script (583.1): a printed `on` trigger of that kind, on the
 * board, attached or working from another zone. The cards of a match only grow in number, and a copy takes the code
 * of a card already in it, so a "no" stays right for later states (docs/engine.md "Bookkeeping only some cards
 * observe"); conquer and hold count each other's triggers (383.4), so both always look.
 */
function cardsListenFor(s: RbState, k: KindListeners): boolean {
  if (k.kind === "conquered" || k.kind === "held") return true;
  return anyCardAnswers(s, k.on);
}

/** Does the card `code` have an `on` trigger of `k.kind` that works from the trash (584.1; static per code). */
function worksFromTrashOf(k: KindListeners, code: string): boolean {
  let yes = k.fromTrash[code];
  if (yes === undefined) {
    yes = worksFromTrash(code, k.kind);
    k.fromTrash[code] = yes;
  }
  return yes;
}

/**
 * Is a trigger created for a duration in effect (CR 1.4 389-392: created, granted or about particular objects): the
 * loops of {@link dispatch} over the effects look at no effect without one, so without any they are not started.
 */
function anyCreatedTrigger(s: RbState): boolean {
  for (const c of s.effects) if (c.trigger) return true;
  return false;
}

/**
 * Queues the triggers `e` fires (583.1), in the order they are first listed (583.3.b): the board's printed ones, the
 * subject's and the cards attached to it that look back, created ones, those working from the trash, created ones
 * about objects, granted ones, then 383.4's other kind.
 */
function dispatch(s: RbState, e: GameEvent): void {
  // The board's listeners (`considerBoard`) and every object's own triggers are looked at only when
  // a card of the match has a trigger of this kind: most events (readied, channeled, drew …) have none.
  const k = listenersOfKind(e.kind);
  const printed = cardsListenFor(s, k);
  // The loops over the effects look only at effects holding a trigger: most effects in play (a Might bonus "this
  // turn") hold none, and then none of those loops is started.
  const created = s.effects.length > 0 && anyCreatedTrigger(s);
  // No printed trigger of this kind and no created or granted trigger in effect (conquer and hold always look, 383.4):
  // nothing can trigger.
  if (!printed && !created) return;
  // The objects already considered (a few at most: only those with a trigger of this kind are added); made only when
  // something may trigger (no allocation per event).
  const seen: string[] = [];
  if (printed) {
    considerBoard(s, e, k, seen);
    if (e.subject && listensAt(s, k, e.subject.id)) consider(s, e, k, seen, e.subject.id, true);
    // CR 1.4 719.5, 720.1.d: a unit that left the board looks back at the Effect Text it had (Sacred Shears).
    if (e.subject?.attached) for (const a of e.subject.attached) consider(s, e, k, seen, a, true, e.subject.id);
  }
  if (created) dispatchEffectTriggers(s, e);
  // 584.1: abilities that say they work from the trash ("When you conquer, … return this from your trash").
  if (printed && anyCardAnswers(s, k.trash))
    for (const p of s.players)
      for (const id of p.trash) if (worksFromTrashOf(k, obj(s, id).code)) consider(s, e, k, seen, id, true);
  if (created) {
    if (e.subject) dispatchCreated(s, e, e.subject);
    else dispatchCreatedAtTurnEvent(s, e);
    dispatchGranted(s, e);
  }
  if (e.kind === "conquered" || e.kind === "held") dispatchConquerHoldAlike(s, e);
}

/**
 * Triggered abilities created for a duration (CR 1.4 389-392) that listen like printed ones, for `e`: those about
 * particular objects ("the next time it takes damage") are dispatched by `dispatchCreated`.
 */
function dispatchEffectTriggers(s: RbState, e: GameEvent): void {
  let firedOnce: Set<string> | null = null; // made when a "the next time …" trigger fires (rare)
  for (const c of s.effects) {
    const t = c.trigger;
    if (!t || c.objects.length > 0 || !(Array.isArray(t.on) ? t.on : [t.on]).includes(e.kind)) continue;
    if (c.source === null) continue;
    if (!eventMatches(s, e, t.filter ?? NO_FILTER, c.source, c.controller)) continue;
    if (t.byKeptPlayer !== undefined && e.player !== c.keptData?.[t.byKeptPlayer]) continue; // "when they …"
    const q = {
      id: `t${s.nextId++}`,
      controller: c.controller,
      source: c.source,
      sourceCode: obj(s, c.source).code,
      ability: -2,
    } as Writable<QueuedTrigger>;
    // A "the next time …" trigger ends now, so it carries its own instructions (as `dispatchCreated` does).
    if (c.once) q.effects = t.effects;
    else q.createdBy = c.id;
    const d = eventDataOf(e, e.subject?.id, true);
    if (c.keptData) Object.assign(d, c.keptData);
    q.eventData = d;
    s.triggerQueue.push(q);
    if (c.once) {
      firedOnce ??= new Set();
      firedOnce.add(c.id);
    }
  }
  endFiredOnce(s, firedOnce);
}

/**
 * Triggers granted to objects for a duration ("This turn, that unit has 'When I conquer, you may move me to my
 * base.'", CR 1.4 389, 583): each object still the same incarnation on the board listens as if the trigger were
 * printed on it — the filter seen from it, its controller controlling the trigger, "me" being it.
 */
function dispatchGranted(s: RbState, e: GameEvent): void {
  for (const c of s.effects) {
    const t = c.trigger;
    if (!c.granted || !t || !(Array.isArray(t.on) ? t.on : [t.on]).includes(e.kind)) continue;
    for (const r of c.objects) {
      const o = objAt(s, r.id);
      if (!o || o.incarnation !== r.incarnation || (o.zone !== "base" && o.zone !== "battlefield")) continue;
      if (!eventMatches(s, e, t.filter ?? NO_FILTER, r.id, o.controller)) continue;
      s.triggerQueue.push({
        id: `t${s.nextId++}`,
        controller: o.controller,
        source: r.id,
        sourceCode: o.code,
        ability: -2,
        eventData: eventDataOf(e, e.subject?.id, true),
        effects: t.effects,
      });
    }
  }
}

/**
 * "My hold effects are also conquer effects, and vice versa" (CR 1.4 383.4; Skyfall of Areion): a unit with a
 * `conquerHoldAlike` passive (and its attached cards' Effect Text) also checks its triggers of the other kind against
 * this scoring event; one listening to both kinds triggered already.
 */
function dispatchConquerHoldAlike(s: RbState, e: GameEvent): void {
  const holders = boardPassivesOfKind(s, "conquerHoldAlike");
  if (holders.length === 0) return;
  const other: GameEvent = { ...e, kind: e.kind === "conquered" ? "held" : "conquered" };
  const seen: string[] = [];
  const k = listenersOfKind(other.kind);
  for (const { source: unit } of holders) {
    consider(s, other, k, seen, unit, false, undefined, e.kind);
    for (const a of attachmentsOf(s, unit)) consider(s, other, k, seen, a, false, undefined, e.kind);
  }
}

/**
 * A delayed trigger about particular objects that listens to a turn event without a subject ("Disempower it at end of
 * turn", CR 1.4 389-392): it fires once per object still the same incarnation (109), that object being the trigger's
 * `{ event: "object" }`.
 */
function dispatchCreatedAtTurnEvent(s: RbState, e: GameEvent): void {
  let fired: Set<string> | null = null; // made when a "once" trigger fires (rare)
  for (const c of s.effects) {
    if (c.trigger?.on !== e.kind || c.objects.length === 0 || c.granted) continue;
    for (const r of c.objects) {
      const o = objAt(s, r.id);
      if (!o || o.incarnation !== r.incarnation) continue;
      const source = c.source !== null && objAt(s, c.source) ? c.source : r.id;
      s.triggerQueue.push({
        id: `t${s.nextId++}`,
        controller: c.controller,
        source,
        sourceCode: obj(s, source).code,
        ability: -2,
        eventData: eventDataOf(e, r.id, true),
        effects: c.trigger.effects,
      });
    }
    if (c.once) {
      fired ??= new Set();
      fired.add(c.id);
    }
  }
  endFiredOnce(s, fired);
}

/** Ends the created triggers that fire once ("the next time …") and just fired (their effect ids); none: nothing. */
function endFiredOnce(s: RbState, fired: ReadonlySet<string> | null): void {
  if (fired) s.effects = s.effects.filter((c) => !fired.has(c.id));
}

/**
 * An intervening "if" reads the triggering event (CR 1.4 383.2.a.1: "if you assigned 5 or more excess damage"): its
 * `eventData` numbers are put in before the condition is checked (absent data reads 0).
 */
function withEventData(c: Condition, data: GameEvent["data"]): Condition {
  const bind = (a: Amount): Amount => {
    if (typeof a !== "object") return a;
    if ("eventData" in a) {
      const v = data[a.eventData];
      return typeof v === "number" ? v : 0;
    }
    if ("minus" in a) return { minus: [bind(a.minus[0]), bind(a.minus[1])] };
    return a;
  };
  if ("compare" in c)
    return { compare: [bind(c.compare[0]), { op: c.compare[1].op, value: bind(c.compare[1].value) }] };
  // 560.4.d.1: "if you paid the additional cost" in a play trigger's intervening if reads the play event's `paid`.
  if ("paidOptional" in c) {
    const paid = String(data.paid ?? "")
      .split(",")
      .includes(c.paidOptional);
    return paid ? { and: [] } : { not: { and: [] } };
  }
  if ("not" in c) return { not: withEventData(c.not, data) };
  if ("and" in c) return { and: c.and.map((x) => withEventData(x, data)) };
  return c;
}

/**
 * "Activate the <event> effects of <objects>" (UFAQ-16): the `on` triggers of just these board objects check an
 * event as if it had happened (their other conditions still apply, 583.1); no event happens or is recorded, and
 * nothing else sees it. Used by Reckoner's Arena ("activate the conquer effects of units here").
 */
export function dispatchAsIf(s: RbState, e: GameEvent, ids: readonly string[]): void {
  for (const id of ids) {
    const o = objAt(s, id);
    const abilities = o ? listeners(o.code).get(e.kind) : undefined;
    if (!o || !abilities) continue;
    const sc = cardScript(o.code)!;
    for (const i of abilities) {
      const a = sc.abilities[i] as EventTrigger & { kind: "triggered" };
      if (a.zone !== undefined && a.zone !== "board") continue;
      if (!eventMatches(s, e, a.filter ?? NO_FILTER, id, o.controller)) continue;
      if (a.limit && countMatching(s, e, a, id, o.controller) + 1 !== a.limit.nth) continue;
      if (a.if && !checkCondition(s, id, o.controller, withEventData(a.if, e.data))) continue; // CR 1.4 383.2.a.1
      s.triggerQueue.push({
        id: `t${s.nextId++}`,
        controller: o.controller,
        source: id,
        sourceCode: o.code,
        ability: i,
        eventData: eventDataOf(e, e.subject?.id, false),
      });
    }
  }
}

/** Created (delayed) triggers about the event's subject (CR 1.4 389-392): "the next time it takes damage …". */
function dispatchCreated(s: RbState, e: GameEvent, sub: EventSubject): void {
  let fired: Set<string> | null = null; // made when a "once" trigger fires (rare)
  for (const c of s.effects) {
    if (c.trigger?.on !== e.kind || c.granted) continue;
    if (!c.objects.some((r) => r.id === sub.id && r.incarnation === sub.incarnation)) continue;
    const source = c.source !== null && objAt(s, c.source) ? c.source : sub.id;
    s.triggerQueue.push({
      id: `t${s.nextId++}`,
      controller: c.controller,
      source,
      sourceCode: obj(s, source).code,
      ability: -2,
      eventData: eventDataOf(e, sub.id, true),
      effects: c.trigger.effects,
    });
    if (c.once) {
      fired ??= new Set();
      fired.add(c.id);
    }
  }
  endFiredOnce(s, fired);
}

/** Does a card have an `on` trigger of this kind that works from the trash (static per code). */
function worksFromTrash(code: string, kind: EventKind): boolean {
  const abilities = listeners(code).get(kind);
  if (!abilities) return false;
  const sc = cardScript(code)!;
  return abilities.some((i) => (sc.abilities[i] as EventTrigger).zone === "trash");
}

/**
 * "One or more" (a batch trigger): an earlier event of the same batch (`data.batch`, set by the action that made
 * them together) already met this trigger, so it triggered once already.
 */
function earlierInBatch(s: RbState, e: GameEvent, t: EventTrigger, source: string, controller: Seat): boolean {
  if (e.data.batch === undefined) return false;
  const kinds = Array.isArray(t.on) ? t.on : [t.on];
  return s.history.events.some(
    (x) =>
      x.seq < e.seq &&
      x.data.batch === e.data.batch &&
      kinds.includes(x.kind) &&
      eventMatches(s, x, t.filter ?? NO_FILTER, source, controller),
  );
}

/**
 * "Once each turn, when …" (583): is this the `nth` time this turn the ability `i` of `holder` triggers? Records the
 * trigger in the turn's ability record (keyed by object and incarnation: a new object starts afresh, 109).
 */
function nthTrigger(s: RbState, holder: string, i: number, nth: number): boolean {
  const key = `${holder}#${obj(s, holder).incarnation}`;
  const done = s.history.abilityChoices[key] ?? [];
  const tag = `trigger:${i}`;
  const n = done.filter((x) => x === tag).length + 1;
  s.history.abilityChoices = { ...s.history.abilityChoices, [key]: [...done, tag] }; // replaced (copy.ts)
  return n === nth;
}

/** How many events of this turn, up to and including `e`, meet the trigger's filter ("the Nth time", 583). */
function countMatching(s: RbState, e: GameEvent, t: EventTrigger, source: string, controller: Seat): number {
  let n = 0;
  for (const x of s.history.events) {
    if (x.seq > e.seq) break;
    const kinds = Array.isArray(t.on) ? t.on : [t.on];
    if (x.turn === e.turn && kinds.includes(x.kind) && eventMatches(s, x, t.filter ?? NO_FILTER, source, controller))
      n++;
  }
  return n;
}
