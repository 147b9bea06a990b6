import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { moveUnits } from "../movement.js";
import { obj } from "../objects.js";

/** "Move … to its base" (596, 609): only units at a battlefield move; one at a base has nowhere to go. */
export function moveToBaseVerb(ctx: VerbContext, e: EffectOf<"moveToBase">): VerbResult {
  const { s, out } = ctx;
  const ids = resolveRef(ctx, e.what).filter((id) => obj(s, id).zone === "battlefield");
  if (e.fromAs && ids[0]) ctx.task.vars[e.fromAs] = obj(s, ids[0]).bf!; // "that battlefield", read before the move
  for (const id of ids) moveUnits(s, [id], { kind: "base" }, out, ctx.me);
  return "next";
}
