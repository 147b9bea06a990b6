/**
 * Attacks on a character of your own party (Gamon: "Any hero or ally can attack Gamon. (Including characters in your
 * party.)"): an exception to 601.2b, which asks for a defender controlled by an opponent. The card allows the
 * proposal; every other combat rule applies unchanged (601.2a attackers, 601.2c-e restrictions, 103.4 "can't" wins):
 * the protect point still belongs to the player opposed to the attacker (602.2), and the defender stays in combat
 * while it keeps the controller it had (602.4). docs/rules-decisions.md (WoW, session 14).
 */
import type { Seat } from "../../../engine/index.js";
import { inPlay, isCharacter, party, powersOf } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";
import { totemsOf } from "./totems.js";

/** Whether `id` is a character in play that its own party may attack (the power `any-character-can-attack-this`). */
export function attackableByOwnParty(s: WowState, id: string): boolean {
  return (
    inPlay(obj(s, id)) && isCharacter(s, id) && powersOf(s, id).some((p) => p.kind === "any-character-can-attack-this")
  );
}

/**
 * The characters `seat` may name as proposed defenders, before the per-attacker checks (601.2b): the opponent's
 * party and Totems (001 306.3a), and `seat`'s own characters that its party may attack (Gamon).
 */
export function defenderCandidates(s: WowState, seat: Seat): string[] {
  return [
    ...party(s, opp(seat)),
    ...totemsOf(s, opp(seat)),
    ...party(s, seat).filter((id) => attackableByOwnParty(s, id)),
  ];
}

/** Whether `defender` is a legal non-opposing proposed defender for `attacker` of `seat` (601.2b exception). */
export function friendlyDefenderAllowed(s: WowState, seat: Seat, attacker: string, defender: string): boolean {
  return defender !== attacker && obj(s, defender).controller === seat && attackableByOwnParty(s, defender);
}

/**
 * The seat the proposed defender or defender must still be controlled by (602.4: a card that changes controllers is
 * removed from combat): the opponent, or the seat recorded as the combat began (an attack on one's own Gamon) or as
 * a character protected (602.2).
 */
export function defenderSeat(s: WowState): Seat {
  return s.combat?.defenderSeat ?? opp(s.active);
}
