import { cardScript } from "../../cards/registry.js";
import type { Ability, Effect, MayCost } from "../../cards/types.js";
import { isEquipment } from "../attach.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { obj } from "../objects.js";
import { nameOf } from "../util.js";
import { might } from "../derived.js";

/** The Equip ability of a card's script (CR 1.4 818), if it has one. */
export function equipAbility(code: string): Extract<Ability, { kind: "activated" }> | undefined {
  for (const a of cardScript(code)?.abilities ?? []) if (a.kind === "activated" && a.equip) return a;
  return undefined;
}

/**
 * Weaponmaster (CR 1.4 821.1.c): "you may pay the cost of its Equip ability, reduced by [A], to attach it to this
 * unit" — even when its rules text is inactive because it is attached (821.1.c), even when it is already attached
 * elsewhere (434.1.f). A cost of one [A] becomes free; a domain rune ([Body]) is not reduced (821.1.c.3); without an
 * Equip ability nothing can be paid (821.1.c.4); a cost that cannot be paid leaves it where it is (821.1.c.5).
 * Equip costs beyond Energy and Power (a kill, a recycle) are not offered here (docs/cards.md §5).
 */
export function weaponmasterVerb(ctx: VerbContext, e: EffectOf<"weaponmaster">): VerbResult {
  const { s, task } = ctx;
  const card = resolveRef(ctx, e.what)[0];
  const unit = resolveRef(ctx, e.to)[0];
  if (!card || !unit || !isEquipment(s, card)) return "next";
  const equip = equipAbility(obj(s, card).code);
  if (!equip) return "next"; // 821.1.c.4
  const c = equip.cost;
  if (c.kill || c.recycleFromTrash || c.discard || c.killSelf || c.spendBuff || c.exhaust) return "next";
  const anyPips = c.powerDomain ? 0 : (c.power ?? 0);
  const power = (c.power ?? 0) - (anyPips > 0 ? 1 : 0); // 821.1.c: reduced by [A]
  // 560.4: an Equip Energy cost reduced by the chosen unit's Might (Hextech Gauntlets) is reduced by this unit's.
  const energy = Math.max(0, (c.energy ?? 0) - (c.energyLessMightOf ? might(s, unit) : 0));
  const cost: MayCost = {
    ...(energy ? { energy } : {}),
    ...(power > 0 ? { power, ...(c.powerDomain ? { powerDomain: c.powerDomain } : {}) } : {}),
  };
  const attach: Effect = { op: "attach", what: e.what, to: e.to };
  if (!cost.energy && !cost.power) {
    task.effects.splice(task.pc, 1, attach);
    return "spliced";
  }
  const prompt = `Weaponmaster: pay the Equip cost to attach ${nameOf(s, card)} to ${nameOf(s, unit)}?`;
  task.effects.splice(task.pc, 1, { op: "may", cost, prompt, then: [attach] });
  return "spliced";
}
