import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { boardChanged } from "../board.js";
import { mut, obj } from "../objects.js";
import { emit, nameOf } from "../util.js";

/** Units and gear on the board (a copy is made of, and into, a permanent there: 477.1.b). */
function onBoard(zone: string): boolean {
  return zone === "base" || zone === "battlefield";
}

/**
 * "It becomes a copy of that unit" (CR 1.4 477.1.b): each object named by `what` takes the copyable traits of the
 * first object named by `of` — name, supertype, type, tags, cost, domain and rules text (477.1.b.1.a) — and, as
 * decided in docs/rules-decisions.md "Copies", its printed Might. The traits copied are the model's copyable
 * values, which are a copy's own when the model is itself a copy (477.1.b.1.b: a copy of a Reflection that copies
 * Honest Broker is an Honest Broker). The object keeps its identity: its id, incarnation, damage, exhaustion,
 * buffs, granted keywords and Might changes stay (a copy effect is not a zone change, 124); a token stays a token
 * (185.3.a.2: the copied cost is appended to it). It does not get the copied card's play effects: it was not
 * played as that card (UNL-T06 reminder). Nothing happens if the model has left the board (563.2.c, a ruling on
 * Mirror Image: the Reflection stays a 0 Might token). The copy lasts while the object exists (no printed
 * duration, 713.3.a.3); a token copy ceases to exist as it leaves the board (186.1).
 */
export function becomeCopyVerb(ctx: VerbContext, e: EffectOf<"becomeCopy">): VerbResult {
  const { s, out } = ctx;
  const model = resolveRef(ctx, e.of)[0];
  if (model === undefined || !onBoard(obj(s, model).zone)) return "next"; // 563.2.c
  const code = obj(s, model).code; // 477.1.b.1.b: the model's current copyable values
  for (const id of resolveRef(ctx, e.what)) {
    if (id === model || !onBoard(obj(s, id).zone)) continue;
    const before = nameOf(s, id);
    // The object's code names the card whose printed traits it has (stat, cardScript): the copy replaces it.
    mut(s, id).code = code;
    boardChanged(); // its passives are the copied card's now (569.1)
    emit(s, out, {
      kind: "copy",
      object: id,
      card: nameOf(s, id),
      text: `${before} becomes a copy of ${nameOf(s, model)}.`,
    });
  }
  return "next";
}
