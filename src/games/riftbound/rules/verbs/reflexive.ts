import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { obj } from "../objects.js";

/**
 * "Then do this:" (CR 1.4 386-388, OFAQ-55): queues the card's reflexive ability as a triggered ability of the
 * resolving item's controller, about the referenced object; it goes on the chain as a new item after this one
 * finishes, its targets chosen then (583.3, 559.3.b). Nothing happens if the object is gone.
 */
export function reflexiveVerb(ctx: VerbContext, e: EffectOf<"reflexive">): VerbResult {
  const { s, me, src } = ctx;
  const all = resolveRef(ctx, e.about);
  const about = all[0];
  if (!about) return "next";
  // "They become copies of me": one ability about every object named (read as `{ event: "objects" }`).
  const many: Record<string, string> = all.length > 1 ? { objects: all.join(" ") } : {};
  // "… a copy of that unit": a second object, named `{ event: "other" }` by the reflexive ability.
  const other = e.with !== undefined ? resolveRef(ctx, e.with)[0] : undefined;
  s.triggerQueue.push({
    id: `t${s.nextId++}`,
    controller: me,
    source: src,
    sourceCode: obj(s, src).code,
    ability: e.ability,
    eventData: other !== undefined ? { object: about, other, ...many } : { object: about, ...many },
  });
  return "next";
}
