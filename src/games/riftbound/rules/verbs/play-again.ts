import type { TargetRef } from "../state.js";
import { cardScript } from "../../cards/registry.js";
import { canPayMay, deflectCost, ignoresDeflect, powerAvailable } from "../costs.js";
import { limitedPlay } from "../effect-actions.js";
import {
  askEffects,
  type EffectOf,
  legalTargetsFor,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { addEffect } from "../game-actions.js";
import { obj, objAt } from "../objects.js";
import { payAnyPower, payMay } from "../payment.js";
import { cantPlay } from "../restrictions.js";
import { stat, targetLabel } from "../util.js";

/**
 * "Its controller may play this spell again for [A]" (595.3, 560.1): the player bound to `who` is asked whether they
 * play the resolving spell card again paying `cost` (only if they can pay it and may play it, 595.3.c); then they
 * choose its targets as for any play (559.3; [Deflect] still costs its Power, 721.1.c; none legal: not played,
 * 559.3.c). It goes on the chain as their new play (a new object, 109); the resolving one finishes without moving it
 * (543.1.a). With `bonusPerDamage` the new play deals 1 Bonus Damage more per time this card dealt damage this turn
 * (CR 1.4 417.4; the `damaged` events this card caused, recorded while a card of the match says `playAgain`).
 */
export function playAgainVerb(ctx: VerbContext, e: EffectOf<"playAgain">): VerbResult {
  const { s, task, out } = ctx;
  const id = task.item.object;
  const who = task.vars[e.who.var];
  const o = objAt(s, id);
  if (typeof who !== "number" || task.item.kind !== "card" || o?.zone !== "chain") return "next";
  if (s.chain.some((c) => c.kind === "card" && c.object === id)) return "next"; // already played again
  const st = stat(s, id);
  const found = cardScript(o.code)?.abilities.find((a) => a.kind === "spell");
  const specs = found?.kind === "spell" ? (found.targets ?? []) : [];
  const pay = e.cost.power ?? 0;
  const deflect = (x: string) => (ignoresDeflect(s, id) ? 0 : deflectCost(s, x, who)); // 721.1.c
  const spec = specs[0];
  const legal = spec
    ? legalTargetsFor(s, spec, who, id, null).filter((x) => deflect(x) <= powerAvailable(s, who) - pay)
    : [];
  if (!canPayMay(s, who, id, e.cost) || cantPlay(s, who, id) || (spec && legal.length === 0)) return "next";
  const at = resumed(task, "playAgain");
  let ans = takeAnswer(task);
  if (!at) {
    const options = [
      { id: "yes", label: "Yes" },
      { id: "no", label: "No" },
    ];
    askEffects(ctx, { kind: "option", prompt: `Play ${st.name} again?`, options, count: 1, seat: who });
    return suspend(task, { op: "playAgain", asked: "play" });
  }
  if (at.asked === "play") {
    if (ans?.[0] !== "yes") return "next";
    ans = legal.length === 1 || !spec ? legal : undefined;
    if (!ans) {
      const options = legal.map((x) => ({ id: x, label: targetLabel(s, x), object: x }));
      askEffects(ctx, { kind: "targets", prompt: `Choose a target for ${st.name}.`, options, count: 1, seat: who });
      return suspend(task, { op: "playAgain", asked: "targets" });
    }
  }
  const chosen = (ans ?? []).filter((x) => legal.includes(x));
  if (spec && chosen.length === 0) return "next";
  const bonus = e.bonusPerDamage
    ? s.history.events.filter((ev) => ev.kind === "damaged" && ev.data.source === id).length
    : 0;
  payMay(s, who, id, e.cost, out); // 560.1: paid instead of its printed cost
  const pips = chosen.reduce((n, x) => n + deflect(x), 0);
  if (pips > 0) payAnyPower(s, who, pips, out);
  const targets: Record<string, TargetRef[]> = spec
    ? { [spec.id]: chosen.map((x) => ({ id: x, incarnation: obj(s, x).incarnation })) }
    : {};
  limitedPlay(s, who, id, { kind: "base", seat: who }, `P${who + 1} plays ${st.name} again.`, out, { targets });
  if (bonus > 0)
    addEffect(s, {
      source: id,
      controller: who,
      objects: [{ id, incarnation: obj(s, id).incarnation }],
      layer: "ability",
      duration: "turn",
      passive: { kind: "bonusDamage", amount: bonus },
      next: { type: "spell" },
    });
  return "next";
}
