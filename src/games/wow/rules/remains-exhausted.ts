/**
 * "While [a card] remains exhausted" (CR 7.4 714.3b): the card hasn't remained exhausted once it readied or became a
 * different card (415.9a: it changed zones) since the link was added. Called wherever a card readies or changes
 * zones, so a ready-and-exhaust inside one resolution is still seen; rules/control-while.ts reads the marks.
 */
import type { WowState } from "./state.js";

/** `id` readied or changed zones: links of its card lapse and control lasting while it stays exhausted ends (714.3b). */
export function stopsRemainingExhausted(s: WowState, id: string): void {
  for (const l of s.chain) if (l.card === id) l.lapsed = true;
  for (const c of s.controlWhile ?? []) if (c.exhausted && c.while === id) c.ended = true;
}
