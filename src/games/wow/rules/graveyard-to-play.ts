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
  enterDamaged(s, id, link.controller);
}

/**
 * "At the end of each player's turn, that player may put an ally card from his graveyard into play with damage on it
 * equal to its health minus 1" (Spirit Healer; CR 7.4 709.2b): `player` is asked Yes/No (only with an ally card in
 * his graveyard, no cost limit), then which card (with two or more; the instruction runs again with the pick); the
 * ally enters play under his control.
 */
export function playerMayGraveyardAllyToPlay(s: WowState, link: Link, at: number, player: string | undefined): void {
  if (!player?.startsWith("p")) return;
  const seat = Number(player.slice(1)) as Seat;
  const picked = link.picks?.[0];
  if (picked !== undefined) {
    if (obj(s, picked).zone === "graveyard" && obj(s, picked).owner === seat) enterDamaged(s, picked, seat);
    return;
  }
  if (graveyardAllyCards(s, seat).length > 0) s.ask = { kind: "either", seat, link, at, options: [0, 1] };
}

/** After "Yes": the only ally card enters play, or `seat` is asked which. */
export function acceptGraveyardAllyToPlay(s: WowState, link: Link, at: number, seat: Seat): void {
  const pool = graveyardAllyCards(s, seat);
  if (pool.length === 1) enterDamaged(s, pool[0]!, seat);
  else if (pool.length > 1)
    s.ask = {
      kind: "choose",
      seat,
      cards: pool,
      link: { ...link, picks: [] },
      at,
      again: true,
      prompt: "Choose an ally card in your graveyard to put into play.",
    };
}

const graveyardAllyCards = (s: WowState, seat: Seat): string[] =>
  s.players[seat]!.graveyard.filter((id) => card(s, id).type === "Ally");

/** The ally card `id` enters play under `seat` with damage equal to its health minus 1 (put, not dealt, 404.3). */
function enterDamaged(s: WowState, id: string, seat: Seat): void {
  enterAlly(s, id, seat);
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
