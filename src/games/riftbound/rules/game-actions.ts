/**
 * Game actions (586-607): drawing, channeling, recycling, discarding, killing (and killing units with lethal damage,
 * 520) and death replacements, recalling, damage, readying, buffs, continuous effects, tokens, and burning out (607).
 */
import { type Seat, nextInt, shuffle } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { DamageVia, TokenName } from "../cards/types.js";
import type { RbState, RbEvent, ContinuousEffect } from "./state.js";
import { obj, mut } from "./objects.js";
import { might } from "./layers.js";
import { place, newObject } from "./zones.js";
import { emit, opponent, opponentsOf, nameOf, stat, isUnit } from "./util.js";
import { gainPoints } from "./victory.js";
import { recordEvent, snapshot, mayListenFor } from "./events.js";
import { anyCardOfMatch, matchMentions } from "./mentions.js";
import {
  damageDoublings,
  mandatoryDeathReplacement,
  optionalDeathReplacement,
  preventingReplacement,
} from "./replacements.js";
import { ownPassives } from "./passives.js";
import { TOKEN_CARDS, GOLD_TOKEN_CODE } from "./catalogue.js";
import { applyArrival, ownEntry } from "./movement.js";
import { checkCondition, matches } from "./selectors.js";
import { lethalByMarker } from "./lethal.js";

/** Kills a unit with lethal damage (520, 139.2.a); true when it died. */
export function killIfLethal(s: RbState, id: string, out: RbEvent[]): boolean {
  const o = obj(s, id);
  if (o.damage <= 0) return false;
  // 520, 139.2.a, 604.1.a; Elder Dragon: any amount of its controller's damage is lethal (lethal.ts)
  const m = might(s, id);
  if (o.damage >= m || lethalByMarker(s, id)) return killKnowing(s, id, out, lethalCause(s, id) ?? o.damagedBy, [], m);
  return false;
}

/**
 * {@link killIfLethal} of a unit whose Might `m` the caller read on this state with nothing changed since that a Might
 * reads (combat.ts `combatResolve`: the Might combat damage read).
 * @returns whether its damage was lethal (520), i.e. whether the kill was tried: the board may have changed then (a
 * death, or a replacement's recall), even when it did not die
 */
export function killIfLethalKnowing(s: RbState, id: string, out: RbEvent[], m: number): boolean {
  const o = obj(s, id);
  if (o.damage <= 0) return false;
  if (o.damage < m && !lethalByMarker(s, id)) return false; // 520, 139.2.a, 604.1.a (as killIfLethal)
  killKnowing(s, id, out, lethalCause(s, id) ?? o.damagedBy, [], m);
  return true;
}

/**
 * Burn out (607): shuffle the trash into the main deck, an opponent gains 1 point (duel: the only opponent,
 * a forced choice), then the caller retries its action.
 */
export function burnOut(s: RbState, seat: Seat, out: RbEvent[]): void {
  const p = s.players[seat]!;
  const trash = p.trash.slice();
  for (const id of trash) place(s, id, { zone: "mainDeck" });
  const [rng, shuffled] = shuffle(s.rng, p.mainDeck);
  s.rng = rng;
  p.mainDeck = shuffled;
  emit(s, out, { kind: "burnOut", seat, text: `P${seat + 1} burns out: trash shuffled into the Main Deck (607).` });
  // 607.2.b: with several opponents the player chooses which one gains the point (asked next, burnOutPoint).
  if (opponentsOf(s, seat).length > 1) s.tasks.push({ t: "burnOutPoint", seat });
  else gainPoints(s, opponent(s, seat), 1, out, "burn out");
}

/** "Then banish it" (CR 1.4 829.1.b.1): a spell played for its Flow cost is banished by its controller. */
export function banishAfterFlow(s: RbState, item: { readonly object: string; readonly controller: Seat }): void {
  const sub = snapshot(s, item.object);
  place(s, item.object, { zone: "banishment" });
  recordEvent(s, "banished", item.controller, sub);
}

/** Draw N (591): draws one at a time; an empty deck causes a Burn Out first (591.4, 607). */
export function draw(s: RbState, seat: Seat, n: number, out: RbEvent[]): void {
  const p = s.players[seat]!;
  for (let i = 0; i < n && s.winner === null; i++) {
    let guard = 0;
    // 607.3: burning out again while the deck stays empty; with a point to choose (607.2.b) the draw stops there.
    while (p.mainDeck.length === 0 && s.winner === null && guard++ < 100) {
      burnOut(s, seat, out);
      if (s.tasks[s.tasks.length - 1]?.t === "burnOutPoint" && p.mainDeck.length === 0) return;
    }
    if (s.winner !== null || p.mainDeck.length === 0) return;
    const id = p.mainDeck[0]!;
    place(s, id, { zone: "hand" });
    recordEvent(s, "drew", seat, snapshot(s, id));
    emit(s, out, {
      kind: "draw",
      seat,
      object: id,
      card: nameOf(s, id),
      text: `P${seat + 1} draws ${nameOf(s, id)}.`,
      visibleTo: [seat],
      publicText: `P${seat + 1} draws a card.`,
    });
  }
}

/** "Draw it" (591): a card chosen from its owner's Main Deck goes to their hand as a draw (private to them). */
export function drawCard(s: RbState, seat: Seat, id: string, out: RbEvent[]): void {
  place(s, id, { zone: "hand" });
  recordEvent(s, "drew", seat, snapshot(s, id));
  emit(s, out, {
    kind: "draw",
    seat,
    object: id,
    card: nameOf(s, id),
    text: `P${seat + 1} draws ${nameOf(s, id)}.`,
    visibleTo: [seat],
    publicText: `P${seat + 1} draws a card.`,
  });
}

/** Channel N runes (606) from the top of the rune deck, ready unless `exhausted`. Returns how many were channeled. */
export function channel(s: RbState, seat: Seat, n: number, exhausted: boolean, out: RbEvent[]): number {
  const p = s.players[seat]!;
  let done = 0;
  for (let i = 0; i < n && p.runeDeck.length > 0; i++) {
    const id = p.runeDeck[0]!;
    place(s, id, { zone: "runes", seat });
    mut(s, id).exhausted = exhausted;
    done++;
    recordEvent(s, "channeled", seat, snapshot(s, id), { exhausted });
    emit(s, out, {
      kind: "channel",
      seat,
      object: id,
      card: nameOf(s, id),
      text: `P${seat + 1} channels ${nameOf(s, id)}${exhausted ? " exhausted" : ""}.`,
    });
  }
  return done;
}

/**
 * Recycles cards (594): main-deck cards go to the bottom of their owner's Main Deck, several at once in random
 * order (594.5); runes to the bottom of the Rune Deck in the given order (594.5.a).
 */
export function recycle(s: RbState, ids: readonly string[], out: RbEvent[]): void {
  const runes = ids.filter((id) => stat(s, id).type === "Rune");
  const main = ids.filter((id) => stat(s, id).type !== "Rune");
  let ordered = main;
  if (main.length > 1) {
    const [rng, sh] = shuffle(s.rng, main);
    s.rng = rng;
    ordered = sh;
  }
  for (const id of ordered) {
    const o = obj(s, id);
    const wasPublic = o.zone === "trash" || o.zone === "base" || o.zone === "battlefield" || o.zone === "chain";
    place(s, id, { zone: "mainDeck", bottom: true });
    emit(s, out, {
      kind: "recycle",
      seat: o.owner,
      object: id,
      card: nameOf(s, id),
      text: `P${o.owner + 1} recycles ${nameOf(s, id)}.`,
      ...(wasPublic ? {} : { visibleTo: [o.owner], publicText: `P${o.owner + 1} recycles a card.` }),
    });
  }
  // One "recycled" event per owner: "when you recycle one or more cards" (594; runes are not cards, OFAQ-85).
  // (Most recycles are runes paying a cost: no set of owners built for no cards.)
  if (main.length > 0)
    for (const seat of new Set(main.map((id) => obj(s, id).owner)))
      recordEvent(s, "recycled", seat, undefined, {
        to: "mainDeck",
        n: main.filter((id) => obj(s, id).owner === seat).length,
      });
  const listen = runes.length > 0 && mayListenFor(s, "runeRecycled");
  for (const id of runes) {
    const sub = listen ? snapshot(s, id) : undefined;
    place(s, id, { zone: "runeDeck", bottom: true });
    if (sub) recordEvent(s, "runeRecycled", sub.owner, sub); // 594.5.a: "when you recycle a rune"
    const owner = obj(s, id).owner;
    const card = nameOf(s, id);
    emit(s, out, { kind: "recycle", seat: owner, object: id, card, text: `P${owner + 1} recycles ${card}.` });
  }
}

/** Discard (598): hand to trash; "when you discard me" abilities trigger afterwards (598.1.b). */
export function discard(s: RbState, seat: Seat, ids: string[], out: RbEvent[]): void {
  // The cards of one discard are discarded together: one batch ("when you discard one or more cards", 598).
  const batch = s.history.events.length;
  for (const id of ids) {
    const was = snapshot(s, id);
    place(s, id, { zone: "trash" });
    recordEvent(s, "discarded", seat, was, { batch });
    emit(s, out, {
      kind: "discard",
      seat,
      object: id,
      card: nameOf(s, id),
      text: `P${seat + 1} discards ${nameOf(s, id)}.`,
    });
  }
}

/**
 * Kills a permanent (604): it goes from the board to its owner's trash. A one-shot replacement (575, e.g.
 * Highlander) may recall it exhausted instead, in which case it does not die (720.1.d.1). `by`: the player who
 * kills it (604.1.a: their kill instruction, or lethal damage they dealt), recorded as `killedBy`.
 * Returns true if it died.
 */
/**
 * Who caused a game action and how (CR 1.4 411, responsibility): a spell, an ability, combat damage or a rule. Kept in
 * `damaged` and `died` events as `by` (seat) and `via` ("kill a unit with a spell", OFAQ-78).
 */
export interface Cause {
  readonly by: Seat;
  readonly via?: "spell" | "ability" | "combat" | "unit";
  /** The spell card dealing damage, kept on the `damaged` event only when a card of the match counts it (`playAgain`). */
  readonly source?: string;
}

/** A cause given as a seat (who) or as who and how. */
export function causeOf(c: Cause | Seat | undefined): Cause | undefined {
  return typeof c === "number" ? { by: c } : c;
}

export function kill(
  s: RbState,
  id: string,
  out: RbEvent[],
  cause?: Cause | Seat,
  declined: readonly string[] = [],
): boolean {
  return killKnowing(s, id, out, cause, declined, undefined);
}

/**
 * {@link kill}, given the unit's current Might when the caller has just read it (`killIfLethal`): nothing changes
 * the state before the Might is recorded on the `died` event, so it is not computed twice (584.2).
 */
function killKnowing(
  s: RbState,
  id: string,
  out: RbEvent[],
  cause: Cause | Seat | undefined,
  declined: readonly string[],
  mightNow: number | undefined,
): boolean {
  const by = causeOf(cause)?.by;
  const o = obj(s, id);
  if (o.zone !== "base" && o.zone !== "battlefield") return false;
  if (s.tasks.some((t) => t.t === "replaceDeath" && t.unit === id && t.incarnation === o.incarnation)) return false;
  const optional = optionalDeathReplacement(s, id, declined);
  if (optional) {
    // 571, 575: an optional replacement ("you may … instead") asks its controller before the death happens.
    s.tasks.push({
      t: "replaceDeath",
      unit: id,
      incarnation: o.incarnation,
      source: optional.source!,
      ability: optional.ability,
      controller: optional.controller,
      declined: [...declined],
      ...(optional.effect !== undefined ? { effect: optional.effect } : {}),
    });
    return false;
  }
  const rep = s.history.deathReplacements.findIndex((r) => r.id === id && r.incarnation === o.incarnation);
  if (rep >= 0) {
    const r = s.history.deathReplacements[rep];
    s.history.deathReplacements = s.history.deathReplacements.filter((_, i) => i !== rep); // replaced (copy.ts)
    if (r?.banish)
      banishInsteadOfDying(s, id, r.seat, out); // CR 1.4 370.1.b: "banish it instead"
    else recallInsteadOfDying(s, id, out);
    return false;
  }
  // CR 1.4 367-370: a printed mandatory replacement (Guardian Angel, Soraka, Wanderer): heal, exhaust and recall.
  const printed = isUnit(s, id) ? mandatoryDeathReplacement(s, id) : undefined;
  if (printed) {
    const holder = nameOf(s, printed.holder);
    const text = printed.passive.killSelf
      ? `${holder} dies instead of ${nameOf(s, id)}.`
      : `${holder}: ${nameOf(s, id)} is recalled instead of dying.`;
    emit(s, out, { kind: "replace", seat: o.controller, object: printed.holder, card: holder, text });
    if (printed.passive.killSelf) kill(s, printed.holder, out);
    recallInsteadOfDying(s, id, out);
    return false;
  }
  // 573.1: a friendly gear that dies in the unit's place (Zhonya's Hourglass). One applies per death; with several,
  // the affected unit's owner would order them (575) — the first in board order is used.
  if (isUnit(s, id) && matchMentions(s, "replaceFriendlyDeathKillSelf")) {
    const shield = s.players[o.controller]!.base.find((g) =>
      (cardScript(obj(s, g).code)?.abilities ?? []).some(
        (a) => a.kind === "passive" && a.passive.kind === "replaceFriendlyDeathKillSelf",
      ),
    );
    if (shield) {
      emit(s, out, {
        kind: "replace",
        seat: o.controller,
        object: shield,
        card: nameOf(s, shield),
        text: `${nameOf(s, shield)} dies instead of ${nameOf(s, id)}.`,
      });
      kill(s, shield, out);
      recallInsteadOfDying(s, id, out);
      return false;
    }
  }
  const controller = o.controller;
  const name = nameOf(s, id);
  const wasUnit = isUnit(s, id);
  const was = snapshot(s, id);
  const stunned = o.stunned;
  const lastMight = wasUnit ? (mightNow ?? might(s, id)) : 0; // 584.2: its Might as it last existed ("the killed unit")
  // 584.2: "if I didn't die alone" looks back at the friendly units at its location (read only when a card asks).
  const alone = wasUnit && matchMentions(s, "diedAlone") ? diedAlone(s, id) : undefined;
  place(s, id, { zone: "trash" });
  // 584.2: looks back at it (its state when it died: stunned); who killed it and how (604.1.a, OFAQ-78).
  // 720.1.d: Deathknell (`on: "died"`, `self`, `zone: "trash"`) looks back at it, tokens included.
  const c = causeOf(cause);
  // Written key by key (no object spreads: this runs for every death), in the order the event always had.
  const data: Record<string, string | number | boolean> = {
    bf: was.bf ?? -1,
    unit: wasUnit,
    killedBy: by ?? -1,
    stunned,
    might: lastMight,
    phase: s.phase, // "if a friendly unit died during your Beginning Phase this turn" (Shadow Watcher, CR 1.4 315)
  };
  if (c) {
    data.by = c.by;
    if (c.via) data.via = c.via;
  }
  if (alone !== undefined) data.diedAlone = alone;
  recordEvent(s, "died", controller, was, data);
  emit(s, out, { kind: "kill", seat: controller, object: id, card: name, text: `${name} (P${controller + 1}) dies.` });
  return true;
}

/**
 * Was a dying unit alone (Loyal Poro, 584.2: "I wasn't alone if there were other friendly units here"): no other unit
 * of its controller at its location (its battlefield, or its base) as it dies, counting those that died at the same
 * time — the `died` events just before this one (one lethal-damage cleanup, 520, or one "kill all" instruction).
 */
function diedAlone(s: RbState, id: string): boolean {
  const o = obj(s, id);
  const here = o.zone === "battlefield" ? s.battlefields[o.bf!]!.units : s.players[o.controller]!.base;
  if (here.some((u) => u !== id && isUnit(s, u) && obj(s, u).controller === o.controller)) return false;
  const where = o.zone === "battlefield" ? o.bf! : -1;
  for (let i = s.history.events.length - 1; i >= 0; i--) {
    const e = s.history.events[i]!;
    if (e.kind === "leftBoard") continue;
    if (e.kind !== "died") break;
    if (e.data.unit === true && e.player === o.controller && e.data.bf === where) return false;
  }
  return true;
}

/**
 * What dealt the damage that makes a unit die of lethal damage (520, 139.2.a): the last damage it was dealt in its
 * current incarnation (OFAQ-78: "your spell's damage makes it die in the cleanup right after").
 */
export function lethalCause(s: RbState, id: string): Cause | undefined {
  const inc = obj(s, id).incarnation;
  for (let i = s.history.events.length - 1; i >= 0; i--) {
    const e = s.history.events[i]!;
    if (e.kind !== "damaged" || e.subject?.id !== id || e.subject.incarnation !== inc) continue;
    const { by, via } = e.data;
    return typeof by === "number" && (via === "spell" || via === "ability" || via === "combat")
      ? { by, via }
      : undefined;
  }
  return undefined;
}

/** Would a replacement (Highlander, Zhonya's Hourglass) stop this unit from dying right now (573)? */
export function hasDeathReplacement(s: RbState, id: string): boolean {
  const o = obj(s, id);
  if (s.history.deathReplacements.some((r) => r.id === id && r.incarnation === o.incarnation)) return true;
  if (isUnit(s, id) && mandatoryDeathReplacement(s, id)) return true;
  if (!matchMentions(s, "replaceFriendlyDeathKillSelf")) return false;
  return s.players[o.controller]!.base.some((g) =>
    (cardScript(obj(s, g).code)?.abilities ?? []).some(
      (a) => a.kind === "passive" && a.passive.kind === "replaceFriendlyDeathKillSelf",
    ),
  );
}

/**
 * A unit recalled exhausted instead of dying (Highlander, Zhonya's Hourglass, The Boss). The replacement replaces
 * the death and what caused it: lethal damage is removed, else the next cleanup would kill the unit again and the
 * card could never do what it says (002; docs/rules-decisions.md).
 */
function recallInsteadOfDying(s: RbState, id: string, out: RbEvent[]): void {
  recall(s, id, out, true);
  mut(s, id).damage = 0;
}

/** "Banish it instead" (CR 1.4 370.1.b, 603): the death is replaced by a banishment by the effect's controller. */
function banishInsteadOfDying(s: RbState, id: string, by: Seat, out: RbEvent[]): void {
  const sub = snapshot(s, id);
  const name = nameOf(s, id);
  place(s, id, { zone: "banishment" });
  recordEvent(s, "banished", by, sub);
  emit(s, out, { kind: "banish", seat: by, object: id, card: name, text: `${name} is banished instead of dying.` });
}

/** Recall (616-619): to its controller's base, not a move. */
export function recall(s: RbState, id: string, out: RbEvent[], exhausted?: boolean): void {
  const o = mut(s, id);
  const seat = o.controller;
  const was = snapshot(s, id);
  place(s, id, { zone: "base", seat });
  o.combatRole = undefined;
  if (exhausted) o.exhausted = true;
  recordEvent(s, "recalled", seat, was, { bf: was.bf ?? -1 });
  emit(s, out, {
    kind: "recall",
    seat,
    object: id,
    card: nameOf(s, id),
    text: `${nameOf(s, id)} is recalled to base.`,
  });
}

/**
 * Deals damage to a unit (139.3), dealt `via` a spell, an ability, combat or a unit (OFAQ-77). Stunned units still
 * need full lethal damage (599.1.c). A "prevent" replacement (571) stops it: nothing is dealt. `by`: the player whose
 * spell, ability or units deal it, remembered so that lethal damage kills "by" them (604.1.a, Solari Shrine). A
 * `Cause` may be given instead of `via` (who and how at once).
 */
export function damage(
  s: RbState,
  id: string,
  n: number,
  out: RbEvent[],
  how: DamageVia | Cause = "unit",
  who?: Seat,
): void {
  const via: DamageVia = typeof how === "object" ? (how.via ?? "unit") : how;
  const by = typeof how === "object" ? how.by : who;
  const o = obj(s, id);
  if (n <= 0 || !isUnit(s, id) || (o.zone !== "base" && o.zone !== "battlefield")) return;
  const prevent = preventingReplacement(s, id, n, via, by);
  if (prevent) {
    // 571: a created "the next time … prevent it" is used up by the damage it prevents.
    if (prevent.effect !== undefined) s.effects = s.effects.filter((c) => !(c.id === prevent.effect && c.once));
    const text = `Damage to ${nameOf(s, id)} is prevented.`;
    emit(s, out, { kind: "replace", seat: o.controller, object: id, card: nameOf(s, id), text });
    return;
  }
  n = preventedByShields(s, id, n, out); // 571: "prevent the next N damage"
  if (n <= 0) return;
  // 571, 575: "double all damage …" after prevention (the order the unit's controller would choose: the least damage).
  n = doubled(s, id, n, via, by, out);
  const m = mut(s, id);
  // "Their damage" (Unleashed FAQ, Elder Dragon): who marked the damage it has, kept only when a card reads it.
  if (by !== undefined && matchMentions(s, "anyDamageLethal")) {
    const from = m.damage > 0 ? (m.damageFrom ?? []) : [];
    if (!from.includes(by)) m.damageFrom = [...from, by];
  }
  m.damage += n;
  if (by === undefined) m.damagedBy = undefined;
  else m.damagedBy = by;
  const data: Record<string, string | number | boolean> = { amount: n, bf: o.bf ?? -1, via };
  if (by !== undefined) data.by = by;
  if (typeof how === "object" && how.source !== undefined) data.source = how.source; // "this spell has dealt damage"
  recordEvent(s, "damaged", o.controller, snapshot(s, id), data);
  emit(s, out, {
    kind: "damage",
    object: id,
    card: nameOf(s, id),
    text: `${nameOf(s, id)} takes ${n} damage.`,
    data: { amount: n },
  });
}

/** The damage after every "double all damage that would be dealt to it" replacement that applies (571). */
function doubled(s: RbState, id: string, n: number, via: DamageVia, by: Seat | undefined, out: RbEvent[]): number {
  // Looked for only when a card of the match can double damage (docs/engine.md "Bookkeeping only some cards observe").
  const times = matchMentions(s, "double") ? damageDoublings(s, id, n, via, by) : 0;
  if (times === 0) return n;
  const total = n * 2 ** times;
  const text = `Damage to ${nameOf(s, id)} is doubled (${n} → ${total}).`;
  emit(s, out, { kind: "replace", seat: obj(s, id).controller, object: id, card: nameOf(s, id), text });
  return total;
}

/** Uses up "prevent the next N damage" shields on a unit (571), oldest first; returns the damage still dealt. */
function preventedByShields(s: RbState, id: string, n: number, out: RbEvent[]): number {
  if (!s.effects.some(hasShield)) return n; // no shield at all: the effects list is not copied for every damage
  const inc = obj(s, id).incarnation;
  let left = n;
  s.effects = s.effects.map((e) => {
    if (!e.preventLeft || left <= 0 || !e.objects.some((r) => r.id === id && r.incarnation === inc)) return e;
    const used = Math.min(e.preventLeft, left);
    left -= used;
    return { ...e, preventLeft: e.preventLeft - used };
  });
  if (left < n) {
    const text = `${n - left} damage to ${nameOf(s, id)} is prevented.`;
    emit(s, out, { kind: "replace", seat: obj(s, id).controller, object: id, card: nameOf(s, id), text });
  }
  return left;
}

/** Is a continuous effect a "prevent the next N damage" shield with some left (571)? */
function hasShield(e: ContinuousEffect): boolean {
  return (e.preventLeft ?? 0) > 0;
}

/**
 * Readies an object (593): an exhausted object becomes ready and a "readied" event is recorded with the player who
 * readied it (593.4.a the turn player in the Awaken Phase, 593.4.b by a spell or ability). A ready object is unchanged.
 */
export function readyObject(s: RbState, id: string, by: Seat): void {
  const o = obj(s, id);
  if (!o.exhausted) return;
  mut(s, id).exhausted = false;
  recordEvent(s, "readied", by, snapshot(s, id), { bf: o.bf ?? -1 });
}

/**
 * Buff (602, 701-705): at most one buff counter, unless the unit may have any number (702.3: Lee Sin, Ascetic).
 * Returns true if a counter was placed.
 */
export function buff(s: RbState, id: string, by: Seat, out: RbEvent[]): boolean {
  if (!isUnit(s, id)) return false;
  if (obj(s, id).buffed) {
    if (!anyNumberOfBuffs(s, id)) return false; // 702.3.a
    const o = mut(s, id);
    o.extraBuffs = (o.extraBuffs ?? 0) + 1;
  } else {
    const o = mut(s, id);
    o.buffed = true;
    o.buffedAt = ++s.timestamp; // 639
  }
  recordEvent(s, "buffed", by, snapshot(s, id));
  emit(s, out, { kind: "buff", object: id, card: nameOf(s, id), text: `${nameOf(s, id)} is buffed.` });
  return true;
}

/** "I can have any number of buffs" (702.3). */
function anyNumberOfBuffs(s: RbState, id: string): boolean {
  return ownPassives(s, id).some((p) => p.kind === "rule" && p.key === "maxBuffs" && p.value === "any");
}

/** Takes one buff off a unit (702.2.b: spending a buff). */
export function removeBuff(s: RbState, id: string): void {
  const o = mut(s, id);
  if (o.extraBuffs) o.extraBuffs--;
  else o.buffed = false;
  recordBuffSpent(s, id);
}

/** 702.2.b: "when you spend a buff" — one `buffSpent` event per buff, only when a card of the match listens for it. */
export function recordBuffSpent(s: RbState, id: string): void {
  if (mayListenFor(s, "buffSpent")) recordEvent(s, "buffSpent", obj(s, id).controller, snapshot(s, id));
}

/**
 * Adds a continuous effect with the next timestamp (639). Every field of {@link ContinuousEffect} is written, absent ones
 * as `undefined`, in declaration order: every effect has one V8 shape, so the walks of `s.effects` (Might, keywords,
 * costs, restrictions) read them monomorphically; a spread of each creator's literal gave each its own (JSON drops
 * `undefined`: snapshots are unchanged).
 */
export function addEffect(s: RbState, e: Omit<ContinuousEffect, "id" | "timestamp">): void {
  s.timestamp++;
  const made: ContinuousEffect = {
    id: `e${s.timestamp}`,
    timestamp: s.timestamp,
    source: e.source,
    controller: e.controller,
    objects: e.objects,
    layer: e.layer,
    might: e.might,
    setMight: e.setMight,
    keyword: e.keyword,
    removeKeyword: e.removeKeyword,
    duration: e.duration,
    cantBeChosenBy: e.cantBeChosenBy,
    preventLeft: e.preventLeft,
    min: e.min,
    passive: e.passive,
    next: e.next,
    trigger: e.trigger,
    replacement: e.replacement,
    once: e.once,
    granted: e.granted,
    keptData: e.keptData,
    grantedAbility: e.grantedAbility,
  };
  // A new list, not a push: copies of the state share it (state.ts `effects`, copy.ts `copyState`).
  s.effects = [...s.effects, made];
}

/** Creates token units (170-178): Recruit 1 Might (178.1) or Sprite 3 Might with Temporary (178.2). */
export function createToken(
  s: RbState,
  seat: Seat,
  token: TokenName,
  where: { zone: "base" } | { zone: "battlefield"; bf: number },
  ready: boolean,
  out: RbEvent[],
): string {
  const code = token === "Gold" ? GOLD_TOKEN_CODE : TOKEN_CARDS[token].code;
  const id = newObject(s, code, seat, true);
  const gear = token === "Gold"; // a gear token goes to its base (CR 1.4 149.3) and enters as told
  place(s, id, where.zone === "base" || gear ? { zone: "base", seat } : { zone: "battlefield", bf: where.bf });
  // 176.1.d: a token unit is a unit (Magma Wurm, Confront)
  mut(s, id).exhausted = !ready && !entersReady(s, id, seat);
  emit(s, out, { kind: "token", seat, object: id, card: token, text: `P${seat + 1} plays a ${token} token.` });
  recordEvent(s, "tokenCreated", seat, snapshot(s, id), { bf: where.zone === "battlefield" ? where.bf : -1 });
  if (where.zone === "battlefield" && !gear) applyArrival(s, id, where.bf);
  return id;
}

/** Does a unit enter ready: "I enter ready", "Other friendly units enter ready", Confront (139.4.a). */
export function entersReady(s: RbState, id: string, seat: Seat): boolean {
  const own = ownEntry(s, id, seat);
  if (own !== null) return own === "ready";
  // Every way below (printed, others', created by a card) is an `enterReady` passive of some card of the match.
  if (!matchMentions(s, "enterReady")) return false;
  const unit = isUnit(s, id);
  // "Units you play this turn enter ready" (Confront): a passive its controller holds for the turn (517.2.b).
  if (unit && s.effects.some((e) => e.controller === seat && !e.next && e.passive?.kind === "enterReady")) return true;
  const sc = cardScript(obj(s, id).code);
  // A conditional "I enter ready" is checked as the unit enters (568.3).
  if (
    unit &&
    sc?.abilities.some(
      (a) =>
        a.kind === "passive" &&
        a.passive.kind === "enterReady" &&
        !a.passive.others &&
        (!a.passive.when || checkCondition(s, id, seat, a.passive.when)),
    )
  )
    return true;
  if (!anyCardOfMatch(s, "enterReady:others", printsOthersEnterReady)) return false;
  for (const src of boardObjectsOf(s, seat)) {
    if (src === id) continue;
    const code = obj(s, src).code;
    if (!printsOthersEnterReady(code)) continue;
    const o = cardScript(code);
    // "Other friendly units enter ready" (units only); with a filter, "your tokens" (gear tokens too, CR 1.4 369.3).
    if (
      o?.abilities.some(
        (a) =>
          a.kind === "passive" &&
          a.passive.kind === "enterReady" &&
          a.passive.others === true &&
          (a.passive.filter ? matches(s, id, a.passive.filter, seat, src) : unit),
      )
    )
      return true;
  }
  return false;
}

/** Per card code (scripts are static): does it print "other friendly units enter ready" (`enterReady` with `others`)? */
const othersEnterReadyByCode = new Map<string, boolean>();

function printsOthersEnterReady(code: string): boolean {
  let yes = othersEnterReadyByCode.get(code);
  if (yes === undefined) {
    yes = (cardScript(code)?.abilities ?? []).some(
      (a) => a.kind === "passive" && a.passive.kind === "enterReady" && a.passive.others === true,
    );
    othersEnterReadyByCode.set(code, yes);
  }
  return yes;
}

/** Board objects a player controls that can hold triggered abilities: base, battlefield units, legend. */
export function boardObjectsOf(s: RbState, seat: Seat): string[] {
  const p = s.players[seat]!;
  const out = p.base.slice();
  for (const b of s.battlefields) for (const u of b.units) if (obj(s, u).controller === seat) out.push(u);
  if (p.legend) out.push(p.legend);
  return out;
}

/** Uniform random integer from the state's RNG. */
export function randomInt(s: RbState, n: number): number {
  const [rng, x] = nextInt(s.rng, n);
  s.rng = rng;
  return x;
}

/**
 * "Return … to its owner's hand" (609.2): a zone change, not a move; the object becomes a new one (563.2.c.4). A
 * facedown card stays private to its owner on its way back (127).
 */
export function returnToOwnersHand(s: RbState, id: string, out: RbEvent[]): void {
  const name = nameOf(s, id);
  const o = obj(s, id);
  const hidden =
    o.zone === "facedown" ? { visibleTo: [o.owner], publicText: "A facedown card returns to its owner's hand." } : {};
  place(s, id, { zone: "hand" });
  emit(s, out, { kind: "bounce", object: id, card: name, text: `${name} returns to its owner's hand.`, ...hidden });
}
