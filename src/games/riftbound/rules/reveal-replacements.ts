/**
 * Replacements of revealing from a deck (CR 1.4 367-370, 600): "If you would reveal cards from a deck, look at the top
 * card first. You may recycle it. Then reveal those cards" (Void Hatchling). Called by the reveal instruction before
 * it reveals from the top of its controller's Main Deck or Rune Deck.
 */
import type { VerbContext } from "./effect-context.js";
import { askEffects, resumed, suspend, takeAnswer } from "./effect-context.js";
import { boardPassivesOfKind } from "./board.js";
import { obj } from "./objects.js";
import { recycle } from "./game-actions.js";
import { nameOf } from "./util.js";
import { offerSeen, seenOffer } from "./seen.js";

/**
 * Before a reveal from the top of `deck` of the acting player: if they control a `lookBeforeReveal` passive, they look
 * at the top card (private to them, 127) — offered first to its `asSeenFromDeck` ability (Nocturne, OFAQ-37) — and may
 * recycle it (594; a rune to its Rune Deck). Several such passives
 * replace the same reveal once (CR 1.4 370: a replacement applies once to an event). "wait" while they are asked;
 * undefined when the reveal may go on.
 */
export function lookBeforeReveal(ctx: VerbContext, deck: "mainDeck" | "runeDeck"): "wait" | undefined {
  const { s, task, out, me } = ctx;
  const at = resumed(task, "reveal");
  if (at?.seen) return undefined; // the reveal itself is under way
  if (at?.lookAsked) {
    const ans = takeAnswer(task);
    const top = s.players[me]![deck][0];
    if (ans?.[0] === "yes" && top) recycle(s, [top], out);
    delete task.suspend;
    return undefined;
  }
  let look = at?.lookSeen;
  if (!look) {
    if (!boardPassivesOfKind(s, "lookBeforeReveal").some((p) => obj(s, p.source).controller === me)) return undefined;
    const first = s.players[me]![deck][0];
    if (!first) return undefined; // nothing to look at (an empty Main Deck burns out as the reveal begins, 607.1.b)
    if (deck === "mainDeck") look = seenOffer([first]);
  }
  if (look) {
    // OFAQ-37: the card looked at is offered to "as you look at or reveal me" (Nocturne) before the recycle choice
    const r = offerSeen(ctx, look);
    if ("ask" in r) return suspend(task, { op: "reveal", lookSeen: r.ask });
    delete task.suspend;
    if (r.remaining.length === 0) return undefined; // banished: nothing left of what was looked at to recycle
  }
  const top = s.players[me]![deck][0];
  if (!top) return undefined;
  const where = deck === "mainDeck" ? "Main Deck" : "Rune Deck";
  askEffects(ctx, {
    kind: "option",
    prompt: `Before revealing: the top card of your ${where} is ${nameOf(s, top)}. Recycle it?`,
    options: [
      { id: "yes", label: `Recycle ${nameOf(s, top)}` },
      { id: "no", label: "Keep it on top" },
    ],
    count: 1,
  });
  return suspend(task, { op: "reveal", lookAsked: true });
}
