import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";

/** Reveal (600): the cards are shown to every player (no longer private, 127); `saveAs` keeps them. */
export function revealVerb(ctx: VerbContext, e: EffectOf<"reveal">): VerbResult {
  const { s, out, me, task } = ctx;
  const ids = resolveRef(ctx, e.what);
  if (e.saveAs) task.vars[e.saveAs] = ids;
  emit(s, out, {
    kind: "reveal",
    seat: me,
    text: `P${me + 1} reveals ${ids.map((id) => nameOf(s, id)).join(", ") || "nothing"}.`,
  });
  return "next";
}
