import {
  askEffects,
  type EffectOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { readyRunes } from "../turn.js";
import { emit, nameOf } from "../util.js";
import { mut, obj } from "../objects.js";

/**
 * "Ready N runes" (593.4.b): exhausted ones, as many as there are. With `upTo` ("ready up to N friendly runes")
 * the controller picks which when more than N are exhausted and they are not all the same card.
 */
export function readyRunesVerb(ctx: VerbContext, e: EffectOf<"readyRunes">): VerbResult {
  const { s, task, me, out } = ctx;
  const exhausted = s.players[me]!.runes.filter((r) => obj(s, r).exhausted);
  const n = e.n === "all" ? s.players[me]!.runes.length : e.n; // "ready your runes"
  const distinct = new Set(exhausted.map((r) => obj(s, r).code)).size;
  if (!e.upTo || exhausted.length <= n || distinct === 1) {
    readyRunes(s, me, n, out);
    return "next";
  }
  const pick = takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose ${n} rune(s) to ready.`,
      options: exhausted.map((r) => ({ id: r, label: nameOf(s, r), object: r })),
      count: n,
    });
    return suspend(task, { op: "readyRunes" });
  }
  for (const r of pick) if (exhausted.includes(r)) mut(s, r).exhausted = false;
  emit(s, out, { kind: "readyRunes", seat: me, text: `P${me + 1} readies ${pick.length} rune(s).` });
  return "next";
}
