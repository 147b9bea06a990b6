import { bonusDamage } from "../effect-actions.js";
import {
  amountOf,
  askEffects,
  causeOf,
  type EffectOf,
  resolveRef,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { damage, hasDeathReplacement } from "../game-actions.js";
import { might } from "../layers.js";
import { obj } from "../objects.js";
import { isUnit, nameOf } from "../util.js";

/**
 * "Deal N damage split among …" (CR 1.4 355.14): the split among the still-legal chosen units is decided on
 * resolution (355.14.e), each getting at least 1 (355.14.f-g). With more targets than damage, the controller first
 * chooses which stay targets, keeping as many as there is damage (355.14.h-h.1). The split is asked one unit at a
 * time (the last one gets the rest); all the damage is then dealt at once.
 */
export function damageSplitVerb(ctx: VerbContext, e: EffectOf<"damageSplit">): VerbResult {
  const { s, task } = ctx;
  const dealer = e.by ? resolveRef(ctx, e.by)[0] : undefined;
  if (e.by && !dealer) return "next"; // 563.2.c.6: the unit that deals it is gone
  const n = amountOf(ctx, e.amount);
  const live = resolveRef(ctx, { target: e.among }).filter((id) => isUnit(s, id));
  if (n <= 0 || live.length === 0) return "next";
  const at = resumed(task, "damageSplit");
  const ans = takeAnswer(task);
  let keep = at?.keep;
  let given = at?.given ?? [];
  if (!keep && live.length <= n) keep = live;
  if (!keep) {
    if (!ans) {
      // 355.14.h.1: exactly as many stay targets as there is damage
      const options = live.map((id) => ({ id, label: nameOf(s, id) }));
      askEffects(ctx, {
        kind: "targets",
        prompt: `Choose the ${n} units that keep being dealt damage.`,
        options,
        count: n,
      });
      return suspend(task, { op: "damageSplit", given: [] });
    }
    keep = live.filter((id) => ans.includes(id));
  } else if (at?.keep && ans) given = [...given, Number(ans[0])];
  // each unit still to be given damage needs at least 1 (355.14.g)
  while (given.length < keep.length - 1) {
    const left = n - given.reduce((a, b) => a + b, 0);
    const most = left - (keep.length - 1 - given.length);
    if (most <= 1) {
      given = [...given, 1];
      continue;
    }
    const id = keep[given.length]!;
    const options = Array.from({ length: most }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));
    askEffects(ctx, {
      kind: "option",
      prompt: `How much of the ${left} damage left does ${nameOf(s, id)} get?`,
      options,
      count: 1,
    });
    return suspend(task, { op: "damageSplit", keep, given });
  }
  given = [...given, n - given.reduce((a, b) => a + b, 0)];
  const killed: string[] = [];
  keep.forEach((id, i) => {
    const amt = given[i] ?? 0;
    if (dealer) damage(s, id, amt, ctx.out, "unit", ctx.me);
    else damage(s, id, amt + bonusDamage(s, ctx.me, id, ctx.src), ctx.out, causeOf(ctx));
    const o = obj(s, id);
    if (o.damage > 0 && o.damage >= might(s, id)) {
      task.lethal = [...(task.lethal ?? []), id];
      if (!hasDeathReplacement(s, id)) killed.push(id);
    }
  });
  if (e.killedAs) task.vars[e.killedAs] = killed;
  return "next";
}
