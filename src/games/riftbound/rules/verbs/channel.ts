import { amountOf, type EffectOf, type VerbContext, type VerbResult } from "../effect-context.js";
import { channel, draw } from "../game.js";

/** "Channel N rune(s)" (606), possibly exhausted (606.2); "if you couldn't, draw M" when the rune deck ran short. */
export function channelVerb(ctx: VerbContext, e: EffectOf<"channel">): VerbResult {
  const { s, out, me } = ctx;
  const want = amountOf(ctx, e.n);
  const n = channel(s, me, want, e.exhausted ?? false, out);
  if (n < want && e.elseDraw) draw(s, me, e.elseDraw, out);
  return "next";
}
