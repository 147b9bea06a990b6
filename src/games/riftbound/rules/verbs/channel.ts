import {
  amountOf,
  boundPlayer,
  type EffectOf,
  resolveRef,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { channel, draw } from "../game-actions.js";
import { obj } from "../objects.js";

/**
 * "Channel N rune(s)" (606), possibly exhausted (606.2), by you, a bound player ("that player") or an object's owner
 * ("its owner channels": owners never change, 563.2.c.8; nobody if it vanished); "if you couldn't, draw M" when the
 * rune deck ran short.
 */
export function channelVerb(ctx: VerbContext, e: EffectOf<"channel">): VerbResult {
  const { s, out } = ctx;
  let who: number | null;
  if (e.who && "ownerOf" in e.who) {
    const owned = resolveRef(ctx, e.who.ownerOf)[0];
    who = owned === undefined ? null : obj(s, owned).owner;
  } else who = boundPlayer(ctx, e.who);
  if (who === null) return "next";
  const want = amountOf(ctx, e.n);
  const n = channel(s, who, want, e.exhausted ?? false, out);
  if (n < want && e.elseDraw) draw(s, who, e.elseDraw, out);
  return "next";
}
