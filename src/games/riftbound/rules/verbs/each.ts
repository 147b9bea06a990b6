import {
  askEffects,
  type EffectOf,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { isFriendly, targetLabel, turnOrderFrom, unitsOf } from "../util.js";
import { boardObjectsOf, kill } from "../game-actions.js";
import { matches } from "../selectors.js";
import type { EachChoice } from "./suspension.js";

/**
 * "Each player kills one of their units" (or of their permanents matching `filter`: "one of their gear"): in turn order each player chooses one of their own (a choice, not a
 * target, 559.3), asked only when they have two or more; then all chosen units are killed together (604).
 * The choices made before a question are kept in the suspension.
 */
export function eachVerb(ctx: VerbContext, e: EffectOf<"each">): VerbResult {
  const { s, task, out } = ctx;
  const chosen: EachChoice[] = [...(resumed(task, "each")?.chosen ?? [])];
  for (const seat of turnOrderFrom(s, s.turnPlayer)) {
    if (chosen.some((c) => c.seat === seat)) continue;
    if (e.players === "others" && seat === ctx.me) continue; // "you don't kill a unit this way"
    if (e.players === "opponents" && isFriendly(s, ctx.me, seat)) continue; // "each opponent" (648.8.d)
    const units = e.filter
      ? boardObjectsOf(s, seat).filter((id) => matches(s, id, e.filter!, seat, ctx.src))
      : unitsOf(s, seat);
    const pick = units.length <= 1 ? units : takeAnswer(task);
    if (!pick) {
      askEffects(ctx, {
        kind: "cards",
        prompt: e.filter ? "Choose one of yours to kill." : "Choose one of your units to kill.",
        options: units.map((id) => ({ id, label: targetLabel(s, id), object: id })),
        count: 1,
        seat,
      });
      return suspend(task, { op: "each", chosen });
    }
    chosen.push({ seat, units: pick });
  }
  for (const c of chosen) for (const id of c.units) kill(s, id, out); // chosen is in turn order
  return "next";
}
