import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { place } from "../zones.js";
import { objAt } from "../objects.js";
import { recordEvent, snapshot } from "../events.js";

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
  if (e.saveAs) {
    const before = task.vars[e.saveAs];
    const kept = e.append && Array.isArray(before) ? before : [];
    task.vars[e.saveAs] = [...kept, ...ids.filter((id) => objAt(s, id)?.zone === "banishment")];
  }
  return "next";
}
