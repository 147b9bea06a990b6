import { cardScript } from "../../cards/registry.js";
import type { CustomApi, CustomEffect, Effect, ObjFilter } from "../../cards/types.js";
import type { RbEvent, RbState } from "../state.js";
import { bonusDamage, giveMight, grantKeyword } from "../effect-actions.js";
import {
  causeOf,
  boardObjects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { ask } from "../decisions.js";
import { buff, channel, damage, draw, kill, readyObject } from "../game-actions.js";
import { moveUnits } from "../movement.js";
import { canBeReadiedByEffects } from "../restrictions.js";
import { emit, isUnit, nameOf } from "../util.js";
import { matches } from "../selectors.js";
import { might } from "../layers.js";
import { obj, mut, objAt } from "../objects.js";

/** A `custom` function never reaches a task: `toTaskEffects` stores it as a `customRef` (the state is plain JSON). */
export function customVerb(_ctx: VerbContext, _e: EffectOf<"custom">): VerbResult {
  throw new Error("custom instructions must be stored as customRef (see toTaskEffects)");
}

/**
 * A card's own function for what the vocabulary cannot say (docs/cards.md), found again from its pointer. It may
 * ask its controller a question; it is then called again with the answer (`api.answer`).
 */
export function customRefVerb(ctx: VerbContext, e: EffectOf<"customRef">): VerbResult {
  const run = findCustom(e.code, e.ability, e.path);
  const r = run(customApi(ctx, takeAnswer(ctx.task), e.targetSuffix ?? ""));
  if (r === "done") return "next";
  ask(ctx.s, ctx.me, r.ask.kind, r.ask.prompt, [...r.ask.options], r.ask.min, r.ask.max, { route: "effects" });
  return suspend(ctx.task, { op: "customRef" });
}

/**
 * The custom function at `path` of a card's ability: instruction indexes joined by the nested lists they are in
 * (`then`, `else`, `effects` of a forEach, `modes.<j>`), as {@link toTaskEffects} writes it.
 * @throws Error when no custom instruction is there (a card script changed under a stored task).
 */
export function findCustom(code: string, ability: number, path: string): CustomEffect {
  const ab = cardScript(code)?.abilities[ability];
  if (!ab || !("effects" in ab)) throw new Error(`no ability ${ability} on ${code}`);
  let list: readonly Effect[] = ab.effects;
  let cur: Effect | undefined;
  const parts = path.split(".");
  for (let i = 0; i < parts.length && list; i++) {
    const seg = parts[i]!;
    if (/^\d+$/.test(seg)) cur = list[Number(seg)];
    else if (seg === "modes" && cur?.op === "modes") list = cur.modes[Number(parts[++i])]?.effects ?? [];
    else if (seg === "effects" && cur?.op === "forEach") list = cur.effects;
    else if ((seg === "then" || seg === "else") && (cur?.op === "may" || cur?.op === "if"))
      list = (seg === "then" ? cur.then : cur.else) ?? [];
    else break;
  }
  if (cur?.op !== "custom") throw new Error(`no custom instruction at ${code}#${ability}/${path}`);
  return cur.run;
}

/**
 * What a custom function may see and do, bound to this resolution. Its functions are methods (called on the api:
 * `api.kill(id)`), one prototype for every call: no closures are made per resolution (issue "Engine speed").
 */
function customApi(ctx: VerbContext, answer: string[] | undefined, suffix: string): CustomApi {
  return new ResolutionApi(ctx, answer, suffix);
}

/** The {@link CustomApi} of one resolution of a custom instruction. */
class ResolutionApi implements CustomApi {
  readonly controller: number;
  readonly source: string;
  readonly vars: Record<string, string[] | number>;
  readonly answer: string[] | undefined;
  private readonly ctx: VerbContext;
  private readonly suffix: string;
  private readonly s: RbState;
  private readonly out: RbEvent[];

  constructor(ctx: VerbContext, answer: string[] | undefined, suffix: string) {
    this.ctx = ctx;
    this.answer = answer;
    this.suffix = suffix;
    this.s = ctx.s;
    this.out = ctx.out;
    this.controller = ctx.me;
    this.source = ctx.src;
    this.vars = ctx.task.vars;
  }
  targets(specId: string): string[] {
    return resolveRef(this.ctx, { target: specId + this.suffix }); // a repeated execution's own (820.2.a)
  }
  might(id: string): number {
    return objAt(this.s, id) ? might(this.s, id) : 0;
  }
  nameOf(id: string): string {
    return nameOf(this.s, id);
  }
  zoneOf(id: string): string {
    return obj(this.s, id).zone;
  }
  controllerOf(id: string): number {
    return obj(this.s, id).controller;
  }
  units(f: ObjFilter): string[] {
    const { s, controller: me, source: src } = this;
    return boardObjects(s).filter((id) => isUnit(s, id) && matches(s, id, f, me, src));
  }
  damage(id: string, n: number): void {
    const { s, controller: me, source: src } = this;
    damage(s, id, n > 0 ? n + bonusDamage(s, me, id, src) : 0, this.out, causeOf(this.ctx));
  }
  kill(id: string): void {
    kill(this.s, id, this.out, causeOf(this.ctx));
  }
  draw(seat: number, n: number): void {
    draw(this.s, seat, n, this.out);
  }
  buff(id: string): void {
    buff(this.s, id, this.controller, this.out);
  }
  giveMight(id: string, amount: number, duration: "turn" | "combat", min?: number): void {
    giveMight(this.s, this.source, this.controller, [id], amount, duration, min);
  }
  grantKeyword(id: string, keyword: string, duration: "turn" | "combat"): void {
    grantKeyword(this.s, this.source, this.controller, [id], keyword, duration);
  }
  moveToBase(id: string): void {
    moveUnits(this.s, [id], { kind: "base" }, this.out);
  }
  ready(id: string): void {
    if (canBeReadiedByEffects(this.s, id)) readyObject(this.s, id, this.controller); // 567 (Mageseeker Warden)
  }
  exhaust(id: string): void {
    mut(this.s, id).exhausted = true;
  }
  stun(id: string): void {
    mut(this.s, id).stunned = true;
  }
  channel(seat: number, n: number, exhausted: boolean): number {
    return channel(this.s, seat, n, exhausted, this.out);
  }
  extraTurn(seat: number): void {
    this.s.extraTurns = [seat, ...(this.s.extraTurns ?? [])]; // CR 1.4 738: inserted right after the current turn
  }
  log(text: string): void {
    emit(this.s, this.out, { kind: "effect", seat: this.controller, text });
  }
}
