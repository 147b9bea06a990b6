import type { Condition } from "../../cards/types.js";
import { amountOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { hasDeathReplacement } from "../game-actions.js";
import { checkCondition, compare, matches } from "../selectors.js";
import { obj } from "../objects.js";
import { isFriendly, unitsAt } from "../util.js";

/**
 * "If …, … [else …]": the condition is checked as the instructions are followed top to bottom (151.1, 563.2.b);
 * the instruction replaces itself by the branch it picks, at the same position.
 */
export function ifVerb(ctx: VerbContext, e: EffectOf<"if">): VerbResult {
  const ok = holds(ctx, e.cond);
  ctx.task.effects.splice(ctx.task.pc, 1, ...(ok ? e.then : (e.else ?? [])));
  return "spliced";
}

/** Whether a condition holds now, for this resolution; conditions about the board are shared with passives (568.3). */
function holds(ctx: VerbContext, c: Condition): boolean {
  const { s, task, me } = ctx;
  const item = task.item;
  if ("varNonEmpty" in c) {
    const v = task.vars[c.varNonEmpty];
    return Array.isArray(v) ? v.length > 0 : !!v;
  }
  if ("targetDied" in c) {
    // "If this kills it": this resolution dealt the (still legal) target lethal damage; lethal damage kills at
    // the cleanup after the spell (520). A target that left in response was not killed by it (563.2.c.8).
    const lethal = task.lethal ?? [];
    return (item.targets[c.targetDied] ?? []).some((r) => lethal.includes(r.id) && !hasDeathReplacement(s, r.id));
  }
  if ("onlyUnitThere" in c) {
    const id = resolveRef(ctx, c.onlyUnitThere)[0];
    return !!id && obj(s, id).zone === "battlefield" && unitsAt(s, obj(s, id).bf!, me).length === 1;
  }
  // 724.1.c: met when the card was played; a "when you play me" trigger reads it from the play event.
  if ("legion" in c) return !!item.legion || item.eventData?.legion === true;
  if ("playedFromHand" in c) return item.fromHand === true;
  if ("paidOptional" in c)
    // 560.4.d.1: paid when the player chose to pay it, whatever it cost after discounts
    return (
      (item.paidOptional ?? []).includes(c.paidOptional) ||
      String(item.eventData?.paid ?? "")
        .split(",")
        .includes(c.paidOptional)
    );
  if ("is" in c) {
    // "If it is stunned" (568.3): checked now; a vanished object matches nothing (563.2.c.8).
    const ids = resolveRef(ctx, c.is);
    return ids.length > 0 && ids.every((id) => matches(s, id, c.filter, me, ctx.src));
  }
  if ("unitsHereAtLeast" in c) {
    const bf = item.eventData?.bf;
    return typeof bf === "number" && unitsAt(s, bf, me).length >= c.unitsHereAtLeast;
  }
  if ("compare" in c) return compare(amountOf(ctx, c.compare[0]), c.compare[1]);
  if ("unitAloneAt" in c) {
    // CR 1.4 740.2.a: alone = no other unit friendly to it at the same location.
    const bf = task.vars[c.unitAloneAt];
    const units = typeof bf === "number" ? (s.battlefields[bf]?.units ?? []) : [];
    const ctrl = units.map((u) => obj(s, u).controller);
    const side = (x: number) => (c.controller === "enemy" ? !isFriendly(s, me, x) : isFriendly(s, me, x));
    return ctrl.some((x) => side(x) && ctrl.filter((y) => isFriendly(s, x, y)).length === 1);
  }
  return checkCondition(s, ctx.src, me, c);
}
