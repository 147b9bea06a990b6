/**
 * Resources beyond the one placed each turn (001 410.1; CR 7.4 412): putting the top card of the deck into the
 * resource row (Branu Wildbloom, Divino-matic Rod), and players destroying their own resources (The Cruel Hand of Timmy,
 * The Lobotomizer). The conditions reading the resource rows are in
 * rules/resource-conditions.ts (triggers.ts reads them, and zones.ts, used here, imports triggers.ts).
 */
import type { Seat } from "../../../engine/index.js";
import { nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";
import { destroy, moveTo } from "./zones.js";

/**
 * "Put the top card of your deck into your resource row face down and exhausted" (CR 7.4 412): a card put there,
 * not placed, so the turn's placement (001 410.1) is untouched; an empty deck puts nothing (not a draw, 102.1a).
 */
export function topCardToResources(s: WowState, seat: Seat): void {
  const top = s.players[seat]!.deck[0];
  if (!top) return;
  moveTo(s, top, "resource", seat);
  const o = obj(s, top);
  o.faceDown = true;
  o.exhausted = true;
  s.log.push({ text: `P${seat + 1} puts the top card of their deck into their resource row face down and exhausted.` });
}

/**
 * "Put a card from your hand into your resource row face down and exhausted" (Nightbloom; CR 7.4 412): put there, not
 * placed (the turn's placement, 001 410.1, is untouched); the log doesn't name the card (a face-down resource is
 * hidden, 001 410.1b).
 */
export function handCardToResources(s: WowState, seat: Seat, id: string): void {
  moveTo(s, id, "resource", seat);
  const o = obj(s, id);
  o.faceDown = true;
  o.exhausted = true;
  s.log.push({ text: `P${seat + 1} puts a card from their hand into their resource row face down and exhausted.` });
}

/** "Ready all of your resources" (CR 7.4 411.1: only exhausted ones ready; Aspect of the Viper), logged. */
export function readyYourResources(s: WowState, seat: Seat): void {
  for (const r of s.players[seat]!.resources) obj(s, r).exhausted = false;
  s.log.push({ text: `P${seat + 1} readies all of their resources.` });
}

/**
 * "[Each player / that hero's controller] destroys one of his resources" (CR 7.4 708.1a: in turn order each player
 * chooses as it resolves; the resources are destroyed together). The picks so far ride on the link (`picks`, "" for a
 * player without resources); a player with a choice is asked and the instruction runs again with the answer.
 */
export function destroyOwnResource(s: WowState, link: Link, at: number, seats: readonly Seat[]): void {
  const order = [...seats].sort((a, b) => (a === s.active ? -1 : b === s.active ? 1 : 0));
  const picks = [...(link.picks ?? [])];
  while (picks.length < order.length) {
    const seat = order[picks.length]!;
    const mine = s.players[seat]!.resources;
    if (mine.length > 1) {
      const prompt = "Choose one of your resources to destroy.";
      s.ask = { kind: "choose", seat, cards: [...mine], link: { ...link, picks }, at, again: true, prompt };
      return;
    }
    picks.push(mine[0] ?? "");
  }
  for (const id of picks)
    if (id && obj(s, id).zone === "resource") {
      s.log.push({ text: `P${obj(s, id).controller + 1} destroys ${nameOf(s, id)}.` });
      destroy(s, id);
    }
}
