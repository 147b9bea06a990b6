import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { channel, draw } from "../game.js";
import { obj } from "../util.js";

/**
 * "Channel N rune(s)" (606), possibly exhausted (606.2); "if you couldn't, draw M" when the rune deck ran short;
 * `who.ownerOf`: that object's owner channels (Retreat).
 */
export function channelVerb(ctx: VerbContext, e: EffectOf<"channel">): VerbResult {
  const { s, out } = ctx;
  // "Its owner channels": the owner of the named object (owners never change, 563.2.c.8); nobody if it vanished.
  const owned = e.who ? resolveRef(ctx, e.who.ownerOf)[0] : undefined;
  if (e.who && owned === undefined) return "next";
  const seat = owned !== undefined ? obj(s, owned).owner : ctx.me;
  const n = channel(s, seat, e.n, e.exhausted ?? false, out);
  if (n < e.n && e.elseDraw) draw(s, seat, e.elseDraw, out);
  return "next";
}
