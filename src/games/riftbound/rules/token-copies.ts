/**
 * Token-play replacements (571, 575): "once each turn, if you would play a token unit while I'm at a battlefield, you
 * may play that token and an additional copy of it instead" (Zilean, Time Mage). The copy is a second token of the
 * same kind played to the same place, inheriting the play's modifications (CR 1.4 375: enters ready if the token
 * does; Unleashed FAQ on Zilean and Deceiver).
 */
import type { Seat } from "../../../engine/index.js";
import type { TokenName } from "../cards/types.js";
import type { RbEvent, RbState } from "./state.js";
import { boardPassivesOfKind } from "./board.js";
import { createToken } from "./game-actions.js";
import { obj, objAt } from "./objects.js";
import { matchMentions } from "./mentions.js";
import { checkCondition } from "./selectors.js";
import { isUnit } from "./util.js";

const USED = "extraTokenCopy";

/**
 * The source of an `extraTokenCopy` passive of `seat` that applies to the unit token `token` just played: active,
 * its `when` holding, not used yet this turn (once each turn per object, 583-like); undefined when none.
 */
export function tokenCopier(s: RbState, seat: Seat, token: string): string | undefined {
  // A printed passive (Zilean): none when no card of the match has one (the board index is not asked after each token).
  if (!isUnit(s, token) || !matchMentions(s, "extraTokenCopy")) return undefined;
  for (const { source, passive } of boardPassivesOfKind(s, "extraTokenCopy")) {
    const o = obj(s, source);
    if (o.controller !== seat) continue;
    if ((s.history.abilityChoices[`${o.id}#${o.incarnation}`] ?? []).includes(USED)) continue;
    if (!passive.when || checkCondition(s, source, seat, passive.when)) return source;
  }
  return undefined;
}

/** Marks the once-each-turn replacement of `source` as used this turn (used whether taken or declined, 571). */
export function usedCopier(s: RbState, source: string): void {
  const o = obj(s, source);
  const key = `${o.id}#${o.incarnation}`;
  s.history.abilityChoices = { ...s.history.abilityChoices, [key]: [...(s.history.abilityChoices[key] ?? []), USED] };
}

/** Plays the additional copy of `original` where it is now (its place when played), ready if it entered ready. */
export function extraCopy(
  s: RbState,
  seat: Seat,
  token: TokenName,
  original: string,
  ready: boolean,
  out: RbEvent[],
): string | undefined {
  const o = objAt(s, original);
  if (!o) return undefined;
  const where =
    o.zone === "battlefield" && o.bf !== undefined
      ? { zone: "battlefield" as const, bf: o.bf }
      : { zone: "base" as const };
  return createToken(s, seat, token, where, ready || !o.exhausted, out);
}
