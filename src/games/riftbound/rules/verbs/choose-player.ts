import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { turnOrderFrom } from "../util.js";

/** "Choose a player" (CR 1.4 355): any player, the chooser included, in turn order from the chooser. */
export function choosePlayerVerb(ctx: VerbContext, e: EffectOf<"choosePlayer">): VerbResult {
  const { s, task, me } = ctx;
  const players = turnOrderFrom(s, me);
  const pick = players.length === 1 ? [String(players[0])] : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: e.prompt ?? "Choose a player.",
      options: players.map((p) => ({ id: String(p), label: p === me ? `P${p + 1} (you)` : `P${p + 1}` })),
      count: 1,
    });
    return suspend(task, { op: "choosePlayer" });
  }
  task.vars[e.saveAs] = Number(pick[0]);
  return "next";
}
