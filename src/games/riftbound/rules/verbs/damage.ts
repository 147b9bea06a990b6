import { bonusDamage } from "../effect-actions.js";
import { amountOf, causeOf, type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { damage } from "../game-actions.js";
import { matchMentions } from "../mentions.js";
import { isUnit } from "../util.js";
import { might } from "../layers.js";
import { obj } from "../objects.js";

/**
 * "Deal N damage to …" (139.3): damage is marked on each still-legal unit (563.2.c.5), plus Bonus Damage. Units
 * dealt lethal damage (139.2.a) are remembered in `task.lethal` for "if this kills it": they die at the next
 * cleanup (520).
 */
export function damageVerb(ctx: VerbContext, e: EffectOf<"damage">): VerbResult {
  const { s, task, out, me } = ctx;
  const n = amountOf(ctx, e.amount);
  // "It deals damage …": a unit deals it (OFAQ-77), nothing if that unit is gone (563.2.c.6).
  const dealer = e.by ? resolveRef(ctx, e.by)[0] : undefined;
  if (e.by && !dealer) return "next";
  for (const id of resolveRef(ctx, e.to)) {
    if (!isUnit(s, id)) continue;
    if (dealer) damage(s, id, n, out, "unit", me);
    else {
      // "For each time this spell has dealt damage this turn" (Dancing Grenade): the event names the spell card
      const cause = matchMentions(s, "playAgain") ? { ...causeOf(ctx), source: ctx.src } : causeOf(ctx);
      damage(s, id, n > 0 ? n + bonusDamage(s, me, id, ctx.src) : 0, out, cause);
    }
    const o = obj(s, id);
    if (o.damage > 0 && o.damage >= might(s, id)) task.lethal = [...(task.lethal ?? []), id];
  }
  return "next";
}
