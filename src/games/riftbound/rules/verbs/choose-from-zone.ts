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
import { nameOf, objAt, stat } from "../util.js";

/**
 * "Choose N card(s) …" as the effect resolves (not targets, 559.3): saved under the card's variable name for later
 * instructions; all of them when there are N or fewer, none when there are none. `from`: among a variable's cards
 * (a hidden zone: "from among them"); `optional` ("you may"): the player may choose none.
 */
export function chooseFromZoneVerb(ctx: VerbContext, e: EffectOf<"chooseFromZone">): VerbResult {
  const { s, task, me, src } = ctx;
  const spec: TargetSpec = { id: "_", filter: e.filter, notTarget: true };
  const among = e.from !== undefined ? task.vars[e.from] : undefined;
  const legal = Array.isArray(among)
    ? among.filter((id) => objAt(s, id) && (!e.filter.cardType || stat(s, id).type === e.filter.cardType))
    : legalTargetsFor(s, spec, me, src, null);
  if (legal.length === 0) {
    task.vars[e.saveAs] = [];
    return "next";
  }
  const pick = legal.length <= e.count && !e.optional ? legal : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose ${e.optional ? "up to " : ""}${e.count} card(s).`,
      options: legal.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: Math.min(e.count, legal.length),
      ...(e.optional ? { min: 0 } : {}),
    });
    return suspend(task, { op: "chooseFromZone" });
  }
  task.vars[e.saveAs] = pick;
  return "next";
}
