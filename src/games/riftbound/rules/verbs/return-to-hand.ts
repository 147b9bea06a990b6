import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { returnToOwnersHand } from "../game-actions.js";

/** "Return … to its owner's hand": a zone change, not a move (609.2); the object becomes a new one (563.2.c.4). */
export function returnToHandVerb(ctx: VerbContext, e: EffectOf<"returnToHand">): VerbResult {
  const { s, out } = ctx;
  const ids = resolveRef(ctx, e.what);
  if (e.saveAs) ctx.task.vars[e.saveAs] = ids;
  for (const id of ids) returnToOwnersHand(s, id, out);
  return "next";
}
