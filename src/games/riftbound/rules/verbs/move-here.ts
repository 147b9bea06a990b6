import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../movement.js";
import { hereOf } from "../selectors.js";

/** "Move … here" (596, 612): to the source's battlefield; nothing if the source is not at one (563.2.c.6). */
export function moveHereVerb(ctx: VerbContext, e: EffectOf<"moveHere">): VerbResult {
  const { s, out } = ctx;
  const here = hereOf(s, ctx.src);
  if (here === null) return "next";
  moveUnits(s, resolveRef(ctx, e.what), { kind: "bf", index: here }, out);
  return "next";
}
