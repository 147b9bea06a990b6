import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { recycle } from "../game-actions.js";
import { nameOf } from "../util.js";

/** "Recycle N from your trash" (594): the player chooses N, or recycles all when there are N or fewer (594.4). */
export function recycleFromTrashVerb(ctx: VerbContext, e: EffectOf<"recycleFromTrash">): VerbResult {
  const { s, task, out, me } = ctx;
  const trash = s.players[me]!.trash.slice();
  if (trash.length === 0) return "next";
  const pick = trash.length <= e.n ? trash : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Recycle ${e.n} from your trash.`,
      options: trash.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: e.n,
    });
    return suspend(task, { op: "recycleFromTrash" });
  }
  recycle(
    s,
    pick.filter((id) => trash.includes(id)),
    out,
  );
  return "next";
}
