import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { emit, nameOf, opponent } from "../util.js";

/** Reveal (600): every card of a player's hand is shown to all players (a public log event per card). */
export function revealVerb(ctx: VerbContext, e: EffectOf<"reveal">): VerbResult {
  const { s, out, me } = ctx;
  const seat = e.who === "you" ? me : opponent(s, me);
  for (const id of s.players[seat]!.hand) {
    const text = `P${seat + 1} reveals ${nameOf(s, id)} from their hand.`;
    emit(s, out, { kind: "reveal", seat, object: id, card: nameOf(s, id), text });
  }
  return "next";
}
