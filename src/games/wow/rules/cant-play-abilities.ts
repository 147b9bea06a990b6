/**
 * "Opponents can't play abilities this turn" (Arcane Torrent): a "can't" modifier (CR 7.4 103.2) kept on each opposing
 * hero as a turn modifier (it ends in the wrap-up step, 001 503.2a), checked as an ability card is played (408.1).
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import { type Link, type WowState, opp } from "./state.js";

/** Creates the modifier for the link controller's opponent. */
export function opponentsCantPlayAbilitiesThisTurn(s: WowState, link: Link): void {
  const seat = opp(link.controller);
  s.turnMods.push({ obj: s.players[seat]!.hero, mod: "cant-play-abilities" });
  s.log.push({ text: `P${seat + 1} can't play abilities this turn (${nameOf(s, link.card)}).` });
}

/** Whether `seat` can't play ability card `id` now (CR 7.4 103.2). */
export function abilityPlayLocked(s: WowState, seat: Seat, id: string): boolean {
  if (card(s, id).type !== "Ability") return false;
  const hero = s.players[seat]!.hero;
  return s.turnMods.some((m) => m.obj === hero && m.mod === "cant-play-abilities");
}
