import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { turnOrderFrom } from "../util.js";

/** "Choose an opponent" (559.3): the only one in a duel; otherwise the player picks one. Saved as a seat number. */
export function chooseOpponentVerb(ctx: VerbContext, e: EffectOf<"chooseOpponent">): VerbResult {
  const { s, task, me } = ctx;
  const opps = turnOrderFrom(s, me).filter((p) => p !== me);
  if (opps.length === 0) return "next";
  const pick = opps.length === 1 ? [String(opps[0])] : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: "Choose an opponent.",
      options: opps.map((p) => ({ id: String(p), label: `P${p + 1}` })),
      count: 1,
    });
    return suspend(task, { op: "chooseOpponent" });
  }
  task.vars[e.saveAs] = Number(pick[0]);
  return "next";
}
