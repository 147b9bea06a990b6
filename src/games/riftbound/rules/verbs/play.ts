import { limitedPlay } from "../effect-actions.js";
import {
  type EffectOf,
  playDestination,
  resolveRef,
  suspend,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { objAt, ownPassives, stat } from "../util.js";

/**
 * "Play it, ignoring its cost" (595.3, 560.1.a): a limited play of the first referenced card still in a non-board
 * zone of its owner, the player (its owner) choosing a unit's destination (559.2: base or a battlefield they
 * control). A card whose mandatory additional cost would still apply (560.1.c) is not played by this instruction.
 */
export function playVerb(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = resolveRef(ctx, e.what).find((x) => {
    const o = objAt(s, x);
    return o && o.owner === me && (o.zone === "trash" || o.zone === "hand" || o.zone === "banishment");
  });
  if (!id) return "next";
  if (ownPassives(s, id).some((p) => p.kind === "additionalCostKillFriendly")) return "next";
  const dest = playDestination(ctx, id);
  if (!dest) return suspend(task, { op: "play" });
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${stat(s, id).name}, ignoring its cost.`, out);
  return "next";
}
