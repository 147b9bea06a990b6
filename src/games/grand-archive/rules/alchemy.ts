/**
 * The ALC Arisanna vocabulary's instructions (docs/grand-archive.md "ALC: Arisanna"): prevention shapes (CR Damage
 * Prevention 4-8), recover (CR Game Terms: Recover), moving a chosen card between hand, memory and deck, negating a
 * card activation unless its controller pays (CR Game Terms: Negate 1-2), Potion Infusions' granted On Sacrifice
 * abilities and sacrificing (CR Game Terms: Sacrifice 2-3), and Brew's alternative cost (CR Keywords: Brew 1-4).
 */
import type { Ability, Effect, Selector } from "../cards/types.js";
import { scriptOf } from "../cards/registry.js";
import { abilitiesOf, amount, champion } from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import { type Run, ask, pickFromZone, takeAnswer } from "./asking.js";
import { type GaState, type Seat, type Task, card, log, mutCard } from "./state.js";
import { destroy, moveCard, nameOf } from "./zones.js";
import { summonToken } from "./tokens.js";
import { nextInt } from "../../../engine/rng.js";

/** Card activations on the Effects Stack that `self` could target (CR Game Terms: Negate 1; not itself). */
export function activationTargets(
  s: GaState,
  self?: string,
  sel?: Extract<Selector, { kind: "activation" }>,
): string[] {
  // A copy is named by no card of its own, so only original activations are targets (docs/grand-archive.md).
  return s.stack
    .filter((e) => e.kind === "activation" && !e.copy && e.source !== self && activationFits(s, e.source, sel))
    .map((e) => e.source);
}

/** Whether the card `id` on the Effects Stack has the class and subtype a "target <X> card activation" asks. */
function activationFits(s: GaState, id: string, sel?: Extract<Selector, { kind: "activation" }>): boolean {
  const d = cardData(card(s, id).card);
  return (!sel?.class || d.classes.includes(sel.class)) && (!sel?.subtype || d.subtypes.includes(sel.subtype));
}

/** The grant of the first `restGrantOnSacrifice` of Potion Infusion card `cardId` (its granted On Sacrifice). */
export function onSacrificeGrant(cardId: string): readonly Effect[] {
  for (const a of scriptOf(cardId)?.abilities ?? [])
    if (a.kind === "effect") for (const e of a.effects) if (e.op === "restGrantOnSacrifice") return e.grant;
  return [];
}

type Shield = Extract<Effect, { op: "preventAllBut" | "preventExactly" }>;

/**
 * Puts a prevention shield on object `id` until end of turn (CR Damage Prevention 4-5.1, 8): all but N of the next
 * damage instance, or the next instance of exactly X (X fixed now, CR Playing Cards - Resolution
 * 2). A champion's shield follows it through a level up.
 */
export function shield(s: GaState, id: string, e: Shield, seat: Seat): void {
  const o = card(s, id);
  const ch = s.players[o.controller].champion === id ? { champion: o.controller } : {};
  if (e.op === "preventAllBut")
    s.lasting.push({ kind: "prevent", object: id, remaining: 1, combatOnly: false, once: true, allBut: e.keep, ...ch });
  else {
    const x = amount(s, e.amount, seat);
    s.lasting.push({
      kind: "prevent",
      object: id,
      remaining: 1,
      combatOnly: false,
      once: true,
      exactly: x,
      ...ch,
      ...(e.drawIfPrevented ? { drawTo: seat } : {}),
    });
    log(s, `The next time ${nameOf(s, id)} would take exactly ${x} damage this turn, it is prevented.`);
  }
}

/** Recover N: remove up to N damage counters from `seat`'s champion (CR Game Terms: Recover 1-2.2). */
export function recover(s: GaState, seat: Seat, n: number): void {
  const c = champion(s, seat);
  const k = c ? Math.min(Math.max(0, n), c.damage) : 0;
  if (c && k > 0) mutCard(s, c.id).damage -= k;
  log(s, `P${seat + 1} recovers ${k}.`);
}

/** "Return a card from your memory to your hand" (Scale of Souls): chosen as it resolves; private options. */
export function memoryToHand(s: GaState, t: Task): Run {
  const seat = t.entry.controller;
  const r = pickFromZone(s, t, "memory", "returnCard", "Return a card from your memory to your hand.", (id) => {
    moveCard(s, id, "hand");
    log(s, `P${seat + 1} returns a card from memory to their hand.`);
  });
  return r === "wait" ? "wait" : "next";
}

/**
 * "Put a card from your hand on the bottom of your deck. If you do, …" (Razorvine, Prototype Staff): chosen as it
 * resolves (private options). "placed" when a card was put (`t.did` records it for an enclosing "you may").
 */
export function handToBottom(s: GaState, t: Task): Run | "placed" {
  const seat = t.entry.controller;
  const prompt = "Put a card from your hand on the bottom of your deck.";
  const r = pickFromZone(s, t, "hand", "bottomOrder", prompt, (id) => {
    moveCard(s, id, "mainDeck"); // the bottom (CR Game Terms: Bottom)
    log(s, `P${seat + 1} puts a card from their hand on the bottom of their deck.`);
    t.did = true;
  });
  return r === "moved" ? "placed" : r;
}

/**
 * Flash Freeze: the targeted activation's controller may pay (N) (cards from hand into memory, CR Costs and Memory 1);
 * if they don't, it is negated (removed from the Effects Stack, CR Game Terms: Negate 1-2) and its card banished.
 */
export function negateUnlessPays(s: GaState, t: Task, e: Extract<Effect, { op: "negateUnlessPays" }>, ti: number): Run {
  const id = t.entry.targets[ti];
  const layer = s.stack.find((x) => x.kind === "activation" && x.source === id && !x.copy);
  if (!id || !layer) {
    t.negate = undefined;
    return "next";
  }
  const payer = layer.controller;
  const n = Math.max(0, amount(s, e.amount, t.entry.controller));
  const hand = s.players[payer].hand;
  if (n === 0) return "next"; // paying (0) always succeeds
  if (t.negate === undefined && hand.length >= n) {
    t.negate = "ask";
    const opts = [
      { id: "yes", label: `Pay (${n})` },
      { id: "no", label: "Don't pay" },
    ];
    return ask(s, t, payer, "may", `Pay (${n}), or ${nameOf(s, id)}'s activation is negated?`, opts);
  }
  if (t.negate === "ask" && takeAnswer(t) === "yes") {
    if (hand.length > n) {
      t.negate = "choose";
      const opts = hand.map((h) => ({ id: h, label: nameOf(s, h) }));
      return ask(s, t, payer, "reserve", `Pay (${n}): choose cards to put into your memory.`, opts, n, n);
    }
    return paid(s, t, payer, [...hand]);
  }
  if (t.negate === "choose") {
    const picks = (t.answer ?? []).filter((h) => hand.includes(h));
    takeAnswer(t);
    return paid(s, t, payer, picks);
  }
  t.negate = undefined;
  s.stack = s.stack.filter((x) => x !== layer);
  moveCard(s, id, "banishment");
  log(s, `${nameOf(s, id)}'s activation is negated; it is banished.`);
  return "next";
}

function paid(s: GaState, t: Task, payer: Seat, ids: readonly string[]): Run {
  for (const h of ids) moveCard(s, h, "memory");
  log(s, `P${payer + 1} pays (${ids.length}).`);
  t.negate = undefined;
  return "next";
}

/**
 * Sacrifices object `id` (CR Game Terms: Sacrifice 2): a regalia or champion is banished, anything else goes to the
 * graveyard (an ally dies). Its granted On Sacrifice abilities trigger (Sacrifice 3).
 */
export function sacrifice(s: GaState, id: string): void {
  const o = card(s, id);
  const seat = o.controller;
  for (const l of s.lasting)
    if (l.kind === "onSacrifice" && l.object === id)
      s.triggers.push({ source: id, ability: { granted: "onSacrifice", card: l.card }, controller: seat });
  log(s, `P${seat + 1} sacrifices ${nameOf(s, id)}.`);
  const d = cardData(o.card);
  if (hasType(d, "ALLY")) destroy(s, id);
  else moveCard(s, id, hasType(d, "REGALIA") ? "banishment" : "graveyard");
}

type Recipe = Extract<Ability, { kind: "brew" }>["recipe"];

/** The card's Brew recipe if it has one unlocked for `seat` (CR Keywords: Brew 1). */
export function brewRecipe(s: GaState, seat: Seat, cardId: string): Recipe | undefined {
  const a = abilitiesOf(s, cardId, seat).find((x) => x.kind === "brew");
  return a?.kind === "brew" ? a.recipe : undefined;
}

/** The recipe's slots, one per object: each a subtype or a name. */
function slots(r: Recipe): { subtype?: string; name?: string }[] {
  return r.flatMap((x) => Array.from({ length: x.count }, () => ({ ...x })));
}

function fits(s: GaState, id: string, slot: { subtype?: string; name?: string }): boolean {
  const d = cardData(card(s, id).card);
  return (!slot.subtype || d.subtypes.includes(slot.subtype)) && (!slot.name || d.name === slot.name);
}

/** Whether objects `ids` are exactly the listed objects (one per slot; a bipartite match, small sizes). */
export function brewMatches(s: GaState, seat: Seat, r: Recipe, ids: readonly string[]): boolean {
  const sl = slots(r);
  if (ids.length !== sl.length || new Set(ids).size !== ids.length) return false;
  if (ids.some((id) => card(s, id).zone !== "field" || card(s, id).controller !== seat)) return false;
  const used = new Array<boolean>(sl.length).fill(false);
  const go = (i: number): boolean => {
    if (i === ids.length) return true;
    for (let k = 0; k < sl.length; k++)
      if (!used[k] && fits(s, ids[i]!, sl[k]!)) {
        used[k] = true;
        if (go(i + 1)) return true;
        used[k] = false;
      }
    return false;
  };
  return go(0);
}

/**
 * Sets of objects that could brew the recipe, one per distinct multiset of names (objects of one name are
 * interchangeable), at most `cap` (the legal actions list these).
 */
export function brewChoices(s: GaState, seat: Seat, r: Recipe, cap = 8): string[][] {
  const sl = slots(r);
  const cands = s.players[seat].field.filter((id) => sl.some((x) => fits(s, id, x)));
  const out: string[][] = [];
  const seen = new Set<string>();
  const rec = (start: number, acc: string[]) => {
    if (out.length >= cap) return;
    if (acc.length === sl.length) {
      const key = acc
        .map((id) => nameOf(s, id))
        .sort()
        .join("|");
      if (!seen.has(key) && brewMatches(s, seat, r, acc)) {
        seen.add(key);
        out.push([...acc]);
      }
      return;
    }
    for (let i = start; i < cands.length; i++) rec(i + 1, [...acc, cands[i]!]);
  };
  rec(0, []);
  return out;
}

/** The six ingredients gathering chooses from (CR Game Terms: Gather 2). */
export const INGREDIENTS = ["Blightroot", "Manaroot", "Silvershine", "Fraysia", "Razorvine", "Springleaf"] as const;

/** Gather `times` times: each summons an ingredient token chosen at random (seeded; CR Game Terms: Gather 2). */
export function gather(s: GaState, seat: Seat, times: number): void {
  for (let i = 0; i < times; i++) {
    const [rng, k] = nextInt(s.rng, INGREDIENTS.length);
    s.rng = rng;
    summonToken(s, seat, INGREDIENTS[k]!);
  }
}

/** `seat`'s objects with `subtype` on the field. */
function withSubtype(s: GaState, seat: Seat, subtype: string): string[] {
  return s.players[seat].field.filter((id) => cardData(card(s, id).card).subtypes.includes(subtype));
}

/** "Sacrifice up to N <subtype>s" (Barter Herbs): any number from 0 to N, chosen as it resolves. */
export function sacrificeUpTo(s: GaState, t: Task, e: Extract<Effect, { op: "sacrificeUpTo" }>): Run {
  const seat = t.entry.controller;
  const mine = withSubtype(s, seat, e.subtype);
  if (!t.asked) {
    t.sacrificed = 0;
    if (!mine.length) return "next";
    const opts = mine.map((id) => ({ id, label: nameOf(s, id) }));
    const what = e.subtype.toLowerCase();
    return ask(
      s,
      t,
      seat,
      "sacrifice",
      `Sacrifice up to ${e.count} ${what}(s).`,
      opts,
      0,
      Math.min(e.count, mine.length),
    );
  }
  const picks = (t.answer ?? []).filter((id) => mine.includes(id)).slice(0, e.count);
  takeAnswer(t);
  for (const id of picks) sacrifice(s, id);
  t.sacrificed = picks.length;
  return "next";
}

/** "For each … sacrificed this way, summon your choice of <tokens>" (Barter Herbs): one question per token. */
export function summonChoicePerSacrificed(
  s: GaState,
  t: Task,
  e: Extract<Effect, { op: "summonChoicePerSacrificed" }>,
): Run {
  const seat = t.entry.controller;
  if (t.asked) {
    const name = takeAnswer(t);
    if (name && e.tokens.includes(name)) summonToken(s, seat, name);
    t.sacrificed = (t.sacrificed ?? 1) - 1;
  }
  if ((t.sacrificed ?? 0) <= 0) {
    t.sacrificed = undefined;
    return "next";
  }
  const opts = e.tokens.map((n) => ({ id: n, label: `Summon ${n}` }));
  return ask(s, t, seat, "mode", `Summon your choice of token (${t.sacrificed} left).`, opts);
}

/** Names of which `seat` controls at least `count` objects with the subtype (one option per name). */
export function sameNameGroups(
  s: GaState,
  seat: Seat,
  e: Extract<Effect, { op: "sacrificeSameName" }>,
): { id: string; label: string }[] {
  const by = new Map<string, string[]>();
  for (const id of withSubtype(s, seat, e.subtype)) by.set(nameOf(s, id), [...(by.get(nameOf(s, id)) ?? []), id]);
  return [...by]
    .filter(([, ids]) => ids.length >= e.count)
    .map(([name]) => ({ id: name, label: `${e.count} ${name}` }));
}

/** "Sacrifice two Herbs with the same name" (Arisanna, Master Alchemist): the name is chosen; `t.did` if done. */
export function sacrificeSameName(s: GaState, t: Task, e: Extract<Effect, { op: "sacrificeSameName" }>): Run {
  const seat = t.entry.controller;
  if (!t.asked) {
    const opts = sameNameGroups(s, seat, e);
    if (!opts.length) return "next";
    return ask(s, t, seat, "sacrifice", `Sacrifice ${e.count} ${e.subtype.toLowerCase()}s with the same name.`, opts);
  }
  const name = takeAnswer(t);
  const ids = withSubtype(s, seat, e.subtype).filter((id) => nameOf(s, id) === name);
  if (ids.length < e.count) return "next";
  for (const id of ids.slice(0, e.count)) sacrifice(s, id);
  t.did = true;
  return "next";
}
