import {
  amountOf,
  askEffects,
  type EffectOf,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
  yesNo,
} from "../effect-context.js";
import { createToken } from "../game-actions.js";
import { bfAt, nameOf, unitsAt } from "../util.js";
import { hereOf } from "../selectors.js";
import { extraCopy, tokenCopier, usedCopier } from "../token-copies.js";
import { cantPlayUnitHere } from "../restrictions.js";

/** Where a token enters the board. */
type TokenPlace = Parameters<typeof createToken>[3];

/**
 * "Play N <token> tokens" (170-175) to your base, here (the source's battlefield, if you control it or have units
 * there; else your base), or a place chosen for each (base or a battlefield you control, 175.2). Resumable: the
 * tokens already made before a question are counted in the suspension, never made twice; `saveAs` names them.
 */
export function tokenVerb(ctx: VerbContext, e: EffectOf<"token">): VerbResult {
  const { s, task, out, me } = ctx;
  const r = resumed(task, "token");
  const total = r?.total ?? amountOf(ctx, e.n); // "for each …" is counted once, as the instruction starts
  if (r?.made === 0 || (r === undefined && e.saveAs)) delete task.vars[e.saveAs ?? ""];
  if (r?.copyOf !== undefined) {
    const ans = takeAnswer(task);
    if (ans?.[0] === "yes") save(ctx, e, extraCopy(s, me, e.token, r.copyOf, e.ready ?? false, out));
  }
  for (let i = r?.made ?? 0; i < total; i++) {
    const where =
      e.at === "choose" ? chosenPlace(ctx, e) : e.at === "moveOrigin" ? moveOrigin(ctx) : placeFor(ctx, e.at);
    if (!where) return suspend(task, { op: "token", made: i, total });
    const id = createToken(s, me, e.token, where, e.ready ?? false, out);
    save(ctx, e, id);
    // "You may play that token and an additional copy of it instead" (Zilean, 571): asked once per turn.
    const copier = tokenCopier(s, me, id);
    if (copier) {
      usedCopier(s, copier);
      yesNo(ctx, `${nameOf(s, copier)}: play an additional copy of the ${nameOf(s, id)} token?`);
      return suspend(task, { op: "token", made: i + 1, total, copyOf: id });
    }
  }
  return "next";
}

/** "Play a … token. You may pay … to ready it": later instructions name the tokens made (170), copies included. */
function save(ctx: VerbContext, e: EffectOf<"token">, id: string | undefined): void {
  if (!e.saveAs || id === undefined) return;
  ctx.task.vars[e.saveAs] = [...((ctx.task.vars[e.saveAs] as string[] | undefined) ?? []), id];
}

/** The place of a token played to the base, "here" or "there" (the trigger's event's battlefield). */
function placeFor(ctx: VerbContext, at: "base" | "here" | "eventBattlefield"): TokenPlace {
  const { s, me } = ctx;
  if (at === "base") return { zone: "base" };
  const bf = ctx.task.item.eventData?.bf; // 584.2: where the conquest or hold happened
  const here = at === "here" ? hereOf(s, ctx.src) : typeof bf === "number" && bf >= 0 ? bf : null;
  // 567: "Units can't be played here" (Rockfall Path); a Gold token goes to base anyway.
  const ok =
    here !== null && (bfAt(s, here).controller === me || unitsAt(s, here, me).length > 0) && !cantPlayUnitHere(s, here);
  return ok ? { zone: "battlefield", bf: here! } : { zone: "base" };
}

/**
 * "Play a token there" after "when I move from a location" (608): the battlefield the move started from (an effect
 * names it, so no control or units are needed there, as for "here" in OFAQ-67), else the base; a battlefield that
 * left play or where units can't be played gives the base.
 */
function moveOrigin(ctx: VerbContext): TokenPlace {
  const from = ctx.task.item.eventData?.from;
  const ok = typeof from === "number" && from >= 0 && ctx.s.battlefields[from] !== undefined;
  return ok && !cantPlayUnitHere(ctx.s, from) ? { zone: "battlefield", bf: from } : { zone: "base" };
}

/** The place the controller chose for the next token, or undefined after asking them. */
function chosenPlace(ctx: VerbContext, e: EffectOf<"token">): TokenPlace | undefined {
  const { s, task, me } = ctx;
  const options = [
    "base",
    ...s.battlefields.filter((b) => b.controller === me && !cantPlayUnitHere(s, b.index)).map((b) => String(b.index)),
  ];
  const pick = options.length === 1 ? options : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "option",
      prompt: `Where do you play the ${e.token} token?`,
      options: options.map((d) => ({ id: d, label: d === "base" ? "Your base" : nameOf(s, bfAt(s, Number(d)).card) })),
      count: 1,
    });
    return undefined;
  }
  return pick[0] === "base" ? { zone: "base" } : { zone: "battlefield", bf: Number(pick[0]) };
}
