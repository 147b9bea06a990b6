/**
 * "Put target ally card from your graveyard into play if its cost is less than or equal to the number of resources you
 * have. That ally enters play with damage on it equal to its health -1" (Ancestral Spirit; 001 302.1): the cost is
 * compared as the link resolves; the damage is put, not dealt (no packet, 404.3).
 */
import type { Seat } from "../../../engine/index.js";
import { card, health, nameOf } from "./characteristics.js";
import { enterAlly } from "./enter-play.js";
import { type Link, type WowState, obj, opp } from "./state.js";

/** Puts the ally card `id` from the graveyard into play under the link's controller, damaged to 1 health left. */
export function graveyardAllyToPlayDamaged(s: WowState, link: Link, id: string | undefined): void {
  if (!id || obj(s, id).zone !== "graveyard") return;
  if ((card(s, id).cost ?? 0) > s.players[link.controller]!.resources.length) {
    s.log.push({ text: `${nameOf(s, id)} costs more than P${link.controller + 1}'s resources: it stays.` });
    return;
  }
  enterAlly(s, id, link.controller);
  const o = obj(s, id);
  o.damage = Math.max(0, health(s, id) - 1);
  if (o.damage > 0) s.log.push({ text: `${nameOf(s, id)} enters play with ${o.damage} damage on it.` });
}

/**
 * "Players put all ally cards from their graveyards into play" (Kaal Soulreaper; 001 302.1): each player's, the turn
 * player's first (CR 7.4 708.1a), into its owner's party; uniqueness is checked at the next pre-priority checks (414).
 */
export function eachPlayerGraveyardAlliesToPlay(s: WowState): void {
  for (const seat of [s.active, opp(s.active)] as Seat[])
    for (const id of s.players[seat]!.graveyard.filter((g) => card(s, g).type === "Ally")) enterAlly(s, id, seat);
}
