import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { opponentsOf } from "../util.js";

/**
 * "Choose an opponent" (559.3): the only one in a duel; otherwise the player picks one of the opponents still in
 * the game (646.2, 647.2; 648.2: never the 2v2 teammate; 651: not a player who left). Saved as a seat number.
 */
export function chooseOpponentVerb(ctx: VerbContext, e: EffectOf<"chooseOpponent">): VerbResult {
  const { s, task, me } = ctx;
  const opps = opponentsOf(s, me);
  if (opps.length === 0) return "next";
  // Option ids `seat<n>`, as Burn Out's choice (607.2.b), labelled P<n+1>.
  const pick = opps.length === 1 ? [`seat${opps[0]}`] : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: "Choose an opponent.",
      options: opps.map((p) => ({ id: `seat${p}`, label: `P${p + 1}` })),
      count: 1,
    });
    return suspend(task, { op: "chooseOpponent" });
  }
  task.vars[e.saveAs] = Number(pick[0]!.replace("seat", ""));
  return "next";
}
