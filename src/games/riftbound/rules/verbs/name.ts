import { nameable } from "../catalogue.js";
import {
  askEffects,
  type EffectOf,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { mut, objAt } from "../objects.js";
import { emit, nameOf } from "../util.js";

/**
 * "Name a spell" / "name a tag" by an instruction (CR 1.4 762-763: a card that exists, never a token's name; a tag that
 * exists on cards or tokens): its controller picks among every such name of the game, remembered on the source
 * (`named`, read by filters with `named`) while it stays on the board. Nothing if the source has left the board.
 */
export function nameVerb(ctx: VerbContext, e: EffectOf<"name">): VerbResult {
  const { s, task, out, me, src } = ctx;
  const o = objAt(s, src);
  if (!o || (o.zone !== "base" && o.zone !== "battlefield")) return "next";
  const ans = resumed(task, "name") ? takeAnswer(task) : undefined;
  if (!ans) {
    const options = nameable(e.what).map((n) => ({ id: n, label: n }));
    askEffects(ctx, { kind: "option", prompt: `${nameOf(s, src)}: name a ${e.what}.`, options, count: 1 });
    // Every name of the game is offered: naming a card reveals nothing (the privacy invariant skips it).
    if (s.pending) s.pending = { ...s.pending, data: { ...s.pending.data, naming: true } };
    return suspend(task, { op: "name" });
  }
  mut(s, src).named = ans[0]!;
  emit(s, out, { kind: "name", seat: me, object: src, card: nameOf(s, src), text: `P${me + 1} names ${ans[0]}.` });
  return "next";
}
