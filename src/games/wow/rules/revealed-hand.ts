/**
 * "That opponent plays with his hand revealed" (Mind Vision): a revealed hand is shown to every player (CR 7.4 413:
 * the hand is hidden unless a card says otherwise), so the per-seat view shows it to every seat while the ongoing
 * power is in play under the other player's control. Two players: "choose an opponent" is the one opponent.
 */
import type { Seat } from "../../../engine/index.js";
import { inPlay, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** Whether `seat`'s hand is revealed by an opponent's card in play with `opponent-hand-revealed`. */
export function handRevealed(s: WowState, seat: Seat): boolean {
  return s.players.some(
    (p, other) =>
      other !== seat &&
      [...p.allies, ...p.equipment].some(
        (id) =>
          inPlay(obj(s, id)) &&
          obj(s, id).controller === other &&
          powersOf(s, id).some((pw) => pw.kind === "opponent-hand-revealed"),
      ),
  );
}
