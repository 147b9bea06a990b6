import type { Ref } from "../../cards/types.js";
import { type EffectOf, resolveRef, resumed, suspend, type VerbContext, type VerbResult } from "../effect-context.js";
import { burnOut } from "../game-actions.js";
import { offerSeen, type SeenOffer, seenOffer } from "../seen.js";
import { cardIs } from "../selectors.js";
import { emit, nameOf, opponent, turnOrderFrom } from "../util.js";
import { mut, obj } from "../objects.js";
import { passivesOf } from "../passives.js";
import type { RbState, RbEvent } from "../state.js";
import { lookBeforeReveal } from "../reveal-replacements.js";

/**
 * "As I'm revealed from your deck, [Add] N" (CR 1.4 370.1.b.1): a card revealed from the top of its owner's Main
 * Deck adds its Energy to the owner's rune pool as it is revealed (605; Undertitan).
 */
function addAsRevealed(s: RbState, id: string, out: RbEvent[]): void {
  for (const p of passivesOf(s, id)) {
    if (p.kind !== "asRevealedFromDeck") continue;
    const seat = obj(s, id).owner;
    s.players[seat]!.pool.energy += p.add.energy;
    emit(s, out, {
      kind: "effect",
      seat,
      text: `${nameOf(s, id)} is revealed: P${seat + 1} adds ${p.add.energy} Energy.`,
    });
  }
}

/**
 * Reveal (600): cards are shown to all players (a public log event per card) and stay where they are. A hand is
 * revealed whole; the Main Deck from the top until a card matching `until` (or the whole deck).
 */
export function revealVerb(ctx: VerbContext, e: EffectOf<"reveal">): VerbResult {
  // Void Hatchling: "If you would reveal cards from a deck, look at the top card first. You may recycle it."
  const deck =
    "top" in e
      ? e.who === "eachOpponent"
        ? null
        : (e.from ?? "mainDeck")
      : "zone" in e && e.zone === "mainDeck"
        ? "mainDeck"
        : null;
  if (deck && lookBeforeReveal(ctx, deck) === "wait") return "wait";
  if ("top" in e && e.from === "runeDeck") return revealTopRunes(ctx, e.top, e.saveAs);
  if ("top" in e) return revealTop(ctx, e.top, e.saveAs, e.who === "eachOpponent");
  if ("what" in e) return revealCards(ctx, e.what, e.saveAs);
  const { s, task, out, me } = ctx;
  if (!("zone" in e)) return "next";
  const seen = resumed(task, "reveal")?.seen;
  if (seen && e.zone === "mainDeck") return offerRevealed(ctx, seen, e.saveAs, e.restAs);
  const chosen = e.zone === "hand" && typeof e.who === "object" ? ctx.task.vars[e.who.var] : undefined;
  // "Choose an opponent. They reveal their hand": the player saved by `chooseOpponent`.
  const seat = typeof chosen === "number" ? chosen : e.zone === "hand" && e.who === "opponent" ? opponent(s, me) : me;
  const cards = e.zone === "hand" ? s.players[seat]!.hand.slice() : s.players[seat]!.mainDeck.slice();
  const rest: string[] = [];
  for (const id of cards) {
    const from = e.zone === "hand" ? "their hand" : "the top of their Main Deck";
    // 600: every player has seen it (until it changes zones, 109); views may show it to them.
    if (e.zone === "hand") mut(s, id).revealedTo = s.players.map((p) => p.seat);
    emit(s, out, {
      kind: "reveal",
      seat,
      object: id,
      card: nameOf(s, id),
      text: `P${seat + 1} reveals ${nameOf(s, id)} from ${from}.`,
    });
    if (e.zone === "mainDeck") {
      addAsRevealed(s, id, out);
      if (cardIs(s, id, e.until)) return offerRevealed(ctx, seenOffer([...rest, id], id), e.saveAs, e.restAs);
      rest.push(id);
    }
  }
  if (e.zone === "mainDeck") return offerRevealed(ctx, seenOffer(rest), e.saveAs, e.restAs);
  return "next";
}

/**
 * The cards revealed from the top of the Main Deck are offered to their `asSeenFromDeck` abilities (Nocturne,
 * OFAQ-37); then the card that stopped the reveal is saved as `saveAs` unless it was banished that way (OFAQ-41:
 * Dazzling Aurora stops at Nocturne, who is either played by his own ability or by Aurora), the others as `restAs`.
 */
function offerRevealed(ctx: VerbContext, st: SeenOffer, saveAs: string, restAs: string): VerbResult {
  const r = offerSeen(ctx, st);
  if ("ask" in r) return suspend(ctx.task, { op: "reveal", seen: r.ask });
  ctx.task.vars[saveAs] = st.found !== undefined && r.remaining.includes(st.found) ? [st.found] : [];
  ctx.task.vars[restAs] = r.remaining.filter((id) => id !== st.found);
  return "next";
}

/**
 * "Reveal the top N cards of your Main Deck" (600): every player sees them (600.1); they stay where they are and are
 * remembered as `saveAs` for the instructions that follow ("for each card … revealed this way", "recycle them").
 */
function revealTop(ctx: VerbContext, top: number, saveAs: string, opponents: boolean): VerbResult {
  const { task } = ctx;
  const at = resumed(task, "reveal")?.seen;
  // Each revealed card is offered to its owner's `asSeenFromDeck` ability (Nocturne, OFAQ-37); a banished one is gone.
  const r = offerSeen(ctx, at ?? seenOffer(revealTopOf(ctx, top, opponents)));
  if ("ask" in r) return suspend(task, { op: "reveal", seen: r.ask });
  task.vars[saveAs] = r.remaining;
  return "next";
}

/** The top N cards of your Main Deck, or of each opponent's (in turn order), revealed (600.1). */
function revealTopOf(ctx: VerbContext, top: number, opponents: boolean): string[] {
  const { s, out, me } = ctx;
  // "Each opponent reveals …": the opponents in turn order after you (115.1); an empty deck burns out first (607.1.b).
  const seats = opponents ? turnOrderFrom(s, (me + 1) % s.players.length).filter((x) => x !== me) : [me];
  const all: string[] = [];
  for (const seat of seats) {
    if (opponents && s.players[seat]!.mainDeck.length === 0) burnOut(s, seat, out);
    const ids = s.players[seat]!.mainDeck.slice(0, top);
    all.push(...ids);
    // 600.1: every player has seen them (until they change zones, 109).
    for (const id of ids) mut(s, id).revealedTo = s.players.map((p) => p.seat);
    const names = ids.map((id) => nameOf(s, id)).join(", ");
    emit(s, out, {
      kind: "reveal",
      seat,
      text: `P${seat + 1} reveals ${names || "nothing"} from the top of their Main Deck.`,
    });
    for (const id of ids) addAsRevealed(s, id, out);
  }
  return all;
}

/**
 * "Reveal the top rune of your rune deck" (600): every player sees the top N runes of the controller's Rune Deck;
 * they stay there, remembered as `saveAs`. An empty Rune Deck reveals nothing (OFAQ-32).
 */
function revealTopRunes(ctx: VerbContext, top: number, saveAs: string): VerbResult {
  const { s, task, out, me } = ctx;
  const ids = s.players[me]!.runeDeck.slice(0, top);
  task.vars[saveAs] = ids;
  for (const id of ids)
    emit(s, out, {
      kind: "reveal",
      seat: me,
      object: id,
      card: nameOf(s, id),
      text: `P${me + 1} reveals ${nameOf(s, id)} from the top of their Rune Deck.`,
    });
  if (ids.length === 0) emit(s, out, { kind: "reveal", seat: me, text: `P${me + 1}'s Rune Deck is empty.` });
  return "next";
}

/** Reveal (600) the referenced cards: shown to every player (no longer private, 127); `saveAs` keeps them. */
function revealCards(ctx: VerbContext, what: Ref, saveAs: string | undefined): VerbResult {
  const { s, out, me, task } = ctx;
  const ids = resolveRef(ctx, what);
  if (saveAs) task.vars[saveAs] = ids;
  // 600: every player has seen them (until they change zones, 109).
  for (const id of ids) mut(s, id).revealedTo = s.players.map((p) => p.seat);
  emit(s, out, {
    kind: "reveal",
    seat: me,
    text: `P${me + 1} reveals ${ids.map((id) => nameOf(s, id)).join(", ") || "nothing"}.`,
  });
  return "next";
}
