/**
 * "[Players / opponents] can't draw cards this turn" (a "can't" modifier, CR 7.4 103.4; 001 503.2a ends it): kept on
 * each such player's hero as a turn modifier. A player who can't draw draws nothing, so an empty deck doesn't make
 * him lose (001 102.1a needs a draw from it).
 */
import type { Seat } from "../../../engine/index.js";
import type { WowState } from "./state.js";

/** `players` (`p0`/`p1`) can't draw cards for the rest of the turn. */
export function cantDrawThisTurn(s: WowState, players: readonly string[]): void {
  for (const p of players) {
    const seat = Number(p.slice(1)) as Seat;
    s.turnMods.push({ obj: s.players[seat]!.hero, mod: "cant-draw" });
    s.log.push({ text: `P${seat + 1} can't draw cards this turn.` });
  }
}

/** Whether `seat` can't draw cards now. */
export function cantDraw(s: WowState, seat: Seat): boolean {
  const hero = s.players[seat]!.hero;
  return s.turnMods.some((m) => m.obj === hero && m.mod === "cant-draw");
}
