import type { Seat } from "../../../../engine/index.js";
import { canPayMay } from "../costs.js";
import { payMay } from "../payment.js";
import {
  askEffects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { obj } from "../objects.js";
import { opponent } from "../util.js";

/**
 * "You may [pay <cost> to] …": asks yes/no (only if the cost can be paid, by the player asked); on yes the cost is paid and the
 * instruction is replaced by its `then` instructions at the same position, on no by its `else` ones. The question
 * goes to `who` (the controller by default; "unless its controller …": the controller of
 * the target still legal, 563.2.c); with no such player the instruction does nothing.
 */
export function mayVerb(ctx: VerbContext, e: EffectOf<"may">): VerbResult {
  const { s, task, out, src } = ctx;
  const seat = chooser(ctx, e);
  if (seat === null) return "next";
  // The cost is the deciding player's ("unless its controller pays [2]", CR 1.4 355.10); a player who cannot pay
  // it does not: for another player that is the `else` branch, for the controller nothing happens.
  if (e.cost && !canPayMay(s, seat, src, e.cost)) {
    if (e.who === undefined || e.who === "you") return "next";
    task.effects.splice(task.pc, 1, ...(e.else ?? []));
    return "spliced";
  }
  const ans = takeAnswer(task);
  if (!ans) {
    const options = [
      { id: "yes", label: "Yes" },
      { id: "no", label: "No" },
    ];
    askEffects(ctx, { kind: "option", prompt: e.prompt, options, count: 1, seat });
    return suspend(task, { op: "may" });
  }
  if (ans[0] !== "yes") {
    task.effects.splice(task.pc, 1, ...(e.else ?? []));
    return "spliced";
  }
  if (e.cost) payMay(s, seat, src, e.cost, out);
  // 598.2.a: a discard cost is a discard the player chooses, before the rest (CR 1.4 740.4.a).
  const discard = e.cost?.discard ? [{ op: "discard" as const, n: e.cost.discard }] : [];
  task.effects.splice(task.pc, 1, ...discard, ...e.then);
  return "spliced";
}

/** Who answers: the controller, the opponent, or the controller of the referenced object (null when it is gone). */
function chooser(ctx: VerbContext, e: EffectOf<"may">): Seat | null {
  if (e.who === "opponent") return opponent(ctx.s, ctx.me);
  if (e.who !== "controllerOfTarget" || !e.ref) return ctx.me;
  const id = resolveRef(ctx, e.ref)[0];
  return id ? obj(ctx.s, id).controller : null;
}
