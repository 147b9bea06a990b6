/**
 * Moving cards between zones (CR Game Zones). A card leaving the field loses damage, buff counters and durability
 * (it becomes a new object, CR Ordering and Tracking); a champion card put into a graveyard is banished instead
 * (CR Card Types - Champion 8). Lists keep the top of a deck first.
 */
import { abilitiesOf, entersRestedByEffect, power } from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import type { Ability } from "../cards/types.js";
import { scriptOf } from "../cards/registry.js";
import { type AbilityRef, type GaCard, type GaState, type Seat, type Zone, card, log, mutCard } from "./state.js";

type ListZone = "mainDeck" | "materialDeck" | "hand" | "memory" | "graveyard" | "banishment" | "field";
const LISTS: readonly Zone[] = ["mainDeck", "materialDeck", "hand", "memory", "graveyard", "banishment", "field"];

function detach(s: GaState, id: string): void {
  const c = card(s, id);
  if (LISTS.includes(c.zone)) {
    const list = s.players[c.zone === "field" ? c.controller : c.owner][c.zone as ListZone];
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  // Copies of its activation stay: they are not the card (CR Game Mechanics - Copy 1.e, 6).
  if (c.zone === "stack") s.stack = s.stack.filter((e) => !(e.kind !== "ability" && e.source === id && !e.copy));
  for (const p of s.players) if (p.champion === id) p.champion = null;
}

/**
 * Moves card `id` to `to` (its owner's zone; the field of `controller`). `top`: put on top of a deck (default
 * bottom for decks, end for others). Champion cards bound for the graveyard are banished (CR Champion 8).
 */
export function moveCard(s: GaState, id: string, to: Zone, opts: { controller?: Seat; top?: boolean } = {}): void {
  const c = mutCard(s, id);
  let dest = to;
  // The card that moves is its own card, not what it copied (CR Game Mechanics - Copy 1.d, 6).
  const own = cardData(c.printed ?? c.card);
  if (dest === "graveyard" && hasType(own, "CHAMPION")) dest = "banishment";
  if (dest === "graveyard" && hasType(own, "REGALIA")) dest = "banishment"; // CR Supertypes 4
  // A regalia sent to the hand, main deck or memory returns to its owner's material deck (CR Supertypes 5).
  if ((dest === "hand" || dest === "mainDeck" || dest === "memory") && hasType(own, "REGALIA")) dest = "materialDeck";
  const wasField = c.zone === "field";
  // Renewable: from the field or an intent only, not from loaded cards (CR Keywords: Renewable 1-2).
  if (dest === "banishment" && (wasField || c.zone === "intent") && renewable(s, c)) dest = "materialDeck";
  const banished = wasField && dest === "banishment" ? onBanish(s, c) : [];
  if (wasField && dest !== "field")
    for (const ab of abilitiesOf(s, c.card, c.controller, id))
      if (ab.kind === "trigger" && ab.on === "onLeave")
        s.triggers.push({ source: id, ability: refOf(c.card, ab), controller: c.controller }); // CR Keywords: On Leave
  detach(s, id);
  if (c.printed && dest !== "field") {
    // Leaving the field, it ceases to be a copy (CR Game Mechanics - Copy 1.d, 6: copies persist only on the field).
    c.card = c.printed;
    delete c.printed;
  }
  if (wasField && c.loaded?.length) {
    // Loaded cards go to the graveyard (regalia: banishment) as the object leaves (CR Object-Specific Zones 1).
    const ids = c.loaded;
    c.loaded = [];
    for (const l of ids) moveCard(s, l, "graveyard");
  }
  if (c.token && dest !== "field") {
    // A token moved to any zone other than the field ceases to exist (CR Tokens 3, 3.1).
    c.zone = "gone";
    s.clock++;
    c.ts = s.clock;
    return;
  }
  if (wasField) {
    // The lineage leaves with the champion (CR Leveling Up 7.2.1).
    for (const low of c.lineage) {
      const lc = mutCard(s, low);
      lc.zone = dest === "field" ? "lineage" : dest;
      if (dest !== "field" && LISTS.includes(dest)) s.players[lc.owner][dest as ListZone].push(low);
    }
    if (dest !== "field") c.lineage = [];
  }
  c.zone = dest;
  c.controller = dest === "field" ? (opts.controller ?? c.controller) : c.owner;
  s.clock++;
  c.ts = s.clock;
  if (dest !== "field" || !wasField) {
    c.damage = 0;
    c.buff = 0;
    c.enlighten = 0;
    c.rested = false;
    delete c.noWakeUp; // a new object (CR Objects 2)
    delete c.distant;
    delete c.loaded;
    delete c.preserved; // Preserve puts it back after this move (CR Keywords: Preserve 3)
    delete c.fostered;
    delete c.damagedSince;
    delete c.usedOnce;
    delete c.levelCounters;
    delete c.chosen; // a new object forgets its tracked modes (CR Ability Tracking 2)
    if (dest === "field") c.durability = cardData(c.card).durability ?? 0;
  }
  if (LISTS.includes(dest)) {
    const p = s.players[dest === "field" ? c.controller : c.owner];
    const list = p[dest as ListZone];
    if (opts.top) list.unshift(id);
    else list.push(id);
  }
  if (dest === "materialDeck" && to !== "materialDeck")
    log(
      s,
      `${nameOf(s, id)} is put into its owner's material deck (${to === "banishment" ? "renewable" : "regalia"}).`,
    );
  for (const ab of banished) s.triggers.push({ source: id, ability: refOf(c.card, ab), controller: c.controller });
}

/** Whether card `c` has Renewable now (CR Keywords: Renewable 1; a static ability read as it would be banished). */
function renewable(s: GaState, c: Readonly<GaCard>): boolean {
  return abilitiesOf(s, c.card, c.controller, c.id).some((a) => a.kind === "keyword" && a.keyword === "renewable");
}

/** On Banish abilities of an object about to be banished from the field, read before it leaves (Quickdraw Piercer). */
function onBanish(s: GaState, c: Readonly<GaCard>): Ability[] {
  return abilitiesOf(s, c.card, c.controller, c.id).filter((a) => a.kind === "trigger" && a.on === "onBanish");
}

/**
 * Destroys an object (CR Game Terms: Destruction 2): to its owner's graveyard; a unit that goes there dies, and
 * its On Death abilities trigger (CR Game Terms: Die).
 */
export function destroy(s: GaState, id: string): void {
  const c = card(s, id);
  if (c.zone !== "field") return;
  const seat = c.controller;
  const d = cardData(c.card);
  log(s, `${d.name} ${hasType(d, "ALLY") || hasType(d, "CHAMPION") ? "dies" : "is destroyed"}.`);
  if (hasType(d, "CHAMPION")) s.players[seat].lost = true;
  const deaths = hasType(d, "ALLY")
    ? abilitiesOf(s, c.card, seat, id).filter((a) => a.kind === "trigger" && a.on === "onDeath")
    : [];
  // Preserve on an object: "when destroyed", a trigger of its own (CR Keywords: Preserve 1, 1.1).
  const preserve =
    !c.token && abilitiesOf(s, c.card, seat, id).some((a) => a.kind === "keyword" && a.keyword === "preserve");
  const watch: string[] = [];
  if (hasType(d, "ALLY") && c.fostered) watch.push("fosteredAllyYouControlDies");
  if (hasType(d, "ALLY") && d.subtypes.includes("AUTOMATON")) watch.push("automatonAllyYouControlDies");
  const lkiPower = deaths.length ? (power(s, c) ?? undefined) : undefined; // read on the field (last-known information)
  moveCard(s, id, "graveyard");
  for (const ab of deaths)
    s.triggers.push({
      source: id,
      ability: refOf(c.card, ab),
      controller: seat,
      ...(lkiPower !== undefined ? { lkiPower } : {}),
    });
  for (const oid of watch.length ? s.players[seat].field : [])
    for (const ab of abilitiesOf(s, card(s, oid).card, seat, oid))
      if (ab.kind === "trigger" && watch.includes(ab.on))
        s.triggers.push({ source: oid, ability: refOf(card(s, oid).card, ab), controller: seat });
  if (preserve) s.triggers.push({ source: id, ability: { granted: "preserve" }, controller: seat });
  if (hasType(d, "ALLY") && s.active !== seat) allyDiedNotYourTurn(s, seat);
}

/**
 * "Whenever an ally you control dies while it's not your turn" (Life Essence Amulet): triggers of the objects
 * `seat` controls (CR Game Terms: Dies 1-2; a banished ally does not die, so only `destroy` calls this).
 */
function allyDiedNotYourTurn(s: GaState, seat: Seat): void {
  for (const oid of s.players[seat].field) {
    const o = card(s, oid);
    for (const ab of abilitiesOf(s, o.card, seat, oid))
      if (ab.kind === "trigger" && ab.on === "allyYouControlDiesNotYourTurn")
        s.triggers.push({ source: oid, ability: refOf(o.card, ab), controller: seat });
  }
}

/** The name of a card for logs. */
export function nameOf(s: GaState, id: string): string {
  return cardData(card(s, id).card).name;
}

/**
 * Draws `n` cards one at a time into hand or memory (CR Drawing Cards 1-2). Drawing from an empty main deck
 * loses the game (CR Drawing Cards 6; Ending the Game 5); returns false then.
 */
export function draw(s: GaState, seat: Seat, n: number, into: "hand" | "memory" = "hand"): boolean {
  const p = s.players[seat];
  for (let i = 0; i < n; i++) {
    const top = p.mainDeck[0];
    if (!top) {
      p.lost = true;
      log(s, `P${seat + 1} tries to draw from an empty deck and loses.`);
      return false;
    }
    moveCard(s, top, into);
    p.draws = (p.draws ?? 0) + 1;
    if (p.draws === 2) secondDraw(s, seat);
    log(
      s,
      `P${seat + 1} draws ${nameOf(s, top)}${into === "memory" ? " into memory" : ""}.`,
      [seat],
      `P${seat + 1} draws a card${into === "memory" ? " into memory" : ""}.`,
    );
  }
  return true;
}

/**
 * "Whenever you draw your second card each turn" Inherited Effects of `seat`'s champion's lineage (Creeping
 * Torment; CR Keywords: Inherited Effect 1-2: the champion has the ability, so it is the source).
 */
function secondDraw(s: GaState, seat: Seat): void {
  const ch = s.players[seat].champion;
  if (!ch) return;
  for (const lid of [...card(s, ch).lineage, ch]) {
    const cid = card(s, lid).card;
    scriptOf(cid)?.abilities.forEach((a, i) => {
      if (a.kind === "inherited" && a.on === "secondDrawEachTurn")
        s.triggers.push({ source: ch, ability: { card: cid, ability: i }, controller: seat });
    });
  }
}

/** The ability reference of ability `ab` (an element of its card file's abilities) of catalogue card `cardId`. */
export function refOf(cardId: string, ab: Ability): AbilityRef {
  return { card: cardId, ability: scriptOf(cardId)?.abilities.indexOf(ab) ?? -1 };
}

/** The reference of ability `ab` of object `o`: a copy's "except it has" ability is its own card's (Static Copying 1). */
export function objectRef(o: Readonly<GaCard>, ab: Ability): AbilityRef {
  const own = scriptOf(o.card)?.abilities.includes(ab) ?? false;
  return !own && o.printed ? refOf(o.printed, ab) : refOf(o.card, ab);
}

/**
 * A resolving card `id` enters the field under `controller` (CR Playing Cards - Resolution 11): "enters rested"
 * applies, `buff` counters are put on it, its On Enter abilities trigger. With `copyOf` (a catalogue id) it enters
 * as a copy of that card's base printing: no counters, statuses or choices of the copied object (CR Game Mechanics -
 * Copy: Static Copying 1-2, Copying Objects 1-2, 4-5), its On Enter abilities trigger.
 */
export function enterField(
  s: GaState,
  id: string,
  controller: Seat,
  opts: { buff?: number; copyOf?: string } = {},
): void {
  moveCard(s, id, "field", { controller });
  const printed = card(s, id).card;
  if (opts.copyOf) {
    const c = mutCard(s, id);
    c.printed = printed;
    c.card = opts.copyOf;
    c.durability = cardData(opts.copyOf).durability ?? 0; // a weapon's durability counters (base printing)
  }
  const c = card(s, id);
  const ab = abilitiesOf(s, c.card, controller, id);
  if (ab.some((a: Ability) => a.kind === "keyword" && a.keyword === "entersRested") || entersRestedByEffect(s, id))
    mutCard(s, id).rested = true;
  if (opts.buff) mutCard(s, id).buff += opts.buff; // Silvie, Wilds Whisperer
  const d = cardData(printed);
  log(
    s,
    opts.copyOf
      ? `${d.name} enters the field as a copy of ${cardData(opts.copyOf).name}.`
      : `${d.name} enters the field.`,
  );
  queueEnterTriggers(s, id);
}

/**
 * Puts card `id` into its owner's material deck preserved (CR Keywords: Preserve 1-3): face up, so the log names it;
 * its owner may return it to hand instead of materializing.
 */
export function preserveCard(s: GaState, id: string): void {
  moveCard(s, id, "materialDeck");
  mutCard(s, id).preserved = true;
  log(s, `${nameOf(s, id)} is put into P${card(s, id).owner + 1}'s material deck preserved.`);
}

/**
 * The triggers of object `id` entering the field (CR Abilities - Triggered Abilities): its own On Enter, and for an
 * ally, every "whenever <this> or another ally enters the field under your control" of its controller's objects.
 */
export function queueEnterTriggers(s: GaState, id: string): void {
  const c = card(s, id);
  for (const ab of abilitiesOf(s, c.card, c.controller, id))
    if (ab.kind === "trigger" && ab.on === "onEnter")
      s.triggers.push({ source: id, ability: refOf(c.card, ab), controller: c.controller });
  if (!hasType(cardData(c.card), "ALLY")) return;
  for (const oid of s.players[c.controller].field) {
    const o = card(s, oid);
    for (const ab of abilitiesOf(s, o.card, o.controller, oid))
      if (ab.kind === "trigger" && ab.on === "allyEntersYourField")
        s.triggers.push({ source: oid, ability: refOf(o.card, ab), controller: o.controller });
  }
}
