import {
  askEffects,
  type EffectOf,
  resolveRef,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { discard } from "../game-actions.js";
import { nameOf, turnOrderFrom } from "../util.js";
import { obj } from "../objects.js";

/**
 * "Discard N" (598): the player chooses which (598.1.a), discarding their whole hand when it holds N or fewer and
 * nothing when it is empty (598.4); `n: "hand"` discards the whole hand. `who: "eachPlayer"`: each player in turn
 * order from the turn player (115.1), each choosing their own. `saveAs` remembers the discarded cards.
 */
export function discardVerb(ctx: VerbContext, e: EffectOf<"discard">): VerbResult {
  const { s, task, out, me } = ctx;
  if (e.what) {
    for (const id of resolveRef(ctx, e.what)) if (obj(s, id).zone === "hand") discard(s, obj(s, id).owner, [id], out); // 598: its owner discards it
    return "next";
  }
  const seats = e.who === "eachPlayer" ? turnOrderFrom(s, s.turnPlayer) : [me];
  const done = [...(resumed(task, "discard")?.done ?? [])];
  for (const seat of seats) {
    if (done.includes(seat)) continue;
    const hand = s.players[seat]!.hand;
    if (hand.length === 0) {
      done.push(seat); // 598.4
      continue;
    }
    const pick = e.n === "hand" || hand.length <= e.n ? hand.slice() : takeAnswer(task);
    if (!pick) {
      askEffects(ctx, {
        kind: "cards",
        prompt: `Discard ${e.n}.`,
        options: hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
        count: e.n as number,
        from: "hand",
        seat,
      });
      return suspend(task, { op: "discard", done });
    }
    if (e.saveAs) task.vars[e.saveAs] = pick.slice();
    discard(s, seat, pick, out);
    done.push(seat);
  }
  return "next";
}
