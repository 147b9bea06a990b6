import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf, place } from "../util.js";

/** "Put … into your hand" (from the trash or banishment): a zone change (609.2). */
export function toHandVerb(ctx: VerbContext, e: EffectOf<"toHand">): VerbResult {
  const { s, out, me } = ctx;
  for (const id of resolveRef(ctx, e.what)) {
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
