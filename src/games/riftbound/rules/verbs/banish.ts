import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf, stat } from "../util.js";
import { place } from "../zones.js";
import { objAt } from "../objects.js";
import { recordEvent, snapshot } from "../events.js";
import { banishedWith, linkBanished } from "../linked.js";

/** "Banish …" (603): to its owner's banishment from any zone (603.2); `saveAs` remembers them (603.3). */
export function banishVerb(ctx: VerbContext, e: EffectOf<"banish">): VerbResult {
  const { s, task, out, me } = ctx;
  const ids = resolveRef(ctx, e.what);
  if (e.locationAs) {
    const first = ids.map((id) => objAt(s, id)).find((o) => o !== undefined);
    task.vars[e.locationAs] = first?.zone === "battlefield" && first.bf !== undefined ? first.bf : -1; // 138
  }
  for (const id of ids) {
    const name = nameOf(s, id);
    const sub = snapshot(s, id);
    place(s, id, { zone: "banishment" }); // 603.2
    recordEvent(s, "banished", me, sub);
    emit(s, out, { kind: "banish", seat: me, object: id, card: name, text: `${name} is banished.` });
  }
  if (e.linked) linkBanished(s, linkSource(ctx), ids); // CR 1.4 395-397: "banish … with this"
  if (e.saveAs) {
    const before = task.vars[e.saveAs];
    const kept = e.append && Array.isArray(before) ? before : [];
    task.vars[e.saveAs] = [...kept, ...ids.filter((id) => objAt(s, id)?.zone === "banishment")];
  }
  return "next";
}

/**
 * The object an ability's "with this" names (CR 1.4 395): the card whose ability it is — for an Equipment's Effect
 * Text, the Equipment (`abilityObject`), not the unit that has the ability.
 */
function linkSource(ctx: VerbContext): string {
  const a = ctx.task.item.eventData?.abilityObject;
  return typeof a === "string" && objAt(ctx.s, a) ? a : ctx.src;
}

/** "The cards banished with this" (CR 1.4 397): saves those still banished as the same objects, of `cardType` if given. */
export function banishedWithThisVerb(ctx: VerbContext, e: EffectOf<"banishedWithThis">): VerbResult {
  const { s, task } = ctx;
  const type = e.cardType;
  task.vars[e.saveAs] = banishedWith(s, linkSource(ctx)).filter((id) => !type || stat(s, id).type === type);
  return "next";
}
