import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { obj } from "../objects.js";

/**
 * "The next time it would die this turn, recall it exhausted instead" / "if it would die this turn, banish it
 * instead" (571-573, CR 1.4 369-370): a replacement effect on each object, tied to its current incarnation.
 */
export function replaceNextDeathVerb(ctx: VerbContext, e: EffectOf<"replaceNextDeath">): VerbResult {
  const { s, me } = ctx;
  for (const id of resolveRef(ctx, e.what))
    s.history.deathReplacements = [
      ...s.history.deathReplacements, // replaced, never changed in place (copy.ts)
      { id, incarnation: obj(s, id).incarnation, seat: me, ...(e.with === "banish" ? { banish: true as const } : {}) },
    ];
  return "next";
}
