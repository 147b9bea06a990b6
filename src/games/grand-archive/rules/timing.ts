/**
 * Timing (CR Opportunity, Effects Stack): when a player may act at slow speed, whether the first player may attack
 * on turn one, and putting an ability or a materialization by an instruction on the Effects Stack.
 */
import { type GaState, type Seat, type StackEntry, freshId, log } from "./state.js";
import { moveCard, nameOf } from "./zones.js";

/** Whether `seat` may take a slow player action now (CR Timing and Permissions: Fast vs Slow 1.1-1.2). */
export function slowWindow(s: GaState, seat: Seat): boolean {
  return (
    s.active === seat && s.phase === "main" && s.stack.length === 0 && s.combat === null && s.opportunity?.seat === seat
  );
}

/** Whether `seat` may declare attacks this turn (CR Starting the Game, Turn One 1.1). */
export function mayAttackThisTurn(s: GaState, seat: Seat): boolean {
  return !(s.turn === 1 && seat === s.first);
}

/** Puts a layer on the stack; Opportunity arises, the turn player first (CR Timing: Opportunity). */
export function pushLayer(s: GaState, entry: StackEntry): void {
  s.stack.push(entry);
  log(s, `${nameOf(s, entry.source)}'s ability goes on the Effects Stack.`);
  if (!s.opportunity) s.opportunity = { seat: s.active, passes: 0 };
}

/** Materializing by an instruction (memory cost 0, Lorraine, Wandering Warrior): on the stack, nothing to pay. */
export function materializeByEffect(s: GaState, seat: Seat, id: string): void {
  moveCard(s, id, "stack");
  s.stack.push({ id: freshId(s, "e"), kind: "materialization", source: id, controller: seat, targets: [] });
  log(s, `P${seat + 1} materializes ${nameOf(s, id)}.`);
}
