import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf, obj, place } from "../util.js";

/** "Put … into your hand" (from the trash or banishment): a zone change (609.2). */
export function toHandVerb(ctx: VerbContext, e: EffectOf<"toHand">): VerbResult {
  const { s, out, me } = ctx;
  for (const id of resolveRef(ctx, e.what)) {
    const z = obj(s, id).zone;
    if (z !== "trash" && z !== "banishment") continue; // 563.2.c: it left the zone the text names
    const name = nameOf(s, id);
    place(s, id, { zone: "hand" });
    emit(s, out, {
      kind: "toHand",
      seat: me,
      object: id,
      card: name,
      text: `P${me + 1} puts ${name} into their hand.`,
    });
  }
  return "next";
}
