import { cardScript } from "../../cards/registry.js";
import type { CustomApi, CustomEffect, Effect } from "../../cards/types.js";
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

/** What a custom function may see and do, bound to this resolution. */
function customApi(ctx: VerbContext, answer: string[] | undefined, suffix: string): CustomApi {
  const { s, task, out, me, src } = ctx;
  return {
    controller: me,
    source: src,
    answer,
    vars: task.vars,
    targets: (specId) => resolveRef(ctx, { target: specId + suffix }), // a repeated execution's own (820.2.a)
    might: (id) => (objAt(s, id) ? might(s, id) : 0),
    nameOf: (id) => nameOf(s, id),
    zoneOf: (id) => obj(s, id).zone,
    controllerOf: (id) => obj(s, id).controller,
    units: (f) => boardObjects(s).filter((id) => isUnit(s, id) && matches(s, id, f, me, src)),
    damage: (id, n) => damage(s, id, n > 0 ? n + bonusDamage(s, me, id, src) : 0, out, causeOf(ctx)),
    kill: (id) => {
      kill(s, id, out, causeOf(ctx));
    },
    draw: (seat, n) => draw(s, seat, n, out),
    buff: (id) => {
      buff(s, id, me, out);
    },
    giveMight: (id, amount, duration, min) => giveMight(s, src, me, [id], amount, duration, min),
    grantKeyword: (id, keyword, duration) => grantKeyword(s, src, me, [id], keyword, duration),
    moveToBase: (id) => moveUnits(s, [id], { kind: "base" }, out),
    ready: (id) => {
      if (canBeReadiedByEffects(s, id)) readyObject(s, id, me); // 567 (Mageseeker Warden)
    },
    exhaust: (id) => {
      mut(s, id).exhausted = true;
    },
    stun: (id) => {
      mut(s, id).stunned = true;
    },
    channel: (seat, n, exhausted) => channel(s, seat, n, exhausted, out),
    extraTurn: (seat) => {
      s.extraTurns = [seat, ...(s.extraTurns ?? [])]; // CR 1.4 738: inserted right after the current turn
    },
    log: (text) => emit(s, out, { kind: "effect", seat: me, text }),
  };
}
