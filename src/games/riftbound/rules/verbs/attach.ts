import { attach, attachmentsOf, isEquipment } from "../attach.js";
import type { Ref } from "../../cards/types.js";
import {
  askEffects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { objAt } from "../objects.js";
import { recordEvent, snapshot } from "../events.js";
import { emit, isUnit, nameOf } from "../util.js";

/** Is a board object on the board (base or battlefield). */
function onBoard(ctx: VerbContext, id: string): boolean {
  const o = objAt(ctx.s, id);
  return o !== undefined && (o.zone === "base" || o.zone === "battlefield");
}

/**
 * "Attach it to a unit" (CR 1.4 434): the first referenced card to the first referenced unit, both on the board; a
 * card already attached to another unit moves over (434.1.f); to its current unit nothing happens (434.1.g).
 */
export function attachVerb(ctx: VerbContext, e: EffectOf<"attach">): VerbResult {
  const { s, out } = ctx;
  const card = "fromUnit" in e ? oneEquipmentOf(ctx, e.fromUnit) : resolveRef(ctx, e.what)[0];
  if (card === "wait") return suspend(ctx.task, { op: "attach" });
  const unit = resolveRef(ctx, e.to)[0];
  if (!card || !unit || !onBoard(ctx, card) || !onBoard(ctx, unit) || !isUnit(s, unit) || isUnit(s, card))
    return "next";
  if (objAt(s, card)!.attachedTo === unit) return "next";
  attach(s, card, unit);
  recordEvent(s, "attached", ctx.me, snapshot(s, unit), { card, equipment: isEquipment(s, card) }); // CR 1.4 434
  emit(s, out, {
    kind: "attach",
    seat: ctx.me,
    object: card,
    card: nameOf(s, card),
    text: `${nameOf(s, card)} is attached to ${nameOf(s, unit)}.`,
  });
  return "next";
}

/**
 * "One of its Equipment" (CR 1.4 818.3): the Equipment attached to the first unit `from` names; its controller chooses
 * when there are several ("wait" after asking); undefined when there is none.
 */
function oneEquipmentOf(ctx: VerbContext, from: Ref): string | undefined | "wait" {
  const unit = resolveRef(ctx, from)[0];
  const list = unit ? equipmentOn(ctx, unit) : [];
  if (list.length <= 1) return list[0];
  const ans = takeAnswer(ctx.task);
  if (ans) return list.find((id) => id === ans[0]) ?? list[0];
  askEffects(ctx, {
    kind: "cards",
    prompt: `Choose the Equipment of ${nameOf(ctx.s, unit!)} to attach.`,
    options: list.map((id) => ({ id, label: nameOf(ctx.s, id), object: id })),
    count: 1,
  });
  return "wait";
}

/** Equipment attached to a unit (CR 1.4 818.3). */
export function equipmentOn(ctx: VerbContext, unit: string): string[] {
  return attachmentsOf(ctx.s, unit).filter((id) => isEquipment(ctx.s, id));
}
