import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { payAnyPower } from "../payment.js";
import { powerAvailable } from "../costs.js";

/**
 * "Pay any amount of [rainbow] to …" (CR 1.4 740.4.a: a cost within instructions, paid on resolution; 561): the
 * controller chooses X from 0 to the Power they can produce now (pool and runes), pays it, and X is saved.
 */
export function payVerb(ctx: VerbContext, e: EffectOf<"pay">): VerbResult {
  const { s, task, out, me } = ctx;
  const max = powerAvailable(s, me);
  const ans = max === 0 ? ["0"] : takeAnswer(task);
  if (!ans) {
    const options = Array.from({ length: max + 1 }, (_, i) => ({ id: String(i), label: `Pay ${i} Power` }));
    askEffects(ctx, { kind: "option", prompt: "How much Power do you pay?", options, count: 1 });
    return suspend(task, { op: "pay" });
  }
  const x = Math.max(0, Math.min(max, Number(ans[0]) || 0));
  task.vars[e.saveAs] = payAnyPower(s, me, x, out) ? 0 : x;
  return "next";
}
