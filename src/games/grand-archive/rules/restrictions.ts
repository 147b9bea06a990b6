/**
 * Element restrictions on playing cards (Excalibur, Cleansing Light: "Players can't materialize or activate cards of
 * those elements until the beginning of your next turn"; CR Permission 1: a "can't" overrules the permission an
 * enabled element gives, Card Activation 1.2).
 */
import type { Effect } from "../cards/types.js";
import { type Run, ask } from "./asking.js";
import { allCards } from "./catalogue.js";
import { elements } from "./characteristics.js";
import { type GaState, type Seat, type Task, log } from "./state.js";

/** Whether `seat` may activate or materialize a card of `element` now: enabled and not banned. */
export function elementUsable(s: GaState, seat: Seat, element: string): boolean {
  return elements(s, seat).has(element) && !elementBanned(s, element);
}

/** Whether an effect forbids materializing and activating cards of `element` (every player). */
export function elementBanned(s: GaState, element: string): boolean {
  return s.lasting.some((l) => l.kind === "elementBan" && l.elements.includes(element));
}

/** Every element printed in the catalogue but norm, in order (the choices of "choose a non-norm element"). */
function nonNormElements(): string[] {
  return [...new Set(allCards().map((c) => c.element))].filter((e) => e !== "NORM").sort();
}

/**
 * "Choose up to N non-norm elements. Players can't materialize or activate cards of those elements until the
 * beginning of your next turn." (Excalibur, Cleansing Light): chosen as it resolves (none allowed), then a lasting
 * effect until the controller's next turn begins.
 */
export function banElements(s: GaState, t: Task, e: Extract<Effect, { op: "banElements" }>): Run {
  const seat = t.entry.controller;
  if (!t.asked) {
    const opts = nonNormElements().map((x) => ({ id: x, label: x.charAt(0) + x.slice(1).toLowerCase() }));
    return ask(s, t, seat, "elements", `Choose up to ${e.count} non-norm elements to forbid.`, opts, 0, e.count);
  }
  const picks = [...(t.answer ?? [])].slice(0, e.count);
  t.answer = undefined;
  t.asked = false;
  if (!picks.length) return "next";
  s.lasting.push({ kind: "elementBan", elements: picks, untilTurnOf: seat });
  log(s, `Until P${seat + 1}'s next turn, no player can materialize or activate ${picks.join(" or ")} cards.`);
  return "next";
}
