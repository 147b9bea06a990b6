/**
 * Counters on cards (CR 7.4 glossary "Counter"): markers of one kind a card's text names ("agony", "wind",
 * "lightning"), kept on the object as a number (`counters`; one kind per card in the first block). A card that
 * changes zones is a new card and has none (415.9a, zones.ts). "Enters play with N counters" is read as the card enters
 * play (a replacement of how it enters, CR 7.4 716).
 */
import { nameOf, powersOf } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** The counters on `id` now (0 when none). */
export const countersOn = (s: WowState, id: string): number => obj(s, id).counters ?? 0;

/** "Put N [kind] counters on [card]": only on a card in play (a link's card that found no host gets none). */
export function putCounters(s: WowState, id: string, n: number, kind: string): void {
  const o = obj(s, id);
  if (o.zone !== "hero" && o.zone !== "ally") return;
  o.counters = countersOn(s, id) + n;
  s.log.push({ text: `${nameOf(s, id)} gets ${n} ${kind} counter(s) (${o.counters} now).` });
}

/**
 * "Remove a [kind] counter from [card]": whether one was removed ("if you do") and whether it was the last one ("if
 * you removed the last one").
 */
export function removeCounter(s: WowState, id: string, kind: string): { removed: boolean; last: boolean } {
  const o = obj(s, id);
  const n = countersOn(s, id);
  if (n < 1 || (o.zone !== "hero" && o.zone !== "ally")) return { removed: false, last: false };
  o.counters = n - 1;
  s.log.push({ text: `A ${kind} counter is removed from ${nameOf(s, id)} (${n - 1} left).` });
  return { removed: true, last: n === 1 };
}

/** "Remove all [kind] counters from [card]": how many were removed ("for each counter you removed"). */
export function removeAllCounters(s: WowState, id: string, kind: string): number {
  const o = obj(s, id);
  const n = countersOn(s, id);
  if (n < 1 || (o.zone !== "hero" && o.zone !== "ally")) return 0;
  o.counters = 0;
  s.log.push({ text: `${n} ${kind} counter(s) are removed from ${nameOf(s, id)}.` });
  return n;
}

/**
 * "[This] enters play with N [kind] counters on it" (Lightning Shield): applied as it enters play; `x` is the X paid
 * to play it ("with X counters", Blood Fury; 0 when none was, CR 7.4 707.1b).
 */
export function enterWithCounters(s: WowState, id: string, x = 0): void {
  for (const pw of powersOf(s, id))
    if (pw.kind === "enters-with-counters") {
      const n = pw.count === "x" ? x : pw.count;
      if (n > 0) putCounters(s, id, n, pw.counter);
    }
}
