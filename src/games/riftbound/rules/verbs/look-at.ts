import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";

/** "Look at the top N cards of your Main Deck" (CR 1.4 424): only you see them; they stay where they are. */
export function lookAtVerb(ctx: VerbContext, e: EffectOf<"lookAt">): VerbResult {
  const { s, task, me, out } = ctx;
  const ids = s.players[me]!.mainDeck.slice(0, e.top);
  task.vars[e.saveAs] = ids;
  emit(s, out, {
    kind: "effect",
    seat: me,
    text: `P${me + 1} looks at ${ids.map((id) => nameOf(s, id)).join(", ") || "nothing"}.`,
    visibleTo: [me],
    publicText: `P${me + 1} looks at the top ${ids.length} card(s) of their Main Deck.`,
  });
  return "next";
}
