import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { obj } from "../objects.js";
import { place } from "../zones.js";

/** "Return … to its owner's hand": a zone change, not a move (609.2); the object becomes a new one (563.2.c.4). */
export function returnToHandVerb(ctx: VerbContext, e: EffectOf<"returnToHand">): VerbResult {
  const { s, out } = ctx;
  const ids = resolveRef(ctx, e.what);
  if (e.saveAs) ctx.task.vars[e.saveAs] = ids;
  for (const id of ids) {
    const name = nameOf(s, id);
    const o = obj(s, id);
    // 127: a facedown card stays private to its owner on its way back to the hand.
    const hidden =
      o.zone === "facedown" ? { visibleTo: [o.owner], publicText: "A facedown card returns to its owner's hand." } : {};
    place(s, id, { zone: "hand" });
    emit(s, out, { kind: "bounce", object: id, card: name, text: `${name} returns to its owner's hand.`, ...hidden });
  }
  return "next";
}
