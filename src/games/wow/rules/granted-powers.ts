/**
 * Granted payment powers (CR 7.4 700.1: a card's powers include "quoted text added to it by modifiers"). A modifier
 * saying a card has '"[cost] -> [effect]"' gives that card the payment power: its controller uses it like a printed
 * one (701.2), paying its cost with that card (701.3: "[Exhaust]" exhausts the card with the power; an ally's
 * activated powers need it settled), choosing its targets as it is used (706.1c, Face Smash's example); its effect's
 * "this character" / "itself" is that card (the link's card) and its controller that card's controller. Three sources:
 * the `grant-power` power of a card in play (an attachment's host, friendly heroes [and allies]), and the "this turn"
 * modifiers of `state.grants` (`grant-power-this-turn`; Koringar's `copy-payment-powers-this-turn`: all the payment
 * powers, printed or granted, of every other ally in play, either party's). A card's power list is its printed powers
 * followed by its granted payment powers, so printed indexes never move; a used power's link keeps where the power is
 * written (`Link.granted`), so it resolves even if the granting card has left play (705.3).
 */
import { script } from "../cards/registry.js";
import type { Power } from "../cards/types.js";
import { isHero, losesPowers, powersOf } from "./characteristics.js";
import type { GrantRef, Link, WowState } from "./state.js";
import { obj } from "./state.js";

type PaymentPower = Extract<Power, { kind: "payment" }>;

/** The payment power a grant reference names (a `payment`, a `grant-power`'s, or a `grant-power-this-turn`'s). */
export function grantedPower(s: WowState, ref: GrantRef): PaymentPower | undefined {
  let p: Power | undefined = script(obj(s, ref.from).code)?.powers[ref.power];
  if (p?.kind === "hero-trait") p = p.power;
  if (ref.effect !== undefined) {
    const e = p && "effects" in p ? p.effects[ref.effect] : undefined;
    p = e?.op === "grant-power-this-turn" ? e.power : undefined;
  } else if (p?.kind === "grant-power") p = p.power;
  return p?.kind === "payment" ? p : undefined;
}

const refKey = (r: GrantRef): string => `${r.from}.${r.power}.${r.effect ?? ""}`;

/** The `grant-power` powers of cards in play that apply to `id` (an attachment's host; friendly heroes and allies). */
function staticGrants(s: WowState, id: string): GrantRef[] {
  const o = obj(s, id);
  const out: GrantRef[] = [];
  for (const p of s.players)
    for (const src of [p.hero, ...p.allies, ...p.equipment]) {
      const so = obj(s, src);
      powersOf(s, src).forEach((pw, power) => {
        if (pw.kind !== "grant-power") return;
        // "Friendly" cards are controlled by you (CR 7.4 glossary Friendly).
        const friendly = so.controller === o.controller && (o.zone === "ally" || isHero(s, id));
        const applies =
          pw.applies === "attached"
            ? so.attachedTo === id
            : pw.applies === "friendly-heroes"
              ? friendly && isHero(s, id)
              : friendly;
        if (applies) out.push({ from: src, power });
      });
    }
  return out;
}

/** The printed payment powers of `id` as grant references (what "all the payment powers of" copies). */
function printedRefs(s: WowState, id: string): GrantRef[] {
  return powersOf(s, id).flatMap((p, power) => (p.kind === "payment" ? [{ from: id, power }] : []));
}

/** Whether `id` can have granted powers now: a face-up hero or ally in play that hasn't lost its powers (700.3). */
function canHave(s: WowState, id: string): boolean {
  const o = obj(s, id);
  return !o.faceDown && (o.zone === "ally" || isHero(s, id)) && !losesPowers(s, id);
}

/**
 * What the "this turn" modifiers of `state.grants` give each card, applied once each in timestamp order (CR 7.4 719.1-
 * 719.3): "has all the payment powers of all other allies" depends on the modifiers granting those allies powers, so
 * it applies after them; two such modifiers depend on each other and apply in timestamp order, so the later one also
 * copies what the earlier gave. One pass over the modifiers: each copy takes the other allies' powers at that point.
 */
function turnGrants(s: WowState): Map<string, Map<string, GrantRef>> {
  // Read many times per decision (every candidate action): computed once per board (a pure function of the key).
  const key = boardKey(s);
  const hit = cache.get(s);
  if (hit?.key === key) return hit.value;
  const value = computeTurnGrants(s);
  cache.set(s, { key, value });
  return value;
}

const cache = new WeakMap<WowState, { key: string; value: Map<string, Map<string, GrantRef>> }>();

/** What `computeTurnGrants` reads: the modifiers, the cards in play with their state, their attachments, whether they can have powers. */
function boardKey(s: WowState): string {
  const grants = (s.grants ?? []).map((g) => `${g.obj}${g.copy ? "*" : g.ref ? refKey(g.ref) : ""}`).join(",");
  const board = s.players
    .map((p) =>
      [p.hero, ...p.allies, ...p.equipment]
        .map((id) => {
          const o = obj(s, id);
          // canHave reads "loses its powers" modifiers too (700.3), which a turn modifier can add mid-apply.
          return `${id}${o.zone[0]}${o.faceDown ? "d" : ""}${o.attachedTo ?? ""}${canHave(s, id) ? "" : "x"}`;
        })
        .join(" "),
    )
    .join("|");
  return `${grants}#${board}`;
}

function computeTurnGrants(s: WowState): Map<string, Map<string, GrantRef>> {
  const acc = new Map<string, Map<string, GrantRef>>();
  const add = (id: string, refs: readonly GrantRef[]) => {
    const m = acc.get(id) ?? new Map<string, GrantRef>();
    for (const r of refs) if (!m.has(refKey(r))) m.set(refKey(r), r);
    acc.set(id, m);
  };
  for (const m of s.grants ?? []) {
    if (!canHave(s, m.obj)) continue;
    if (m.ref) add(m.obj, [m.ref]);
    if (m.copy)
      for (const p of s.players)
        for (const other of p.allies)
          if (other !== m.obj && canHave(s, other))
            add(m.obj, [...printedRefs(s, other), ...staticGrants(s, other), ...(acc.get(other)?.values() ?? [])]);
  }
  return acc;
}

/** The granted payment powers `id` has now, in order (their indexes follow the printed powers'). */
export function grantedRefs(s: WowState, id: string): GrantRef[] {
  if (!canHave(s, id)) return [];
  const out = [
    ...staticGrants(s, id),
    ...(s.grants?.some((g) => g.obj === id) ? (turnGrants(s).get(id)?.values() ?? []) : []),
  ];
  // A power granted twice is one power (the same text from the same source).
  const seen = new Set<string>();
  return out.filter((r) => {
    const k = refKey(r);
    if (seen.has(k) || !grantedPower(s, r)) return false;
    seen.add(k);
    return true;
  });
}

/** `id`'s powers with its granted payment powers after the printed ones (the indexes a `power` action names). */
export function powersWithGranted(s: WowState, id: string): readonly Power[] {
  const printed = powersOf(s, id);
  const o = obj(s, id);
  if (o.zone !== "ally" && o.zone !== "hero") return printed;
  const granted = grantedRefs(s, id).map((r) => grantedPower(s, r)!);
  return granted.length ? [...printed, ...granted] : printed;
}

/** The grant reference of power `index` of `id` when it is a granted one (for the link). */
export function grantAt(s: WowState, id: string, index: number): GrantRef | undefined {
  const n = powersOf(s, id).length;
  return index < n ? undefined : grantedRefs(s, id)[index - n];
}

/**
 * The key a use of power `index` of `id` is recorded under in `state.used` ("Use only once per turn", CR 7.4 701.4:
 * that card and that power): a granted power is keyed by where it is written, as its index may move.
 */
export function powerUseKey(s: WowState, id: string, index: number): string {
  const g = grantAt(s, id, index);
  return g ? `${id}:g${refKey(g)}` : `${id}:${index}`;
}

/** The payment power a used granted power's link runs. */
export const linkGrantedPower = (s: WowState, link: Link): PaymentPower | undefined =>
  link.granted ? grantedPower(s, link.granted) : undefined;

/**
 * "[Character] has '…' this turn" (Face Smash): a definite modifier on each card, until the wrap-up (503.2a). The
 * power is the instruction `effect` of the link's power (a card's `play` power, or a printed power's); a granted
 * power granting one in turn is not in the first block and grants nothing.
 */
export function grantThisTurn(s: WowState, link: Link, cards: readonly string[], effect: number): void {
  const power = link.kind === "card" ? powerIndexOfPlay(s, link.card) : link.power;
  if (power === undefined || power < 0 || link.granted) return;
  for (const id of cards) {
    s.grants = [...(s.grants ?? []), { obj: id, ref: { from: link.card, power, effect } }];
    s.log.push({ text: `${script(obj(s, id).code)?.name ?? id} has a new payment power this turn.` });
  }
}

/** "This turn, [this] has all the payment powers of all other allies" (Koringar the Heavy): a definite modifier. */
export function copyPaymentPowersThisTurn(s: WowState, cards: readonly string[]): void {
  for (const id of cards) {
    s.grants = [...(s.grants ?? []), { obj: id, copy: true }];
    s.log.push({
      text: `${script(obj(s, id).code)?.name ?? id} has all the payment powers of all other allies this turn.`,
    });
  }
}

/** The index of a card's `play` power in its script. */
function powerIndexOfPlay(s: WowState, id: string): number {
  return (script(obj(s, id).code)?.powers ?? []).findIndex((p) => p.kind === "play");
}
