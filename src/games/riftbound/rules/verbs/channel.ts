import { amountOf, boundPlayer, type EffectOf, type VerbContext, type VerbResult } from "../effect-context.js";
import { channel, draw } from "../game.js";

/** "Channel N rune(s)" (606), possibly exhausted (606.2), by you or a bound player; "if you couldn't, draw M" when the rune deck ran short. */
export function channelVerb(ctx: VerbContext, e: EffectOf<"channel">): VerbResult {
  const { s, out } = ctx;
  const who = boundPlayer(ctx, e.who); // you, or "that player"
  if (who === null) return "next";
  const want = amountOf(ctx, e.n);
  const n = channel(s, who, want, e.exhausted ?? false, out);
  if (n < want && e.elseDraw) draw(s, who, e.elseDraw, out);
  return "next";
}
