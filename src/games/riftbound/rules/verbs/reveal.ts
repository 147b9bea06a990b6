import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { cardIs, emit, nameOf, opponent } from "../util.js";

/**
 * Reveal (600): cards are shown to all players (a public log event per card) and stay where they are. A hand is
 * revealed whole; the Main Deck from the top until a card matching `until` (or the whole deck).
 */
export function revealVerb(ctx: VerbContext, e: EffectOf<"reveal">): VerbResult {
  const { s, task, out, me } = ctx;
  const seat = e.zone === "hand" && e.who === "opponent" ? opponent(s, me) : me;
  const cards = e.zone === "hand" ? s.players[seat]!.hand.slice() : s.players[seat]!.mainDeck.slice();
  const rest: string[] = [];
  for (const id of cards) {
    const from = e.zone === "hand" ? "their hand" : "the top of their Main Deck";
    emit(s, out, {
      kind: "reveal",
      seat,
      object: id,
      card: nameOf(s, id),
      text: `P${seat + 1} reveals ${nameOf(s, id)} from ${from}.`,
    });
    if (e.zone === "mainDeck") {
      if (cardIs(s, id, e.until)) {
        task.vars[e.saveAs] = [id];
        task.vars[e.restAs] = rest;
        return "next";
      }
      rest.push(id);
    }
  }
  if (e.zone === "mainDeck") {
    task.vars[e.saveAs] = [];
    task.vars[e.restAs] = rest;
  }
  return "next";
}
