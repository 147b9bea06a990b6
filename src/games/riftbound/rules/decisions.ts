/**
 * Pending decisions (design.md principle 2): the engine asks a player and stops until they answer (answers.ts).
 */
import type { DecisionOption, Seat } from "../../../engine/index.js";
import type { RbState, RbDecisionKind, RbEvent, PendingInternal, Writable } from "./state.js";
import type { RbAction } from "./actions.js";

/** Sets the pending decision (principle 2 of design.md). */
export function ask(
  s: RbState,
  seat: Seat,
  kind: RbDecisionKind,
  prompt: string,
  options: DecisionOption[],
  min: number,
  max: number,
  data?: Record<string, unknown>,
): void {
  const d = { id: `d${s.version}.${s.nextId++}`, seat, kind, prompt, options, min, max } as Writable<PendingInternal>;
  if (data) d.data = data; // by assignment: a spread in the literal is a slow copy in V8 (same keys, same order)
  s.pending = d;
}

/**
 * What answering a decision does, by the route its asker set: "clear" when the decision is done once the handler
 * returns; "done" when the handler settled the pending decision itself (cleared it, or asked the next question).
 */
export type AnswerRoute = (
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "choose" }>,
  picks: string[],
  out: RbEvent[],
) => "clear" | "done";
