/**
 * Challenging Shout's modifier (CR 7.4 600.2, 601.2c-d, 714.3e): kept apart from must-attack.ts so that play.ts (the
 * proposal's "can attack only") reads it without an import cycle.
 */
import type { Seat } from "../../../engine/index.js";
import { type WowState, obj, opp } from "./state.js";

/**
 * "This turn, opposing heroes and allies must attack if able and can attack only your hero if able" (Challenging
 * Shout): kept on `seat`'s hero, read for every character of the other party as it is checked (CR 7.4 714.3e).
 */
export function opponentsMustAttackYou(s: WowState, seat: Seat): void {
  s.turnMods.push({ obj: s.players[seat]!.hero, mod: "opponents-must-attack-you" });
  s.log.push({
    text: `This turn, P${opp(seat) + 1}'s heroes and allies must attack if able, only P${seat + 1}'s hero if able.`,
  });
}

/** The heroes `seat`'s characters must attack this turn and can attack only (Challenging Shout's modifiers). */
export function shoutingHeroes(s: WowState, seat: Seat): string[] {
  return s.turnMods.flatMap((m) =>
    m.mod === "opponents-must-attack-you" && obj(s, m.obj).controller === opp(seat) ? [m.obj] : [],
  );
}
