import {
  askEffects,
  type EffectOf,
  legalTargetsFor,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { targetLabel, turnOrderFrom } from "../util.js";
import type { EachChoice } from "./suspension.js";

/**
 * "Starting with the next player, each other player chooses …" (King's Edict): choices, not targets (559.3), made by
 * other players on resolution in turn order from the next player (115.1), each among the objects matching the filter
 * seen by this ability's controller and not chosen before; asked only when there is a choice. The choices made
 * before a question are kept in the suspension.
 */
export function chooseByPlayersVerb(ctx: VerbContext, e: EffectOf<"chooseByPlayers">): VerbResult {
  const { s, task, me, src } = ctx;
  const chosen: EachChoice[] = [...(resumed(task, "chooseByPlayers")?.chosen ?? [])];
  const order = turnOrderFrom(s, (me + 1) % s.players.length).filter((p) => p !== me);
  for (const seat of order) {
    if (chosen.some((c) => c.seat === seat)) continue;
    const taken = new Set(chosen.flatMap((c) => c.units));
    const legal = legalTargetsFor(s, { id: "_", filter: e.filter, notTarget: true }, me, src, null).filter(
      (id) => !taken.has(id),
    );
    const pick =
      legal.length <= 1
        ? legal
        : takeAnswer(task)
            ?.filter((id) => legal.includes(id))
            .slice(0, 1);
    if (!pick || (legal.length > 1 && pick.length === 0)) {
      askEffects(ctx, {
        kind: "cards",
        prompt: e.prompt ?? "Choose one.",
        options: legal.map((id) => ({ id, label: targetLabel(s, id), object: id })),
        count: 1,
        seat,
      });
      return suspend(task, { op: "chooseByPlayers", chosen });
    }
    chosen.push({ seat, units: pick });
  }
  task.vars[e.saveAs] = chosen.flatMap((c) => c.units);
  return "next";
}
