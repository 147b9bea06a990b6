/**
 * Replacement effects (571-575; vocabulary-plan §1.8 `Replacement`): printed ones (passives of active board
 * objects, 569) and created ones (continuous effects with a `replacement`, 517.2.b). A replacement is asked about
 * an event before it happens, seen from its own source and controller, with the same filters as triggers.
 */
import type { Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { EventKind, Passive, Replacement } from "../cards/types.js";
import { canPayMay } from "./costs.js";
import { eventMatches, checkCondition, matches } from "./selectors.js";
import { attachedPassives, passivesOf } from "./passives.js";
import { type GameEvent, snapshot } from "./events.js";
import { obj, objAt } from "./objects.js";
import { anyCardOfMatch, matchMentions } from "./mentions.js";
import type { RbState } from "./state.js";

/** A replacement that applies, with where it comes from (`ability` = the passive's index, -1 when created). */
export interface ApplicableReplacement {
  readonly replacement: Replacement;
  readonly source: string | null;
  readonly ability: number;
  readonly controller: Seat;
  /** The id of the continuous effect holding a created replacement (`createEffect`, 517.2.b). */
  readonly effect?: string;
}

/** Objects whose printed abilities are active (569): bases, legends, battlefields and their units. */
function activeSources(s: RbState): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    out.push(...p.base);
    if (p.legend) out.push(p.legend);
  }
  for (const b of s.battlefields) out.push(b.card, ...b.units);
  return out;
}

/** Indices of the replacement passives of a card script (static per code: computed once). */
const replacementsByCode = new Map<string, readonly number[]>();

function replacementAbilities(code: string): readonly number[] {
  let out = replacementsByCode.get(code);
  if (!out) {
    const list: number[] = [];
    cardScript(code)?.abilities.forEach((a, i) => {
      if (a.kind === "passive" && a.passive.kind === "replace") list.push(i);
    });
    out = list;
    replacementsByCode.set(code, out);
  }
  return out;
}

const NO_SOURCES: readonly string[] = [];

/** Per event kind, the {@link anyCardOfMatch} key and test "the card prints a replacement of that event" (built once). */
const printedKeys = new Map<EventKind, { readonly key: string; readonly test: (code: string) => boolean }>();

/**
 * Does any card of the match print a replacement of `kind` (569, 571): when none does, no board object can have one
 * (printed abilities are per code, and the match's codes only grow), so the board is not walked (issue "Engine speed").
 */
function matchPrintsReplacementOf(s: RbState, kind: EventKind): boolean {
  let k = printedKeys.get(kind);
  if (k === undefined) {
    k = {
      key: `replace:${kind}`,
      test: (code) =>
        replacementAbilities(code).some((i) => {
          const a = cardScript(code)!.abilities[i]!;
          return a.kind === "passive" && a.passive.kind === "replace" && a.passive.event === kind;
        }),
    };
    printedKeys.set(kind, k);
  }
  return anyCardOfMatch(s, k.key, k.test);
}

/** The event an action on `id` would record (not appended: it has not happened). */
function wouldBe(s: RbState, kind: EventKind, id: string, data: Record<string, string | number | boolean>): GameEvent {
  const o = obj(s, id);
  return {
    seq: s.history.events.length,
    turn: s.turnNumber,
    kind,
    player: o.controller,
    subject: snapshot(s, id),
    data,
  };
}

/** Every replacement that applies to this would-be event, printed ones first in board order, then created ones (639). */
function replacementsFor(
  s: RbState,
  kind: EventKind,
  id: string,
  data: Record<string, string | number | boolean> = {},
): ApplicableReplacement[] {
  let e: GameEvent | undefined;
  const out: ApplicableReplacement[] = [];
  for (const src of matchPrintsReplacementOf(s, kind) ? activeSources(s) : NO_SOURCES) {
    const o = objAt(s, src);
    if (!o) continue;
    for (const i of replacementAbilities(o.code)) {
      const a = cardScript(o.code)!.abilities[i]!;
      if (a.kind !== "passive" || a.passive.kind !== "replace" || a.passive.event !== kind) continue;
      e ??= wouldBe(s, kind, id, data);
      if (a.passive.when && !checkCondition(s, src, o.controller, a.passive.when)) continue;
      if (eventMatches(s, e, a.passive.filter ?? {}, src, o.controller))
        out.push({
          replacement: a.passive,
          source: src,
          ability: i,
          // "Its controller may pay …": the affected object's controller decides and pays (571, 575).
          controller: a.passive.decider === "objectController" ? obj(s, id).controller : o.controller,
        });
    }
  }
  for (const c of s.effects) {
    const r = c.replacement;
    if (!r || r.event !== kind) continue;
    // A replacement about chosen objects applies only to them, while they are the same objects (109).
    if (c.objects.length > 0 && !c.objects.some((x) => x.id === id && x.incarnation === obj(s, id).incarnation))
      continue;
    e ??= wouldBe(s, kind, id, data);
    if (eventMatches(s, e, r.filter ?? {}, c.source ?? "", c.controller))
      out.push({ replacement: r, source: c.source, ability: -1, controller: c.controller, effect: c.id });
  }
  return out;
}

/**
 * The replacement that prevents damage to `id` dealt this way (571), if any: printed ones first, then created ones
 * ("the next time that unit would be dealt damage this turn, prevent it": a created one with `once`, used up).
 */
export function preventingReplacement(
  s: RbState,
  id: string,
  amount: number,
  via: string,
  by?: number,
): ApplicableReplacement | undefined {
  // `by`: whose spell, ability or units deal it ("damage that enemy spells would deal", CR 1.4 411).
  const data: Record<string, string | number | boolean> = { amount, via };
  if (by !== undefined) data.by = by;
  return replacementsFor(s, "damaged", id, data).find((r) => r.replacement.with === "prevent");
}

/**
 * "Double all damage that would be dealt to it" (571): how many doubling replacements apply to this damage — each
 * doubles it once (two of them: four times the damage). Created ones about the unit and printed ones alike.
 */
export function damageDoublings(s: RbState, id: string, amount: number, via: string, by?: number): number {
  const data: Record<string, string | number | boolean> = { amount, via };
  if (by !== undefined) data.by = by;
  return replacementsFor(s, "damaged", id, data).filter((r) => r.replacement.with === "double").length;
}

/**
 * An optional death replacement its controller could use now (cost payable, 592.4), not yet asked about for this
 * death. Several would be ordered by the unit's owner (575); the first in board order is offered first.
 */
export function optionalDeathReplacement(
  s: RbState,
  id: string,
  declined: readonly string[] = [],
): ApplicableReplacement | undefined {
  const o = obj(s, id);
  if (s.tasks.some((t) => t.t === "replaceDeath" && t.unit === id && t.incarnation === o.incarnation)) return undefined;
  // The would-be death names the unit's battlefield ("if a unit here would die", `here`).
  const at: Record<string, number> = o.zone === "battlefield" && o.bf !== undefined ? { bf: o.bf } : {};
  return replacementsFor(s, "died", id, at).find(
    (r) =>
      r.replacement.optional &&
      r.source !== null &&
      !declined.includes(r.effect ?? r.source) &&
      (!r.replacement.cost || canPayMay(s, r.controller, r.source, r.replacement.cost)),
  );
}

/**
 * The replacement an optional-death task asks about (571, 575): a created one held by a continuous effect (`effect`,
 * while it lasts), or a printed passive of the source (`ability`).
 */
export function replaceDeathReplacement(
  s: RbState,
  task: { readonly source: string; readonly ability: number; readonly effect?: string },
): Replacement | undefined {
  if (task.effect !== undefined) return s.effects.find((c) => c.id === task.effect)?.replacement;
  const ab = cardScript(obj(s, task.source).code)?.abilities[task.ability];
  return ab?.kind === "passive" && ab.passive.kind === "replace" ? ab.passive : undefined;
}

/** A printed mandatory death replacement, with the card that holds it (the Equipment, for Effect Text). */
export interface MandatoryDeathReplacement {
  readonly passive: Extract<Passive, { kind: "replaceDeath" }>;
  /** The card the ability is printed on: the one killed by `killSelf` ("kill Guardian Angel instead"). */
  readonly holder: string;
}

/**
 * The printed mandatory death replacement that applies to unit `id` now (CR 1.4 367-370): a `replaceDeath` passive
 * of an active board object, or of an attached card's Effect Text, which reads from its top-most unit ("I", CR 1.4
 * 136.2). Several would be ordered by the unit's controller (372); the first in board order is applied (a replacement
 * applies once per event, 370.2: the replaced death is not a death any more).
 */
export function mandatoryDeathReplacement(s: RbState, id: string): MandatoryDeathReplacement | undefined {
  // Printed only (per code, attached Effect Text included): none when no card of the match has one.
  if (!matchMentions(s, "replaceDeath")) return undefined;
  for (const src of activeSources(s)) {
    const o = objAt(s, src);
    if (!o) continue;
    const list = o.attachedTo !== undefined ? attachedPassives(o.code) : passivesOf(s, src);
    const me = o.attachedTo ?? src;
    const ctrl = obj(s, me).controller;
    for (const p of list) {
      if (p.kind !== "replaceDeath") continue;
      if (p.when && !checkCondition(s, me, ctrl, p.when)) continue;
      if (matches(s, id, p.of, ctrl, me)) return { passive: p, holder: src };
    }
  }
  return undefined;
}
