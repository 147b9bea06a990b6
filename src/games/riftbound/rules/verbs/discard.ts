import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { discard } from "../game.js";
import { nameOf } from "../util.js";

/**
 * "Discard N" (598): the player chooses which (598.1.a), discarding their whole hand when it holds N or fewer and
 * nothing when it is empty (598.4). `saveAs` remembers the discarded cards.
 */
export function discardVerb(ctx: VerbContext, e: EffectOf<"discard">): VerbResult {
  const { s, task, out, me } = ctx;
  const hand = s.players[me]!.hand;
  if (hand.length === 0) return "next"; // 598.4
  const pick = hand.length <= e.n ? hand.slice() : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Discard ${e.n}.`,
      options: hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: e.n,
      from: "hand",
    });
    return suspend(task, { op: "discard" });
  }
  if (e.saveAs) task.vars[e.saveAs] = pick.slice();
  discard(s, me, pick, out);
  return "next";
}
