/**
 * Legal actions, decided by the plans alone (nothing is applied to find out): answers to the pending decision,
 * or, while holding Opportunity, passing, activating cards and abilities and declaring attacks.
 */
import { scriptOf } from "../cards/registry.js";
import type { Selector } from "../cards/types.js";
import type { GaAction } from "./actions.js";
import { isUnit } from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import { attackTargets, planAttack, weapons } from "./combat.js";
import { effectsOf, targetCandidates, targetSelectors } from "./targets.js";
import { costCandidates, lineageReleases, optionalCost, planAbility, planActivate, planEnlighten } from "./playing.js";
import { type GaState, type Seat, card } from "./state.js";
import { brewChoices, brewRecipe } from "./alchemy.js";

/** At most this many combinations are listed for a multi-pick answer (a reserve payment of many cards). */
export const MAX_COMBINATIONS = 64;

function combinations(ids: readonly string[], k: number, cap: number): string[][] {
  const out: string[][] = [];
  const rec = (start: number, acc: string[]) => {
    if (out.length >= cap) return;
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < ids.length; i++) rec(i + 1, [...acc, ids[i]!]);
  };
  rec(0, []);
  return out;
}

/** Every action `seat` may submit now (answers first, then plays, attacks, pass; concede last). */
export function legalActions(s: GaState, seat: Seat): GaAction[] {
  if (s.over) return [];
  const out: GaAction[] = [];
  const a = s.ask;
  if (a) {
    if (a.seat === seat) {
      const ids = a.options.map((o) => o.id);
      for (let k = a.min; k <= a.max; k++) {
        out.push(...combinations(ids, k, MAX_COMBINATIONS).map((picks) => ({ type: "answer" as const, picks })));
        if (out.length >= MAX_COMBINATIONS) break;
      }
    }
    out.push({ type: "concede" });
    return out;
  }
  if (s.opportunity?.seat === seat) {
    out.push(...activations(s, seat), ...abilities(s, seat), ...attacks(s, seat));
    if (!planEnlighten(s, seat)) out.push({ type: "enlighten" });
    out.push({ type: "pass" });
  }
  out.push({ type: "concede" });
  return out;
}

function activations(s: GaState, seat: Seat): GaAction[] {
  const out: GaAction[] = [];
  for (const id of s.players[seat].hand) {
    const sels = targetSelectors(
      effectsOf(s, { id: "", kind: "activation", source: id, controller: seat, targets: [] }),
    );
    const targetSets: string[][] =
      sels.length > 1
        ? targetChoices(s, sels, seat, id)
        : sels.length
          ? targetCandidates(s, sels[0]!, seat, id).map((t) => [t])
          : [[]];
    if (sels.length === 1 && sels[0]!.kind === "target" && sels[0]!.upTo) targetSets.push([]); // "up to one target"
    const extra = scriptOf(card(s, id).card)?.abilities.find((x) => x.kind === "additionalCost");
    const costObjects: (string | null)[] =
      extra?.kind === "additionalCost" ? costCandidates(s, seat, extra.cost) : [null];
    const extras = optionalCost(card(s, id).card) ? [false, true] : [false];
    const recipe = brewRecipe(s, seat, card(s, id).card);
    const brews: (string[] | undefined)[] = [undefined, ...(recipe ? brewChoices(s, seat, recipe) : [])];
    for (const targets of targetSets)
      for (const co of costObjects)
        for (const extra of extras)
          for (const brew of brews) {
            const p = planActivate(s, seat, id, targets, co, extra, brew);
            if ("code" in p) continue;
            out.push({
              type: "activate",
              card: id,
              ...(targets.length ? { targets } : {}),
              ...(co ? { costObject: co } : {}),
              ...(extra ? { extra: true as const } : {}),
              ...(brew ? { brew } : {}),
            });
          }
  }
  return out;
}

/**
 * Every choice of targets for a card with two or more target selectors ("up to two target allies"): one distinct
 * object per selector, in order (CR Objects and Targeting: unique targets); when only "up to" selectors are left,
 * choosing no more is a choice too. At most MAX_COMBINATIONS.
 */
function targetChoices(s: GaState, sels: readonly Selector[], seat: Seat, self: string): string[][] {
  const out: string[][] = [];
  const rec = (i: number, acc: string[]) => {
    if (out.length >= MAX_COMBINATIONS) return;
    if (i === sels.length || sels.slice(i).every((x) => x.kind === "target" && x.upTo)) out.push([...acc]);
    if (i === sels.length) return;
    for (const t of targetCandidates(s, sels[i]!, seat, self)) if (!acc.includes(t)) rec(i + 1, [...acc, t]);
  };
  rec(0, []);
  return out;
}

function abilities(s: GaState, seat: Seat): GaAction[] {
  const out: GaAction[] = [];
  // Objects, and cards in an intent (CR Game Mechanics - Abilities 6).
  for (const id of [...s.players[seat].field, ...s.cards.filter((c) => c.zone === "intent").map((c) => c.id)]) {
    const script = scriptOf(card(s, id).card);
    script?.abilities.forEach((ab, i) => {
      if (ab.kind === "activated" && !("code" in planAbility(s, seat, id, i)))
        out.push({ type: "ability", object: id, ability: i });
    });
  }
  for (const r of lineageReleases(s, seat))
    if (!("code" in planAbility(s, seat, r.card, r.ability)))
      out.push({ type: "ability", object: r.card, ability: r.ability });
  return out;
}

function attacks(s: GaState, seat: Seat): GaAction[] {
  const out: GaAction[] = [];
  const targets = attackTargets(s, seat);
  for (const id of s.players[seat].field) {
    const o = card(s, id);
    if (!isUnit(o) || o.rested) continue;
    const ws: (string | null)[] = hasType(cardData(o.card), "CHAMPION") ? [null, ...weapons(s, seat)] : [null];
    for (const t of targets)
      for (const w of ws)
        if (!planAttack(s, seat, id, t, w))
          out.push({ type: "attack", attacker: id, target: t, ...(w ? { weapon: w } : {}) });
  }
  return out;
}
