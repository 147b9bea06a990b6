import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";

/**
 * "Reveal the top N cards of your Main Deck" (600): every player sees them (600.1); they stay where they are and are
 * remembered as `saveAs` for the instructions that follow ("for each card … revealed this way", "recycle them").
 */
export function revealVerb(ctx: VerbContext, e: EffectOf<"reveal">): VerbResult {
  const { s, task, out, me } = ctx;
  const ids = s.players[me]!.mainDeck.slice(0, e.top);
  task.vars[e.saveAs] = ids;
  const names = ids.map((id) => nameOf(s, id)).join(", ");
  emit(s, out, {
    kind: "reveal",
    seat: me,
    text: `P${me + 1} reveals ${names || "nothing"} from the top of their Main Deck.`,
  });
  return "next";
}
