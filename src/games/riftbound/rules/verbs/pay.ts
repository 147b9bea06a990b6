import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { payAnyPower, payMay } from "../payment.js";
import { powerAvailable } from "../costs.js";
import { objAt } from "../objects.js";

/**
 * "Pay any amount of [rainbow] / of Energy to …" (CR 1.4 740.4.a: a cost within instructions, paid on resolution;
 * 561): the controller chooses X from 0 to the Power (or Energy) they can produce now (pool and runes), pays it, and
 * X is saved.
 */
export function payVerb(ctx: VerbContext, e: EffectOf<"pay">): VerbResult {
  const { s, task, out, me } = ctx;
  const energy = "energy" in e;
  const what = energy ? "Energy" : "Power";
  const max = energy ? energyAvailable(s, me) : powerAvailable(s, me);
  const ans = max === 0 ? ["0"] : takeAnswer(task);
  if (!ans) {
    const options = Array.from({ length: max + 1 }, (_, i) => ({ id: String(i), label: `Pay ${i} ${what}` }));
    askEffects(ctx, { kind: "option", prompt: `How much ${what} do you pay?`, options, count: 1 });
    return suspend(task, { op: "pay" });
  }
  const x = Math.max(0, Math.min(max, Number(ans[0]) || 0));
  if (energy) {
    payMay(s, me, ctx.src, { energy: x }, out); // 561: the pool first, then exhausting runes
    task.vars[e.saveAs] = x;
  } else task.vars[e.saveAs] = payAnyPower(s, me, x, out) ? 0 : x;
  return "next";
}

/** The Energy a player can produce now (605, 157.2): their pool and their ready runes. */
function energyAvailable(s: VerbContext["s"], me: number): number {
  const p = s.players[me]!;
  return p.pool.energy + p.runes.filter((r) => objAt(s, r)?.exhausted === false).length;
}
