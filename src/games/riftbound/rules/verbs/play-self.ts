import { canPayMay } from "../costs.js";
import { limitedPlay } from "../effect-actions.js";
import { payMay } from "../payment.js";
import {
  type EffectOf,
  playDestination,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
  yesNo,
} from "../effect-context.js";
import { cantPlay } from "../restrictions.js";
import { stat } from "../util.js";
import { objAt } from "../objects.js";

/**
 * "You may pay <cost> to play me" (595.3): a limited play of the source card from the trash. Nothing happens if it
 * is no longer the object that triggered (595.3.c) or the cost cannot be paid. The player answers yes/no, then
 * chooses the destination of a unit (559.2: base or a battlefield they control); the replacement cost is paid
 * (595.3.b, 561) and the card goes on the chain as a played card (558). A permanent starting a new chain resolves
 * before anyone gets priority (538).
 */
export function playSelfVerb(ctx: VerbContext, e: EffectOf<"playSelf">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = task.item.object;
  const o = objAt(s, id);
  const inc = task.item.eventData?.sourceIncarnation;
  if (o?.zone !== "trash" || o.owner !== me || (typeof inc === "number" && o.incarnation !== inc)) return "next";
  if (!canPayMay(s, me, id, e.cost) || cantPlay(s, me, id)) return "next";
  if (resumed(task, "playSelf")?.asked !== "destination") {
    const ans = takeAnswer(task);
    if (!ans) {
      yesNo(ctx, e.prompt);
      return suspend(task, { op: "playSelf", asked: "play" });
    }
    if (ans[0] !== "yes") return "next";
  }
  const dest = playDestination(ctx, id);
  if (!dest) return suspend(task, { op: "playSelf", asked: "destination" });
  payMay(s, me, id, e.cost, out); // 595.3.b: the printed cost is replaced
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${stat(s, id).name} from the trash.`, out);
  return "next";
}
