/**
 * Timing (508-510, 527-533): which window the game is in (open or closed, neutral or showdown) and whether a card
 * of a given speed may be played in it.
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import type { RbState } from "./state.js";
import type { Window } from "./chains.js";
import { err } from "./util.js";

export function windowFor(s: RbState, seat: Seat): Window | Rejection {
  const p = s.pending;
  if (s.winner !== null) return err("game/over", "The game is over.", "633");
  if (!p || (p.kind !== "priority" && p.kind !== "focus"))
    return err("action/decision-pending", "Answer the pending decision first.", "512.1.b");
  if (p.seat !== seat) return err("action/not-your-priority", "You don't have priority right now.", "512.1");
  if (p.kind === "focus") return "focus";
  if (s.chain.length > 0) return "closed";
  return "main";
}

/** {@link timingOk} without its refusal: may a card or ability of this speed be used in this window (508-509). */
export function timingAllows(w: Window, action: boolean, reaction: boolean): boolean {
  if (w === "main") return true;
  if (w === "focus") return action || reaction;
  return reaction; // 509.1.a: while a chain exists only Reaction
}

/** Timing of playing a card or activating (148, 508.1.a, 509.1.a, 718, 725). */
export function timingOk(w: Window, action: boolean, reaction: boolean): Rejection | null {
  if (timingAllows(w, action, reaction)) return null; // one rule for both: the refusal only words it
  if (w === "closed")
    return err("timing/closed", "Only cards and abilities with Reaction can be used while a chain exists.", "509.1.a");
  return err(
    "timing/showdown",
    "Only cards and abilities with Action or Reaction can be used in a showdown.",
    "508.1.a",
  );
}
