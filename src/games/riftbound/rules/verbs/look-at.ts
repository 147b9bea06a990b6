import { type EffectOf, resumed, suspend, type VerbContext, type VerbResult } from "../effect-context.js";
import { burnOut } from "../game-actions.js";
import { offerSeen, seenOffer } from "../seen.js";
import { emit, nameOf } from "../util.js";

/**
 * "Look at the top N cards of your Main Deck" (CR 1.4 424: only their controller sees them): burning out first when
 * the deck is empty (607.1.b); fewer are looked at when fewer remain. Each card seen is offered to its
 * `asSeenFromDeck` ability (Nocturne, OFAQ-37); the cards still there are saved as `saveAs` for later instructions.
 */
export function lookAtVerb(ctx: VerbContext, e: EffectOf<"lookAt">): VerbResult {
  const { s, task, out, me } = ctx;
  let st = resumed(task, "lookAt")?.seen;
  if (!st) {
    const p = s.players[me]!;
    if (p.mainDeck.length === 0) burnOut(s, me, out); // 607.1.b
    const seen = p.mainDeck.slice(0, e.top);
    emit(s, out, {
      kind: "effect",
      seat: me,
      text: `P${me + 1} looks at ${seen.map((id) => nameOf(s, id)).join(", ") || "nothing"}.`,
      visibleTo: [me],
      publicText: `P${me + 1} looks at the top ${seen.length} card(s) of their Main Deck.`,
    });
    st = seenOffer(seen);
  }
  const r = offerSeen(ctx, st);
  if ("ask" in r) return suspend(task, { op: "lookAt", seen: r.ask });
  task.vars[e.saveAs] = r.remaining;
  return "next";
}
