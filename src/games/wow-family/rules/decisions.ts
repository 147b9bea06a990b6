/**
 * The pending decision and the legal actions, the parts WoW TCG and Rise TCG share (docs/engine.md "Legality
 * without trying actions out"): an ask is a closed choice of options; otherwise the holder of priority has an open
 * decision answered by actions (001 409.1 / 002 412.1); legal actions are the answers of one's own decision, or a
 * pass and the discretionary actions for the holder of priority, and conceding at any time (102.1b). Pure.
 */
import type { PendingDecision, Seat } from "../../../engine/index.js";

/** An option of a decision. */
export const option = (id: string, label: string) => ({ id, label });

/** The decision the game waits on: the ask's (`askDecision`), else priority in an open window, else none. */
export function familyPending(
  s: { over: boolean; version: number; ask: unknown; window: { priority: Seat } | null },
  askDecision: (id: string) => PendingDecision | null,
): PendingDecision | null {
  if (s.over) return null;
  const id = `v${s.version}`;
  if (s.ask) return askDecision(id);
  if (s.window)
    return { id, seat: s.window.priority, kind: "priority", prompt: "You have priority.", options: [], min: 0, max: 0 };
  return null;
}

/** Every action or answer `seat` may submit now. */
export function familyLegalActions<A>(
  s: { over: boolean; ask: unknown; window: { priority: Seat } | null },
  seat: Seat,
  p: PendingDecision | null,
  answers: (p: PendingDecision) => A[],
  discretionary: () => A[],
): A[] {
  if (s.over) return [];
  const out: A[] = [];
  if (p && p.seat === seat && p.kind !== "priority") out.push(...answers(p));
  else if (s.window?.priority === seat && !s.ask) out.push({ type: "pass" } as A, ...discretionary());
  out.push({ type: "concede" } as A);
  return out;
}

/** Discarding `count` cards from the hand (the hand's cards are the options). */
export function discardDecision(
  id: string,
  seat: Seat,
  count: number,
  hand: readonly string[],
  nameOf: (id: string) => string,
): PendingDecision {
  return {
    id,
    seat,
    kind: "discard",
    prompt: `Discard ${count} card(s).`,
    options: hand.map((h) => option(h, nameOf(h))),
    min: count,
    max: count,
  };
}
