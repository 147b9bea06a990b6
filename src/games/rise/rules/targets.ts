/**
 * Targets (002 706): which cards and players a selector allows. Cards in play match only face up (712.4); a zone
 * other than play only when the description names it (706.1b: "reinforcement in your salvage base"); cards that
 * can't be targeted never match (706.1); one object fills at most one slot of a link (706.1).
 */
import type { Seat } from "../../../engine/index.js";
import type { Selector, TargetSpec } from "../cards/schema.js";
import { card, has, inPlay, isCrystal, isEquipment, isTroop, isUnit } from "./characteristics.js";
import { type RiseState, obj } from "./state.js";

/** Whether `id` matches `sel` for a link controlled by `seat`. */
export function matches(s: RiseState, sel: Selector, id: string, seat: Seat): boolean {
  if (sel === "player") return id === "p0" || id === "p1";
  if (!id.startsWith("o")) return false;
  const o = obj(s, id);
  if (sel === "reinforcement-in-your-salvage-base")
    return o.zone === "salvage" && o.owner === seat && card(s, id).type === "reinforcement";
  if (sel === "ability-on-chain")
    return o.zone === "chain" && !o.faceDown && card(s, id).type === "ability" && !card(s, id).ongoing;
  if (o.zone === "chain") return false;
  if (!inPlay(o)) return false;
  // 307.3: a crystal in play may be targeted as a unit (only by "unit" descriptions, never as a reinforcement).
  const unit = isUnit(s, id) || isCrystal(s, id);
  switch (sel) {
    case "unit":
      return unit;
    case "opposing-unit":
      return unit && o.controller !== seat;
    case "unit-in-your-party":
      return unit && o.controller === seat;
    case "reinforcement":
      return isTroop(s, id) && card(s, id).type !== "vehicle";
    case "opposing-reinforcement":
      return isTroop(s, id) && card(s, id).type !== "vehicle" && o.controller !== seat;
    case "commander-or-reinforcement":
      return isUnit(s, id);
    case "exhausted-unit":
      return unit && o.exhausted;
    case "equipment":
      return o.zone === "commander" && isEquipment(card(s, id));
    case "ongoing-ability":
      return o.zone === "commander" && card(s, id).type === "ability";
  }
}

/** Whether `id` is a legal target for `spec` given the targets chosen before it. */
export function legalTarget(
  s: RiseState,
  spec: TargetSpec,
  id: string,
  seat: Seat,
  before: readonly (string | null)[],
): boolean {
  if (!matches(s, spec.select, id, seat)) return false;
  if (id.startsWith("o") && inPlay(obj(s, id)) && has(s, id, "untargetable")) return false;
  return !before.includes(id);
}

/** Every candidate for a spec. */
export function candidates(s: RiseState, spec: TargetSpec, seat: Seat, before: readonly (string | null)[]): string[] {
  const pool =
    spec.select === "player"
      ? ["p0", "p1"]
      : spec.select === "reinforcement-in-your-salvage-base"
        ? s.players[seat]!.salvage
        : spec.select === "ability-on-chain"
          ? s.chain.filter((l) => l.kind === "card").map((l) => l.card)
          : s.objects.filter((o) => o.zone === "troop" || o.zone === "commander").map((o) => o.id);
  return pool.filter((id) => legalTarget(s, spec, id, seat, before));
}

/**
 * Every full choice of targets for `specs` (each legal given the earlier ones; an optional slot may stay empty,
 * written as no entry). Capped: the list is for prompts and random play, not for deciding legality.
 */
export function targetChoices(s: RiseState, specs: readonly TargetSpec[], seat: Seat, cap = 60): string[][] {
  let acc: string[][] = [[]];
  for (const spec of specs) {
    const next: string[][] = [];
    for (const chosen of acc) {
      if (spec.optional) next.push(chosen);
      for (const c of candidates(s, spec, seat, chosen)) if (next.length < cap) next.push([...chosen, c]);
    }
    acc = next;
  }
  // Optional slots come after required ones; a choice with fewer ids than required specs is incomplete.
  const required = specs.filter((x) => !x.optional).length;
  return acc.filter((c) => c.length >= required);
}

/** Checks a submitted target list against `specs` (706.1); null when legal, else what is wrong. */
export function checkTargets(
  s: RiseState,
  specs: readonly TargetSpec[],
  targets: readonly string[],
  seat: Seat,
): string | null {
  const required = specs.filter((x) => !x.optional).length;
  if (targets.length < required || targets.length > specs.length)
    return required === specs.length
      ? `This needs ${specs.length} target(s).`
      : `This needs ${required} to ${specs.length} targets.`;
  for (let i = 0; i < targets.length; i++)
    if (!legalTarget(s, specs[i]!, targets[i]!, seat, targets.slice(0, i)))
      return `${targets[i]} is not a legal target.`;
  return null;
}
