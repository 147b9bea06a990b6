import type { Effect } from "../../cards/types.js";
import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";

/**
 * "[Predict N]" (CR 1.4 436): look at the top N cards of your Main Deck (436.1.a; as many as there are, and no Burn
 * Out on an empty deck, 436.4-436.4.a), recycle any number of them, then put the rest back on top in any order.
 * Spliced into the looking, choosing, recycling and ordering instructions, so the cards seen go through
 * `asSeenFromDeck` like every look at the top of a deck (seen.ts).
 */
export function predictVerb(ctx: VerbContext, e: EffectOf<"predict">): VerbResult {
  const { s, task, me } = ctx;
  const deck = s.players[me]!.mainDeck.length;
  const n = Math.min(e.n, deck);
  if (n <= 0) {
    task.effects.splice(task.pc, 1);
    return "spliced";
  }
  const steps: Effect[] = [
    { op: "lookAt", top: n, saveAs: "$predicted" },
    { op: "chooseFromZone", filter: {}, from: "$predicted", count: n, upTo: true, saveAs: "$predictRecycled" },
    { op: "recycle", what: { var: "$predictRecycled" } },
    { op: "toZone", what: { var: "$predicted", except: "$predictRecycled" }, zone: "mainDeckTop" },
  ];
  task.effects.splice(task.pc, 1, ...steps);
  return "spliced";
}
