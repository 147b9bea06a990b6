import type { MayCost } from "../../cards/types.js";
import { canPayMay, limitedPlay, payMay } from "../effect-actions.js";
import {
  type EffectOf,
  playDestination,
  resolveRef,
  resumed,
  suspend,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { stat } from "../util.js";

/**
 * "Play it, reducing its cost by [N]" (595.3: a limited play by an effect): the card is played from where it is,
 * its printed cost reduced (560.4, not below 0, 560.5) and paid now (561); a unit's controller chooses where it goes
 * (559.2). Nothing happens if the cost cannot be paid. It goes on the chain as a played card (558).
 */
export function playVerb(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = resolveRef(ctx, e.what)[0];
  if (!id) return "next";
  const st = stat(s, id);
  const cost: MayCost = {
    energy: Math.max(0, (st.energy ?? 0) - (e.discount?.energy ?? 0)),
    ...(st.power ? { power: st.power, ...(st.domains.length === 1 ? { powerDomain: st.domains[0] } : {}) } : {}),
  };
  if (!resumed(task, "play") && !canPayMay(s, me, id, cost)) return "next";
  const dest = playDestination(ctx, id);
  if (!dest) return suspend(task, { op: "play" });
  payMay(s, me, id, cost, out);
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name}.`, out);
  return "next";
}
