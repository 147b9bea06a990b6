/**
 * Deciding actions without trying them (docs/engine.md "Legality without trying actions out"): each `plan*`
 * returns the rejection `apply` would return, or what the action needs. Rules: priority 412.1-412.2, playing
 * cards 406 (= WoW 408), commands 201.2/308, resources 414.1, costs 401, payment abilities 701 (activated 701.3,
 * deployment fatigue 302.2, once per turn 701.4), rewards 702, combat declaration (CR 7.4 601.1-601.2 read for
 * Rise), firing 305.2 (two weapons per combat 305.2c; all with Weapon Equip 415.2).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import {
  type FamilyRuleNumbers,
  checkCost as familyCost,
  checkMainTiming as familyMainTiming,
  checkPriority as familyPriority,
  no,
} from "../../wow-family/rules/core.js";
import type { Ability, TargetSpec } from "../cards/schema.js";
import {
  abilitiesOf,
  card,
  commanderFaction,
  fireCost,
  has,
  isCharacter,
  isCommander,
  isTroop,
  isUnit,
  readyResources,
  restrained,
  restrainedByCounters,
  units,
} from "./characteristics.js";
import { activeAtTurnStart, isAboard, isActive, isVehicle, planBoard } from "./vehicles.js";
import { hostOf } from "./zones.js";
import { type RiseState, obj, opp } from "./state.js";
import { checkTargets } from "./targets.js";

export { no } from "../../wow-family/rules/core.js";

/** 002's numbers for the family's shared checks (412.1, 412.5, 502.1 / 412.2b, 414.2). */
export const RULES: FamilyRuleNumbers = { priority: "412.1", answerFirst: "412.5", mainTiming: "502.1", cost: "414.2" };

/** Only the player with priority acts in a window (family `checkPriority`). */
export const checkPriority = (s: RiseState, seat: Seat): Rejection | null => familyPriority(s, seat, RULES);

/** Your non-combat action phase, with priority and an empty chain (family `checkMainTiming`). */
export const checkMainTiming = (s: RiseState, seat: Seat): Rejection | null => familyMainTiming(s, seat, RULES);

/** A resource cost is paid by exhausting that many ready resources (family `checkCost`). */
export const checkCost = (s: RiseState, seat: Seat, n: number): Rejection | null =>
  familyCost(readyResources(s, seat).length, n, RULES);

/** The targets a card names as it is played: a non-ongoing ability's text, or an attachment's host (403.1, 706.1). */
export function playSpecs(s: RiseState, id: string): readonly TargetSpec[] {
  const a = card(s, id).abilities.find((x) => x.kind === "play" || x.kind === "attach");
  return a && (a.kind === "play" || a.kind === "attach") ? a.targets : [];
}

/** The "play" ability of a non-ongoing ability card, if any. */
export function playAbility(s: RiseState, id: string): Extract<Ability, { kind: "play" }> | undefined {
  return card(s, id).abilities.find((p): p is Extract<Ability, { kind: "play" }> => p.kind === "play");
}

/** Plans playing a card from hand (406; 301.4: no commander in your party, no playing). */
export function planPlay(
  s: RiseState,
  seat: Seat,
  id: string,
  targets: readonly string[],
): Rejection | { cost: number } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (o?.zone !== "hand" || o.owner !== seat) return no("play/not-in-hand", "That card is not in your hand.", "406.1");
  const c = card(s, id);
  if (c.type === "command") return no("play/command", "Commands can't be played; place them as resources.", "308.1");
  if (c.type === "commander") return no("play/commander", "Commanders start in play.", "301.1");
  // 715: a waiting "next ability becomes instant" (红色引擎) lets an ability card be played at instant speed.
  const next = nextCard(s, seat);
  if (!c.instant && !(c.type === "ability" && s.players[seat]!.nextAbility !== undefined) && !next) {
    const t = checkMainTiming(s, seat);
    if (t) return t;
  }
  const cost = Math.max(0, (c.cost ?? 0) - (next?.discount ?? 0));
  const cc = checkCost(s, seat, cost);
  if (cc) return cc;
  const bad = checkTargets(s, playSpecs(s, id), targets, seat);
  if (bad) return no("play/target", bad, "706.1");
  return { cost };
}

/** A waiting "the next card you play this turn becomes instant and costs (N) less" (集团合围), if any. */
export function nextCard(s: RiseState, seat: Seat): { discount: number } | undefined {
  const n = s.players[seat]!.nextCard;
  return n && n.turn === s.turn ? n : undefined;
}

/** Plans placing a resource (414.1, 414.1a; 414.1b: only commands may go face up). */
export function planResource(s: RiseState, seat: Seat, id: string, faceUp: boolean): Rejection | null {
  const pr = checkPriority(s, seat) ?? checkMainTiming(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (o?.zone !== "hand" || o.owner !== seat)
    return no("resource/not-in-hand", "That card is not in your hand.", "414.1");
  if (s.players[seat]!.placed) return no("resource/once-per-turn", "You already placed a resource this turn.", "414.1");
  if (faceUp && card(s, id).type !== "command")
    return no("resource/face-up", "Only commands may be placed face up.", "414.1b");
  return null;
}

/** 302.2: a reinforcement or squad must have been in your party since the start of your most recent turn. */
export function settled(s: RiseState, id: string): boolean {
  const o = obj(s, id);
  const lastOwnTurn = s.active === o.controller ? s.turn : s.turn - 1;
  return o.since < lastOwnTurn;
}

/** Once-per-turn uses of this card's ability (701.4: this card and this ability only; a new card resets it). */
const usedThisTurn = (s: RiseState, id: string, ability: number): boolean =>
  s.turnMods.some((m) => m.mod === "used" && m.obj === id && m.inc === obj(s, id).inc && m.ability === ability);

/** Plans using payment ability `index` of a card in play (701; 401). */
export function planPayment(
  s: RiseState,
  seat: Seat,
  id: string,
  index: number,
  targets: readonly string[],
): Rejection | { ability: Extract<Ability, { kind: "payment" }> } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (!o || (o.zone !== "troop" && o.zone !== "commander") || o.controller !== seat || o.faceDown)
    return no("ability/not-yours", "You don't control that card in play.", "701.2");
  const a = abilitiesOf(s, id)[index];
  if (a?.kind !== "payment") return no("ability/none", "That card has no such ability.", "701.1");
  if (isVehicle(s, id) && !isActive(s, id))
    return no("ability/inactive-vehicle", "An inactive vehicle can't use its payment abilities.", "303.3");
  if (a.yourTurn && s.active !== seat) return no("ability/your-turn", "Use only during your turn.", "701.1");
  if (a.oncePerTurn && usedThisTurn(s, id, index))
    return no("ability/once-per-turn", "Already used this turn.", "701.4");
  if (a.cost.exhaustAttached) {
    // 质能变异 "Exhaust that Energy Body ->": only a ready host can be exhausted (404.1).
    const h = hostOf(s, id).host;
    if (!h || obj(s, h.obj).exhausted)
      return no("cost/host-exhausted", "The card it is attached to can't be exhausted.", "404.1");
  }
  if (a.cost.exhaustSelf) {
    if (o.exhausted) return no("cost/exhausted", "It is exhausted.", "701.3");
    if (isTroop(s, id) && !settled(s, id))
      return no("ability/deployment-fatigue", "It joined your party this turn (deployment fatigue).", "302.2");
    if (isVehicle(s, id) && !activeAtTurnStart(s, id))
      return no("ability/vehicle-fatigue", "It was not active as your turn began.", "303.5");
  }
  const c = checkCost(s, seat, a.cost.resources);
  if (c) return c;
  const bad = checkTargets(s, a.targets, targets, seat);
  if (bad) return no("ability/target", bad, "706.1");
  return { ability: a };
}

/** Plans completing a command in the resource row (702): face up, its condition met, its cost payable. */
export function planComplete(
  s: RiseState,
  seat: Seat,
  id: string,
  index: number,
  targets: readonly string[],
): Rejection | { ability: Extract<Ability, { kind: "reward" }> } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (o?.zone !== "resource" || o.controller !== seat || o.faceDown || card(s, id).type !== "command")
    return no("command/not-face-up", "That is not a face-up command in your resource row.", "702.2");
  const a = card(s, id).abilities[index];
  if (a?.kind !== "reward") return no("command/none", "That command has no such reward.", "702.1");
  const cond = a.condition?.factionUnits;
  if (cond && units(s, seat).filter((u) => card(s, u).faction === cond.faction).length < cond.atLeast)
    return no("command/condition", `You need ${cond.atLeast} ${cond.faction} units in your party.`, "702.1");
  const c = checkCost(s, seat, a.cost);
  if (c) return c;
  const bad = checkTargets(s, a.targets, targets, seat);
  if (bad) return no("command/target", bad, "706.1");
  return { ability: a };
}

/** Whether a unit is locked this turn (电磁封锁: can't attack or guard). */
export const locked = (s: RiseState, id: string): boolean =>
  s.turnMods.some((m) => m.mod === "locked" && m.obj === id && m.inc === obj(s, id).inc);

/** Whether `id` could be declared as an attacker by `seat` now (CR 7.4 601.2a; 301.3; 302.2 deployment fatigue). */
export function canAttack(s: RiseState, seat: Seat, id: string): boolean {
  const o = s.objects[Number(id.slice(1))];
  if (!o || o.controller !== seat || !isUnit(s, id) || o.exhausted) return false;
  if (has(s, id, "cant-attack") || locked(s, id) || restrained(s, id)) return false;
  // 303.3, 303.5: a vehicle attacks when active, and was in your party and active as your turn began.
  if (isVehicle(s, id)) return isActive(s, id) && activeAtTurnStart(s, id) && (settled(s, id) || has(s, id, "frenzy"));
  return isCommander(s, id) || settled(s, id) || has(s, id, "frenzy");
}

/** Plans a combat declaration (CR 7.4 601.1-601.2: dodge = can't be the planned defender). */
export function planDeclare(s: RiseState, seat: Seat, attacker: string, defender: string): Rejection | null {
  const pr = checkPriority(s, seat) ?? checkMainTiming(s, seat);
  if (pr) return pr;
  if (!canAttack(s, seat, attacker))
    return no("declare/attacker", "That unit can't be declared as an attacker.", "CR 7.4 601.2a");
  const d = s.objects[Number(defender.slice(1))];
  // 307.3: a crystal may be attacked.
  if (!d || d.controller !== opp(seat) || !isCharacter(s, defender))
    return no("declare/defender", "The planned defender must be an opposing unit or crystal.", "CR 7.4 601.2b");
  if (has(s, defender, "dodge")) return no("declare/dodge", "Dodge: it can't be attacked.", "CR 7.4 601.2b");
  if (isAboard(s, defender)) return no("declare/crew", "A crew member can't be the planned defender.", "303.4");
  return null;
}

/** Plans boarding (vehicles.ts `planBoard` with this module's priority, timing and fatigue checks). */
export function planBoardFor(s: RiseState, seat: Seat, id: string, vehicle: string): Rejection | { icon: number } {
  const o = s.objects[Number(id.slice(1))];
  return planBoard(s, seat, id, vehicle, {
    timing: checkPriority(s, seat) ?? checkMainTiming(s, seat),
    settled: !!o && o.zone === "troop" && settled(s, id),
    barred: !!o && restrainedByCounters(s, id),
  });
}

/** The weapon-firers of a seat (305.2: by default the commander only). */
export const firer = (s: RiseState, seat: Seat): string => s.players[seat]!.commander;

/** Plans firing a weapon (305.2: defense window, priority, your commander in combat; 305.2c two per combat). */
export function planFire(s: RiseState, seat: Seat, weapon: string): Rejection | { cost: number } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const f = firer(s, seat);
  const c = s.combat;
  if (s.window?.kind !== "defend" || !c || (c.attacker !== f && c.defender !== f))
    return no("fire/timing", "Fire only in the defense window while your commander is in combat.", "305.2");
  const w = s.objects[Number(weapon.slice(1))];
  if (w?.zone !== "commander" || w.controller !== seat || card(s, weapon).type !== "weapon")
    return no("fire/not-a-weapon", "That is not your weapon.", "305.2");
  if (w.exhausted) return no("fire/exhausted", "The weapon is exhausted.", "305.2");
  const mine = [...new Set(c.fired.filter((x) => obj(s, x).controller === seat))];
  if (!has(s, f, "weapon-equip") && mine.length >= 2 && !mine.includes(weapon))
    return no("fire/two-weapons", "Two weapons per combat.", "305.2c");
  const cost = fireCost(s, seat, weapon);
  return checkCost(s, seat, cost) ?? { cost };
}

/** Targets of a triggered ability (for asking). */
export function triggerSpecs(s: RiseState, id: string, index: number): readonly TargetSpec[] {
  const p = card(s, id).abilities[index];
  return p && "targets" in p ? p.targets : [];
}

/** Whether a faction-conditioned instruction list does anything for `seat` (206.1c). */
export const factionOk = (s: RiseState, seat: Seat, f: string | undefined): boolean =>
  f === undefined || commanderFaction(s, seat) === f;
