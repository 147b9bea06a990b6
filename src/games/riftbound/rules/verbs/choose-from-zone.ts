import type { TargetSpec } from "../../cards/types.js";
import {
  amountOf,
  amountOrNull,
  askEffects,
  type EffectOf,
  legalTargetsFor,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { nameOf, stat } from "../util.js";
import { objAt } from "../objects.js";
import { compare } from "../selectors.js";

/**
 * "Choose N card(s) …" as the effect resolves (not targets, 559.3; "must", CR 1.4 355.10.f), saved under
 * `saveAs` for later instructions: all of them when there are N or fewer, none when there are none. With
 * `among` (or `from`), the choice is from cards saved earlier ("from among them"; cards looked at, CR 1.4 424),
 * matched on `filter.cardType` (or any of `filter.anyOf`'s) and `filter.energy` and `filter.domain`. With `upTo` ("you may … one or both") the player picks one card at a time and may
 * stop at any point (559.3.d.3); with `optional` ("you may choose a card") the player may choose none at once.
 */
export function chooseFromZoneVerb(ctx: VerbContext, e: EffectOf<"chooseFromZone">): VerbResult {
  const { s, task } = ctx;
  const chosen = [...(resumed(task, "chooseFromZone")?.chosen ?? [])];
  const ans = takeAnswer(task);
  const finish = (ids: readonly string[]): VerbResult => {
    const before = e.append ? task.vars[e.saveAs] : undefined;
    task.vars[e.saveAs] = [...(Array.isArray(before) ? before : []), ...ids]; // `append`: one choice per player
    return "next";
  };
  if (ans && !e.upTo) return finish(ans);
  if (ans) {
    if (ans[0] === "done") return finish(chosen);
    chosen.push(...ans);
  }
  const legal = candidates(ctx, e).filter((id) => !chosen.includes(id));
  const need = e.count - chosen.length;
  if (legal.length === 0 || need <= 0) return finish(chosen);
  if (!e.upTo && !e.optional && legal.length <= need) return finish([...chosen, ...legal]);
  const opts = legal.map((id) => ({ id, label: nameOf(s, id), object: id }));
  if (e.upTo)
    askEffects(ctx, {
      kind: "option",
      prompt: `Choose a card (${chosen.length} of up to ${e.count} chosen), or stop.`,
      options: [...opts, { id: "done", label: "Done" }],
      count: 1,
    });
  else
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose ${e.optional ? "up to " : ""}${need} card(s).`,
      options: opts,
      count: Math.min(need, legal.length),
      ...(e.optional ? { min: 0 } : {}),
    });
  return suspend(task, { op: "chooseFromZone", chosen });
}

/** The cards the choice is made from: saved ones (`among`), or those matching the filter. */
function candidates(ctx: VerbContext, e: EffectOf<"chooseFromZone">): string[] {
  const { s } = ctx;
  const who = e.ownedBy ? ctx.task.vars[e.ownedBy.var] : undefined; // "their trash": that player's (107.1.d)
  const owned = pool(ctx, e).filter((id) => !e.ownedBy || objAt(s, id)?.owner === who);
  const cards = costLimited(ctx, e, owned);
  if (e.maxMight === undefined) return cards;
  const max = amountOrNull(ctx, e.maxMight); // CR 1.4 359.3.e.12: a null Might allows nothing
  return max === null ? [] : cards.filter((id) => (stat(s, id).might ?? 0) <= max);
}

/** "That costs no more Energy and no more Power than …" (130): printed costs at most the amounts read now. */
function costLimited(ctx: VerbContext, e: EffectOf<"chooseFromZone">, cards: string[]): string[] {
  const { s } = ctx;
  const e1 = e.maxEnergy === undefined ? null : amountOf(ctx, e.maxEnergy);
  const p1 = e.maxPower === undefined ? null : amountOf(ctx, e.maxPower);
  return cards.filter(
    (id) => (e1 === null || (stat(s, id).energy ?? 0) <= e1) && (p1 === null || (stat(s, id).power ?? 0) <= p1),
  );
}

/** The cards the choice is made from, before a Might limit. */
function pool(ctx: VerbContext, e: EffectOf<"chooseFromZone">): readonly string[] {
  const { s, task, me, src } = ctx;
  const among = e.among ?? e.from;
  if (among !== undefined) {
    const v = task.vars[among];
    // The card type, or any of `anyOf`'s card types ("a non-unit card": a spell or a gear, 104).
    const types: string[] = [e.filter.cardType, ...(e.filter.anyOf ?? []).map((f) => f.cardType)].filter(
      (t) => t !== undefined,
    );
    // A printed Energy cost limit too ("a spell with Energy cost [4] or more", 130).
    const energy = e.filter.energy;
    const limit = energy && { op: energy.op, value: amountOf(ctx, energy.value) };
    return (Array.isArray(v) ? v : []).filter(
      (id) =>
        objAt(s, id) &&
        (!types.length || types.includes(stat(s, id).type)) &&
        (!limit || compare(stat(s, id).energy ?? 0, limit)) &&
        (!e.filter.domain || stat(s, id).domains.includes(e.filter.domain)), // 127: "a Mind card"
    );
  }
  const spec: TargetSpec = { id: "_", filter: e.filter, notTarget: true };
  return legalTargetsFor(s, spec, me, src, null);
}
