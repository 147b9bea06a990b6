/**
 * Replacements about the spell or ability that chooses the object (CR 1.4 367-370; Gangplank, Naval): "If a spell or
 * ability that chooses me would stun me, give me -Might, or return me to hand, give me +3 Might this turn instead".
 * Read by the instructions that would do those things (`stun`, `might` with a negative amount, `returnToHand`), for
 * the spell or ability resolving now.
 */
import type { RbEvent, RbState } from "./state.js";
import type { VerbContext } from "./effect-context.js";
import { ownPassives } from "./passives.js";
import { checkCondition } from "./selectors.js";
import { obj, objAt } from "./objects.js";
import { giveMight } from "./effect-actions.js";
import { emit, nameOf } from "./util.js";

/** The instructions a `replaceWhenChosen` passive may replace. */
export type ChosenReplaced = "stun" | "mightDown" | "returnToHand";

/** Does the resolving spell or ability choose this object (559.3: a choice still naming the same object)? */
function choosesNow(ctx: VerbContext, id: string): boolean {
  const inc = objAt(ctx.s, id)?.incarnation;
  return Object.values(ctx.task.item.targets).some((refs) => refs.some((r) => r.id === id && r.incarnation === inc));
}

/**
 * Splits the objects an instruction would `what` into those it still affects and those whose `replaceWhenChosen`
 * passive replaces it: each of the latter gets its Might instead (this turn, CR 1.4 370.1.b), logged in `out`.
 */
export function replacedWhenChosen(ctx: VerbContext, ids: readonly string[], what: ChosenReplaced): string[] {
  const { s, out } = ctx;
  const kept: string[] = [];
  for (const id of ids) {
    const n = replacementMight(s, id, what);
    if (n === null || !choosesNow(ctx, id)) {
      kept.push(id);
      continue;
    }
    giveMight(s, ctx.src, obj(s, id).controller, [id], n, "turn");
    logReplaced(s, out, id, n);
  }
  return kept;
}

/** The Might a `replaceWhenChosen` passive of the object gives instead of `what`, or null when none applies now. */
function replacementMight(s: RbState, id: string, what: ChosenReplaced): number | null {
  const o = objAt(s, id);
  if (!o || (o.zone !== "base" && o.zone !== "battlefield")) return null;
  for (const p of ownPassives(s, id))
    if (
      p.kind === "replaceWhenChosen" &&
      p.events.includes(what) &&
      (!p.when || checkCondition(s, id, o.controller, p.when))
    )
      return p.might;
  return null;
}

function logReplaced(s: RbState, out: RbEvent[], id: string, n: number): void {
  emit(s, out, {
    kind: "might",
    object: id,
    card: nameOf(s, id),
    text: `${nameOf(s, id)} gets +${n} Might instead (a replacement).`,
  });
}
