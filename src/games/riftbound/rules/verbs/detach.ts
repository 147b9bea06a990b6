import { detach } from "../attach.js";
import {
  askEffects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { objAt } from "../objects.js";
import { equipmentOn } from "./attach.js";

/**
 * "Detach an Equipment from it" (CR 1.4 435): one Equipment attached to the referenced unit; its controller chooses
 * when there are several. It stays where it is (435.4; a gear at a battlefield is recalled by the cleanup).
 */
export function detachVerb(ctx: VerbContext, e: EffectOf<"detach">): VerbResult {
  const { s, task, out } = ctx;
  if ("what" in e) {
    const from = e.from ? resolveRef(ctx, e.from) : undefined; // "… from that unit": only if attached to it
    for (const id of resolveRef(ctx, e.what)) {
      const on = objAt(s, id)?.attachedTo;
      if (on === undefined || (from && !from.includes(on))) continue; // 435.1.a.1
      detach(s, id);
      emit(s, out, {
        kind: "detach",
        seat: ctx.me,
        object: id,
        card: nameOf(s, id),
        text: `${nameOf(s, id)} is detached.`,
      });
    }
    return "next";
  }
  const unit = resolveRef(ctx, e.from)[0];
  if (!unit) return "next";
  const list = equipmentOn(ctx, unit);
  if (list.length === 0) return "next"; // 435.1.a.1
  let pick = list.length === 1 ? list[0] : undefined;
  if (!pick) {
    const ans = takeAnswer(task);
    if (!ans) {
      askEffects(ctx, {
        kind: "cards",
        prompt: `Choose the Equipment to detach from ${nameOf(s, unit)}.`,
        options: list.map((id) => ({ id, label: nameOf(s, id), object: id })),
        count: 1,
      });
      return suspend(task, { op: "detach" });
    }
    pick = list.find((id) => id === ans[0]) ?? list[0];
  }
  detach(s, pick!);
  emit(s, out, {
    kind: "detach",
    seat: ctx.me,
    object: pick!,
    card: nameOf(s, pick!),
    text: `${nameOf(s, pick!)} is detached from ${nameOf(s, unit)}.`,
  });
  return "next";
}
