import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { applyArrival } from "../game.js";
import { bfAt, emit, mut, nameOf, obj, objAt, place } from "../util.js";

/**
 * "Take control of …" (179-180, CR 1.4 750): the ability's controller becomes the permanent's controller; it stays
 * where it is (a unit in a base goes to its new controller's base). At a battlefield, the old controller loses
 * control of an uncontested battlefield where they have no units left (181.4.c), and the unit's arrival on its new
 * side contests the battlefield or joins a combat there as for any arrival (181.3.a, 625.1).
 */
export function gainControlVerb(ctx: VerbContext, e: EffectOf<"gainControl">): VerbResult {
  const { s, out, me } = ctx;
  const ids = resolveRef(ctx, e.what);
  if (e.saveAs) ctx.task.vars[e.saveAs] = ids;
  for (const id of ids) {
    const o = obj(s, id);
    if (o.controller === me || (o.zone !== "base" && o.zone !== "battlefield")) continue;
    const was = o.controller;
    if (o.zone === "base") place(s, id, { zone: "base", seat: me });
    else {
      const m = mut(s, id);
      m.controller = me;
      delete m.combatRole;
      const b = bfAt(s, o.bf!);
      if (b.controller === was && b.contestedBy === null && !b.units.some((u) => objAt(s, u)!.controller === was))
        b.controller = null; // 181.4.c
      applyArrival(s, id, o.bf!);
    }
    emit(s, out, {
      kind: "effect",
      seat: me,
      object: id,
      card: nameOf(s, id),
      text: `P${me + 1} takes control of ${nameOf(s, id)}.`,
    });
  }
  return "next";
}
