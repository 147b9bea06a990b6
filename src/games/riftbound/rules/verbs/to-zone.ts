import {
  askEffects,
  type EffectOf,
  resolveRef,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { obj } from "../objects.js";
import { place } from "../zones.js";

/**
 * Puts cards into a zone (107-109). `mainDeckTop`: on top of their owner's Main Deck in the order the controller
 * chooses, asked one card at a time from the top ("put the rest back in any order"). `championZone`: into the
 * owner's Champion Zone, only while it is empty (103.2: it holds one card).
 */
export function toZoneVerb(ctx: VerbContext, e: EffectOf<"toZone">): VerbResult {
  const { s, task, out } = ctx;
  const ids = resolveRef(ctx, e.what);
  if (e.zone === "trash") {
    for (const id of ids) {
      place(s, id, { zone: "trash" }); // to its owner's trash (107.1.d)
      emit(s, out, {
        kind: "effect",
        object: id,
        card: nameOf(s, id),
        text: `${nameOf(s, id)} is put into the trash.`,
      });
    }
    return "next";
  }
  if (e.zone === "championZone") {
    for (const id of ids) {
      const p = s.players[obj(s, id).owner]!;
      if (p.champion !== null) continue;
      place(s, id, { zone: "champion" });
      emit(s, out, {
        kind: "effect",
        object: id,
        card: nameOf(s, id),
        text: `${nameOf(s, id)} returns to the Champion Zone.`,
      });
    }
    return "next";
  }
  const order = [...(resumed(task, "toZone")?.order ?? [])];
  const ans = takeAnswer(task);
  if (ans) order.push(...ans.filter((id) => ids.includes(id) && !order.includes(id)));
  const left = ids.filter((id) => !order.includes(id));
  if (left.length > 1) {
    askEffects(ctx, {
      kind: "option",
      prompt: order.length === 0 ? "Which card goes on top?" : "Which card goes next?",
      options: left.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: 1,
    });
    return suspend(task, { op: "toZone", order });
  }
  order.push(...left);
  for (const id of [...order].reverse()) place(s, id, { zone: "mainDeck" }); // the first chosen ends on top
  return "next";
}
