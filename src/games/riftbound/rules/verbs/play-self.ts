import { canPayMay, limitedPlay, payMay } from "../effect-actions.js";
import {
  askEffects,
  type EffectOf,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
  yesNo,
} from "../effect-context.js";
import type { Location } from "../state.js";
import { bfAt, cantPlay, nameOf, stat, objAt } from "../util.js";

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
  const inc = task.item.eventData?.incarnation;
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
  const dest = destination(ctx, id);
  if (!dest) return suspend(task, { op: "playSelf", asked: "destination" });
  payMay(s, me, id, e.cost, out); // 595.3.b: the printed cost is replaced
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${stat(s, id).name} from the trash.`, out);
  return "next";
}

/** Where the card is played: a gear to the base; a unit where its controller chooses (undefined after asking). */
function destination(ctx: VerbContext, id: string): Location | undefined {
  const { s, task, me } = ctx;
  const st = stat(s, id);
  if (st.type !== "Unit") return { kind: "base", seat: me };
  const options = ["base", ...s.battlefields.filter((b) => b.controller === me).map((b) => String(b.index))];
  const pick = options.length === 1 ? options : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: `Where do you play ${st.name}?`,
      options: options.map((d) =>
        d === "base"
          ? { id: d, label: "Your base" }
          : { id: d, label: nameOf(s, bfAt(s, Number(d)).card), object: bfAt(s, Number(d)).card },
      ),
      count: 1,
    });
    return undefined;
  }
  return pick[0] === "base" ? { kind: "base", seat: me } : { kind: "bf", index: Number(pick[0]) };
}
