/**
 * Deciding actions without trying them (docs/engine.md "Legality without trying actions out"): each `plan*`
 * returns the rejection `apply` would return, or what the action needs; `legal.ts` generates candidates and keeps
 * those whose plan succeeds. Rules: priority 409.1-409.2, playing cards 408.1-408.2, resources 410.1, costs
 * 402.1-402.4, payment powers (CR 7.4 701), combat proposal 601.1-601.2, strikes 303.2.
 */
import { handCardsInstant, strikeCostModifier, weaponInstant } from "./weapons.js";
import { friendlyDefenderAllowed } from "./friendly-attacks.js";
import { selfCostReduction } from "./self-cost.js";
import type { Rejection, Seat } from "../../../engine/index.js";
import {
  type FamilyRuleNumbers,
  checkCost as familyCost,
  checkMainTiming as familyMainTiming,
  checkPriority as familyPriority,
  no,
} from "../../wow-family/rules/core.js";
import type { Power, PowerCost, TargetSpec } from "../cards/types.js";
import {
  atk,
  card,
  equipmentKind,
  has,
  inForm,
  isAlly,
  isCharacter,
  isHero,
  powersOf,
  readyResources,
} from "./characteristics.js";
import { completedQuestThisTurn } from "./quest-events.js";
import { costIncrease } from "./cost-increase.js";
import { questDiscount } from "./quest-discount.js";
import { cantPlayCards } from "./static-prevention.js";
import { alternateCostProblem, usesAlternateCost } from "./alternate-costs.js";
import { cantAttackTarget, partyCantAttack } from "./combat-restrictions.js";
import { cantBeDestroyed } from "./cant-be-destroyed.js";
import { shoutingHeroes } from "./opponents-must-attack.js";
import { strikeLimitOk } from "./dual-wield.js";
import { questsLocked } from "./quest-lock.js";
import { checkPayWith } from "./quest-costs.js";
import { abilityPlayLocked } from "./cant-play-abilities.js";
import { namedPlayLocked } from "./naming.js";
import { opponentHasMoreResources } from "./resource-conditions.js";
import { type WowState, obj, opp } from "./state.js";
import { checkTargets } from "./targets.js";
import { isTotem } from "./totems.js";
import { checkDivision, dividedDamage } from "./variable-targets.js";
import { checkFinishingMove } from "./finishing-moves.js";
import { damageAllyPayCards } from "./placed-damage.js";
import { graveyardAlliesPlayable } from "./graveyard-replacement.js";
import { powerUseKey, powersWithGranted } from "./granted-powers.js";

export { no } from "../../wow-family/rules/core.js";

/** 001's numbers for the family's shared checks (409.1, 409.5, 409.2b / 408.1, 402.1 / 402.4a). */
export const RULES: FamilyRuleNumbers = {
  priority: "409.1",
  answerFirst: "409.5",
  mainTiming: "409.2b",
  cost: "402.1",
};

/** Only the player with priority acts in a window (family `checkPriority`). */
export const checkPriority = (s: WowState, seat: Seat): Rejection | null => familyPriority(s, seat, RULES);

/** Your non-combat action phase, with priority and an empty chain (family `checkMainTiming`). */
export const checkMainTiming = (s: WowState, seat: Seat): Rejection | null => familyMainTiming(s, seat, RULES);

/** A resource cost is paid by exhausting that many ready resources (family `checkCost`). */
export const checkCost = (s: WowState, seat: Seat, n: number): Rejection | null =>
  familyCost(readyResources(s, seat).length, n, RULES);

/** The "play" power of a card (its non-ongoing text, 001 306.1), if any. */
export function playPower(s: WowState, id: string): Extract<Power, { kind: "play" }> | undefined {
  return powersOf(s, id).find((p): p is Extract<Power, { kind: "play" }> => p.kind === "play");
}

/** Plans playing a card from hand (408.1): timing, cost, targets. */
export function planPlay(
  s: WowState,
  seat: Seat,
  id: string,
  targets: readonly string[],
  x = 0,
  pay: readonly string[] = [],
  modes: readonly number[] = [],
  divide: readonly number[] = [],
): Rejection | { cost: number } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  // "You can play ally cards from your graveyard" (Dramla Lifebender): those are played as from the hand.
  const fromGraveyard = o?.zone === "graveyard" && graveyardAlliesPlayable(s, seat).includes(id);
  if ((o?.zone !== "hand" && !fromGraveyard) || o?.owner !== seat)
    return no("play/not-in-hand", "That card is not in your hand.", "408.1");
  const p = card(s, id);
  if (p.type === "Quest") return no("play/quest", "Quests can't be played; place them as resources.", "408.2");
  if (p.type === "Hero") return no("play/hero", "Heroes start in play and can't be played.", "301.1");
  if (cantPlayCards(s, seat)) return no("play/cant", "You can't play cards.", "103.4");
  if (cantPlayOrStrike(s, seat)) return no("play/cant", "You can't play cards this turn.", "408.1");
  if (abilityPlayLocked(s, seat, id))
    return no("play/cant-play-abilities", "An opposing card says you can't play abilities this turn.", "CR 7.4 103.2");
  if (namedPlayLocked(s, id))
    return no("play/named", `${p.name} was named: it can't be played this turn.`, "CR 7.4 103.2");
  if (!p.instant && !weaponInstant(s, seat, id) && !handCardsInstant(s, seat)) {
    const t = checkMainTiming(s, seat);
    if (t) return t;
  }
  if (playPower(s, id)?.opponentsTurnOnly && s.active === seat)
    return no("play/opponents-turn", "Play this only on an opponent's turn.", "408.1");
  // "During combat": from the resolved proposal (601.3) to the conclusion (603).
  if (playPower(s, id)?.notDuringCombat && s.combat)
    return no("play/during-combat", "You can't play this during combat.", "408.1");
  const heroHas = playPower(s, id)?.heroHas;
  if (heroHas && !has(s, s.players[seat]!.hero, heroHas))
    return no("play/hero-keyword", `Play this only if your hero has ${heroHas}.`, "408.1");
  if (x > 0 && !p.costX) return no("play/no-x", "That card has no X in its cost.", "CR 7.4 707.1b");
  const maxX = playPower(s, id)?.maxX;
  if (maxX !== undefined && x > maxX) return no("play/max-x", `X can't be more than ${maxX}.`, "CR 7.4 707.1b");
  // CR 7.4 707.1e: an alternate cost (Trap: the defending hero exhausted) replaces the printed cost.
  const trap = usesAlternateCost(s, seat, id, pay);
  const trapProblem = trap ? alternateCostProblem(s, seat, id, pay) : null;
  if (trapProblem) return no("cost/alternate", trapProblem, "CR 7.4 403.3");
  const printed = trap ? 0 : Math.max(0, reducedCost(s, seat, id) - playDiscount(s, seat, id));
  const cost = printed + costIncrease(s, seat, id) + x;
  const c = checkCost(s, seat, cost);
  if (c) return c;
  const pp = playPower(s, id);
  // CR 7.4 707.1e: "as an additional cost, destroy one of your [Pets] / an ally in your party" (402.1).
  const d = pp?.additionalCost?.destroyAlly;
  const finishing = pp?.additionalCost?.finishingMove ? checkFinishingMove(s, seat, pay) : undefined;
  if (finishing) return finishing;
  // "Destroy one of your resources" (Shadowburn): N different resources of `seat`, ready or not.
  const dr = pp?.additionalCost?.destroyResources;
  if (dr) {
    const mine = s.players[seat]!.resources;
    if (pay.length !== dr || new Set(pay).size !== dr || !pay.every((r) => mine.includes(r)))
      return no("cost/destroy", `Choose ${dr} of your resources to destroy.`, "402.1");
  } else if (
    !trap &&
    finishing === undefined &&
    (d ? pay.length !== 1 || !destroyPayCards(s, seat, d, x).includes(pay[0]!) : pay.length > 0)
  )
    return no(
      "cost/destroy",
      d ? `Choose one of your ${d.tag ? `${d.tag}s` : "allies"} to destroy.` : "This cost names no cards.",
      "402.1",
    );
  // CR 7.4 707.1c: "Choose one": exactly one mode of a modal ability, none of another.
  const modal = pp?.modes?.length ?? 0;
  if (modal ? modes.length !== 1 || modes[0]! >= modal : modes.length > 0)
    return no("play/modes", modal ? "Choose one mode." : "That card has no modes.", "CR 7.4 707.1c");
  const bad = checkTargets(s, pp ? modeTargets(pp, modes) : [], targets, seat, x);
  if (bad) return no("play/target", bad, "CR 7.4 706.1");
  // "X target …": the number of targets is the link's X (CR 7.4 707.1d).
  const linkX = finishing === null ? pay.length : x;
  if (pp?.targetsX && targets.length !== linkX)
    return no("play/target-count", `Choose ${linkX} target(s).`, "CR 7.4 707.1d");
  // CR 7.4 707.1d: divided damage is divided as the card is played.
  const div =
    pp && dividedDamage(pp.effects)
      ? checkDivision(finishing === null ? pay.length : x, targets, divide)
      : divide.length
        ? "Nothing is divided."
        : null;
  if (div) return no("play/divide", div, "CR 7.4 707.1d");
  return { cost };
}

/**
 * A card's cost after `seat`'s "you pay N less to play [tag] [type] cards, to a minimum of M" modifiers in play,
 * each in turn, its minimum restricting only that reduction (Diplomacy, Elemental Focus; 402, CR 7.4 707.1e).
 */
function reducedCost(s: WowState, seat: Seat, id: string): number {
  const p = card(s, id);
  const me = s.players[seat]!;
  // "You pay 1 less to play [this] for each …" (Ivus, Lokholar): the card's own reduction first.
  let cost = Math.max(0, (p.cost ?? 0) - selfCostReduction(s, seat, id));
  for (const src of [me.hero, ...me.allies, ...me.equipment])
    for (const pw of powersOf(s, src))
      if (
        pw.kind === "cost-reduction" &&
        p.type === pw.cardType &&
        (pw.tag === undefined || p.subtypes.includes(pw.tag)) &&
        cost > pw.minimum
      )
        cost = Math.max(pw.minimum, cost - pw.amount);
  return cost;
}

/** "You pay N less to play your next card this turn": the discount `seat`'s next card gets (402). */
export function playDiscount(s: WowState, seat: Seat, id: string): number {
  return s.turnMods.reduce((n, m) => (discountApplies(s, seat, m, id) ? n + (m.amount ?? 0) : n), 0);
}

/** Whether "pay N less to play your next [type] card" modifier `m` applies to `seat` playing `id` (its `tag`: the type). */
export const discountApplies = (s: WowState, seat: Seat, m: WowState["turnMods"][number], id: string): boolean =>
  m.obj === s.players[seat]!.hero && m.mod === "play-discount" && (!m.tag || card(s, id).type === m.tag);

/** The ready armor of `seat` (to pay "exhaust one of your armor", 402.1). */
export const readyArmorOf = (s: WowState, seat: Seat): string[] =>
  s.players[seat]!.equipment.filter((id) => equipmentKind(card(s, id)) === "armor" && !obj(s, id).exhausted);

/** "Can't play cards or strike with weapons this turn" (Fang of the Crystal Spider) on `seat`. */
export const cantPlayOrStrike = (s: WowState, seat: Seat): boolean =>
  s.turnMods.some((m) => m.mod === "cant-play-or-strike" && m.obj === s.players[seat]!.hero);

/**
 * "Opposing allies can't attack heroes or allies in your party unless their controller pays N for each attacker"
 * (Winter's Grasp): what `seat` pays to propose `attacker` against `defender` (001 601.2; CR 7.4 403).
 */
export function attackTax(s: WowState, seat: Seat, attacker: string, defender: string): number {
  if (!isAlly(s, attacker)) return 0;
  const them = s.players[obj(s, defender).controller]!;
  if (obj(s, defender).controller === seat) return 0;
  let n = 0;
  // 306.3a: "heroes or allies in your party" doesn't name a Totem (not targeted); "… or Totems" does.
  const totem = isTotem(s, defender);
  for (const id of [them.hero, ...them.allies, ...them.equipment])
    for (const pw of powersOf(s, id)) if (pw.kind === "attack-tax" && (!totem || pw.totems)) n += pw.amount;
  return n;
}

/** Plans placing a resource (410.1, 410.1a): once per turn, main timing; only quests face up (410.1b). */
export function planResource(s: WowState, seat: Seat, id: string, faceUp = false): Rejection | null {
  const pr = checkPriority(s, seat) ?? checkMainTiming(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (o?.zone !== "hand" || o.owner !== seat)
    return no("resource/not-in-hand", "That card is not in your hand.", "410.1");
  if (s.players[seat]!.placed) return no("resource/once-per-turn", "You already placed a resource this turn.", "410.1");
  if (faceUp && card(s, id).type !== "Quest")
    return no("resource/face-up", "Only quests can be placed face up.", "410.1b");
  return null;
}

/** The reward power of a quest (CR 7.4 702.1), with its index in the card script. */
export function rewardOf(s: WowState, id: string): { power: Extract<Power, { kind: "reward" }>; index: number } | null {
  const i = powersOf(s, id).findIndex((p) => p.kind === "reward");
  return i < 0 ? null : { power: powersOf(s, id)[i] as Extract<Power, { kind: "reward" }>, index: i };
}

/** A quest restriction (CR 7.4 702.1), checked as the reward is added to the chain. */
function questCondition(s: WowState, seat: Seat, c: Extract<Power, { kind: "reward" }>["condition"]): boolean {
  if (c === undefined) return true;
  if (c === "four-or-more-allies-in-your-party") return s.players[seat]!.allies.length >= 4;
  if (c === "opponents-turn") return s.active !== seat;
  if (c === "opponent-has-more-allies") return s.players[opp(seat)]!.allies.length > s.players[seat]!.allies.length;
  if (c === "opponent-has-more-resources") return opponentHasMoreResources(s, seat);
  if (c === "you-completed-a-quest-this-turn") return completedQuestThisTurn(s, seat);
  // "If an opposing hero was dealt damage this turn by an ally in your party".
  const hero = s.players[opp(seat)]!.hero;
  return s.dealt.some((d) => d.to === hero && d.allyOf === seat);
}

/**
 * Plans completing a face-up quest (CR 7.4 702.2: any time its controller has priority; 702.1: its restrictions,
 * and a cost the quest itself may help pay by exhausting).
 */
export function planComplete(
  s: WowState,
  seat: Seat,
  id: string,
  targets: readonly string[],
  pay: readonly string[] = [],
  modes: readonly number[] = [],
): Rejection | { power: Extract<Power, { kind: "reward" }>; index: number } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (o?.zone !== "resource" || o.controller !== seat || o.faceDown || card(s, id).type !== "Quest")
    return no("quest/not-yours", "That is not a face-up quest you control.", "CR 7.4 702.2");
  const r = rewardOf(s, id);
  if (!r) return no("quest/no-reward", "That quest has no reward power.", "CR 7.4 702.1");
  if (r.power.yourTurn && s.active !== seat)
    return no("quest/your-turn", "Complete it only during your turn.", "CR 7.4 702.1");
  if (questsLocked(s, seat))
    return no("quest/locked", "An opposing card says you can't complete quests.", "CR 7.4 702.1");
  if (!questCondition(s, seat, r.power.condition))
    return no("quest/condition", "The quest's condition is not met.", "CR 7.4 702.1");
  const m = checkModes(s, seat, r.power, modes);
  if (m) return m;
  if (r.power.exhaustSelf && o.exhausted) return no("cost/exhausted", "The quest is exhausted.", "402.1");
  const c =
    checkCost(s, seat, Math.max(0, r.power.cost - questDiscount(s, seat))) ??
    (r.power.payWith
      ? checkPayWith(s, seat, r.power.payWith, pay)
      : r.power.exhaustAllies
        ? checkExhaustAllies(s, seat, r.power.exhaustAllies, pay)
        : checkGraveyardPayment(s, seat, r.power.removeFromGraveyard, pay));
  if (c) return c;
  const bad = checkTargets(s, modeTargets(r.power, modes), targets, seat);
  if (bad) return no("quest/target", bad, "CR 7.4 706.1");
  return r;
}

/**
 * The targets a reward or modal ability with the chosen modes names (CR 7.4 707.1c: a mode's targets only when it
 * is chosen).
 */
export function modeTargets(
  power: { readonly targets: readonly TargetSpec[] },
  modes: readonly number[],
): TargetSpec[] {
  return power.targets.filter((t) => t.mode === undefined || modes.includes(t.mode));
}

/** The mode choices a reward allows (CR 7.4 707.1c): each one alone, and all of them when the hero's race allows. */
export function modeChoices(s: WowState, seat: Seat, power: Extract<Power, { kind: "reward" }>): number[][] {
  const n = power.modes?.length ?? 0;
  if (n === 0) return [[]];
  const one = Array.from({ length: n }, (_, i) => [i]);
  const all = power.allIfHeroRace && card(s, s.players[seat]!.hero).race === power.allIfHeroRace;
  return all ? [...one, one.flat()] : one;
}

/** 707.1c: the chosen modes must be one of the allowed choices (in printed order). */
function checkModes(
  s: WowState,
  seat: Seat,
  power: Extract<Power, { kind: "reward" }>,
  modes: readonly number[],
): Rejection | null {
  const key = JSON.stringify(modes);
  return modeChoices(s, seat, power).some((c) => JSON.stringify(c) === key)
    ? null
    : no("quest/modes", "Choose one of the reward's modes (both only as its text allows).", "CR 7.4 707.1c");
}

/** The cards of `seat`'s graveyard that can pay "remove N [type] cards in your graveyard from the game". */
export function graveyardPayCards(s: WowState, seat: Seat, type: "Ally"): string[] {
  return s.players[seat]!.graveyard.filter((id) => card(s, id).type === type);
}

/** The ready allies `seat` controls, which can pay "exhaust N allies in your party" (402.1). */
export function readyAllies(s: WowState, seat: Seat): string[] {
  return s.players[seat]!.allies.filter((id) => !obj(s, id).exhausted && !obj(s, id).faceDown);
}

/** 402.1: "exhaust N allies in your party": exactly N different ready allies you control are chosen. */
function checkExhaustAllies(s: WowState, seat: Seat, n: number, pay: readonly string[]): Rejection | null {
  const ok = readyAllies(s, seat);
  if (pay.length !== n || new Set(pay).size !== n || pay.some((id) => !ok.includes(id)))
    return no("cost/exhaust-allies", `Choose ${n} different ready allies in your party to exhaust.`, "402.1");
  return null;
}

/** 402.1: "remove N ally cards in your graveyard from the game": exactly N different such cards are chosen. */
function checkGraveyardPayment(
  s: WowState,
  seat: Seat,
  cost: { count: number; type: "Ally" } | undefined,
  pay: readonly string[],
): Rejection | null {
  if (!cost) return pay.length ? no("cost/nothing-to-pay", "This cost names no cards.", "402.1") : null;
  const ok = graveyardPayCards(s, seat, cost.type);
  if (pay.length !== cost.count || new Set(pay).size !== pay.length || pay.some((id) => !ok.includes(id)))
    return no(
      "cost/graveyard",
      `Choose ${cost.count} different ${cost.type.toLowerCase()} cards in your graveyard to remove from the game.`,
      "402.1",
    );
  return null;
}

/** The allies of `seat` that can pay "destroy one of your [tag]s [with cost X]" (402.1; 401.2: "your" = controlled). */
export function destroyPayCards(
  s: WowState,
  seat: Seat,
  cost: NonNullable<PowerCost["destroyAlly"]>,
  x: number,
): string[] {
  return s.players[seat]!.allies.filter(
    (id) =>
      !obj(s, id).faceDown &&
      // CR 7.4 103.2: a cost destroying a card that can't be destroyed can't be paid.
      !cantBeDestroyed(s, id) &&
      (cost.tag === undefined || card(s, id).subtypes.some((t) => t === cost.tag || t.startsWith(`${cost.tag} (`))) &&
      (!cost.costX || (card(s, id).cost ?? 0) === x),
  );
}

/** 302.2: an ally may use [Exhaust] powers only if in your party since the start of your most recent turn. */
export function settled(s: WowState, id: string): boolean {
  const o = obj(s, id);
  // A skipped turn (Lay on Hands) breaks the alternation: the player's own record is read when kept.
  const lastOwnTurn = s.players[o.controller]!.lastTurn ?? (s.active === o.controller ? s.turn : s.turn - 1);
  return o.since < lastOwnTurn;
}

/** Plans using payment power `index` of a card in play (CR 7.4 701; 402): timing, costs, targets. */
export function planPower(
  s: WowState,
  seat: Seat,
  id: string,
  index: number,
  targets: readonly string[],
  x = 0,
  pay: readonly string[] = [],
): Rejection | { power: Extract<Power, { kind: "payment" }> } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const o = s.objects[Number(id.slice(1))];
  if (!o || (o.zone !== "ally" && o.zone !== "hero") || o.controller !== seat || o.faceDown)
    return no("power/not-yours", "You don't control that card in play.", "401.1");
  // Printed powers first, then granted payment powers (CR 7.4 700.1; rules/granted-powers.ts).
  const printed = powersOf(s, id);
  const power = index < printed.length ? printed[index] : powersWithGranted(s, id)[index];
  if (power?.kind !== "payment") return no("power/none", "That card has no such power.", "CR 7.4 701");
  if (power.yourTurn && s.active !== seat) return no("power/your-turn", "Use only on your turn.", "CR 7.4 701");
  if (power.opponentsTurn && s.active === seat)
    return no("power/opponents-turn", "Use only on an opponent's turn.", "CR 7.4 701");
  if (power.whileForm && !inForm(s, seat, [power.whileForm]))
    return no("power/form", `Use only while your hero is in ${power.whileForm} form.`, "CR 7.4 701");
  if (power.heroUndamaged && obj(s, s.players[seat]!.hero).damage > 0)
    return no("power/hero-damaged", "Use only if your hero has no damage on it.", "CR 7.4 701");
  if (power.oncePerTurn && s.used.includes(powerUseKey(s, id, index)))
    return no("power/once-per-turn", "Use only once per turn.", "CR 7.4 701.4");
  if (power.cost.flip && o.flipped) return no("cost/flipped", "The hero has already flipped.", "301.2");
  if (power.cost.destroySelf && cantBeDestroyed(s, id))
    return no("cost/cant-be-destroyed", "That card can't be destroyed, so the cost can't be paid.", "CR 7.4 103.2");
  if (power.cost.exhaustSelf) {
    if (o.exhausted) return no("cost/exhausted", "It is exhausted.", "402.1");
    if (isAlly(s, id) && !settled(s, id))
      return no("power/summoning-sick", "This ally joined your party this turn.", "302.2");
  }
  if (power.cost.exhaustHero && obj(s, s.players[seat]!.hero).exhausted)
    return no("cost/hero-exhausted", "Your hero is exhausted.", "402.1");
  if (x > 0 && !power.cost.x) return no("power/no-x", "That power has no X in its cost.", "CR 7.4 707.1b");
  // X paid in damage ("put X damage on her") costs no resources (CR 7.4 707.1b).
  const c = checkCost(s, seat, power.cost.resources + (power.cost.damageSelf === "x" ? 0 : x));
  if (c) return c;
  const d = power.cost.destroyAlly;
  // "Destroy N of your resources" (402.1): N different resources of `seat`, ready or not.
  const n = power.cost.destroyResources;
  if (power.cost.exhaustArmor) {
    if (pay.length !== 1 || !readyArmorOf(s, seat).includes(pay[0]!))
      return no("cost/exhaust-armor", "Choose one of your ready armor to exhaust.", "402.1");
  } else if (n) {
    const mine = s.players[seat]!.resources;
    if (pay.length !== n || new Set(pay).size !== n || !pay.every((r) => mine.includes(r)))
      return no("cost/destroy", `Choose ${n} of your resources to destroy.`, "402.1");
  } else if (power.cost.discardCard) {
    if (pay.length !== 1 || !s.players[seat]!.hand.includes(pay[0]!))
      return no("cost/discard", "Choose a card of your hand to discard.", "402.1");
  } else if (power.cost.exhaustAllies) {
    const e = checkExhaustAllies(s, seat, power.cost.exhaustAllies, pay);
    if (e) return e;
  } else if (power.cost.damageAlly) {
    if (pay.length !== 1 || !damageAllyPayCards(s, seat, power.cost.damageAlly).includes(pay[0]!))
      return no("cost/damage-ally", `Choose an ally in your party to put ${power.cost.damageAlly} damage on.`, "402.1");
  } else if (power.cost.removeFromGraveyard) {
    // 402.1: "remove N ally cards in your graveyard from the game", paid with the chosen cards.
    const g = checkGraveyardPayment(s, seat, power.cost.removeFromGraveyard, pay);
    if (g) return g;
  } else if (d ? pay.length !== 1 || !destroyPayCards(s, seat, d, x).includes(pay[0]!) : pay.length > 0)
    return no(
      "cost/destroy",
      d
        ? `Choose one of your ${d.tag ? `${d.tag}s` : "allies"}${d.costX ? ` with cost ${x}` : ""} to destroy.`
        : "This cost names no cards.",
      "402.1",
    );
  const bad = checkTargets(s, power.targets, targets, seat, x);
  if (bad) return no("power/target", bad, "CR 7.4 706.1");
  return { power };
}

/**
 * A power cost of nothing at all ('Say "Leeeerooooy Jenkins!" ->'): using it again the same turn is legal but changes
 * nothing, so the offered actions list it once per turn (docs/rules-decisions.md).
 */
export function freeCost(c: PowerCost): boolean {
  return (
    c.resources === 0 &&
    !c.x &&
    !c.exhaustSelf &&
    !c.exhaustHero &&
    !c.flip &&
    !c.destroySelf &&
    !c.returnSelfToHand &&
    !c.removeSelf &&
    !c.removeFromGraveyard &&
    !c.discardCard &&
    !c.damageSelf &&
    !c.damageHero &&
    !c.damageAlly &&
    !c.destroyAlly &&
    !c.destroyResources &&
    !c.exhaustArmor &&
    !c.concedeGame
  );
}

/** Whether `id` could be proposed as an attacker by `seat` now (601.2a; Guardian Steelhorn "can't attack"; totems 306.3a). */
export function canAttack(s: WowState, seat: Seat, id: string): boolean {
  const o = s.objects[Number(id.slice(1))];
  if (!o || o.controller !== seat || !isCharacter(s, id) || o.exhausted) return false;
  // 001 306.3a: a Totem can't be proposed as an attacker.
  if (isTotem(s, id)) return false;
  // "Opposing allies can't attack" (Lady Jaina Proudmoore).
  if (isAlly(s, id) && opposingPower(s, seat, "opposing-allies-cant-attack")) return false;
  if (has(s, id, "CantAttack") || s.turnMods.some((m) => m.obj === id && m.mod === "cant-attack")) return false;
  if (partyCantAttack(s, seat)) return false;
  return isHero(s, id) || settled(s, id) || has(s, id, "Ferocity");
}

/** Whether `d` is a legal proposed defender for `seat`'s attacker apart from "can attack only" (601.2b). */
function defenderOk(s: WowState, seat: Seat, d: string): boolean {
  const o = s.objects[Number(d.slice(1))];
  return !!o && o.controller === opp(seat) && isCharacter(s, d) && !has(s, d, "Elusive");
}

/**
 * 601.2c-d: the characters `seat`'s attackers "can attack only" (opposing cards with "opposing heroes and allies
 * that can attack [this] can attack only [this]" that are legal defenders now); empty when unrestricted, and when no
 * such proposal can be made (then any other legal defender may be proposed).
 */
export function attackOnly(s: WowState, seat: Seat, attacker?: string): string[] {
  const cards = s.players[opp(seat)]!.allies.filter(
    (id) => powersOf(s, id).some((p) => p.kind === "attack-only-this") && defenderOk(s, seat, id),
  );
  // 601.2d: "can attack only your hero this turn" (Mocking Blow) on this attacker joins them.
  const mods = s.turnMods.flatMap((m) =>
    m.obj === attacker && m.mod === "attack-only" && m.target && defenderOk(s, seat, m.target) ? [m.target] : [],
  );
  // "… can attack only your hero if able" (Challenging Shout): every character of `seat`'s party.
  const shouts = attacker ? shoutingHeroes(s, seat).filter((h) => defenderOk(s, seat, h)) : [];
  return [...cards, ...mods, ...shouts];
}

/** Whether the opponent of `seat` controls a face-up card in play with a power of `kind` (a "can't", 103.4). */
function opposingPower(
  s: WowState,
  seat: Seat,
  kind: "opposing-allies-cant-attack" | "opponents-cant-strike-on-your-turn",
) {
  const them = s.players[opp(seat)]!;
  return [them.hero, ...them.allies, ...them.equipment].some(
    (id) => !obj(s, id).faceDown && powersOf(s, id).some((p) => p.kind === kind),
  );
}

/** Plans a combat proposal (601.1-601.2). */
export function planAttack(s: WowState, seat: Seat, attacker: string, defender: string): Rejection | null {
  const pr = checkPriority(s, seat) ?? checkMainTiming(s, seat);
  if (pr) return pr;
  if (!canAttack(s, seat, attacker))
    return no("attack/attacker", "That character can't be proposed as an attacker.", "601.2a");
  const d = s.objects[Number(defender.slice(1))];
  // 601.2b; "any hero or ally can attack Gamon (including characters in your party)".
  if (
    !d ||
    !isCharacter(s, defender) ||
    (d.controller !== opp(seat) && !friendlyDefenderAllowed(s, seat, attacker, defender))
  )
    return no("attack/defender", "The defender must be an opposing hero, ally or totem.", "601.2b");
  if (has(s, defender, "Elusive"))
    return no("attack/elusive", "Elusive characters can't be proposed as defenders.", "601.2b");
  if (cantAttackTarget(s, attacker, defender))
    return no("attack/cant-attack-target", "That attacker can't attack that character this turn.", "601.2b");
  const only = attackOnly(s, seat, attacker);
  if (only.length > 0 && !only.includes(defender))
    return no("attack/only", "That attacker can attack only a character that restricts its attacks.", "601.2c");
  return checkCost(s, seat, attackTax(s, seat, attacker, defender));
}

/** Plans a strike (303.2, 303.2c, 409.2a): defend window, your hero in combat, one weapon per combat. */
export function planStrike(s: WowState, seat: Seat, weapon: string): Rejection | { cost: number } {
  const pr = checkPriority(s, seat);
  if (pr) return pr;
  const hero = s.players[seat]!.hero;
  const c = s.combat;
  if (s.window?.kind !== "defend" || !c || (c.attacker !== hero && c.defender !== hero))
    return no("strike/timing", "Strike only in the defense window while your hero is in combat.", "303.2");
  const w = s.objects[Number(weapon.slice(1))];
  if (w?.zone !== "hero" || w.controller !== seat || equipmentKind(card(s, weapon)) !== "weapon")
    return no("strike/not-a-weapon", "That is not your weapon.", "303.2");
  if (w.exhausted) return no("strike/exhausted", "The weapon is exhausted.", "303.2");
  if (cantPlayOrStrike(s, seat)) return no("strike/cant", "You can't strike with weapons this turn.", "303.2");
  if (s.active !== seat && opposingPower(s, seat, "opponents-cant-strike-on-your-turn"))
    return no("strike/cant", "Opponents can't strike with weapons on this turn (Grint Sundershot).", "303.2");
  // 303.2c: one weapon per combat; two Melee weapons with dual wield (001 405.3).
  if (!strikeLimitOk(s, seat, c.struck, weapon)) return no("strike/one-weapon", "One weapon per combat.", "303.2c");
  const cost = Math.max(
    0,
    (card(s, weapon).strikeCost ?? 0) - strikeDiscount(s, seat, weapon).amount + strikeCostModifier(s, seat, weapon),
  );
  return checkCost(s, seat, cost) ?? { cost };
}

/**
 * "You pay N less the next time you strike with a [tag] weapon this turn" (303.2): the discount `seat`'s next strike
 * with `weapon` gets, and the modifiers that strike uses up (indexes into `turnMods`).
 */
export function strikeDiscount(s: WowState, seat: Seat, weapon: string): { amount: number; used: number[] } {
  const hero = s.players[seat]!.hero;
  const tags = card(s, weapon).subtypes;
  // A discount naming one weapon (`target`, Twig of the World Tree) applies to it alone.
  const used = s.turnMods.flatMap((m, i) =>
    m.obj === hero &&
    m.mod === "strike-discount" &&
    (m.target ? m.target === weapon : tags.some((t) => t === m.tag || t.startsWith(`${m.tag} (`)))
      ? [i]
      : [],
  );
  return { amount: used.reduce((n, i) => n + (s.turnMods[i]!.amount ?? 0), 0), used };
}

/** Targets of an enters-play trigger (for asking). */
export function triggerSpecs(s: WowState, id: string, index: number): readonly TargetSpec[] {
  const p = powersOf(s, id)[index];
  return p && "targets" in p ? p.targets : [];
}

/** The hero's ATK for logs. */
export const heroAtk = (s: WowState, seat: Seat): number => atk(s, s.players[seat]!.hero);
