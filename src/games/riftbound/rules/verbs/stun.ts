import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { recordEvent, snapshot } from "../events.js";
import { emit, nameOf } from "../util.js";
import { mut, obj } from "../objects.js";
import { replacedWhenChosen } from "../chosen-replacements.js";

/**
 * "Stun …" (599): a stunned unit cannot be stunned again (599.1.a.1), so it records no "stunned" event. The
 * "stunned" events of one instruction form one batch ("when you stun an enemy unit" triggers once per batch).
 */
export function stunVerb(ctx: VerbContext, e: EffectOf<"stun">): VerbResult {
  const { s, out, me } = ctx;
  const batch = s.history.events.length; // the units one instruction stuns are stunned together ("one or more")
  for (const id of replacedWhenChosen(ctx, resolveRef(ctx, e.what), "stun")) {
    if (obj(s, id).stunned) continue; // 599.1.a.1
    const o = mut(s, id);
    o.stunned = true;
    recordEvent(s, "stunned", me, snapshot(s, id), { bf: o.bf ?? -1, batch });
    emit(s, out, { kind: "stun", object: id, card: nameOf(s, id), text: `${nameOf(s, id)} is stunned.` });
  }
  return "next";
}
