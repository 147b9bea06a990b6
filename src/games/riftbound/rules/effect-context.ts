/**
 * What every verb (`rules/verbs/*`) reads while an instruction resolves (563.2): the resolving item, its targets
 * as they are now (563.2.c), the objects a reference names, numbers, and the answer to a question it asked.
 * Verbs import this module, never each other, so the verb files form no import cycle.
 */
import type { DecisionOption, Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { Amount, Effect, ObjFilter, Ref, TargetSpec } from "../cards/types.js";
import type { VerbSuspension } from "./verbs/suspension.js";
import type { Task, RbState, RbEvent, ChainItemSnapshot, Location, TargetRef } from "./state.js";
import type { Cause } from "./game-actions.js";
import { boardPassivesOfKind } from "./board.js";
import {
  checkCondition,
  locKey,
  matches,
  matchesWith,
  partsOf,
  sameControllerOk,
  sameLocation,
  staticAmount,
  stateAmount,
} from "./selectors.js";
import { ownPassives } from "./passives.js";
import { matchMentions } from "./mentions.js";
import { obj, objAt, recalledBy, remembering, rememberBy } from "./objects.js";
import { keywordValue, might } from "./layers.js";
import { stat, nameOf, isTeammate } from "./util.js";
import { cantPlayToBattlefield, cantPlayUnitHere, playOnlyAllows } from "./restrictions.js";
import { ask } from "./decisions.js";
import { spellParts } from "./spell-modes.js";
import { QUICK_DRAW_ABILITY, QUICK_DRAW_TARGETS } from "./quick-draw.js";
import { chainCandidates, chainChoiceOk } from "./chain-choices.js";
import { baseAndBattlefieldIds } from "./zones.js";

/** A resolution in progress: the spell's or ability's remaining instructions (563.2). */
export type EffectsTask = Extract<Task, { t: "effects" }>;

/** What a verb works with: the state, its task, the event list, and the resolving item's controller and source. */
export interface VerbContext {
  readonly s: RbState;
  readonly task: EffectsTask;
  readonly out: RbEvent[];
  /** Controller of the resolving spell or ability (the "you" of its text). */
  readonly me: Seat;
  /** Object id of its source (the card or permanent). */
  readonly src: string;
}

/**
 * How an instruction ended: `next` (done, go on), `wait` (a decision is pending; run it again with the answer) or
 * `spliced` (it replaced itself with other instructions at the same position: `may`, `if`).
 */
export type VerbResult = "next" | "wait" | "spliced";

/** The handler of one instruction (`op`) of the card vocabulary. */
export type VerbHandler<E extends Effect> = (ctx: VerbContext, e: E) => VerbResult;

/** The instruction of the vocabulary with this `op`. */
export type EffectOf<K extends Effect["op"]> = Extract<Effect, { op: K }>;

/** Who is responsible for what this instruction does (CR 1.4 411): its controller, with a spell or an ability. */
export function causeOf(ctx: VerbContext): Cause {
  return { by: ctx.me, via: ctx.task.item.kind === "card" ? "spell" : "ability" };
}

/** The context of a task's current instruction. */
export function contextOf(s: RbState, task: EffectsTask, out: RbEvent[]): VerbContext {
  return { s, task, out, me: task.actor ?? task.item.controller, src: task.item.object };
}

/** Board objects (units and gear on bases and battlefields). */
export function boardObjects(s: RbState): string[] {
  const out = baseAndBattlefieldIds(s);
  // Picked only by `at: "facedown"` filters (`facedownAt`'s order, without its list).
  for (const b of s.battlefields) {
    if (b.facedown === null) continue;
    out.push(b.facedown);
    if (b.extraFacedown) for (const id of b.extraFacedown) out.push(id);
  }
  return out;
}

/**
 * Legal choices for a target spec (559.3), seen by `controller` for an ability of `source`. `hereBf` restricts
 * to one battlefield (723.1.d: a card played from facedown targets only there). Read-only: while legal actions read
 * a state the list is the remembered one, shared by every caller (copy it before changing it).
 */
export function legalTargetsFor(
  s: RbState,
  spec: TargetSpec,
  controller: Seat,
  source: string | null,
  hereBf: number | null,
  event?: Record<string, string | number | boolean>,
): readonly string[] {
  if (event !== undefined || !remembering(s)) return computeLegalTargets(s, spec, controller, source, hereBf, event);
  // While legal actions read a state, a card's spec is asked once per target set tried: remembered (objects.ts) per
  // source id, then by controller and battlefield (a short list: no key text built per ask).
  const sub = source ?? "";
  const known = recalledBy<KnownTargets[]>(s, spec, sub);
  if (known !== undefined)
    for (const k of known) if (k.controller === controller && k.hereBf === hereBf) return k.legal;
  const legal = computeLegalTargets(s, spec, controller, source, hereBf, undefined);
  const entry: KnownTargets = { controller, hereBf, legal };
  if (known !== undefined) known.push(entry);
  else rememberBy(s, spec, sub, [entry]);
  return legal;
}

/** A remembered answer of {@link legalTargetsFor} for one source: its controller and battlefield, and the list. */
interface KnownTargets {
  readonly controller: Seat;
  readonly hereBf: number | null;
  readonly legal: readonly string[];
}

function computeLegalTargets(
  s: RbState,
  spec: TargetSpec,
  controller: Seat,
  source: string | null,
  hereBf: number | null,
  event: Record<string, string | number | boolean> | undefined,
): string[] {
  // 559.3: a spell or ability on the chain, by what it chooses (Not So Fast, Repulse).
  if (spec.chainItem)
    return chainCandidates(s, spec.chainItem, controller, source, (id, f) => matches(s, id, f, controller, source));
  if (spec.battlefield) {
    // 163.7: a battlefield is chosen; from facedown only its own battlefield (723.1.d). `controller: friendly`: one
    // you control (181); `withUnits`: one where you have units.
    const bf = spec.filter;
    return s.battlefields
      .filter((b) => hereBf === null || b.index === hereBf)
      .filter((b) => bf.controller !== "friendly" || b.controller === controller)
      .filter((b) => !bf.withUnits || b.units.some((u) => obj(s, u).controller === controller))
      .filter((b) => !bf.open || (b.controller === null && b.units.length === 0)) // "an open battlefield" (181)
      .map((b) => b.card);
  }
  const f: ObjFilter = spec.filter;
  // Where to look: the filter's place(s); "at its location" looks at the board (eventRelativeOk narrows it).
  const at = f.at;
  const places: string | readonly string[] =
    at === undefined || (typeof at === "object" && "locationOf" in at) ? "board" : at;
  // One place (most filters): its fresh list as it is, no flattening copy.
  const pool =
    typeof places === "string"
      ? poolAt(s, places, f, controller, source)
      : places.length === 1
        ? poolAt(s, places[0]!, f, controller, source)
        : places.flatMap((pl) => poolAt(s, pl, f, controller, source));
  if (wantsRunesOrLegends(f)) pool.push(...runesAndLegends(s));
  // 567: "can't be chosen by enemy spells and abilities" comes only from a card whose script says so (a printed or
  // granted `cantBeChosen` passive, the `cantBeChosen` verb's effects): none in the match, none is protected.
  const guarded = matchMentions(s, "cantBeChosen");
  // The parts relative to a trigger's event, only when the filter has them (`eventRelativeOk`).
  const relative = f.notEventObject === true || f.atMoveEnds === true || (typeof at === "object" && !Array.isArray(at));
  const out: string[] = [];
  const parts = partsOf(f);
  for (const id of pool) {
    if (!matchesWith(s, id, f, parts, controller, source)) continue;
    if (guarded && protectedFrom(s, id, controller)) continue;
    if (relative && !eventRelativeOk(s, id, f, event)) continue;
    if (hereBf !== null) {
      const o = obj(s, id);
      if (!(o.zone === "battlefield" && o.bf === hereBf)) continue;
    }
    out.push(id);
  }
  return out;
}

/** Is a board object protected from choices by `chooser` ("can't be chosen by enemy spells and abilities", 567)? */
function protectedFrom(s: RbState, id: string, chooser: Seat): boolean {
  const o = obj(s, id);
  if (o.controller === chooser || isTeammate(s, o.controller, chooser)) return false;
  // 567: the printed "I can't be chosen by enemy spells and abilities [unless …]".
  const printed = ownPassives(s, id).some(
    (p) => p.kind === "cantBeChosen" && !p.to && (!p.when || checkCondition(s, id, o.controller, p.when)),
  );
  if (printed) return true;
  if (protectedByOther(s, id)) return true;
  return s.effects.some(
    (e) => e.cantBeChosenBy === "enemy" && e.objects.some((r) => r.id === id && r.incarnation === o.incarnation),
  );
}

/** 567: another board object's "Your units here with less Might than me can't be chosen by enemy …" (Alpha Wildclaw). */
function protectedByOther(s: RbState, id: string): boolean {
  return boardPassivesOfKind(s, "cantBeChosen").some(({ source, passive: p }) => {
    if (!p.to || source === id) return false;
    const sc = obj(s, source).controller;
    return matches(s, id, p.to, sc, source) && (!p.when || checkCondition(s, source, sc, p.when));
  });
}

/** Does a filter ask for runes or legends (106: they are on the board but not in `boardObjects`)? */
function wantsRunesOrLegends(f: ObjFilter): boolean {
  if (f.type === "rune" || f.type === "legend") return true;
  if (f.anyOf !== undefined) for (const g of f.anyOf) if (wantsRunesOrLegends(g)) return true; // no array per ask
  return false;
}

/** Channeled runes and legends of every player. */
function runesAndLegends(s: RbState): string[] {
  return s.players.flatMap((p) => [...p.runes, ...(p.legend ? [p.legend] : [])]);
}

/**
 * The parts of a filter relative to the object a trigger is about (`eventData.object`): "at its location" and
 * "another" than it (CR 1.4 359.3.f: read when the choice is made and again on resolution).
 */
function eventRelativeOk(
  s: RbState,
  id: string,
  f: ObjFilter,
  event?: Record<string, string | number | boolean>,
): boolean {
  const about = typeof event?.object === "string" ? event.object : undefined;
  if (f.notEventObject && id === about) return false;
  if (f.atMoveEnds) {
    // 608: the battlefields a move left and reached (-1: a base).
    const o = obj(s, id);
    const ends = [event?.from, event?.bf].filter((x) => typeof x === "number" && x >= 0);
    if (o.zone !== "battlefield" || !ends.includes(o.bf ?? -2)) return false;
  }
  if (typeof f.at === "object" && !Array.isArray(f.at)) {
    const a = about ? objAt(s, about) : undefined;
    const o = obj(s, id);
    if (!a || (a.zone !== "base" && a.zone !== "battlefield")) return false;
    if (
      a.zone === "battlefield"
        ? o.zone !== "battlefield" || o.bf !== a.bf
        : o.zone !== "base" || o.controller !== a.controller
    )
      return false;
  }
  return true;
}

/**
 * Candidate objects for a filter's place (`matches` then checks them). Hands and trashes: yours unless the filter
 * says another player's or every player's (`owner`, 107.1.d).
 */
function poolAt(s: RbState, at: string, f: ObjFilter, controller: Seat, source: string | null): string[] {
  const p = s.players[controller]!;
  if (at === "chain") return s.chain.filter((c) => c.kind === "card" && c.object !== source).map((c) => c.object);
  if (at === "trash" || at === "hand") {
    const seats = s.players
      .map((_, i) => i)
      .filter((i) =>
        f.owner === "any" ? true : f.owner === "opponent" || f.owner === "notYou" ? i !== controller : i === controller,
      );
    return seats.flatMap((i) => s.players[i]![at].slice());
  }
  if (at === "mainDeck") return p.mainDeck.slice();
  if (at === "championZone") return p.champion ? [p.champion] : [];
  return boardObjects(s);
}

/** The spec list of the spell or ability a chain item runs. */
export function specsOf(s: RbState, item: ChainItemSnapshot): readonly TargetSpec[] {
  const o = objAt(s, item.object);
  if (!o) return [];
  const sc = cardScript(item.abilityCode ?? o.code);
  if (!sc) return [];
  if (item.kind === "card") {
    const sp = sc.abilities.find((a) => a.kind === "spell");
    return spellParts(sp?.kind === "spell" ? sp : undefined, item.mode).targets; // CR 1.4 355.3
  }
  if (item.ability === QUICK_DRAW_ABILITY) return QUICK_DRAW_TARGETS; // CR 1.4 819.1.d, given by an effect
  const ab = sc.abilities[item.ability ?? -1];
  return ab && (ab.kind === "triggered" || ab.kind === "activated") ? (ab.targets ?? []) : [];
}

/**
 * "With less Might than it" (TargetSpec `lessMightThan`, 139.2): is this object's Might below that of the first
 * object chosen for the earlier spec? False when nothing was chosen there.
 */
export function mightBelow(s: RbState, id: string, than: readonly string[] | undefined): boolean {
  const other = than?.[0];
  return other !== undefined && objAt(s, other) !== undefined && might(s, id) < might(s, other);
}

/** Still-legal chosen targets of a spec at resolution (563.2.c.2-4). */
export function liveTargets(s: RbState, item: ChainItemSnapshot, specId: string): string[] {
  const refs = item.targets[specId];
  // Nothing chosen for it: nothing to check (no spec looked up; a chain choice of none is none too).
  if (refs === undefined || refs.length === 0) return [];
  const spec = specsOf(s, item).find((x) => x.id === specId);
  if (spec?.chainItem) return liveChainTargets(s, item, spec, refs);
  const out: string[] = [];
  for (const r of refs) if (stillLegal(s, item, spec, r)) out.push(r.id);
  return out;
}

/** Is one chosen target still legal on resolution (563.2.c.2-4): {@link liveTargets} of a spec not on the chain. */
function stillLegal(s: RbState, item: ChainItemSnapshot, spec: TargetSpec | undefined, r: TargetRef): boolean {
  const o = objAt(s, r.id);
  if (!o || o.incarnation !== r.incarnation) return false;
  if (r.loc !== undefined && locKey(s, r.id) !== r.loc) return false; // chosen per location: still there (563.2.c)
  if (!spec) return true;
  if (spec.battlefield) return o.zone === "battlefieldCard";
  if (!matches(s, r.id, spec.filter, item.controller, item.object)) return false;
  if (!eventRelativeOk(s, r.id, spec.filter, item.eventData)) return false;
  if (item.fromHiddenAt !== undefined && !(o.zone === "battlefield" && o.bf === item.fromHiddenAt)) return false;
  // 563.2.c: "with less Might than it", again on resolution
  if (spec.lessMightThan !== undefined && !mightBelow(s, r.id, liveTargets(s, item, spec.lessMightThan))) return false;
  const same = spec.sameControllerAs; // "with the same controller", again on resolution
  if (same !== undefined && !sameControllerOk(s, r.id, same, { [same]: liveTargets(s, item, same) })) return false;
  // A group chosen "at the same battlefield": still together on resolution (563.2.c).
  if (spec.sameLocationAs !== undefined)
    return liveTargets(s, item, spec.sameLocationAs).every((x) =>
      obj(s, x).zone === "battlefieldCard" // 163.7: "a battlefield and a unit there"
        ? o.zone === "battlefield" && s.battlefields[o.bf!]?.card === x
        : obj(s, x).zone === o.zone && obj(s, x).bf === o.bf,
    );
  return true;
}

/**
 * Chain choices still legal on resolution (563.2.c): still on the chain (a spell: the same card object), still like
 * the spec, and still choosing what it must ("that chooses it", read with the earlier choice as it is now).
 */
function liveChainTargets(s: RbState, item: ChainItemSnapshot, spec: TargetSpec, refs: readonly TargetRef[]): string[] {
  const c = spec.chainItem!;
  const match = (id: string, f: ObjFilter) => matches(s, id, f, item.controller, item.object);
  const now = chainCandidates(s, c, item.controller, item.object, match);
  const earlier: Record<string, string[]> = {};
  if (c.choosesTarget !== undefined) earlier[c.choosesTarget] = liveTargets(s, item, c.choosesTarget);
  return refs
    .filter((r) => (objAt(s, r.id)?.incarnation ?? 0) === r.incarnation && now.includes(r.id))
    .filter((r) => chainChoiceOk(s, c, r.id, earlier, match))
    .map((r) => r.id);
}

/** The objects a reference names now (563.2.c: vanished ones are left out). */
export function resolveRef(ctx: VerbContext, ref: Ref): string[] {
  const { s, task } = ctx;
  const item = task.item;
  if ("target" in ref) return liveTargets(s, item, ref.target);
  if ("costExhausted" in ref) {
    const id = item.costExhausted; // 592.4: the unit exhausted to pay the cost, while it is still that object
    return id && objAt(s, id) ? [id] : [];
  }
  if ("self" in ref) {
    // 109, 563.2.c.4: an ability's "me" is the object it came from; after a zone change (died, shuffled into the
    // deck) that is a new object, which the ability no longer affects.
    const o = objAt(s, item.object);
    if (!o || (item.sourceIncarnation !== undefined && o.incarnation !== item.sourceIncarnation)) return [];
    return [item.object];
  }
  if ("all" in ref) {
    let bf: number | null = null;
    if (ref.atEvent) {
      const at = item.eventData?.bf;
      if (typeof at !== "number" || at < 0) return []; // not at a battlefield then
      bf = at;
    } else if (ref.atTarget !== undefined) {
      // "all … at a battlefield" chosen on play (559.3): nothing if that battlefield is no longer a legal choice.
      const card = liveTargets(s, item, ref.atTarget)[0];
      const b = card ? s.battlefields.find((x) => x.card === card) : undefined;
      if (!b) return [];
      bf = b.index;
    }
    const pool =
      ref.all.at === "hand" || ref.all.at === "trash"
        ? s.players[ctx.me]![ref.all.at]
        : ref.all.type === "legend" // "your legend" (106): legends are board objects too
          ? s.players.flatMap((p) => (p.legend ? [p.legend] : []))
          : boardObjects(s);
    const except = ref.exceptTarget !== undefined ? (item.targets[ref.exceptTarget] ?? []).map((r) => r.id) : [];
    const saved = ref.exceptVar !== undefined ? ctx.task.vars[ref.exceptVar] : undefined;
    if (Array.isArray(saved)) except.push(...saved); // "the rest"
    // 138.1.a.1: "there" — the location of another object, now (nothing if it is not on the board).
    const there = ref.atLocationOf !== undefined ? resolveRef(ctx, ref.atLocationOf)[0] : undefined;
    if (ref.atLocationOf !== undefined && there === undefined) return [];
    return pool.filter(
      (id) =>
        !except.includes(id) &&
        (there === undefined || sameLocation(s, id, there)) &&
        matches(s, id, ref.all, ctx.me, item.object) &&
        (bf === null || (obj(s, id).zone === "battlefield" && obj(s, id).bf === bf)),
    );
  }
  if ("event" in ref) {
    const many = ref.event === "objects" ? item.eventData?.objects : undefined; // a reflexive about several (386)
    if (typeof many === "string") return many.split(" ").filter((id) => objAt(s, id) !== undefined);
    const key = ref.event === "objects" ? "object" : ref.event;
    const id = item.eventData?.[key];
    if (typeof id !== "string" || !objAt(s, id)) return [];
    // 563.2.c.4: an object kept with its incarnation (createTrigger `keepVars`) is named only while it is the same one.
    const inc = item.eventData?.[`${key}Incarnation`];
    return typeof inc === "number" && obj(s, id).incarnation !== inc ? [] : [id];
  }
  if ("topOfMainDeck" in ref) return s.players[ctx.me]!.mainDeck.slice(0, ref.topOfMainDeck); // 107.1.a: top first
  const v = task.vars[ref.var];
  const minus = ref.except !== undefined ? task.vars[ref.except] : undefined;
  const drop = Array.isArray(minus) ? minus : [];
  return Array.isArray(v)
    ? v.filter((id) => objAt(s, id) && !drop.includes(id) && (!ref.owned || obj(s, id).owner === ctx.me))
    : [];
}

/** The value of a number in an instruction; information about vanished objects reads as zero (563.2.c.8). */
export function amountOf(ctx: VerbContext, a: Amount): number {
  const { s, task } = ctx;
  if (typeof a === "number") return a;
  if ("mightOf" in a) {
    const ids = resolveRef(ctx, a.mightOf);
    return ids[0] ? might(s, ids[0]) : 0; // 563.2.c.8
  }
  if ("countOf" in a) return resolveRef(ctx, a.countOf).length;
  if ("damageOf" in a) {
    const ids = resolveRef(ctx, a.damageOf);
    return ids[0] ? obj(s, ids[0]).damage : 0; // 139.3; 563.2.c.8
  }
  if ("energyCostOfVar" in a) {
    const v = task.vars[a.energyCostOfVar];
    const id = Array.isArray(v) ? v[0] : undefined;
    return id ? (stat(s, id).energy ?? 0) : 0;
  }
  if ("totalMight" in a && a.atTarget !== undefined)
    // 139.2: the sum of the current Mights of those at the chosen battlefield (163.7).
    return resolveRef(ctx, { all: a.totalMight, atTarget: a.atTarget }).reduce((n, id) => n + might(s, id), 0);
  if (
    "count" in a ||
    "points" in a ||
    "highestMight" in a ||
    "totalMight" in a ||
    "cardsPlayed" in a ||
    "opponentMost" in a
  )
    return staticAmount(s, ctx.src, ctx.me, a);
  if ("keywordValueOf" in a) {
    const id = resolveRef(ctx, a.keywordValueOf)[0];
    return id ? keywordValue(s, id, a.keyword) : 0; // 712-714; 563.2.c.8
  }
  if ("eventData" in a) {
    const v = task.item.eventData?.[a.eventData];
    return typeof v === "number" ? v : 0;
  }
  if ("countVar" in a) {
    const v = task.vars[a.countVar];
    const f = a.filter;
    if (Array.isArray(v) && f) return v.filter((id) => objAt(s, id) && matches(s, id, f, ctx.me, ctx.src)).length;
    return Array.isArray(v) ? v.length : typeof v === "number" ? v : 0;
  }
  if ("minus" in a) return amountOf(ctx, a.minus[0]) - amountOf(ctx, a.minus[1]);
  if ("times" in a) return amountOf(ctx, a.times[0]) * a.times[1];
  if ("energyOf" in a) {
    const id = resolveRef(ctx, a.energyOf)[0];
    return id ? (stat(s, id).energy ?? 0) : 0; // SFAQ-15: the printed cost
  }
  if ("atLeast0" in a) return Math.max(0, amountOf(ctx, a.atLeast0));
  if ("killedForCost" in a) return task.item.killedCost?.[a.killedForCost] ?? 0; // 560.2.a, 584.2
  if ("lastKnownMightOf" in a) return lastKnownMight(ctx, a.lastKnownMightOf) ?? 0;
  return stateAmount(s, ctx.me, a); // Victory Score
}

/**
 * A number that may be null (CR 1.4 359.3.e.12): information about an object that no longer exists as needed ("the
 * killed unit" when nothing was killed) is null, and so is every calculation based on it.
 */
export function amountOrNull(ctx: VerbContext, a: Amount): number | null {
  if (typeof a === "object" && "lastKnownMightOf" in a) return lastKnownMight(ctx, a.lastKnownMightOf);
  if (typeof a === "object" && "minus" in a) {
    const [x, y] = [amountOrNull(ctx, a.minus[0]), amountOrNull(ctx, a.minus[1])];
    return x === null || y === null ? null : x - y;
  }
  if (typeof a === "object" && "atLeast0" in a) {
    const x = amountOrNull(ctx, a.atLeast0);
    return x === null ? null : Math.max(0, x);
  }
  return amountOf(ctx, a);
}

/**
 * The Might an object saved in a variable had as it died (584.2, last known information): read from its `died` event,
 * which must be its latest zone change (the dead object is the incarnation before the current one). Null if none of
 * them died that way (a replaced death, a unit returned to hand first: OFAQ-42, CR 1.4 359.3.e.12).
 */
function lastKnownMight(ctx: VerbContext, name: string): number | null {
  const { s, task } = ctx;
  const v = task.vars[name];
  for (const id of Array.isArray(v) ? v : []) {
    const now = objAt(s, id);
    if (!now) continue;
    for (let i = s.history.events.length - 1; i >= 0; i--) {
      const e = s.history.events[i]!;
      if (e.kind !== "died" || e.subject?.id !== id || e.subject.incarnation !== now.incarnation - 1) continue;
      if (typeof e.data.might === "number") return e.data.might;
    }
  }
  return null;
}

/** The seat a player reference names: you, or a player bound by an earlier instruction (`{ var }`); null if unbound. */
export function boundPlayer(ctx: VerbContext, who: { readonly var: string } | undefined): Seat | null {
  if (!who) return ctx.me;
  const v = ctx.task.vars[who.var];
  return typeof v === "number" && ctx.s.players[v] ? v : null;
}

/**
 * Where a card played by an effect goes (559.2): a gear to the base; a unit to the base or a battlefield its
 * controller controls, as they choose (undefined after asking), unless a restriction allows only the base (567).
 * Options name the battlefield card itself, or the base. `scope`: `ownBattlefield` ("to a battlefield you control"):
 * no base, null when there is no such battlefield (the card is not played); `anyBattlefield` ("to any battlefield"):
 * every battlefield units may be played to, whoever controls it.
 */
/** Where an effect may play a unit (559.2): the default, or as the card's text narrows or widens it. */
export type PlayScope = "baseOrOwn" | "ownBattlefield" | "anyBattlefield";

export function playDestination(
  ctx: VerbContext,
  id: string,
  scope: PlayScope = "baseOrOwn",
): Location | undefined | null {
  const { s, task, me } = ctx;
  const st = stat(s, id);
  if (scope === "ownBattlefield" && (st.type !== "Unit" || cantPlayToBattlefield(s, me, id))) return null;
  if (st.type !== "Unit" || cantPlayToBattlefield(s, me, id)) return { kind: "base", seat: me };
  // 567: "Play me only to a battlefield you conquered this turn": the other destinations drop; none left, not played.
  const only = (d: string) =>
    playOnlyAllows(s, me, id, d === "base" ? "base" : s.battlefields.find((b) => b.card === d)!.index);
  // "Plays it to any battlefield": every battlefield units may be played to, whoever controls it (559.2 widened).
  const all =
    scope === "anyBattlefield"
      ? s.battlefields.filter((b) => !cantPlayUnitHere(s, b.index)).map((b) => b.card)
      : [
          ...(scope === "ownBattlefield" ? [] : ["base"]),
          ...s.battlefields.filter((b) => b.controller === me && !cantPlayUnitHere(s, b.index)).map((b) => b.card),
        ];
  const options = all.filter(only);
  if (options.length < all.length && options.length === 0) return null;
  if (options.length === 0) return scope === "ownBattlefield" ? null : { kind: "base", seat: me }; // 559.2
  const pick = options.length === 1 ? options : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: `Where do you play ${st.name}?`,
      options: options.map((d) =>
        d === "base" ? { id: d, label: "Your base" } : { id: d, label: nameOf(s, d), object: d },
      ),
      count: 1,
    });
    return undefined;
  }
  const bf = s.battlefields.find((b) => b.card === pick[0]);
  return bf ? { kind: "bf", index: bf.index } : { kind: "base", seat: me };
}

/** Takes the answer to the question the current instruction asked, if it was answered. */
export function takeAnswer(task: EffectsTask): string[] | undefined {
  const a = task.answer;
  if (a === undefined) return undefined;
  delete task.answer;
  return a;
}

/** Pauses the current instruction with what it needs to resume; a decision must be pending. */
export function suspend(task: EffectsTask, at: VerbSuspension): "wait" {
  task.suspend = at;
  return "wait";
}

/** The suspension of the current instruction if it paused as `op`, else undefined (a fresh start). */
export function resumed<K extends VerbSuspension["op"]>(
  task: EffectsTask,
  op: K,
): Extract<VerbSuspension, { op: K }> | undefined {
  const at = task.suspend;
  return at?.op === op ? (at as Extract<VerbSuspension, { op: K }>) : undefined;
}

/** A question an instruction asks (min = max = `count`, or from `min`); its answer resumes the instruction. */
export interface EffectQuestion {
  readonly kind: "cards" | "option" | "targets";
  readonly prompt: string;
  readonly options: DecisionOption[];
  readonly count: number;
  /** Fewest picks allowed when fewer than `count` may be chosen ("any number", 0 included). */
  readonly min?: number;
  /** Who answers; the controller unless said otherwise ("each player …"). */
  readonly seat?: Seat;
  /** Where the offered cards are, for the player's client (hand). */
  readonly from?: "hand";
}

/** Asks a question routed back to the effects task. */
export function askEffects(ctx: VerbContext, q: EffectQuestion): void {
  const data = q.from ? { route: "effects", from: q.from } : { route: "effects" };
  ask(ctx.s, q.seat ?? ctx.me, q.kind, q.prompt, q.options, q.min ?? q.count, q.count, data);
}

/** Asks the controller a yes/no question ("you may …"). */
export function yesNo(ctx: VerbContext, prompt: string): void {
  const options = [
    { id: "yes", label: "Yes" },
    { id: "no", label: "No" },
  ];
  askEffects(ctx, { kind: "option", prompt, options, count: 1 });
}

/**
 * Copies a card's instructions for a resolution task, replacing custom functions with serialisable pointers
 * (the state is plain JSON: snapshots and structuredClone must work).
 */
export function toTaskEffects(code: string, ability: number, effects: readonly Effect[], path = ""): Effect[] {
  // Most lists have no instruction to rewrite: a plain copy, no path text per instruction (issue "Engine speed").
  if (!effects.some(hasCustomCode)) return effects.slice();
  return effects.map((e, i) => {
    const here = path ? `${path}.${i}` : String(i);
    if (e.op === "custom") return { op: "customRef", code, ability, path: here };
    if (e.op === "forEach") return { ...e, effects: toTaskEffects(code, ability, e.effects, `${here}.effects`) };
    if (e.op === "modes")
      return {
        ...e,
        modes: e.modes.map((m, j) => ({
          ...m,
          effects: toTaskEffects(code, ability, m.effects, `${here}.modes.${j}`),
        })),
      };
    if (e.op === "may")
      return {
        ...e,
        then: toTaskEffects(code, ability, e.then, `${here}.then`),
        ...(e.else ? { else: toTaskEffects(code, ability, e.else, `${here}.else`) } : {}),
      };
    if (e.op === "if")
      return {
        ...e,
        then: toTaskEffects(code, ability, e.then, `${here}.then`),
        ...(e.else ? { else: toTaskEffects(code, ability, e.else, `${here}.else`) } : {}),
      };
    return e;
  });
}

/**
 * Does an instruction hold a custom function, itself or in the instructions it nests (`forEach`, `modes`, `may`,
 * `if`): the ones {@link toTaskEffects} rewrites.
 */
function hasCustomCode(e: Effect): boolean {
  switch (e.op) {
    case "custom":
      return true;
    case "forEach":
      return e.effects.some(hasCustomCode);
    case "modes":
      return e.modes.some((m) => m.effects.some(hasCustomCode));
    case "may":
    case "if":
      return e.then.some(hasCustomCode) || (e.else?.some(hasCustomCode) ?? false);
    default:
      return false;
  }
}
