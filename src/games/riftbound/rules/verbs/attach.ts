import { attach, attachmentsOf, isEquipment } from "../attach.js";
import type { Ref } from "../../cards/types.js";
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
import { mut, obj, objAt } from "../objects.js";
import { boardChanged } from "../board.js";
import { attachedPassives } from "../passives.js";
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
  const copyFor = resumed(ctx.task, "attach")?.copyFor;
  if (copyFor) return copyAsAttached(ctx, copyFor.card, copyFor.unit);
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
  if (attachedPassives(obj(s, card).code).some((p) => p.kind === "copyChosenWhileAttached"))
    return copyAsAttached(ctx, card, unit);
  return "next";
}

/**
 * "As this is attached to a unit, choose another friendly unit. The equipped unit becomes a copy of that unit for as
 * long as this is attached to it" (CR 1.4 477.1.b, 434): chosen as it is attached (no chain), among the other units of
 * the Equipment's controller on the board; the unit takes the model's copyable traits (its code, 477.1.b.1.b) until the
 * Equipment is detached or leaves (attach.ts `detach`). Nothing without another friendly unit.
 */
function copyAsAttached(ctx: VerbContext, card: string, unit: string): VerbResult {
  const { s, out } = ctx;
  if (objAt(s, card)?.attachedTo !== unit) return "next";
  const seat = obj(s, card).controller;
  const others = [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)].filter(
    (id) => id !== unit && isUnit(s, id) && obj(s, id).controller === seat,
  );
  if (others.length === 0) return "next";
  const ans = others.length === 1 ? others : takeAnswer(ctx.task);
  const model = ans?.find((id) => others.includes(id));
  if (!model) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `${nameOf(s, unit)} becomes a copy of which other friendly unit?`,
      options: others.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: 1,
      seat,
    });
    return suspend(ctx.task, { op: "attach", copyFor: { card, unit } });
  }
  const before = nameOf(s, unit);
  const printed = obj(s, unit).copyWhile?.printed ?? obj(s, unit).code;
  const m = mut(s, unit);
  m.code = obj(s, model).code;
  m.copyWhile = { printed, equipment: card, incarnation: obj(s, card).incarnation };
  boardChanged(); // its passives are the copied card's now (569.1)
  emit(s, out, {
    kind: "copy",
    object: unit,
    card: nameOf(s, unit),
    text: `${before} becomes a copy of ${nameOf(s, model)}.`,
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
