/**
 * What every verb (`rules/verbs/*`) reads while an instruction resolves (563.2): the resolving item, its targets
 * as they are now (563.2.c), the objects a reference names, numbers, and the answer to a question it asked.
 * Verbs import this module, never each other, so the verb files form no import cycle.
 */
import type { DecisionOption, Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { Amount, Effect, ObjFilter, Ref, TargetSpec } from "../cards/types.js";
import { ask } from "./flow.js";
import type { Cause } from "./game.js";
import type { ChainItemSnapshot, RbEvent, RbState, Task } from "./state.js";
import { matches, might, obj, stat, objAt, staticAmount } from "./util.js";
import type { VerbSuspension } from "./verbs/suspension.js";

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
  return { s, task, out, me: task.item.controller, src: task.item.object };
}

/** Board objects (units and gear on bases and battlefields). */
export function boardObjects(s: RbState): string[] {
  const out: string[] = [];
  for (const p of s.players) out.push(...p.base);
  for (const b of s.battlefields) out.push(...b.units);
  return out;
}

/**
 * Legal choices for a target spec (559.3), seen by `controller` for an ability of `source`. `hereBf` restricts
 * to one battlefield (723.1.d: a card played from facedown targets only there).
 */
export function legalTargetsFor(
  s: RbState,
  spec: TargetSpec,
  controller: Seat,
  source: string | null,
  hereBf: number | null,
  _event?: Record<string, string | number>,
): string[] {
  if (spec.battlefield) {
    // 163.7: a battlefield is chosen; from facedown only its own battlefield (723.1.d).
    return s.battlefields.filter((b) => hereBf === null || b.index === hereBf).map((b) => b.card);
  }
  const f: ObjFilter = spec.filter;
  let pool: string[];
  if (f.at === "chain") pool = s.chain.filter((c) => c.kind === "card" && c.object !== source).map((c) => c.object);
  else if (f.at === "trash") pool = s.players[controller]!.trash.slice();
  else if (f.at === "hand") pool = s.players[controller]!.hand.slice();
  else pool = boardObjects(s);
  return pool.filter((id) => {
    if (!matches(s, id, f, controller, source)) return false;
    if (hereBf !== null) {
      const o = obj(s, id);
      if (!(o.zone === "battlefield" && o.bf === hereBf)) return false;
    }
    return true;
  });
}

/** The spec list of the spell or ability a chain item runs. */
export function specsOf(s: RbState, item: ChainItemSnapshot): readonly TargetSpec[] {
  const o = objAt(s, item.object);
  if (!o) return [];
  const sc = cardScript(item.abilityCode ?? o.code);
  if (!sc) return [];
  if (item.kind === "card") {
    const sp = sc.abilities.find((a) => a.kind === "spell");
    return sp && sp.kind === "spell" ? (sp.targets ?? []) : [];
  }
  const ab = sc.abilities[item.ability ?? -1];
  return ab && (ab.kind === "triggered" || ab.kind === "activated") ? (ab.targets ?? []) : [];
}

/** Still-legal chosen targets of a spec at resolution (563.2.c.2-4). */
export function liveTargets(s: RbState, item: ChainItemSnapshot, specId: string): string[] {
  const refs = item.targets[specId] ?? [];
  const spec = specsOf(s, item).find((x) => x.id === specId);
  return refs
    .filter((r) => {
      const o = objAt(s, r.id);
      if (!o || o.incarnation !== r.incarnation) return false;
      if (!spec) return true;
      if (spec.battlefield) return o.zone === "battlefieldCard";
      if (!matches(s, r.id, spec.filter, item.controller, item.object)) return false;
      if (item.fromHiddenAt !== undefined && !(o.zone === "battlefield" && o.bf === item.fromHiddenAt)) return false;
      return true;
    })
    .map((r) => r.id);
}

/** The objects a reference names now (563.2.c: vanished ones are left out). */
export function resolveRef(ctx: VerbContext, ref: Ref): string[] {
  const { s, task } = ctx;
  const item = task.item;
  if ("target" in ref) return liveTargets(s, item, ref.target);
  if ("self" in ref) return objAt(s, item.object) ? [item.object] : [];
  if ("all" in ref) {
    let bf: number | null = null;
    if (ref.atTarget !== undefined) {
      // "all … at a battlefield" chosen on play (559.3): nothing if that battlefield is no longer a legal choice.
      const card = liveTargets(s, item, ref.atTarget)[0];
      const b = card ? s.battlefields.find((x) => x.card === card) : undefined;
      if (!b) return [];
      bf = b.index;
    }
    return boardObjects(s).filter(
      (id) =>
        matches(s, id, ref.all, item.controller, item.object) &&
        (bf === null || (obj(s, id).zone === "battlefield" && obj(s, id).bf === bf)),
    );
  }
  if ("event" in ref) {
    const id = item.eventData?.object;
    return typeof id === "string" && objAt(s, id) ? [id] : [];
  }
  const v = task.vars[ref.var];
  return Array.isArray(v) ? v.filter((id) => objAt(s, id)) : [];
}

/** The value of a number in an instruction; information about vanished objects reads as zero (563.2.c.8). */
export function amountOf(ctx: VerbContext, a: Amount): number {
  const { s, task } = ctx;
  if (typeof a === "number") return a;
  if ("mightOf" in a) {
    const ids = resolveRef(ctx, a.mightOf);
    return ids[0] ? might(s, ids[0]) : 0; // 563.2.c.8
  }
  if ("energyCostOfVar" in a) {
    const v = task.vars[a.energyCostOfVar];
    const id = Array.isArray(v) ? v[0] : undefined;
    return id ? (stat(s, id).energy ?? 0) : 0;
  }
  if ("count" in a || "points" in a) return staticAmount(s, ctx.src, ctx.me, a);
  if ("eventData" in a) {
    const v = task.item.eventData?.[a.eventData];
    return typeof v === "number" ? v : 0;
  }
  const v = task.vars[a.countVar];
  return Array.isArray(v) ? v.length : typeof v === "number" ? v : 0;
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

/** A question an instruction asks (min = max = `count`); its answer resumes the instruction. */
export interface EffectQuestion {
  readonly kind: "cards" | "option";
  readonly prompt: string;
  readonly options: DecisionOption[];
  readonly count: number;
  /** Who answers; the controller unless said otherwise ("each player …"). */
  readonly seat?: Seat;
  /** Where the offered cards are, for the player's client (hand). */
  readonly from?: "hand";
}

/** Asks a question routed back to the effects task. */
export function askEffects(ctx: VerbContext, q: EffectQuestion): void {
  const data = q.from ? { route: "effects", from: q.from } : { route: "effects" };
  ask(ctx.s, q.seat ?? ctx.me, q.kind, q.prompt, q.options, q.count, q.count, data);
}

/** Asks the controller a yes/no question ("you may …"). */
export function yesNo(ctx: VerbContext, prompt: string): void {
  const options = [
    { id: "yes", label: "Yes" },
    { id: "no", label: "No" },
  ];
  askEffects(ctx, { kind: "option", prompt, options, count: 1 });
}
