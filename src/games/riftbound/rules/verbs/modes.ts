import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { objAt } from "../objects.js";

/**
 * "Choose one —" (CR 1.4 355.3): the controller picks a mode and the instruction is replaced by that mode's
 * instructions at the same position (563.2.b). A mode whose instructions cannot be followed may still be chosen
 * (563.2.c.6: it then does nothing).
 */
export function modesVerb(ctx: VerbContext, e: EffectOf<"modes">): VerbResult {
  const { task } = ctx;
  const ans = takeAnswer(task);
  if (!ans) {
    const done = e.notChosenThisTurn ? chosenThisTurn(ctx) : [];
    const options = e.modes.map((m, i) => ({ id: String(i), label: m.label })).filter((o) => !done.includes(o.id));
    if (options.length === 0) return "next"; // every mode already chosen this turn: nothing to do
    askEffects(ctx, { kind: "option", prompt: e.prompt, options, count: 1 });
    return suspend(task, { op: "modes" });
  }
  if (e.notChosenThisTurn) recordChosen(ctx, ans[0]!);
  const m = e.modes[Number(ans[0])];
  task.effects.splice(task.pc, 1, ...(m?.effects ?? []));
  return "spliced";
}

/** The turn's record key of this ability instance (object and incarnation, 109) and its tag prefix. */
function modeKey(ctx: VerbContext): { key: string; tag: string } {
  const o = objAt(ctx.s, ctx.src);
  return { key: `${ctx.src}#${o?.incarnation ?? 0}`, tag: `mode:${ctx.task.item.ability ?? -1}:` };
}

/** The modes this ability of this object chose this turn (SFAQ Aphelios: each instance keeps its own record). */
function chosenThisTurn(ctx: VerbContext): string[] {
  const { key, tag } = modeKey(ctx);
  return (ctx.s.history.abilityChoices[key] ?? []).filter((x) => x.startsWith(tag)).map((x) => x.slice(tag.length));
}

function recordChosen(ctx: VerbContext, mode: string): void {
  const { key, tag } = modeKey(ctx);
  const h = ctx.s.history; // its records are replaced, never changed in place (copy.ts)
  h.abilityChoices = { ...h.abilityChoices, [key]: [...(h.abilityChoices[key] ?? []), tag + mode] };
}
