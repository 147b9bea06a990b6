/**
 * Inspire (CR 7.4 501.1b, glossary "Inspire"): "Inspire: [card(s)]" means "As each other player's ready step starts,
 * you may ready (an) exhausted [card(s)] in play you control". It happens at the same time (802) as the turn player
 * readies his cards and doesn't use the chain; each listed kind readies one card per Inspire power ("Inspire: Ability,
 * ally, equipment, hero, and resource" readies up to one of each); only an exhausted card can be inspired, and a card
 * at most once each turn (one `inspire` ask per ready step). The inspiring player picks any, all or none.
 */
import type { Seat } from "../../../engine/index.js";
import type { InspireKind } from "../cards/types.js";
import type { WowAction } from "./actions.js";
import { card, inPlay, isAbilityInPlay, isCharacter, nameOf, powersOf } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";

/** The ask of this module: `slots` holds one kind per card that may be inspired (a multiset). */
export type InspireAsk = Extract<NonNullable<WowState["ask"]>, { kind: "inspire" }>;

/** The kind of `id` among the cards `seat` controls in play, or null (501.1b: "[card(s)] in play he controls"). */
function kindOf(s: WowState, seat: Seat, id: string): InspireKind | null {
  const p = s.players[seat]!;
  if (id === p.hero) return "hero";
  if (p.allies.includes(id)) return "ally";
  if (p.resources.includes(id)) return "resource";
  if (p.equipment.includes(id) && !obj(s, id).faceDown)
    return isAbilityInPlay(s, id) ? "ability" : card(s, id).type === "Equipment" ? "equipment" : null;
  return null;
}

/** The Inspire kinds of the face-up characters `seat` controls, one entry per listed kind per power (501.1b). */
function inspireSlots(s: WowState, seat: Seat): InspireKind[] {
  const p = s.players[seat]!;
  return [p.hero, ...p.allies, ...p.equipment]
    .filter((id) => inPlay(obj(s, id)) && isCharacter(s, id))
    .flatMap((id) => powersOf(s, id).flatMap((pw) => (pw.kind === "inspire" ? pw.kinds : [])));
}

/**
 * As the turn player readies his cards (501.1a), the other player may inspire: asked when he controls Inspire powers
 * and exhausted cards of their kinds (an ask with nothing to choose is not made).
 */
export function askInspire(s: WowState): void {
  const seat = opp(s.active);
  const slots = inspireSlots(s, seat);
  if (!slots.length) return;
  const p = s.players[seat]!;
  const pool = [p.hero, ...p.allies, ...p.equipment, ...p.resources].filter((id) => {
    const k = kindOf(s, seat, id);
    return obj(s, id).exhausted && k !== null && slots.includes(k);
  });
  if (pool.length) s.ask = { kind: "inspire", seat, pool, slots };
}

/** Why `picked` is not a legal answer (distinct offered cards, at most one per slot of its kind), or null. */
export function checkInspire(s: WowState, ask: InspireAsk, picked: readonly string[]): string | null {
  if (new Set(picked).size !== picked.length || picked.some((c) => !ask.pool.includes(c)))
    return "Choose different offered exhausted cards (a card is inspired at most once).";
  const over = ask.slots.find(
    (k) => picked.filter((c) => kindOf(s, ask.seat, c) === k).length > ask.slots.filter((x) => x === k).length,
  );
  return over ? `Inspire readies at most ${ask.slots.filter((x) => x === over).length} ${over} card(s).` : null;
}

/** The inspired cards ready together (501.1b; no chain). */
export function answerInspire(s: WowState, ask: InspireAsk, picked: readonly string[]): void {
  s.ask = null;
  for (const c of picked) obj(s, c).exhausted = false;
  if (picked.length)
    s.log.push({ text: `P${ask.seat + 1} inspires ${picked.map((c) => nameOf(s, c)).join(", ")} (ready).` });
}

/** The prompt of an `inspire` ask. */
export function inspirePrompt(ask: InspireAsk): string {
  const counts = [...new Set(ask.slots)].map((k) => `${ask.slots.filter((x) => x === k).length} ${k}`);
  return `Inspire: choose exhausted cards to ready (up to ${counts.join(", ")}).`;
}

/** The most cards an answer may name: one per slot, limited by the pool. */
export function inspireMax(s: WowState, ask: InspireAsk): number {
  return greedyInspire(s, ask).length;
}

/** The offered cards in order, each taken while its kind has a slot left. */
function greedyInspire(s: WowState, ask: InspireAsk): string[] {
  const left = [...ask.slots];
  return ask.pool.filter((c) => {
    const i = left.indexOf(kindOf(s, ask.seat, c)!);
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
}

/** Canonical answers (any legal set is accepted when submitted): none, the most in pool order, each card alone. */
export function inspireAnswers(s: WowState, ask: InspireAsk): WowAction[] {
  const most = greedyInspire(s, ask);
  return [
    { type: "inspire", cards: [] },
    ...(most.length > 1 ? [{ type: "inspire" as const, cards: most }] : []),
    ...ask.pool.map((c) => ({ type: "inspire" as const, cards: [c] })),
  ];
}
