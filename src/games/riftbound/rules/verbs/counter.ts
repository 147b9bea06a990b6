import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { banishAfterFlow, recycle } from "../game-actions.js";
import { emit, nameOf, stat } from "../util.js";
import { place } from "../zones.js";
import { ownPassives } from "../passives.js";
import { boardPassivesOfKind } from "../board.js";
import { checkCondition } from "../selectors.js";
import { obj } from "../objects.js";
import type { RbState } from "../state.js";

/** "Your spells and abilities can't be countered" (601; Mel, Newly Awakened): an active board passive of `seat`. */
function controllerUncounterable(s: RbState, seat: number): boolean {
  for (const { source, passive: p } of boardPassivesOfKind(s, "uncounterable"))
    if (p.of === "yours" && obj(s, source).controller === seat && (!p.when || checkCondition(s, source, seat, p.when)))
      return true;
  return false;
}

/**
 * "Counter a spell" (601): it leaves the chain for its owner's trash (601.1.a), was not played (601.1.b: play
 * counts go back down), and its costs are not refunded (601.1.c).
 */
export function counterVerb(ctx: VerbContext, e: EffectOf<"counter">): VerbResult {
  const { s, out, me } = ctx;
  for (const id of resolveRef(ctx, e.what)) {
    const ability = s.chain.find((c) => c.kind !== "card" && c.id === id);
    if (ability) {
      // CR 1.4 601: a countered ability leaves the chain without resolving (Not So Fast, Repulse).
      s.chain = s.chain.filter((c) => c !== ability);
      const name = `${nameOf(s, ability.object)}'s ability`;
      emit(s, out, { kind: "counter", seat: me, object: ability.object, text: `${name} is countered.` });
      continue;
    }
    const item = s.chain.find((c) => c.kind === "card" && c.object === id);
    if (!item) continue;
    if (ownPassives(s, id).some((p) => p.kind === "uncounterable" && !p.of)) continue; // "This can't be countered"
    if (controllerUncounterable(s, item.controller)) continue; // "Your spells and abilities can't be countered"
    s.chain = s.chain.filter((c) => c !== item);
    // "Then recycle it" (Kai'Sa, Evolutionary) replaces the trash (571).
    if (item.banishAfter)
      banishAfterFlow(s, item); // CR 1.4 829.1.b.1 (Flow FAQ: countered)
    else if (item.recycleAfter) recycle(s, [id], out);
    else if (e.toHand)
      place(s, id, { zone: "hand" }); // Abandon: its owner's hand instead (571)
    else place(s, id, { zone: "trash" }); // 601.1.a
    // 601.1.b: a countered card was not played.
    // The history's records are replaced, never changed in place (copy.ts).
    const h = s.history;
    const c = item.controller;
    h.cardsPlayed = { ...h.cardsPlayed, [c]: Math.max(0, (h.cardsPlayed[c] ?? 0) - 1) };
    if (stat(s, id).type === "Spell")
      h.spellsPlayed = { ...h.spellsPlayed, [c]: Math.max(0, (h.spellsPlayed[c] ?? 0) - 1) };
    emit(s, out, {
      kind: "counter",
      seat: me,
      object: id,
      card: nameOf(s, id),
      text: `${nameOf(s, id)} is countered.`,
    });
  }
  return "next";
}
