/**
 * Asking a question while an instruction resolves (CR Playing Cards - Resolution 3): the task waits, the answer
 * comes back in `task.answer` and the same instruction runs again.
 */
import { type GaState, type Seat, type Task, freshId } from "./state.js";
import { nameOf } from "./zones.js";

/** What running an instruction did: go on with the next one, or wait for an answer. */
export type Run = "next" | "wait";

/** Asks `seat` a question for task `t` (its options are shown in that seat's view only). */
export function ask(
  s: GaState,
  t: Task,
  seat: Seat,
  kind: string,
  prompt: string,
  options: { id: string; label: string }[],
  min = 1,
  max = 1,
): Run {
  t.asked = true;
  s.ask = { id: freshId(s, "d"), seat, kind, prompt, options, min, max, then: { k: "effect" } };
  return "wait";
}

/** Takes the first pick of the answer to the task's question (clearing it). */
export function takeAnswer(t: Task): string | undefined {
  const a = t.answer?.[0];
  t.answer = undefined;
  t.asked = false;
  return a;
}

/**
 * "… a card from your hand / memory": the task's controller chooses one card of that zone as the instruction
 * resolves (the options are in that seat's view only), then `move` moves it (and logs). Returns "wait" while
 * asking, "moved" once `move` ran, "next" when the zone is empty or the answer is no longer in it.
 */
export function pickFromZone(
  s: GaState,
  t: Task,
  zone: "hand" | "memory",
  kind: string,
  prompt: string,
  move: (id: string) => void,
): Run | "moved" {
  const seat = t.entry.controller;
  const cards = s.players[seat][zone];
  if (!t.asked) {
    if (!cards.length) return "next";
    return ask(
      s,
      t,
      seat,
      kind,
      prompt,
      cards.map((id) => ({ id, label: nameOf(s, id) })),
    );
  }
  const id = takeAnswer(t);
  if (!id || !cards.includes(id)) return "next";
  move(id);
  return "moved";
}
