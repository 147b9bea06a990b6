import {
  askEffects,
  type EffectOf,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { burnOut, recycle } from "../game-actions.js";
import { offerSeen, seenOffer } from "../seen.js";
import { nameOf } from "../util.js";

/**
 * Vision (729.1.b): look at the top card of your Main Deck (burning out first if it is empty, 607.1.b); you may
 * recycle it (594). The card seen is first offered to its `asSeenFromDeck` ability (Nocturne, OFAQ-37); banished,
 * there is nothing left to recycle (OFAQ-39).
 */
export function lookTopRecycleVerb(ctx: VerbContext, _e: EffectOf<"lookTopRecycle">): VerbResult {
  const { s, task, out, me } = ctx;
  const p = s.players[me]!;
  const at = resumed(task, "lookTopRecycle");
  if (!at) {
    if (p.mainDeck.length === 0) burnOut(s, me, out); // 607.1.b
    if (!p.mainDeck[0]) return "next";
  }
  if (!at || at.seen) {
    const r = offerSeen(ctx, at?.seen ?? seenOffer(p.mainDeck.slice(0, 1)));
    if ("ask" in r) return suspend(task, { op: "lookTopRecycle", seen: r.ask });
    if (r.remaining.length === 0) return "next";
  }
  const top = p.mainDeck[0];
  if (!top) return "next";
  const ans = at && !at.seen ? takeAnswer(task) : undefined;
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
