import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { replaceBattlefield, restoreReplaced } from "../battlefield-tokens.js";
import { hereOf } from "../selectors.js";

/**
 * "Replace that battlefield with a [token]" / "replace this with the battlefield it replaced" (CR 1.4 438, 187.8):
 * the battlefield is the trigger event's (584.2: where the conquest or hold happened) or the source's own.
 */
export function replaceBattlefieldVerb(ctx: VerbContext, e: EffectOf<"replaceBattlefield">): VerbResult {
  const { s, me, out } = ctx;
  const ev = ctx.task.item.eventData?.bf;
  const bf = e.at === "here" ? hereOf(s, ctx.src) : typeof ev === "number" && ev >= 0 ? ev : null;
  if (bf === null || !s.battlefields[bf]) return "next";
  if (e.with === "replaced") restoreReplaced(s, bf, me, out);
  else replaceBattlefield(s, bf, e.with.token, me, out);
  return "next";
}
