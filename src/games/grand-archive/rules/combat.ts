/**
 * Combat (CR Combat Phase: Attacking and the Combat Phase 1-11, Attack Declaration, Retaliation Step 1-4, Damage
 * Step 1-4, End of Combat Step 1-2) and damage with prevention (CR Damage 1-16; Damage Prevention).
 */
import type { Rejection } from "../../../engine/index.js";
import {
  abilitiesOf,
  amount,
  championAttackBonus,
  hasKeyword,
  isUnit,
  life,
  matches,
  obeys,
  power,
} from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import { mayAttackThisTurn, slowWindow } from "./timing.js";
import { type GaCard, type GaState, type Seat, card, freshId, log, mutCard, other } from "./state.js";
import { moveCard, nameOf, refOf } from "./zones.js";
import { isGun, isLoaded, mayTargetWithAttack, rangedBonus, unloadIntoIntent } from "./guns.js";
import type { AbilityRef } from "./state.js";

/** The attack declaration answer of a Cleave attack: the opponent is chosen, not a target (CR Keywords: Cleave 1.2). */
export const CLEAVE = "cleave";

const no = (code: string, message: string, rule: string): Rejection => ({ code, message, rule });

/** Weapons `seat` controls that its champion may wield (CR Card Types - Weapon 4.3, 7). */
export function weapons(s: GaState, seat: Seat): string[] {
  const hand = s.players[seat].hand.length - attackTax(s);
  return s.players[seat].field.filter(
    (id) => hasType(cardData(card(s, id).card), "WEAPON") && weaponAttackCost(s, id) <= hand,
  );
}

/** The reserve cost to use weapon `id` for an attack (Bulwark Sword: "pay (2)"), 0 for most weapons. */
export function weaponAttackCost(s: GaState, id: string): number {
  const o = card(s, id);
  let n = 0;
  for (const a of abilitiesOf(s, o.card, o.controller, id)) if (a.kind === "weaponAttackCost") n += a.amount;
  return n;
}

/**
 * The reserve every attack declaration costs now (Plea for Peace): a cost restriction, paid with any additional cost
 * in the declaration's cost step (CR Declaring an Attack 2.4, 2.5.1.1); 0 for most turns.
 */
export function attackTax(s: GaState): number {
  let n = 0;
  for (const l of s.lasting) if (l.kind === "attackTax") n += l.amount;
  return n;
}

/**
 * Pays the wielded weapon's attack cost and any attack tax from hand into memory (asked when there is a choice; CR Attack Declaration
 * 2.2, Costs and Memory 1), then the combat begins.
 */
export function payWeaponThenCombat(
  s: GaState,
  seat: Seat,
  attacker: string,
  target: string,
  weapon: string | null,
): void {
  const n = (weapon ? weaponAttackCost(s, weapon) : 0) + attackTax(s);
  const hand = s.players[seat].hand;
  if (n > 0 && hand.length > n) {
    const what = weapon && weaponAttackCost(s, weapon) ? `use ${nameOf(s, weapon)}` : "declare this attack";
    s.ask = {
      id: freshId(s, "d"),
      seat,
      kind: "reserve",
      prompt: `Pay ${n} to ${what}: choose ${n} card(s) from your hand to put into your memory.`,
      options: hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
      min: n,
      max: n,
      then: { k: "payAttackCost", attacker, target, weapon },
    };
    return;
  }
  if (n > 0) payAttackCost(s, seat, [...hand]);
  beginCombat(s, seat, attacker, target, weapon);
}

/** Puts the chosen hand cards into memory for a weapon's attack cost. */
export function payAttackCost(s: GaState, seat: Seat, ids: readonly string[]): void {
  for (const id of ids) moveCard(s, id, "memory");
  log(s, `P${seat + 1} reserves ${ids.length} card(s) into memory.`);
}

/**
 * Legal attack targets for `seat`: opposing units (CR Attacking 1, 9); with an attacker (and weapon) given, units
 * with stealth only if the attack has true sight (CR Keywords: Stealth 1).
 */
export function attackTargets(s: GaState, seat: Seat, attacker?: string, weapon?: string | null): string[] {
  const all = s.players[other(seat)].field.filter(
    (id) =>
      isUnit(card(s, id)) && (attacker === undefined || mayTargetWithAttack(s, id, attacker, weapon ?? null, null)),
  );
  // Awake units with taunt must be attacked over other units, if able (CR Keywords: Taunt 1-3).
  const taunting = all.filter((id) => !card(s, id).rested && hasKeyword(s, card(s, id), "taunt"));
  return taunting.length ? taunting : all;
}

/**
 * Plans an attack declaration by an ally or champion (CR Attack Declaration, Declaring an Attack 2.1-2.5;
 * Attacking 1.1-1.8): awake, with power above 0 (a champion may wield a weapon), on a legal target.
 */
export function planAttack(
  s: GaState,
  seat: Seat,
  attacker: string,
  target: string,
  weapon: string | null,
): Rejection | null {
  if (!slowWindow(s, seat))
    return no("attack/timing", "Attacks are slow player actions in your main phase.", "Attacking 1.2");
  if (!mayAttackThisTurn(s, seat))
    return no("attack/first-turn", "The first player cannot attack on turn one.", "Attacking 1.8");
  const a = s.cards[Number(attacker.slice(1))];
  if (!a || a.id !== attacker || a.zone !== "field" || a.controller !== seat || !isUnit(a))
    return no("attack/not-a-unit", "Attack with a unit you control.", "Attacking 1");
  if (a.rested) return no("attack/rested", "The attacker must be awake.", "Declaring an Attack 2.1.1");
  if (!obeys(s, a))
    return no(
      "attack/pride",
      "This ally won't obey you: your champion's level is below its Pride.",
      "Keywords: Pride 1",
    );
  const isChampion = hasType(cardData(a.card), "CHAMPION");
  if (weapon !== null) {
    if (!isChampion) return no("attack/ally-weapon", "Allies can't use weapons.", "Card Types - Weapon 7.1");
    if (!weapons(s, seat).includes(weapon))
      return no("attack/weapon", "Wield a weapon you control.", "Declaring an Attack 2.2");
    if (isGun(s, weapon) && !isLoaded(card(s, weapon)))
      return no(
        "attack/gun-unloaded",
        "A Gun must be loaded to be wielded for an attack.",
        "Functional Subtypes: Gun 1.1",
      );
  }
  const p =
    (power(s, a) ?? 0) +
    (weapon ? (power(s, card(s, weapon)) ?? 0) : 0) +
    (isChampion ? championAttackBonus(s, seat) : 0);
  if (p <= 0 && !(isChampion && weapon))
    return no("attack/no-power", "Units without power above 0 cannot attack.", "Attacking 1.3");
  if (attackTax(s) > s.players[seat].hand.length)
    return no(
      "attack/cannot-pay",
      `Attack declarations cost (${attackTax(s)}) now: not enough cards in hand.`,
      "Declaring an Attack 2.5.1.1",
    );
  if (!attackTargets(s, seat).includes(target))
    return no("attack/target", "Attack a unit an opponent controls.", "Attacking 9");
  if (!attackTargets(s, seat, attacker, weapon).includes(target))
    return no("attack/stealth", "Units with stealth can't be attacked without true sight.", "Keywords: Stealth 1");
  return null;
}

/** Declares an attack: the attacker rests as a cost, then the combat phase begins (CR Attack Declaration 2.1.1). */
export function declareAttack(s: GaState, seat: Seat, attacker: string, target: string, weapon: string | null): void {
  mutCard(s, attacker).rested = true;
  payWeaponThenCombat(s, seat, attacker, target, weapon);
}

/**
 * Begins a combat phase with its roles (CR Attacking 4), then On Attack triggers of the attack's cards and the
 * defending player's Intercept choice when its champion is attacked (CR Attack Declaration 4; Keywords: Intercept).
 */
export function beginCombat(s: GaState, seat: Seat, attacker: string, target: string, weapon: string | null): void {
  const cleave = target === CLEAVE ? attackTargets(s, seat) : undefined; // CR Keywords: Cleave 1.2
  s.phase = "combat";
  s.step = 0;
  s.opportunity = null;
  s.combat = {
    step: "retaliation",
    attacker,
    seat,
    defender: cleave ? null : target,
    weapon,
    retaliators: [],
    ...(cleave ? { cleave } : {}),
    retaliationAsked: false,
    killed: false,
  };
  if (s.players[seat].champion === attacker) s.players[seat].championAttacked = true;
  s.players[seat].attacks++;
  if (weapon) unloadIntoIntent(s, weapon); // CR Loaded Cards 3
  const next = s.lasting.filter((l) => l.kind === "nextAttack" && l.object === attacker);
  if (next.length) {
    s.combat.bonus = next.reduce((n, l) => n + (l.kind === "nextAttack" ? l.power : 0), 0); // Take Aim
    s.lasting = s.lasting.filter((l) => !next.includes(l));
  }
  log(
    s,
    `P${seat + 1} attacks ${cleave ? `all units P${other(seat) + 1} controls` : nameOf(s, target)} with ${nameOf(s, attacker)}${weapon ? ` wielding ${nameOf(s, weapon)}` : ""}.`,
  );
  for (const id of [...intent(s), attacker]) {
    const c = card(s, id);
    for (const ab of abilitiesOf(s, c.card, seat, id))
      if (ab.kind === "trigger" && ab.on === "onAttack")
        s.triggers.push({ source: id, ability: refOf(c.card, ab), controller: seat });
  }
  if (s.players[seat].attacks === 3) thirdAttack(s, other(seat));
  if (!cleave) askIntercept(s, seat, target); // Cleave attacks can't be intercepted (CR Keywords: Cleave 2)
}

/** "Whenever an opponent declares an attack with a unit for the third time each turn" (Surveillance Stone). */
function thirdAttack(s: GaState, seat: Seat): void {
  for (const id of s.players[seat].field) {
    const c = card(s, id);
    for (const ab of abilitiesOf(s, c.card, seat, id))
      if (ab.kind === "trigger" && ab.on === "opponentThirdAttackEachTurn")
        s.triggers.push({ source: id, ability: refOf(c.card, ab), controller: seat });
  }
}

function askIntercept(s: GaState, seat: Seat, target: string): void {
  const def = other(seat);
  if (s.players[def].champion !== target) return;
  const candidates = s.players[def].field.filter((id) => {
    const o = card(s, id);
    return !o.rested && hasType(cardData(o.card), "ALLY") && hasKeyword(s, o, "intercept");
  });
  if (!candidates.length) return;
  s.ask = {
    id: freshId(s, "d"),
    seat: def,
    kind: "intercept",
    prompt: "Your champion is attacked: redirect the attack to an awake ally with Intercept?",
    options: [
      { id: "none", label: "Don't intercept" },
      ...candidates.map((id) => ({ id, label: nameOf(s, id), object: id })),
    ],
    min: 1,
    max: 1,
    then: { k: "intercept", candidates },
  };
}

/** The cards in intent (attack cards of the current combat, CR Intent 1-2). */
export function intent(s: GaState): string[] {
  return s.cards.filter((c) => c.zone === "intent").map((c) => c.id);
}

/**
 * Defending units that may retaliate: awake, power above 0 (CR Retaliation Step 3); with Cleave each defending
 * unit may (CR Keywords: Cleave 5).
 */
export function retaliationCandidates(s: GaState): string[] {
  const cb = s.combat;
  const defenders = cb?.cleave ?? (cb?.defender ? [cb.defender] : []);
  return defenders.filter((id) => {
    const d = card(s, id);
    return d.zone === "field" && !d.rested && (power(s, d) ?? 0) > 0 && !cb!.retaliators.includes(id);
  });
}

/** Asks the defending player whether to retaliate (CR Retaliation Step 3). */
export function askRetaliation(s: GaState): void {
  const cb = s.combat!;
  cb.retaliationAsked = true;
  const cands = retaliationCandidates(s);
  if (!cands.length) return;
  s.ask = {
    id: freshId(s, "d"),
    seat: other(cb.seat),
    kind: "retaliate",
    prompt:
      cands.length === 1
        ? `Rest ${nameOf(s, cands[0]!)} to retaliate against ${nameOf(s, cb.attacker)}?`
        : `Rest a defending unit to retaliate against ${nameOf(s, cb.attacker)}? (Asked again for each.)`,
    options: [
      { id: "none", label: "Don't retaliate" },
      ...cands.map((id) => ({ id, label: `Retaliate with ${nameOf(s, id)}`, object: id })),
    ],
    min: 1,
    max: 1,
    then: { k: "retaliate" },
  };
}

/**
 * The order of several retaliating units' damage (CR Damage Step 2): before damage is dealt the attacking player
 * chooses which unit's damage comes first, then next, and so on (it matters for prevention and On Kill); units of
 * one name and power are interchangeable, so a choice among only those is not asked. Returns whether it asked.
 */
export function askRetaliationOrder(s: GaState): boolean {
  const cb = s.combat;
  if (!cb || cb.damageOrdered) return false;
  const live = cb.retaliators.filter((r) => card(s, r).zone === "field");
  const done = (cb.damageOrder ?? []).filter((r) => live.includes(r));
  const rest = live.filter((r) => !done.includes(r));
  const kinds = new Set(rest.map((r) => `${nameOf(s, r)}/${damageStat(s, card(s, r))}`));
  if (kinds.size <= 1) {
    cb.retaliators = [...done, ...rest];
    cb.damageOrdered = true;
    return false;
  }
  s.ask = {
    id: freshId(s, "d"),
    seat: cb.seat,
    kind: "retaliationOrder",
    prompt: `Several units retaliate against ${nameOf(s, cb.attacker)}: which one's damage is dealt next?`,
    options: rest.map((r) => ({ id: r, label: `${nameOf(s, r)} (${damageStat(s, card(s, r))})`, object: r })),
    min: 1,
    max: 1,
    then: { k: "retaliationOrder" },
  };
  return true;
}

/**
 * Deals `n` damage to object `id`, after prevention shields (CR Damage 7, 9; Damage Prevention). Returns the damage
 * actually dealt (0: no damage event).
 */
export function dealDamage(
  s: GaState,
  id: string,
  n: number,
  combat: boolean,
  source?: string,
  unpreventable = false,
): number {
  let left = Math.max(0, n) + damageIncrease(s, id, n, source);
  if (!unpreventable) left -= Math.min(left, staticPrevention(s, id, combat));
  for (const l of s.lasting) {
    if (left === 0) break;
    if (l.kind === "preventDistant" && !unpreventable) {
      const o = card(s, id);
      if (o.distant && o.controller === l.seat) left -= Math.min(l.amount, left); // Flash Grenade (each instance)
      continue;
    }
    if (l.kind !== "prevent" || l.remaining <= 0 || (l.combatOnly && !combat) || (l.nonCombatOnly && combat)) continue;
    if (l.object !== id && (l.champion === undefined || s.players[l.champion].champion !== id)) continue;
    if (l.exactly !== undefined && left !== l.exactly) continue; // Perfect Repulsion waits for exactly X
    if (unpreventable) {
      // An instance effect is used up trying; a shield keeps its amount (CR Damage Prevention 7).
      if (l.once || l.capOnce) l.remaining = 0;
      continue;
    }
    if (l.each) {
      left -= Math.min(l.remaining, left); // N of each instance this turn, never used up (Resolute Stand)
      continue;
    }
    const p = l.allBut !== undefined ? Math.max(0, left - l.allBut) : l.once ? left : Math.min(l.remaining, left);
    if (l.once || l.capOnce) l.remaining = 0; // used up by this instance
    l.remaining -= p;
    left -= p;
    const ch = l.enlightenTo === undefined ? null : s.players[l.enlightenTo].champion;
    if (ch && p > 0) mutCard(s, ch).enlighten += p; // Spellshield: Arcane
    preventedThisWay(s, l, p);
  }
  if (left > 0) {
    const m = mutCard(s, id);
    m.damage += left;
    m.damagedSince = true; // Foster reads it (CR Keywords: Foster 1)
    const owner = s.players[m.controller];
    if (owner.champion === id) owner.championDamage = (owner.championDamage ?? 0) + left;
    log(s, `${nameOf(s, id)} is dealt ${left} ${combat ? "combat " : ""}damage.`);
    const o = card(s, id);
    for (const ab of abilitiesOf(s, o.card, o.controller, id))
      if (ab.kind === "trigger" && ab.on === "dealtDamage")
        s.triggers.push({ source: id, ability: refOf(o.card, ab), controller: o.controller });
  }
  return left;
}

/**
 * "The next time that unit would take damage from a <element> element source this turn, it takes that much damage
 * plus N instead" (Potion Infusion: Frostbite): a replacement used up by the first such damage (CR Damage 7).
 * The source's element is its card's printed element.
 */
function damageIncrease(s: GaState, id: string, n: number, source: string | undefined): number {
  if (n <= 0 || source === undefined) return 0;
  const el = cardData(card(s, source).card).element;
  const k = s.lasting.findIndex((l) => l.kind === "nextDamageFromElementPlus" && l.object === id && l.element === el);
  if (k < 0) return 0;
  const l = s.lasting[k] as Extract<GaState["lasting"][number], { kind: "nextDamageFromElementPlus" }>;
  s.lasting.splice(k, 1);
  log(s, `${nameOf(s, id)} takes ${l.plus} more damage from ${nameOf(s, source)}.`);
  return l.plus;
}

/**
 * What a shield does with the damage it prevented (docs/grand-archive.md "ALC: Arisanna"): Perfect Repulsion's draw
 * and Spellshield: Astra's glimpse X wait on the Effects Stack as that card's own instructions, after the damage.
 */
function preventedThisWay(s: GaState, l: Extract<GaState["lasting"][number], { kind: "prevent" }>, p: number): void {
  if (p <= 0) return;
  const src = (seat: Seat) => s.players[seat].champion ?? l.object;
  if (l.drawTo !== undefined)
    s.triggers.push({ source: src(l.drawTo), ability: { granted: "preventedDraw" }, controller: l.drawTo });
  if (l.glimpseTo !== undefined)
    s.triggers.push({ source: src(l.glimpseTo), ability: { granted: "glimpse", amount: p }, controller: l.glimpseTo });
}

/**
 * The stat a unit assigns combat damage with: its power, or its life while an effect says so (Mist Resonance;
 * CR Damage Step 3.1).
 */
export function damageStat(s: GaState, o: Readonly<GaCard>): number {
  const withLife = s.lasting.some((l) => l.kind === "assignWithLife" && l.objects.includes(o.id));
  return (withLife ? life(s, o) : power(s, o)) ?? 0;
}

/** The attack's power: intents, wielded weapon, champion bonuses, or the attacking ally's power (CR Damage Step 3.1). */
export function attackPower(s: GaState): number {
  const cb = s.combat!;
  const a = card(s, cb.attacker);
  if (!hasType(cardData(a.card), "CHAMPION")) return damageStat(s, a) + rangedBonus(s, cb.attacker) + (cb.bonus ?? 0);
  let n = power(s, a) ?? 0;
  for (const id of intent(s)) n += power(s, card(s, id)) ?? 0;
  if (cb.weapon && card(s, cb.weapon).zone === "field") n += power(s, card(s, cb.weapon)) ?? 0;
  return n + championAttackBonus(s, cb.seat) + rangedBonus(s, cb.attacker) + (cb.bonus ?? 0);
}

/**
 * The damage step's dealing of damage (CR Damage Step 3.1-3.8): the attacker to its target and retaliators to the
 * attacker, simultaneously; a wielded weapon loses a durability counter; On Hit and On Kill trigger. A Cleave
 * attack deals its damage to each defending unit, each calculated on its own, and the weapon still loses one
 * counter (CR Keywords: Cleave 6-7); On Hit triggers for each object dealt damage (Keywords: On Hit 2-3).
 */
export function combatDamage(s: GaState): void {
  const cb = s.combat!;
  const a = card(s, cb.attacker);
  const defenders = (cb.cleave ?? (cb.defender ? [cb.defender] : []))
    .map((id) => card(s, id))
    .filter((d) => d.zone === "field");
  const attackerThere = a.zone === "field";
  const dealt: [string, number][] = []; // [dealt to, amount]; the attacker is their source
  if (attackerThere) for (const d of defenders) dealt.push([d.id, attackPower(s)]);
  // Blastshot Pump: the same damage to the additional unit chosen (an attack's combat damage, so it hits too).
  const extra = cb.extra && card(s, cb.extra).zone === "field" && dealt.length ? cb.extra : null;
  if (extra) dealt.push([extra, dealt[0]![1]]);
  const back: [string, number][] = [];
  for (const r of cb.retaliators) {
    const rc = card(s, r);
    if (rc.zone === "field" && attackerThere) back.push([r, damageStat(s, rc)]);
  }
  const hitIds = [...defenders.map((d) => d.id), ...(extra ? [extra] : [])];
  const lifeBefore = new Map(hitIds.map((id) => [id, (life(s, card(s, id)) ?? 0) - card(s, id).damage]));
  const hits = new Map<string, number>();
  for (const [id, n] of dealt) hits.set(id, dealDamage(s, id, n, true, a.id, cb.unpreventable === true));
  const hitBack: string[] = [];
  for (const [r, n] of back) if (dealDamage(s, a.id, n, true, r) > 0) hitBack.push(r);
  if (cb.weapon && attackerThere && defenders.length && card(s, cb.weapon).zone === "field")
    mutCard(s, cb.weapon).durability--;
  for (const [id, hit] of hits) if (hit > 0) hitTriggers(s, id, hit >= (lifeBefore.get(id) ?? 0));
  for (const r of hitBack) unitHitTriggers(s, r, a.id); // a retaliating unit's On Hit (CR Keywords: On Hit 2)
}

/** Whether `id` is a champion on the field (On Champion Hit; CR Keywords: On Hit 3). */
function isChampionObject(s: GaState, id: string): boolean {
  return s.players[card(s, id).controller].champion === id;
}

/** On Hit and On Champion Hit abilities of card/object `id` (controlled by `seat`) for a hit on `def`. */
function hitAbilities(s: GaState, id: string, seat: Seat, def: string): AbilityRef[] {
  const c = card(s, id);
  const champ = isChampionObject(s, def);
  return abilitiesOf(s, c.card, seat, id)
    .filter((ab) => ab.kind === "trigger" && (ab.on === "onHit" || (ab.on === "onChampionHit" && champ)))
    .map((ab) => refOf(c.card, ab));
}

/** A retaliating unit `r` dealt combat damage to `def`: its own On Hit abilities (CR Keywords: On Hit 2). */
function unitHitTriggers(s: GaState, r: string, def: string): void {
  const seat = card(s, r).controller;
  for (const ability of hitAbilities(s, r, seat, def))
    s.triggers.push({ source: r, ability, controller: seat, hit: def });
}

/**
 * On Hit, On Champion Hit and On Kill of an attack that dealt combat damage to defender `def` (CR Keywords: On Hit
 * 2-4): the intent's, the wielded weapon's and the attacking unit's own; each knows the hit object. A weapon whose
 * "On Hit abilities trigger an additional time" (Shadow's Twin) doubles each of them.
 */
function hitTriggers(s: GaState, def: string, killed: boolean): void {
  const cb = s.combat!;
  const a = card(s, cb.attacker);
  if (s.players[cb.seat].champion === a.id) s.players[cb.seat].championDealtCombatDamage = true;
  const found: { source: string; ability: AbilityRef }[] = [];
  const sources = [...intent(s), ...(cb.weapon && card(s, cb.weapon).zone === "field" ? [cb.weapon] : []), a.id];
  for (const id of sources)
    for (const ability of hitAbilities(s, id, cb.seat, def)) found.push({ source: id, ability });
  // A weapon's On Champion Hit: an attack using it dealt combat damage to a champion (CR Keywords: On Hit 3).
  const w = cb.weapon;
  if (w && isChampionObject(s, def))
    for (const l of s.lasting)
      if (l.kind === "onChampionHitDraw" && l.objects.includes(w))
        found.push({ source: w, ability: { granted: "onChampionHitDraw" } });
  const twice =
    w !== null &&
    card(s, w).zone === "field" &&
    abilitiesOf(s, card(s, w).card, cb.seat, w).some((ab) => ab.kind === "onHitTwice");
  for (const f of found)
    for (let k = twice ? 2 : 1; k > 0; k--) s.triggers.push({ ...f, controller: cb.seat, hit: def });
  if (killed && s.players[cb.seat].champion === a.id)
    for (const l of s.lasting)
      if (l.kind === "championAttacks" && l.seat === cb.seat && l.onKillDraw)
        s.triggers.push({ source: a.id, ability: { granted: "onKillDraw" }, controller: cb.seat });
}

/**
 * Blastshot Pump (Class Bonus): before combat damage, the attacking player chooses the additional unit it does not
 * control that the attack's combat damage is also dealt to (CR Damage Step 3; a replacement effect). Returns true
 * when it asked.
 */
export function askExtraDamageTarget(s: GaState): boolean {
  const cb = s.combat;
  if (!cb || cb.extra !== undefined || !cb.weapon || !cb.defender) return false;
  const w = card(s, cb.weapon);
  if (w.zone !== "field" || !abilitiesOf(s, w.card, cb.seat, w.id).some((ab) => ab.kind === "extraDamageTarget"))
    return false;
  const units = s.players[other(cb.seat)].field.filter((id) => id !== cb.defender && isUnit(card(s, id)));
  cb.extra = null;
  if (!units.length || card(s, cb.attacker).zone !== "field") return false;
  s.ask = {
    id: freshId(s, "d"),
    seat: cb.seat,
    kind: "chooseUnit",
    prompt: `${nameOf(s, w.id)}: its combat damage is also dealt to which unit you don't control?`,
    options: units.map((id) => ({ id, label: nameOf(s, id), object: id })),
    min: 1,
    max: 1,
    then: { k: "extraDamageTarget" },
  };
  return true;
}

/** End of combat (CR End of Combat Step 1.3-1.4): roles end, intents go to the graveyard. */
export function endCombat(s: GaState): void {
  for (const id of intent(s)) moveCard(s, id, "graveyard");
  const cb = s.combat;
  if (cb && s.players[cb.seat].champion === cb.attacker)
    // "the next attack" is used up by this one
    s.lasting = s.lasting.filter((l) => !(l.kind === "championAttacks" && l.next && l.seat === cb.seat));
  s.combat = null;
}

/**
 * Damage prevented by static abilities on the field ("If another unit you control would be dealt non-combat damage,
 * prevent …", Blanche, Sheltering Saint), each read as the damage is dealt (CR Damage Prevention; Static Abilities).
 */
function staticPrevention(s: GaState, id: string, combat: boolean): number {
  const o = card(s, id);
  let n = 0;
  for (const sid of [...s.players[0].field, ...s.players[1].field]) {
    const src = card(s, sid);
    for (const a of abilitiesOf(s, src.card, src.controller, sid))
      if (a.kind === "staticPrevention" && !(a.nonCombatOnly && combat) && matches(s, o, a.to, src.controller, sid))
        n += amount(s, a.amount, src.controller);
  }
  return n;
}
