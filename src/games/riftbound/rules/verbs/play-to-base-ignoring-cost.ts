import { accelerateOffer, killFriendlyCost, limitedPlay, returnFriendlyCost } from "../effect-actions.js";
import { payMay } from "../payment.js";
import { type EffectOf, resumed, suspend, type VerbContext, type VerbResult } from "../effect-context.js";
import { ownPassives } from "../passives.js";
import { killCostFilter, mustKillFriendly, returnCostFilter } from "../costs.js";
import { stat } from "../util.js";
import { objAt } from "../objects.js";

/**
 * "Play them to your base, ignoring their cost" (595.3, 560.1.a): each saved card still banished that is a unit
 * or gear is played like any card (it goes on the chain; a permanent on an empty chain resolves at once, 538).
 * Mandatory additional costs still apply (560.1.c); one that cannot be paid leaves the card banished (595.3.c).
 * Cards already played have left banishment, so a resumed instruction skips them. `from: "trash"`: the saved
 * cards are played from the trash.
 */
export function playToBaseIgnoringCostVerb(ctx: VerbContext, e: EffectOf<"playToBaseIgnoringCost">): VerbResult {
  const { s, task, out, me } = ctx;
  const v = task.vars[e.var];
  const asked = resumed(task, "playToBaseIgnoringCost")?.accelerate;
  for (const id of Array.isArray(v) ? v : []) {
    const o = objAt(s, id);
    if (o?.zone !== (e.from ?? "banishment")) continue; // cards already played have left that zone
    const st = stat(s, id);
    if (st.type !== "Unit" && st.type !== "Gear") continue;
    if (asked !== id && mustKillFriendly(ownPassives(s, id))) {
      const paid = killFriendlyCost(ctx, st.name, killCostFilter(ownPassives(s, id)));
      if (paid === "wait") return suspend(task, { op: "playToBaseIgnoringCost" });
      if (!paid) continue; // 595.3.c: it cannot be played; it stays banished
    }
    const rf = asked !== id ? returnCostFilter(ownPassives(s, id)) : undefined;
    if (rf) {
      const paid = returnFriendlyCost(ctx, id, rf); // 560.1.c: Legion Quartermaster
      if (paid === "wait") return suspend(task, { op: "playToBaseIgnoringCost" });
      if (!paid) continue;
    }
    const acc = accelerateOffer(ctx, id, {}, asked === id); // 560.1.c
    if (acc === "wait") return suspend(task, { op: "playToBaseIgnoringCost", accelerate: id });
    if (acc) payMay(s, me, id, acc, out);
    const text = `P${me + 1} plays ${st.name}, ignoring its cost.`;
    limitedPlay(s, me, id, { kind: "base", seat: me }, text, out, acc ? { enterReady: true } : {});
  }
  return "next";
}
