import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { boardObjectsOf } from "../game-actions.js";
import { fireTriggers } from "../abilities.js";
import { recordEvent, snapshot } from "../events.js";
import { emit, nameOf } from "../util.js";
import { mut, obj } from "../objects.js";

/**
 * "Stun …" (599): a stunned unit cannot be stunned again (599.1.a.1), so it fires no "when you stun an enemy unit"
 * trigger; stunning at least one enemy does, once. The "stunned" events of one instruction form one batch.
 */
export function stunVerb(ctx: VerbContext, e: EffectOf<"stun">): VerbResult {
  const { s, out, me } = ctx;
  let enemy = false;
  const batch = s.history.events.length; // the units one instruction stuns are stunned together ("one or more")
  for (const id of resolveRef(ctx, e.what)) {
    if (obj(s, id).stunned) continue; // 599.1.a.1
    const o = mut(s, id);
    o.stunned = true;
    recordEvent(s, "stunned", me, snapshot(s, id), { bf: o.bf ?? -1, batch });
    if (o.controller !== me) enemy = true;
    emit(s, out, { kind: "stun", object: id, card: nameOf(s, id), text: `${nameOf(s, id)} is stunned.` });
  }
  if (enemy)
    for (const x of boardObjectsOf(s, me)) fireTriggers(s, "youStunEnemy", { source: x, controller: me, data: {} });
  return "next";
}
