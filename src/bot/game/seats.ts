/** Who sits where in a match, and the reply to someone who does not play in it. */
import type { Seat } from "../../engine/index.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { type LocaleTag, t } from "../i18n.js";

/** Private reply to someone who is not seated in the match whose component they clicked (English). */
export const NOT_A_PLAYER_REPLY = t("en", "seats.notAPlayer");

/** {@link NOT_A_PLAYER_REPLY} in the language of `locale`. */
export function notAPlayerReply(locale: LocaleTag): string {
  return t(locale, "seats.notAPlayer");
}

/** The seat `userId` holds, or null. */
export function seatOf(m: LoadedMatch, userId: string): Seat | null {
  return m.match.seats.find((s) => s.playerId === userId)?.seat ?? null;
}
