import type { TargetSpec } from "../../cards/types.js";
import {
  askEffects,
  type EffectOf,
  legalTargetsFor,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { nameOf } from "../util.js";

/**
 * "Choose N card(s) …" as the effect resolves (not targets, 559.3): saved under the card's variable name for later
 * instructions; all of them when there are N or fewer, none when there are none.
 */
export function chooseFromZoneVerb(ctx: VerbContext, e: EffectOf<"chooseFromZone">): VerbResult {
  const { s, task, me, src } = ctx;
  const spec: TargetSpec = { id: "_", filter: e.filter, notTarget: true };
  const legal = legalTargetsFor(s, spec, me, src, null);
  if (legal.length === 0) {
    task.vars[e.saveAs] = [];
    return "next";
  }
  const pick = legal.length <= e.count ? legal : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose ${e.count} card(s).`,
      options: legal.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: e.count,
    });
    return suspend(task, { op: "chooseFromZone" });
  }
  task.vars[e.saveAs] = pick;
  return "next";
}
