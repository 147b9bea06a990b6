/** Who sits where in a match, and the reply to someone who does not play in it. */
import type { Seat } from "../../engine/index.js";
import type { LoadedMatch } from "../../services/matches/index.js";

/** Private reply to someone who is not seated in the match whose component they clicked. */
export const NOT_A_PLAYER_REPLY =
  "This prompt belongs to the players of this match, so I can't act on it for you. You are welcome to watch; " +
  "start your own game with `/duel challenge`.";

/** The seat `userId` holds, or null. */
export function seatOf(m: LoadedMatch, userId: string): Seat | null {
  return m.match.seats.find((s) => s.playerId === userId)?.seat ?? null;
}
