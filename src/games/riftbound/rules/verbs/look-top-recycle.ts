import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { burnOut, recycle } from "../game.js";
import { nameOf } from "../util.js";

/**
 * Vision (729.1.b): look at the top card of your Main Deck (burning out first if it is empty, 607.1.b); you may
 * recycle it (594).
 */
export function lookTopRecycleVerb(ctx: VerbContext, _e: EffectOf<"lookTopRecycle">): VerbResult {
  const { s, task, out, me } = ctx;
  const p = s.players[me]!;
  if (p.mainDeck.length === 0) burnOut(s, me, out); // 607.1.b
  const top = p.mainDeck[0];
  if (!top) return "next";
  const ans = takeAnswer(task);
  if (!ans) {
    askEffects(ctx, {
      kind: "option",
      prompt: `Vision: the top card of your Main Deck is ${nameOf(s, top)}. Recycle it?`,
      options: [
        { id: "yes", label: `Recycle ${nameOf(s, top)}` },
        { id: "no", label: "Keep it on top" },
      ],
      count: 1,
    });
    return suspend(task, { op: "lookTopRecycle" });
  }
  if (ans[0] === "yes") recycle(s, [top], out);
  return "next";
}
