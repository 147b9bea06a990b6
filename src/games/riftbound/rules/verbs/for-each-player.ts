import type { Effect } from "../../cards/types.js";
import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { turnOrderFrom } from "../util.js";

/**
 * "Each player …" / "starting with the next player, each player …" (115.1 turn order): replaced by the instructions
 * once per player, each run acting for that player (`actAs`), then back to the controller.
 */
export function forEachPlayerVerb(ctx: VerbContext, e: EffectOf<"forEachPlayer">): VerbResult {
  const { s, task, me } = ctx;
  const first = e.from === "next" ? (me + 1) % s.players.length : s.turnPlayer;
  const list: Effect[] = [];
  for (const seat of turnOrderFrom(s, first)) list.push({ op: "actAs", seat }, ...e.do);
  list.push({ op: "actAs", seat: null });
  task.effects.splice(task.pc, 1, ...list);
  return "spliced";
}

/** Sets the player the next instructions act for (null: the controller of the resolving item again). */
export function actAsVerb(ctx: VerbContext, e: EffectOf<"actAs">): VerbResult {
  const v = e.seatVar !== undefined ? ctx.task.vars[e.seatVar] : e.seat;
  if (typeof v !== "number") delete ctx.task.actor;
  else ctx.task.actor = v;
  return "next";
}
