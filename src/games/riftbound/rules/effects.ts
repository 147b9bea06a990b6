/**
 * The interpreter of card instructions (134.2.b, 151, 563.2): runs a spell's or ability's effects top to bottom,
 * pausing for a decision when a player must choose (discards, "may", destinations) and resuming with the answer.
 * Each instruction is a verb in `verbs/` dispatched by `verbs/index.ts`. Targets that became illegal are skipped
 * (563.2.c.2-5); instructions that cannot be followed are ignored, partial ones followed as far as possible
 * (563.2.c.6-7); information about vanished objects reads as zero (563.2.c.8).
 */
import { runVerb } from "./verbs/index.js";
import type { RbState, RbEvent } from "./state.js";
import { type EffectsTask, contextOf } from "./effect-context.js";

/**
 * Runs instructions until done (true) or a decision is pending (false). A paused instruction runs again with the
 * answer (`task.answer`) and its own suspension (`task.suspend`); both are dropped once it finishes.
 */
export function runEffects(s: RbState, task: EffectsTask, out: RbEvent[]): boolean {
  while (task.pc < task.effects.length) {
    if (s.winner !== null) return true;
    const e = task.effects[task.pc]!;
    if (task.suspend && task.suspend.op !== e.op)
      throw new Error(`effects task paused in ${task.suspend.op} resumed at ${e.op}`);
    const r = runVerb(contextOf(s, task, out), e);
    if (r === "wait") return false;
    // Deleted only when present: a `delete` of an absent field still costs a runtime call per instruction.
    if (task.suspend !== undefined) delete task.suspend;
    if (task.answer !== undefined) delete task.answer;
    if (r === "next") task.pc++;
    // 571, 575: an optional replacement asked mid-resolution (a death) is answered before the next instruction.
    if (s.tasks[s.tasks.length - 1] !== task && s.tasks.some((t) => t === task)) return false;
  }
  return true;
}
