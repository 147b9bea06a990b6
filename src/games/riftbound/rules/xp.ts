/**
 * XP (CR 1.4 728-733): a public counter on each player, gained and spent by effects, never shared between allies
 * (732), with no upper limit (733). Hunt (CR 1.4 823) is the keyword trigger that gains it on a Conquer or Hold;
 * Level (CR 1.4 824) reads it (`xpAtLeast` in selectors.ts).
 */
import type { Seat } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { emit, unitsAt } from "./util.js";
import { obj } from "./objects.js";
import { keywordValue } from "./layers.js";
import { mayListenFor, recordEvent, scoreTriggerRepeats } from "./events.js";

/** A player's XP now (CR 1.4 729; absent means 0). */
export function xpOf(s: RbState, seat: Seat): number {
  return s.players[seat]!.xp ?? 0;
}

/** CR 1.4 730.1: the player gains N XP (nothing for N ≤ 0). */
export function gainXp(s: RbState, seat: Seat, n: number, out: RbEvent[]): void {
  if (n <= 0) return;
  const p = s.players[seat]!;
  p.xp = (p.xp ?? 0) + n;
  emit(s, out, { kind: "xp", seat, text: `P${seat + 1} gains ${n} XP (${p.xp} XP).` });
  if (mayListenFor(s, "xpGained")) recordEvent(s, "xpGained", seat, undefined, { n }); // CR 1.4 730.1
}

/** CR 1.4 730.2: the player spends N XP; the caller has checked that they have it. */
export function spendXp(s: RbState, seat: Seat, n: number, out: RbEvent[]): void {
  const p = s.players[seat]!;
  p.xp = Math.max(0, (p.xp ?? 0) - n);
  emit(s, out, { kind: "xp", seat, text: `P${seat + 1} spends ${n} XP (${p.xp} XP).` });
}

/** The trigger number of Hunt in a queued trigger (Vision is -1, created triggers -2). */
export const HUNT_ABILITY = -3;

/**
 * CR 1.4 823.1.c.1: "When I Conquer or Hold, my controller gains X XP" — each unit of the scoring player at that
 * battlefield with Hunt queues one trigger, its Hunt values summed (823.2), for its controller (583.1).
 */
export function queueHunt(s: RbState, seat: Seat, bf: number, kind: "conquered" | "held" = "conquered"): void {
  for (const id of unitsAt(s, bf, seat)) {
    const x = keywordValue(s, id, "Hunt");
    if (x <= 0) continue;
    // 583: "Your conquer / hold effects for … here trigger an additional time" (Hunt is both, CR 1.4 823.1.b).
    const times = 1 + scoreTriggerRepeats(s, obj(s, id).controller, kind, bf);
    for (let n = 0; n < times; n++)
      s.triggerQueue.push({
        id: `t${s.nextId++}`,
        controller: obj(s, id).controller,
        source: id,
        sourceCode: obj(s, id).code,
        ability: HUNT_ABILITY,
        eventData: { object: id, bf },
        effects: [{ op: "gainXp", n: x }],
      });
  }
}
