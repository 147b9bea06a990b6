/**
 * What an entry's instructions are and which objects they may target (CR Objects and Targeting; Keywords:
 * Spellshroud): shared by activation (playing.ts), legal actions, resolution (effects.ts), Glimpse and triggers,
 * and importing none of them, so they don't import each other through it.
 */
import type { Effect, Selector } from "../cards/types.js";
import { scriptOf } from "../cards/registry.js";
import { abilitiesOf, hasKeyword, holds, matches } from "./characteristics.js";
import { cardData } from "./catalogue.js";
import { type AbilityRef, type GaState, type Seat, type StackEntry, card } from "./state.js";
import { activationTargets, onSacrificeGrant } from "./alchemy.js";

/** The instructions a layer runs: a card's "effect" abilities (activations) or the ability's own. */
export function effectsOf(s: GaState, entry: StackEntry): readonly Effect[] {
  const ab = entry.ability;
  if (ab && "granted" in ab) {
    if (ab.granted === "glimpse") return [{ op: "glimpse", amount: ab.amount }];
    if (ab.granted === "onSacrifice") return onSacrificeGrant(ab.card);
    if (ab.granted === "levelUpDamage")
      return [{ op: "unpreventableDamage", target: { kind: "hit" }, amount: ab.amount }];
    if (ab.granted === "preserve") return [{ op: "preserveFromGraveyard" }];
    if (ab.granted === "suppressReturn") return [{ op: "returnSuppressed", card: ab.card, ts: ab.ts }];
    if (ab.granted === "reflexive") return ab.effects;
    return ab.granted === "discardHand" ? [{ op: "discardHand" }] : [{ op: "draw", amount: 1 }]; // On Kill draw; enlighten
  }
  if (ab) {
    const a = scriptOf(ab.card)?.abilities[ab.ability];
    return a &&
      (a.kind === "trigger" || a.kind === "activated" || a.kind === "inherited" || a.kind === "lineageRelease")
      ? a.effects
      : [];
  }
  const c = card(s, entry.source);
  return abilitiesOf(s, c.card, entry.controller, c.id).flatMap((a): readonly Effect[] =>
    a.kind === "effect"
      ? a.effects
      : a.kind === "optionalReserveCost" && entry.paidExtra
        ? a.gains
        : a.kind === "entersAsCopy"
          ? [{ op: "enterAsCopy", filter: a.filter }] // CR Copy: Static Copying 1
          : [],
  );
}

/**
 * Whether a triggered ability's intervening "if" holds for its controller (CR Triggered Abilities 3.1-3.2): read as
 * it would go on the Effects Stack and again as it resolves; an ability without one always holds.
 */
export function interveningHolds(s: GaState, ab: AbilityRef | undefined, controller: Seat, source: string): boolean {
  if (!ab || "granted" in ab) return true;
  const a = scriptOf(ab.card)?.abilities[ab.ability];
  if (a?.kind !== "trigger" || !a.intervening) return true;
  return holds(s, a.intervening, controller, ab.card, source);
}

/** The target selectors of a list of instructions, in order (each takes one chosen target). */
export function targetSelectors(effects: readonly Effect[]): Selector[] {
  const out: Selector[] = [];
  for (const e of effects) {
    if ("target" in e && (e.target.kind === "target" || e.target.kind === "activation")) out.push(e.target);
    if (e.op === "may") out.push(...targetSelectors([e.doing, ...e.then]));
    if (e.op === "ifRevealed") out.push(...targetSelectors([e.then]));
  }
  return out;
}

/**
 * Legal targets of a selector for `seat` controlling `self` (the card or object whose ability it is; CR Objects and
 * Targeting). A Spell's can't be objects with spellshroud (CR Keywords: Spellshroud 1).
 */
export function targetCandidates(s: GaState, sel: Selector, seat: Seat, self?: string): string[] {
  if (sel.kind === "activation") return activationTargets(s, self, sel);
  if (sel.kind !== "target") return [];
  const out: string[] = [];
  for (const p of s.players)
    for (const id of p.field)
      if (matches(s, card(s, id), sel.filter, seat, self) && !shrouded(s, self, id)) out.push(id);
  return out;
}

/**
 * Whether `target` can't be targeted by `source` because the source is a Spell (its card has the Spell subtype;
 * triggers of a Spell object are Spells too) and the target has spellshroud (CR Keywords: Spellshroud 1-2).
 */
export function shrouded(s: GaState, source: string | undefined, target: string): boolean {
  if (source === undefined || !cardData(card(s, source).card).subtypes.includes("SPELL")) return false;
  return hasKeyword(s, card(s, target), "spellshroud");
}
