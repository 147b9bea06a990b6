import type { Effect } from "../../cards/types.js";
import {
  askEffects,
  type EffectOf,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { isFriendly, turnOrderFrom } from "../util.js";

/**
 * "Each other player chooses A or B" (CR 1.4 355.10: a choice made by another player, not a target): each other
 * player, in turn order from the controller (583.3.b.1 order), picks an option; the choices already made are kept
 * in the suspension. Then the picked options' instructions replace this one, once per chooser in turn order,
 * each preceded by binding that player to `as` ("for each player that chooses …, you and that player …").
 * `players: "opponents"`: only your opponents choose (648.8.d).
 */
export function othersChooseVerb(ctx: VerbContext, e: EffectOf<"othersChoose">): VerbResult {
  const { s, task, me } = ctx;
  const chosen = [...(resumed(task, "othersChoose")?.chosen ?? [])];
  for (const seat of turnOrderFrom(s, me)) {
    if (seat === me || chosen.some((c) => c.seat === seat)) continue;
    if (e.players === "opponents" && isFriendly(s, me, seat)) continue; // "each opponent": not a teammate (648.8.d)
    const pick = takeAnswer(task);
    const option = pick ? e.options.find((o) => o.id === pick[0]) : undefined;
    if (!option) {
      askEffects(ctx, {
        kind: "option",
        prompt: `Choose: ${e.options.map((o) => o.label).join(" or ")}.`,
        options: e.options.map((o) => ({ id: o.id, label: o.label })),
        count: 1,
        seat,
      });
      return suspend(task, { op: "othersChoose", chosen });
    }
    chosen.push({ seat, option: option.id });
  }
  const run: Effect[] = [];
  for (const c of chosen) {
    const option = e.options.find((o) => o.id === c.option)!;
    run.push({ op: "bindPlayer", var: e.as, seat: c.seat }, ...option.effects);
  }
  task.effects.splice(task.pc, 1, ...run);
  return "spliced";
}
