/**
 * The instructions of the ALC Diana vocabulary (docs/grand-archive.md "Card vocabulary", ALC: Diana): distant, loading,
 * materializing with costs paid, unpreventable damage, lineages (Curse cards, generating a card into a lineage) and
 * the On Champion Hit effects of Bullets. Each names its rules; `objects` resolves a selector as the instruction runs.
 */
import type { Effect, Selector } from "../cards/types.js";
import { type Run, ask, takeAnswer } from "./asking.js";
import { amount, classBonus } from "./characteristics.js";
import { elementUsable } from "./restrictions.js";
import { cardByName, cardData, hasType } from "./catalogue.js";
import { dealDamage } from "./combat.js";
import { becomeDistant, load } from "./guns.js";
import { floatingCards, planMaterialize } from "./playing.js";
import { type GaState, type Seat, type Task, card, log, mutCard, newCardRecord, other } from "./state.js";
import { materializeByEffect } from "./timing.js";
import { draw, moveCard, nameOf } from "./zones.js";
import { nextInt } from "../../../engine/rng.js";

type Objects = (sel: Selector) => string[];

/** Runs one instruction of the Diana block (the caller dispatches these ops here). */
export function runRanger(s: GaState, t: Task, e: Effect, objects: Objects): Run {
  const seat = t.entry.controller;
  switch (e.op) {
    case "becomeDistant":
      for (const id of objects(e.target))
        if (!e.ifClass || cardData(card(s, id).card).classes.includes(e.ifClass)) becomeDistant(s, id);
      return "next";
    case "loadSelf": {
      const src = t.entry.source;
      const [gun] = objects(e.target);
      if (gun && card(s, src).zone === "field") load(s, src, gun);
      return "next";
    }
    case "loadFromMaterialDeck":
      return loadFromMaterialDeck(s, t, e, objects);
    case "materializePaying":
      return materializePaying(s, t, e);
    case "nextAttackGets":
      for (const id of objects(e.target)) {
        s.lasting.push({ kind: "nextAttack", object: id, power: e.power });
        log(s, `${nameOf(s, id)}'s next attack this turn gets +${e.power} POWER.`);
        if (e.classBonusRanged && classBonus(s, seat, card(s, t.entry.source).card)) {
          s.lasting.push({ kind: "ranged", objects: [id], amount: e.classBonusRanged });
          log(s, `${nameOf(s, id)} gains ranged ${e.classBonusRanged} until end of turn.`);
        }
      }
      return "next";
    case "damageAttackerIfDefending": {
      const cb = s.combat;
      for (const id of objects(e.target))
        if (cb && (cb.defender === id || cb.cleave?.includes(id)) && card(s, cb.attacker).zone === "field")
          dealDamage(s, cb.attacker, e.amount, false, t.entry.source); // its attacker (CR Attacking 4)
      return "next";
    }
    case "unpreventableDamage": {
      const n = amount(s, e.amount, seat);
      for (const id of objects(e.target)) dealDamage(s, id, n, false, t.entry.source, true);
      return "next";
    }
    case "damageChampionsWithMemory":
      for (const p of [s.active, other(s.active)]) {
        const ch = s.players[p].champion;
        if (ch && s.players[p].memory.length >= e.atLeast) dealDamage(s, ch, e.amount, false, t.entry.source);
      }
      return "next";
    case "selfToBottomOfLineage": {
      const [ch] = objects(e.target);
      const src = card(s, t.entry.source);
      if (ch && (src.zone === "stack" || src.zone === "field")) toBottomOfLineage(s, src.id, ch);
      return "next";
    }
    case "mayDrawToMemoryAndSelfToLineage":
      return umbraSight(s, t, e.whenYouDo);
    case "generateToBottomOfLineage": {
      const [ch] = objects(e.target);
      if (ch) toBottomOfLineage(s, generate(s, seat, e.name), ch);
      return "next";
    }
    case "banishFromLineage": {
      const [ch] = objects(e.target);
      if (!ch) return "next";
      const curses = card(s, ch).lineage.filter((id) => cardData(card(s, id).card).subtypes.includes(e.subtype));
      mutCard(s, ch).lineage = card(s, ch).lineage.filter((id) => !curses.includes(id));
      for (const id of curses) moveCard(s, id, "banishment");
      if (curses.length)
        log(s, `${curses.map((id) => nameOf(s, id)).join(", ")} banished from ${nameOf(s, ch)}'s lineage.`);
      if (curses.length) dealDamage(s, ch, e.damageEach * curses.length, false, t.entry.source, true);
      return "next";
    }
    case "discardFromOpponentMemory":
      return discardFromMemory(s, t);
    case "whenLevelsUpDamage":
      for (const id of objects(e.target))
        s.lasting.push({ kind: "levelUpDamage", seat: card(s, id).controller, by: seat, amount: e.amount });
      return "next";
    case "preventToDistantUnits":
      s.lasting.push({ kind: "preventDistant", seat, amount: e.amount });
      return "next";
    case "attackUnpreventable":
      if (s.combat) {
        s.combat.unpreventable = true;
        log(s, "Combat damage dealt by this attack is unpreventable.");
      }
      return "next";
    default:
      return "next";
  }
}

/**
 * Puts card `id` (from the stack or the field) on the bottom of champion `ch`'s lineage: a card of its inner lineage,
 * not an object (CR Object-Specific Zones: Inner Lineage 1-2). Its owner stays its owner.
 */
export function toBottomOfLineage(s: GaState, id: string, ch: string): void {
  moveCard(s, id, "lineage");
  mutCard(s, ch).lineage = [id, ...card(s, ch).lineage];
  log(s, `${nameOf(s, id)} is put on the bottom of ${nameOf(s, ch)}'s lineage.`);
}

/**
 * Generates card `name` for `seat` (CR Game Terms: Generate 1-2): a new card from outside the game, owned by `seat`;
 * the caller puts it into its zone. @throws on a name the catalogue lacks (a card file bug).
 */
export function generate(s: GaState, seat: Seat, name: string): string {
  const d = cardByName(name);
  if (!d) throw new Error(`generate: unknown card ${name}`);
  const id = `c${s.cards.length}`;
  s.clock++;
  s.cards.push(newCardRecord(id, d.id, seat, "gone", s.clock));
  log(s, `P${seat + 1} generates ${d.name}.`);
  return id;
}

/**
 * "Choose a <elements> <subtype> card from your material deck with memory cost N and load it into <target Gun>"
 * (Force Load): the options are the controller's own private cards (its view only).
 */
function loadFromMaterialDeck(
  s: GaState,
  t: Task,
  e: Extract<Effect, { op: "loadFromMaterialDeck" }>,
  objects: Objects,
): Run {
  const seat = t.entry.controller;
  const [gun] = objects(e.target);
  if (!gun) return "next";
  const fits = (id: string) => {
    const d = cardData(card(s, id).card);
    return d.subtypes.includes(e.subtype) && e.elements.includes(d.element) && d.memory === e.memoryCost;
  };
  const deck = s.players[seat].materialDeck;
  if (!t.asked) {
    const opts = byName(s, deck.filter(fits));
    if (!opts.length) return "next";
    return ask(
      s,
      t,
      seat,
      "loadCard",
      `Choose a ${e.subtype.toLowerCase()} card to load into ${nameOf(s, gun)}.`,
      opts,
    );
  }
  const id = takeAnswer(t);
  if (id && deck.includes(id) && fits(id)) load(s, id, gun);
  return "next";
}

/**
 * "Materialize a <subtype> card from your material deck. (You still pay its costs.)": chosen among those that could
 * be materialized now (element enabled, memory cost payable with floating memory; CR Card Materialization 3.1-3.3),
 * then floating memory cards are chosen (CR Keywords: Floating Memory) and the rest is banished at random from
 * memory (CR Costs and Memory 2); the card goes on the Effects Stack.
 */
function materializePaying(s: GaState, t: Task, e: Extract<Effect, { op: "materializePaying" }>): Run {
  const seat = t.entry.controller;
  const p = s.players[seat];
  const floating = floatingCards(s, seat);
  if (t.chosen === undefined) {
    const fits = (id: string) => {
      const d = cardData(card(s, id).card);
      // "Materialize a card": any the rules let be materialized now, champions included (CR Card Materialization 3)
      if (e.subtype === undefined) return !("code" in planMaterialize(s, seat, id));
      if (!hasType(d, "REGALIA") || !d.subtypes.includes(e.subtype) || d.memory === null) return false;
      if (e.memoryCost !== undefined && d.memory !== e.memoryCost) return false;
      return elementUsable(s, seat, d.element) && p.memory.length + floating.length >= d.memory;
    };
    if (!t.asked) {
      const opts = byName(
        s,
        p.materialDeck.filter(fits),
        (id) => `${nameOf(s, id)} (memory ${cardData(card(s, id).card).memory})`,
      );
      if (!opts.length) return "next";
      const what = e.subtype === undefined ? "" : `${e.subtype.toLowerCase()} `;
      return ask(s, t, seat, "materialize", `Materialize a ${what}card (you pay its costs).`, opts);
    }
    const id = takeAnswer(t);
    if (!id || !p.materialDeck.includes(id) || !fits(id)) return "next";
    t.chosen = id;
    const cost = costOf(s, seat, id, e);
    if (cost > 0 && floating.length) {
      const need = Math.max(0, cost - p.memory.length);
      const opts = floating.map((f) => ({ id: f, label: nameOf(s, f) }));
      return ask(
        s,
        t,
        seat,
        "floating",
        `Memory cost ${cost}: banish floating memory cards to pay part of it?`,
        opts,
        need,
        Math.min(cost, opts.length),
      );
    }
  }
  const id = t.chosen;
  const picks = t.asked ? (t.answer ?? []).filter((f) => floating.includes(f)) : [];
  t.answer = undefined;
  t.asked = false;
  t.chosen = undefined;
  const cost = costOf(s, seat, id, e);
  materializeByEffect(s, seat, id);
  for (const f of picks) moveCard(s, f, "banishment");
  for (let i = picks.length; i < cost && p.memory.length; i++) {
    const [rng, k] = nextInt(s.rng, p.memory.length);
    s.rng = rng;
    const m = p.memory[k]!;
    moveCard(s, m, "banishment");
    log(s, `P${seat + 1} banishes ${nameOf(s, m)} from memory at random.`);
  }
  return "next";
}

/** The memory cost paid: the printed one, or for "a card" the one after modifiers (CR Card Materialization 3.3). */
function costOf(s: GaState, seat: Seat, id: string, e: Extract<Effect, { op: "materializePaying" }>): number {
  if (e.subtype === undefined) {
    const plan = planMaterialize(s, seat, id);
    if (!("code" in plan)) return plan.cost;
  }
  return cardData(card(s, id).card).memory ?? 0;
}

/**
 * Umbra Sight: "You may draw a card into your memory and put Umbra Sight on the bottom of your champion's lineage.
 * When you do, …": the "when you do" part is a reflexive trigger, put on the Effects Stack after Umbra Sight has
 * resolved (CR Game Terms: Reflexive Trigger, example 1); its Curse count is read as it resolves.
 */
function umbraSight(s: GaState, t: Task, whenYouDo: readonly Effect[]): Run {
  const seat = t.entry.controller;
  const src = card(s, t.entry.source);
  const ch = s.players[seat].champion;
  if (!t.asked) {
    if (!ch || src.zone !== "stack") return "next";
    return ask(
      s,
      t,
      seat,
      "may",
      `Draw a card into your memory and put ${nameOf(s, src.id)} on the bottom of your champion's lineage?`,
      [
        { id: "yes", label: "Yes" },
        { id: "no", label: "No" },
      ],
    );
  }
  if (takeAnswer(t) !== "yes" || !ch || src.zone !== "stack") return "next";
  draw(s, seat, 1, "memory");
  toBottomOfLineage(s, src.id, ch);
  // "When you do": a reflexive trigger, queued now and put on the stack once the card has resolved (CR Triggered
  // Abilities 11; Game Terms: Reflexive Trigger 1-2: its source is the card, now in the lineage).
  s.triggers.push({ source: src.id, ability: { granted: "reflexive", effects: whenYouDo }, controller: seat });
  return "next";
}

/**
 * Mindbreak Bullet: the hit champion's controller's memory is looked at. The options name the cards (the looking
 * player's view only) by position, never by the other player's private card ids.
 */
function discardFromMemory(s: GaState, t: Task): Run {
  const seat = t.entry.controller;
  const hit = t.entry.hit;
  const foe = hit ? card(s, hit).controller : other(seat); // "that opponent" (CR Keywords: On Hit 4)
  const mem = s.players[foe].memory;
  if (!t.asked) {
    if (!mem.length) return "next";
    log(s, `P${seat + 1} looks at P${foe + 1}'s memory.`);
    const opts = byName(s, mem).map((o) => ({ id: `m${mem.indexOf(o.id)}`, label: o.label }));
    return ask(s, t, seat, "discard", `Discard a card from P${foe + 1}'s memory.`, opts);
  }
  const pick = takeAnswer(t);
  const id = pick?.startsWith("m") ? mem[Number(pick.slice(1))] : undefined;
  if (id) {
    moveCard(s, id, "graveyard"); // CR Game Terms: Discard 1 (public from now on)
    log(s, `P${foe + 1} discards ${nameOf(s, id)} from memory.`);
  }
  return "next";
}

/** One option per card name (cards of one name are interchangeable for the choice). */
function byName(s: GaState, ids: readonly string[], label: (id: string) => string = (id) => nameOf(s, id)) {
  const seen = new Map<string, { id: string; label: string }>();
  for (const id of ids) if (!seen.has(label(id))) seen.set(label(id), { id, label: label(id) });
  return [...seen.values()];
}
