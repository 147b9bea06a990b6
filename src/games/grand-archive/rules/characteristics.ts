/**
 * Current characteristics of objects (CR Card and Object Information; Static Abilities; Counters): power and life
 * with buff counters, static abilities and until-end-of-turn effects; a champion's level, classes and elements
 * (CR Card Types - Champion 5, Leveling Up 7); restriction abilities (CR Keywords: Class Bonus, Level Restriction).
 */
import type { Ability, Amount, Condition, Filter, Keyword, Selector } from "../cards/types.js";
import { scriptOf } from "../cards/registry.js";
import { cardData, hasType } from "./catalogue.js";
import { type GaCard, type GaState, type Seat, card, other } from "./state.js";
import { abilitiesLost } from "./mastery.js";

/** The champion object `seat` controls, or null. */
export function champion(s: GaState, seat: Seat): Readonly<GaCard> | null {
  const id = s.players[seat].champion;
  return id ? card(s, id) : null;
}

/**
 * LV: the champion's printed level plus level-modifying effects (CR Game Terms: LV 1); 0 without a champion.
 * Levelling up reads the printed level only (CR Leveling Up 2).
 */
export function level(s: GaState, seat: Seat): number {
  const c = champion(s, seat);
  if (!c) return 0;
  let n = cardData(c.card).level + (c.levelCounters ?? 0); // CR Counters: Level Counters 1
  for (const id of s.players[seat].field) {
    const o = card(s, id);
    // Only the level abilities' own conditions are read (a Level N+ condition elsewhere would read LV again).
    for (const a of scriptOf(o.card)?.abilities ?? [])
      if (a.kind === "championLevel" && (!a.condition || holds(s, a.condition, seat, o.card, id)))
        n += amount(s, a.amount, seat);
  }
  for (const l of s.lasting) if (l.kind === "level" && l.seat === seat) n += l.amount;
  return n;
}

/** Whether the class bonus of a card `seat` controls is unlocked (CR Keywords: Class Bonus 1-2). */
export function classBonus(s: GaState, seat: Seat, cardId: string): boolean {
  const c = champion(s, seat);
  if (!c) return false;
  const mine = cardData(c.card).classes;
  return cardData(cardId).classes.some((k) => mine.includes(k));
}

/**
 * Elements enabled for `seat`: Norm, plus every element among the champion cards of its champion's lineage (CR
 * Champion 5, 7.2.2): a Curse card put into a lineage (Creeping Torment) enables nothing.
 */
export function elements(s: GaState, seat: Seat): Set<string> {
  const out = new Set(["NORM"]);
  const c = champion(s, seat);
  if (c)
    for (const id of [...c.lineage, c.id]) {
      const d = cardData(card(s, id).card);
      if (hasType(d, "CHAMPION")) out.add(d.element);
    }
  return out;
}

/** Whether object `o` matches `f` from the point of view of `seat` controlling `self`. */
export function matches(_s: GaState, o: Readonly<GaCard>, f: Filter, seat: Seat, self?: string): boolean {
  if (o.zone !== "field") return false;
  const d = cardData(o.card);
  if (f.controller === "you" && o.controller !== seat) return false;
  if (f.controller === "opponent" && o.controller === seat) return false;
  if (f.other && o.id === self) return false;
  if (f.distant && !o.distant) return false;
  if (f.unloaded && (o.loaded?.length ?? 0) > 0) return false;
  if (f.subtype && !d.subtypes.includes(f.subtype)) return false;
  if (f.subtypes && !f.subtypes.some((t) => d.subtypes.includes(t))) return false;
  if (f.rested && !o.rested) return false;
  if (f.notElement && d.element === f.notElement) return false;
  if (f.keyword && !hasKeyword(_s, o, f.keyword)) return false;
  if (f.types && !f.types.some((t) => matches(_s, o, { type: t }, seat, self))) return false;
  if (f.notType && matches(_s, o, { type: f.notType }, seat, self)) return false; // exclusion (Target 2.1)
  if (f.type === "unit") return isUnit(o);
  if (f.type === "regalia") return hasType(d, "REGALIA");
  if (f.type === "allyOrRegalia") return hasType(d, "ALLY") || hasType(d, "REGALIA");
  if (f.type) return hasType(d, f.type.toUpperCase());
  return true;
}

/** Units are allies and champions (CR Card Types - Ally 1, Champion 1). */
export function isUnit(o: Readonly<GaCard>): boolean {
  const d = cardData(o.card);
  return o.zone === "field" && (hasType(d, "ALLY") || hasType(d, "CHAMPION"));
}

/** Every object on the field, both seats, in timestamp order. */
export function fieldObjects(s: GaState): Readonly<GaCard>[] {
  return [...s.players[0].field, ...s.players[1].field].map((id) => card(s, id)).sort((a, b) => a.ts - b.ts);
}

/** Reads an amount for `seat`. */
export function amount(s: GaState, a: Amount, seat: Seat): number {
  if (typeof a === "number") return a;
  if (a.count === "selfPowerLastKnown") return 0; // read from the stack entry where it is known (effects.ts damage)
  if (a.count === "championLevel") return level(s, seat);
  if (a.count === "championLevelPlus") return a.base + Math.max(0, level(s, seat));
  if (a.count === "arcaneMageSpellsInYourBanishment")
    return s.players[seat].banishment.filter((id) => {
      const d = cardData(card(s, id).card);
      return d.element === "ARCANE" && d.classes.includes("MAGE") && d.subtypes.includes("SPELL");
    }).length;
  if (a.count === "memoryCards") return s.players[seat].memory.length;
  if (a.count === "namedInGraveyardAndBanishment") {
    const p = s.players[seat];
    const n = [...p.graveyard, ...p.banishment].filter((id) => cardData(card(s, id).card).name === a.name).length;
    return a.base + a.per * n;
  }
  if (a.count === "animalOrBeastAlliesInYourGraveyard")
    return s.players[seat].graveyard.filter((id) => {
      const d = cardData(card(s, id).card);
      return hasType(d, "ALLY") && (d.subtypes.includes("ANIMAL") || d.subtypes.includes("BEAST"));
    }).length;
  if (a.count === "otherAlliesYouControl")
    return Math.max(0, s.players[seat].field.filter((id) => hasType(cardData(card(s, id).card), "ALLY")).length - 1);
  if (a.count === "tokensYouControl") return s.players[seat].field.filter((id) => card(s, id).token).length;
  if (a.count === "domainsYouControl")
    return s.players[seat].field.filter((id) => hasType(cardData(card(s, id).card), "DOMAIN")).length;
  if (a.count === "waterCardsInYourGraveyard")
    return s.players[seat].graveyard.filter((id) => elementOf(s, id) === "WATER").length;
  if (a.count === "curseCardsInEachLineage") return curseCards(s, 0) + curseCards(s, 1);
  if (a.count === "curseCardsInYourLineage") return a.per * curseCards(s, seat);
  if (a.count === "humanAlliesYouControl")
    return fieldObjects(s).filter((o) => matches(s, o, { type: "ally", controller: "you", subtype: "HUMAN" }, seat))
      .length;
  return s.players[seat].banishment.filter((id) => {
    const d = cardData(card(s, id).card);
    return hasType(d, "REGALIA") && hasType(d, "WEAPON");
  }).length;
}

/** Whether a condition holds for a card `seat` controls (`cardId` its catalogue id, `self` its object id). */
export function holds(s: GaState, c: Condition, seat: Seat, cardId: string, self?: string): boolean {
  const p = s.players[seat];
  switch (c.kind) {
    case "classBonus":
      return classBonus(s, seat, cardId);
    case "levelAtLeast":
      return level(s, seat) >= c.level;
    case "memoryExactly":
      return p.memory.length === c.count;
    case "youControl":
      return fieldObjects(s).some((o) => matches(s, o, c.filter, seat, self));
    case "opponentChampionElement": {
      const ch = champion(s, other(seat));
      return ch !== null && elements(s, other(seat)).has(c.element);
    }
    case "championAttackedThisTurn":
      return p.championAttacked;
    case "championDealtCombatDamageThisTurn":
      return p.championDealtCombatDamage;
    case "attacking":
      return s.combat !== null && s.combat.attacker === self;
    case "championEnlightenAtLeast":
      return (champion(s, seat)?.enlighten ?? 0) >= c.count;
    case "objectsYouControlAtLeast":
      return p.field.length >= c.count;
    case "fostered":
      return self !== undefined && card(s, self).fostered === true;
    case "selfDistant":
      return self !== undefined && card(s, self).distant === true;
    case "championDamagedThisTurnAtLeast":
      return (p.championDamage ?? 0) >= c.count;
    case "melodyActivatedThisTurn":
      return s.lasting.some((l) => l.kind === "melodyActivated" && l.seat === seat);
    case "memoryAtLeast":
      return p.memory.length >= c.count; // CR Keywords: Memory N+ 1
    case "balance":
      return p.hand.length === p.memory.length; // CR Game Terms: Balance
    case "brewedPotionThisTurn":
      return s.lasting.some((l) => l.kind === "brewedPotion" && l.seat === seat);
    case "and":
      return c.conditions.every((x) => holds(s, x, seat, cardId, self));
    case "or":
      return c.conditions.some((x) => holds(s, x, seat, cardId, self));
    case "not":
      return !holds(s, c.condition, seat, cardId, self);
  }
}

/** The abilities of catalogue card `cardId` that are unlocked for `seat` now (restrictions checked). */
export function abilitiesOf(s: GaState, cardId: string, seat: Seat, self?: string): Ability[] {
  const script = scriptOf(cardId);
  if (!script || (self !== undefined && abilitiesLost(s, self))) return []; // Phantasmagoria (CR Mastery)
  const own = script.abilities.filter((a) => !(a.kind === "trigger" && a.whileCopy));
  // A copy also has its own card's "except it has …" abilities (CR Game Mechanics - Copy: Static Copying 1).
  const printed = self === undefined ? undefined : card(s, self).printed;
  const gained = printed ? (scriptOf(printed)?.abilities ?? []).filter((a) => a.kind === "trigger" && a.whileCopy) : [];
  return [...own, ...gained].filter((a) => !a.condition || holds(s, a.condition, seat, cardId, self));
}

/**
 * Whether ally `o` obeys its controller: its highest Pride N is at most the champion's level (CR Keywords: Pride
 * 1-2; Game Terms: Obedience 1-2).
 */
export function obeys(s: GaState, o: Readonly<GaCard>): boolean {
  let need = Number.NEGATIVE_INFINITY;
  for (const a of scriptOf(o.card)?.abilities ?? []) if (a.kind === "pride") need = Math.max(need, a.level);
  return need === Number.NEGATIVE_INFINITY || level(s, o.controller) >= need;
}

/** Whether `seat` may not remove enlighten counters to pay costs (Mana Limiter; CR Game Terms: Enlighten Counters 1). */
export function enlightenCostsBarred(s: GaState, seat: Seat): boolean {
  return s.players[seat].field.some((id) =>
    abilitiesOf(s, card(s, id).card, seat, id).some((a) => a.kind === "noEnlightenCosts"),
  );
}

/** Whether object or card `o` has keyword `k` now: printed, or granted by a static ability on the field. */
export function hasKeyword(s: GaState, o: Readonly<GaCard>, k: Keyword): boolean {
  if (abilitiesOf(s, o.card, o.controller, o.id).some((a) => a.kind === "keyword" && a.keyword === k)) return true;
  if (o.zone !== "field") return false;
  for (const l of s.lasting)
    if (
      l.kind === "keyword" &&
      l.keyword === k &&
      (l.objects.includes(o.id) || (l.champion !== undefined && s.players[l.champion].champion === o.id))
    )
      return true;
  for (const sid of [...s.players[0].field, ...s.players[1].field]) {
    const src = card(s, sid);
    if (!hasGrant(src.card)) continue;
    for (const a of abilitiesOf(s, src.card, src.controller, src.id))
      if (a.kind === "grantKeyword" && a.keyword === k && selects(s, a.who, src, o)) return true;
  }
  return false;
}

const grantCards = new Map<string, boolean>();
/** Whether catalogue card `id` grants a keyword at all (cached: card files never change). */
function hasGrant(id: string): boolean {
  let v = grantCards.get(id);
  if (v === undefined) {
    v = scriptOf(id)?.abilities.some((a) => a.kind === "grantKeyword") ?? false;
    grantCards.set(id, v);
  }
  return v;
}

function selects(s: GaState, sel: Selector, src: Readonly<GaCard>, o: Readonly<GaCard>): boolean {
  if (sel.kind === "self") return o.id === src.id;
  if (sel.kind === "all") return matches(s, o, sel.filter, src.controller, src.id);
  if (sel.kind === "champion")
    return o.id === s.players[sel.who === "you" ? src.controller : other(src.controller)].champion;
  return false;
}

const staticCards = new Map<string, boolean>();
/** Whether catalogue card `id` has a static power/life ability at all (cached: card files never change). */
function hasStatic(id: string): boolean {
  let v = staticCards.get(id);
  if (v === undefined) {
    v = scriptOf(id)?.abilities.some((a) => a.kind === "static") ?? false;
    staticCards.set(id, v);
  }
  return v;
}

/** Static and lasting modifiers to `o`'s power (`stat` "power") or life (CR Static Abilities). */
function modifiers(s: GaState, o: Readonly<GaCard>, stat: "power" | "life"): number {
  let n = 0;
  const sources = [...s.players[0].field, ...s.players[1].field];
  if (s.combat) for (const c of s.cards) if (c.zone === "intent") sources.push(c.id);
  for (const sid of sources) {
    const src = card(s, sid);
    if (!hasStatic(src.card)) continue;
    for (const a of abilitiesOf(s, src.card, src.controller, src.id)) {
      if (a.kind !== "static" || !selects(s, a.who, src, o)) continue;
      if (a.whileAttacking && s.combat?.attacker !== o.id) continue;
      const v = stat === "power" ? a.power : a.life;
      if (v !== undefined) n += amount(s, v, src.controller);
    }
  }
  for (const l of s.lasting)
    if (l.kind === "pump" && l.objects.includes(o.id)) n += stat === "power" ? l.power : l.life;
  return n;
}

/** Current power of an object (null: no power stat). Buff counters add to allies (CR Counters: buff). */
export function power(s: GaState, o: Readonly<GaCard>): number | null {
  const base = cardData(o.card).power;
  if (base === null) return null;
  return base + (hasType(cardData(o.card), "ALLY") ? o.buff : 0) + modifiers(s, o, "power");
}

/** Current life of a unit (null: no life stat). A champion's lineage's Inherited Effects count (Violet Haze). */
export function life(s: GaState, o: Readonly<GaCard>): number | null {
  const base = cardData(o.card).life;
  if (base === null) return null;
  return base + (hasType(cardData(o.card), "ALLY") ? o.buff : 0) + modifiers(s, o, "life") + inheritedLife(s, o);
}

/** "Inherited Effect: This object gets ±N LIFE" of the inner lineage of champion `o` (CR Keywords: Inherited Effect 1). */
function inheritedLife(s: GaState, o: Readonly<GaCard>): number {
  if (!o.lineage.length || s.players[o.controller].champion !== o.id) return 0;
  let n = 0;
  for (const lid of [...o.lineage, o.id])
    for (const a of scriptOf(card(s, lid).card)?.abilities ?? [])
      if (a.kind === "inheritedStatic" && a.life) n += a.life;
  return n;
}

/** Curse cards in the inner lineage of `seat`'s champion (Umbral Tithe, Umbra Sight; CR Game Terms: Lineage 1). */
export function curseCards(s: GaState, seat: Seat): number {
  const c = champion(s, seat);
  return c ? c.lineage.filter((id) => cardData(card(s, id).card).subtypes.includes("CURSE")).length : 0;
}

/** Power an attack by `seat`'s champion gets from the champion's own abilities and lasting effects. */
export function championAttackBonus(s: GaState, seat: Seat): number {
  let n = 0;
  const ch = champion(s, seat);
  if (ch)
    for (const a of abilitiesOf(s, ch.card, seat, ch.id))
      if (a.kind === "championAttackPower") n += amount(s, a.power, seat);
  for (const l of s.lasting) if (l.kind === "championAttacks" && l.seat === seat) n += l.power;
  return n;
}

/**
 * Whether object `id`, entering the field now, enters rested by a lasting effect ("until end of turn, <subtype>
 * allies enter the field rested": Synth Disrupter, Essence of Blizzards). Anything putting an object onto the field
 * asks this (tokens too).
 */
export function entersRestedByEffect(s: GaState, id: string): boolean {
  const d = cardData(card(s, id).card);
  if (!hasType(d, "ALLY")) return false;
  return s.lasting.some((l) => l.kind === "alliesEnterRested" && (!l.subtype || d.subtypes.includes(l.subtype)));
}

/**
 * The element of card or object `id` now: printed, or set by a static "cards in <zone> are <element>" ability of an
 * object on the field (Nullifying Lantern). Element setting is Layer C, applied before abilities are lost in Layer D,
 * so the printed ability is read even if its object lost its abilities (CR Continuous Effects: Layers).
 */
export function elementOf(s: GaState, id: string): string {
  const c = card(s, id);
  let el = cardData(c.card).element;
  if (c.zone !== "graveyard") return el;
  for (const sid of [...s.players[0].field, ...s.players[1].field])
    for (const a of scriptOf(card(s, sid).card)?.abilities ?? [])
      if (a.kind === "setElement" && a.zone === c.zone) el = a.element;
  return el;
}
