import { applyArrival } from "../movement.js";
import { bfAt, targetLabel, emit, nameOf } from "../util.js";
import { objAt, mut, obj } from "../objects.js";
import { place } from "../zones.js";
import {
  askEffects,
  type EffectOf,
  legalTargetsFor,
  resolveRef,
  resumed,
  specsOf,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
  yesNo,
} from "../effect-context.js";

/**
 * "Gain control of a spell. You may make new choices for it." (179-180; CR 1.4 750-755): the spell's chain item and
 * card get you as controller at once. With `newChoices` you are asked whether to choose again; if so, for each of
 * its target specs in order you choose among what is legal for you now (559.3), then its targets are replaced.
 */
function gainControlOfSpell(ctx: VerbContext, e: EffectOf<"gainControl">): VerbResult {
  const { s, task, me, out } = ctx;
  const at = resumed(task, "gainControl");
  const spell = at?.spell ?? resolveRef(ctx, e.what)[0];
  const i = spell ? s.chain.findIndex((c) => c.kind === "card" && c.object === spell) : -1;
  if (!spell || i < 0) return "next";
  if (!at) {
    s.chain = s.chain.map((c, j) => (j === i ? { ...c, controller: me } : c)); // a new list: copies share it
    mut(s, spell).controller = me;
    emit(s, out, { kind: "effect", seat: me, text: `P${me + 1} gains control of ${nameOf(s, spell)}.` });
    const specs = specsOf(s, s.chain[i]!);
    if (!e.newChoices || specs.length === 0) return "next";
    yesNo(ctx, `Make new choices for ${nameOf(s, spell)}?`);
    return suspend(task, { op: "gainControl", spell, spec: -1, picked: {} });
  }
  const item = s.chain[i]!;
  const specs = specsOf(s, item);
  const picked = { ...at.picked };
  let next = at.spec;
  const ans = takeAnswer(task);
  if (next === -1 && ans?.[0] !== "yes") return "next";
  if (next >= 0 && ans) picked[specs[next]!.id] = ans;
  next++;
  if (next < specs.length) {
    const spec = specs[next]!;
    const legal = legalTargetsFor(s, spec, me, spell, item.fromHiddenAt ?? null);
    const need = spec.any ? legal.length : Math.min(spec.count ?? 1, legal.length);
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose new target(s) for ${nameOf(s, spell)}.`,
      options: legal.map((id) => ({ id, label: targetLabel(s, id), object: id })),
      count: need,
      ...(spec.upTo || spec.any ? { min: 0 } : {}),
    });
    return suspend(task, { op: "gainControl", spell, spec: next, picked });
  }
  const targets = { ...item.targets };
  for (const [id, ids] of Object.entries(picked))
    targets[id] = ids.map((x) => ({ id: x, incarnation: obj(s, x).incarnation }));
  s.chain = s.chain.map((c, j) => (j === i ? { ...item, targets } : c));
  return "next";
}

/**
 * "Take control of …" (179-180, CR 1.4 750): the ability's controller becomes the permanent's controller; it stays
 * where it is (a unit in a base goes to its new controller's base). At a battlefield, the old controller loses
 * control of an uncontested battlefield where they have no units left (181.4.c), and the unit's arrival on its new
 * side contests the battlefield or joins a combat there as for any arrival (181.3.a, 625.1).
 */
function gainControlOfPermanents(ctx: VerbContext, e: EffectOf<"gainControl">): VerbResult {
  const { s, out } = ctx;
  // CR 1.4 359.3.e.16: "until I leave the board" with the source already gone — no control, not even for a moment
  const holder = e.whileSourceOnBoard ? resolveRef(ctx, { self: true })[0] : undefined;
  if (e.whileSourceOnBoard && (!holder || !["base", "battlefield"].includes(obj(s, holder).zone))) return "next";
  const ids = resolveRef(ctx, e.what);
  if (e.saveAs) ctx.task.vars[e.saveAs] = ids;
  for (const id of ids) {
    const o = obj(s, id);
    // `to: "owner"`: "lose control of it" — control goes back to its owner (179.1; docs/rules-decisions.md).
    // `to: { var }`: "they gain control of this" — the chosen player (179).
    const me = e.to === "owner" ? o.owner : typeof e.to === "object" ? playerVar(ctx, e.to.var) : ctx.me;
    if (o.controller === me || (o.zone !== "base" && o.zone !== "battlefield")) continue;
    const was = o.controller;
    if (o.zone === "base") place(s, id, { zone: "base", seat: me });
    else {
      const m = mut(s, id);
      m.controller = me;
      m.combatRole = undefined;
      const b = bfAt(s, o.bf!);
      if (b.controller === was && b.contestedBy === null && !b.units.some((u) => objAt(s, u)!.controller === was))
        b.controller = null; // 181.4.c
      applyArrival(s, id, o.bf!);
    }
    if (holder) mut(s, id).controlWhile = { holder, incarnation: obj(s, holder).incarnation, was };
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

/** The player a variable holds (`choosePlayer`), else the ability's controller. */
function playerVar(ctx: VerbContext, name: string): number {
  const v = ctx.task.vars[name];
  return typeof v === "number" ? v : ctx.me;
}

/** Gain control (179-180): of a spell on the chain (Mystic Reversal) or of permanents on the board (Possession). */
export function gainControlVerb(ctx: VerbContext, e: EffectOf<"gainControl">): VerbResult {
  const first = resolveRef(ctx, e.what)[0];
  const onChain = first !== undefined && obj(ctx.s, first).zone === "chain";
  return onChain || ctx.task.suspend?.op === "gainControl"
    ? gainControlOfSpell(ctx, e)
    : gainControlOfPermanents(ctx, e);
}
