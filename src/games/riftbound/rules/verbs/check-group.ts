import {
  askEffects,
  type EffectOf,
  liveTargets,
  specsOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { targetLabel } from "../util.js";
import { groupOk } from "../selectors.js";

/**
 * Re-checks a group of targets on resolution (563.2.c, OFAQ-53 Fox-Fire): the chosen objects still legal one by
 * one are kept if together they still meet the spec's group constraint; otherwise the controller chooses a subset
 * of them that does (asked again until the answer qualifies). The result is saved as `saveAs`.
 */
export function checkGroupVerb(ctx: VerbContext, e: EffectOf<"checkGroup">): VerbResult {
  const { s, task, me } = ctx;
  const live = liveTargets(s, task.item, e.target);
  const group = specsOf(s, task.item).find((x) => x.id === e.target)?.group;
  if (!group || groupOk(s, live, group, me)) {
    task.vars[e.saveAs] = live;
    return "next";
  }
  const pick = takeAnswer(task);
  if (pick?.every((id) => live.includes(id)) && groupOk(s, pick, group, me)) {
    task.vars[e.saveAs] = pick;
    return "next";
  }
  askEffects(ctx, {
    kind: "cards",
    prompt: "The chosen targets no longer qualify together: choose the ones that still do.",
    options: live.map((id) => ({ id, label: targetLabel(s, id), object: id })),
    count: live.length,
    min: 0,
  });
  return suspend(task, { op: "checkGroup" });
}
