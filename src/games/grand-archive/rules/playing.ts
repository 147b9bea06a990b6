/**
 * Playing cards (CR Playing Cards; Card Activation 1.1-1.9; Card Materialization 1-3.4; Costs and Memory 1-3)
 * and activating abilities (CR Activated Abilities 1-6). Each is a pure *plan* (the rejection `apply` would return,
 * or what the play needs) and an *execute* part that cannot fail; legal actions call only the plans.
 */
import type { Rejection } from "../../../engine/index.js";
import type { Ability, Cost } from "../cards/types.js";
import {
  abilitiesOf,
  amount,
  champion,
  elements,
  enlightenCostsBarred,
  hasKeyword,
  obeys,
  holds,
  level,
} from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import { effectsOf, targetCandidates, targetSelectors } from "./targets.js";
import { type GaState, type Seat, type StackEntry, card, freshId, log, mutCard } from "./state.js";
import { canDelevel, delevel } from "./delevel.js";
import { moveCard, nameOf } from "./zones.js";
import { mayAttackThisTurn, slowWindow } from "./timing.js";
import { nextInt } from "../../../engine/rng.js";
import { scriptOf } from "../cards/registry.js";
import { brewMatches, brewRecipe, recover, sacrifice } from "./alchemy.js";
import { elementBanned } from "./restrictions.js";

const no = (code: string, message: string, rule: string): Rejection => ({ code, message, rule });

/** What activating a card from hand needs: its reserve cost after modifiers, targets and the extra-cost object. */
export interface ActivatePlan {
  readonly card: string;
  readonly reserve: number;
  readonly targets: readonly string[];
  readonly costObject: string | null;
  readonly attack: boolean;
  /** The optional additional reserve cost is paid (Crux Sight). */
  readonly extra: boolean;
  /** Brew: the objects sacrificed rather than paying the reserve cost (CR Keywords: Brew 2). */
  readonly brew?: readonly string[];
}

/** Reserve cost after modifiers (CR Card Activation 1.7; Keywords: Efficiency). Never below 0. */
export function reserveCost(
  s: GaState,
  seat: Seat,
  cardId: string,
  self?: string,
  targets: readonly string[] = [],
): number {
  let cost = cardData(cardId).reserve ?? 0;
  for (const a of abilitiesOf(s, cardId, seat, self)) {
    if (a.kind === "keyword" && a.keyword === "efficiency") cost -= level(s, seat);
    const kw = a.kind === "costLess" ? a.ifTargetHas : undefined;
    const targeted = !kw || targets.some((t) => hasKeyword(s, card(s, t), kw)); // Fortified Mana Shield
    if (a.kind === "costLess" && targeted && (!a.if || holds(s, a.if, seat, cardId, self)))
      cost -= amount(s, a.amount, seat);
  }
  return Math.max(0, cost);
}

function additionalCosts(s: GaState, seat: Seat, cardId: string): Cost[] {
  return abilitiesOf(s, cardId, seat).flatMap((a: Ability) => (a.kind === "additionalCost" ? [a.cost] : []));
}

/** Objects that could pay a "return a regalia you control to its owner's material deck" cost. */
export function regaliaToReturn(s: GaState, seat: Seat): string[] {
  return s.players[seat].field.filter((id) => hasType(cardData(card(s, id).card), "REGALIA"));
}

/** Objects that could pay an additional cost `cost` of a card (the regalia returned, the ally sacrificed). */
export function costCandidates(s: GaState, seat: Seat, cost: Cost): string[] {
  if (cost.kind === "returnRegaliaToMaterialDeck")
    return regaliaToReturn(s, seat).filter(
      (id) => !cost.subtype || cardData(card(s, id).card).subtypes.includes(cost.subtype),
    );
  if (cost.kind === "sacrificeAlly")
    return s.players[seat].field.filter((id) => hasType(cardData(card(s, id).card), "ALLY"));
  if (cost.kind === "sacrificeDomain")
    return s.players[seat].field.filter((id) => hasType(cardData(card(s, id).card), "DOMAIN"));
  if (cost.kind === "delevelAndRecover") {
    // Recover N as a cost removes N damage counters: fewer can't pay it (CR Game Terms: Recover; GA-EX-game-terms-5).
    const ch = champion(s, seat);
    return ch && canDelevel(s, seat) && ch.damage >= cost.recover ? [ch.id] : [];
  }
  return [];
}

/**
 * Whether an effect forbids `seat` to activate catalogue card `cardId` now (Invoke Dominance: "You can't activate
 * non-ally cards this turn"). It binds every way of activating, starcalling included: a permission ("can") never
 * overrides a "can't" (CR Types of Effects - Game Effects 5).
 */
export function activationBarred(s: GaState, seat: Seat, cardId: string): boolean {
  return !hasType(cardData(cardId), "ALLY") && s.lasting.some((l) => l.kind === "onlyAllies" && l.seat === seat);
}

/** Plans activating card `id` from hand (CR Card Activation 1.1-1.8). */
export function planActivate(
  s: GaState,
  seat: Seat,
  id: string,
  targets: readonly string[] = [],
  costObject: string | null = null,
  payOptional = false,
  brew?: readonly string[],
): Rejection | ActivatePlan {
  const c = s.cards[Number(id.slice(1))];
  if (!c || c.id !== id || c.zone !== "hand" || c.owner !== seat)
    return no("activate/not-in-hand", "Cards are activated from your hand.", "Card Activation 1.9.1");
  const d = cardData(c.card);
  if (d.reserve === null)
    return no(
      "activate/no-reserve-cost",
      `${d.name} has no reserve cost and cannot be activated.`,
      "Costs and Memory 3",
    );
  if (s.opportunity?.seat !== seat)
    return no("timing/no-opportunity", "You do not have Opportunity.", "Timing and Permissions: Opportunity 2");
  const fast = (hasType(d, "ACTION") && d.fast) || fastActivation(s, seat, c.card);
  if (!fast && !slowWindow(s, seat))
    return no(
      "timing/slow",
      `${d.name} is slow: only in your main phase with an empty Effects Stack.`,
      "Timing and Permissions: Fast vs Slow 1.1",
    );
  if (elementBanned(s, d.element))
    return no(
      "activate/element-banned",
      `No player can activate ${d.element.toLowerCase()} cards now.`,
      "Permission 1",
    );
  if (!elements(s, seat).has(d.element))
    return no(
      "activate/element",
      `You do not have the ${d.element.toLowerCase()} element enabled.`,
      "Card Activation 1.2",
    );
  if (activationBarred(s, seat, c.card))
    return no(
      "activate/only-allies",
      "You can't activate non-ally cards this turn (Invoke Dominance).",
      "Card Activation 1",
    );
  const attack = hasType(d, "ATTACK");
  if (attack) {
    const ch = champion(s, seat);
    if (!ch || ch.rested)
      return no(
        "attack/champion-rested",
        "Attack cards rest your champion: it must be awake.",
        "Card Types - Attack 2",
      );
    if (!mayAttackThisTurn(s, seat))
      return no("attack/first-turn", "The first player cannot attack on turn one.", "Starting the Game: Turn One 1.1");
  }
  const extra = additionalCosts(s, seat, c.card);
  for (const cost of extra)
    if (!costObject || !costCandidates(s, seat, cost).includes(costObject))
      return no(
        "activate/additional-cost",
        "Choose the object that pays the additional cost.",
        "Card Activation 1.3.2",
      );
  if (!extra.length && costObject)
    return no("activate/additional-cost", "This card has no additional cost.", "Card Activation 1.3.2");

  const sels = targetSelectors(effectsOf(s, { id: "", kind: "activation", source: id, controller: seat, targets: [] }));
  // "Up to one target" selectors come last and may be left unchosen (CR Objects and Targeting).
  const required = sels.filter((x) => !(x.kind === "target" && x.upTo)).length;
  if (targets.length > sels.length || targets.length < required)
    return no("activate/targets", `Choose ${sels.length} target(s).`, "Card Activation 1.5");
  if (new Set(targets).size < targets.length)
    return no("activate/same-target", "Choose a different object for each target.", "Objects and Targeting");
  for (let i = 0; i < targets.length; i++)
    if (!targetCandidates(s, sels[i]!, seat, id).includes(targets[i]!))
      return no("activate/illegal-target", "That is not a legal target.", "Objects and Targeting");
  const optional = optionalCost(c.card);
  if (payOptional && !optional)
    return no("activate/optional-cost", "This card has no optional additional cost.", "Card Activation 1.3.2");
  // A restricted option ("[Level 2+] You may activate this card without paying its reserve cost"; CR Restriction Abilities)
  if (payOptional && optional?.condition && !holds(s, optional.condition, seat, c.card, id))
    return no("activate/optional-cost", "That option's restriction is not met.", "Abilities - Restriction Abilities");
  if (brew) {
    // Brew replaces the reserve cost; reserve modifiers are ignored (CR Keywords: Brew 2, 4).
    const recipe = brewRecipe(s, seat, c.card);
    if (!recipe || !brewMatches(s, seat, recipe, brew))
      return no("activate/brew", "Sacrifice exactly the objects its Brew lists.", "Keywords: Brew 2");
    const reserve = payOptional && optional ? optional.reserve : 0;
    if (s.players[seat].hand.length - 1 < reserve)
      return no(
        "activate/cannot-pay",
        `Reserve cost ${reserve}: not enough other cards in hand.`,
        "Card Activation 1.8",
      );
    return { card: id, reserve, targets, costObject, attack, extra: payOptional, brew };
  }
  // "Without paying its reserve cost" (Resolute Stand): the option replaces the whole reserve cost.
  const reserve =
    payOptional && optional?.free
      ? 0
      : reserveCost(s, seat, c.card, id, targets) + (payOptional && optional ? optional.reserve : 0);
  if (s.players[seat].hand.length - 1 < reserve)
    return no("activate/cannot-pay", `Reserve cost ${reserve}: not enough other cards in hand.`, "Card Activation 1.8");
  return { card: id, reserve, targets, costObject, attack, extra: payOptional };
}

/** A card's optional additional reserve cost ability, if it has one (Crux Sight; CR Card Activation 1.3.2). */
export function optionalCost(cardId: string): Extract<Ability, { kind: "optionalReserveCost" }> | undefined {
  const a = scriptOf(cardId)?.abilities.find((x) => x.kind === "optionalReserveCost");
  return a?.kind === "optionalReserveCost" ? a : undefined;
}

/** Carries out an activation plan: the card goes on the stack, costs are paid (reserve by decision). */
export function executeActivate(s: GaState, seat: Seat, plan: ActivatePlan): void {
  moveCard(s, plan.card, "stack");
  const enterBuff = takeNextAllyBuff(s, seat, plan.card);
  const entry: StackEntry = {
    id: freshId(s, "e"),
    kind: "activation",
    source: plan.card,
    controller: seat,
    targets: [...plan.targets],
    ...(plan.extra ? { paidExtra: true } : {}),
    ...(enterBuff ? { enterBuff } : {}),
  };
  s.stack.push(entry);
  log(s, `P${seat + 1} activates ${nameOf(s, plan.card)}.`);
  if (plan.attack) {
    const ch = champion(s, seat);
    if (ch) mutCard(s, ch.id).rested = true;
  }
  const dr = additionalCosts(s, seat, card(s, plan.card).card).find((x) => x.kind === "delevelAndRecover");
  if (plan.costObject && dr?.kind === "delevelAndRecover") {
    delevel(s, seat); // CR Card Types - Champion, Deleveling 1
    recover(s, seat, dr.recover);
  } else if (plan.costObject) {
    const cd = cardData(card(s, plan.costObject).card);
    if (hasType(cd, "DOMAIN")) {
      // Smash with Obelisk: +X POWER, X the sacrificed domain's reserve cost (kept on the card, CR Game Terms: Sacrifice).
      sacrifice(s, plan.costObject);
      if (cd.reserve) s.lasting.push({ kind: "pump", objects: [plan.card], power: cd.reserve, life: 0 });
    } else if (hasType(cd, "ALLY")) {
      sacrifice(s, plan.costObject); // a sacrificed ally dies (CR Game Terms: Sacrifice)
    } else {
      log(s, `P${seat + 1} returns ${nameOf(s, plan.costObject)} to the material deck.`);
      moveCard(s, plan.costObject, "materialDeck");
    }
  }
  if (plan.brew) {
    for (const b of plan.brew) sacrifice(s, b); // paid with the other costs (CR Game Terms: Sacrifice 2.2)
    if (
      cardData(card(s, plan.card).card).subtypes.includes("POTION") &&
      !s.lasting.some((l) => l.kind === "brewedPotion" && l.seat === seat)
    )
      s.lasting.push({ kind: "brewedPotion", seat }); // the activation is brewed (CR Keywords: Brew 3)
  }
  countMageAction(s, seat, plan.card);
  countMelody(s, seat, plan.card);
  payReserve(s, seat, entry, plan.reserve);
}

/**
 * Silvie, Wilds Whisperer: the next ally card of the named subtypes `seat` activates this turn is marked as it is
 * activated (the effect is used up then) and enters with one more buff counter per such effect.
 */
function takeNextAllyBuff(s: GaState, seat: Seat, id: string): number {
  const d = cardData(card(s, id).card);
  if (!hasType(d, "ALLY")) return 0;
  const fits = (l: GaState["lasting"][number]) =>
    l.kind === "nextAllyBuff" && l.seat === seat && l.subtypes.some((x) => d.subtypes.includes(x));
  const n = s.lasting.filter(fits).length;
  if (n) s.lasting = s.lasting.filter((l) => !fits(l));
  return n;
}

/** Reserve payment: N cards from hand into memory (CR Costs and Memory 1); asks which when there is a choice. */
export function payReserve(s: GaState, seat: Seat, entry: StackEntry, n: number): void {
  const hand = s.players[seat].hand;
  if (n > 0 && hand.length > n) {
    s.ask = {
      id: freshId(s, "d"),
      seat,
      kind: "reserve",
      prompt: `Pay ${n}: choose ${n} card(s) from your hand to put into your memory.`,
      options: hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
      min: n,
      max: n,
      then: { k: "payReserve", entry, amount: n },
    };
    return;
  }
  reserveCards(s, seat, n > 0 ? [...hand] : []);
}

/** Puts the chosen hand cards into memory and gives the payer Opportunity (CR Card Activation 1.9). */
export function reserveCards(s: GaState, seat: Seat, ids: readonly string[]): void {
  for (const id of ids) moveCard(s, id, "memory");
  if (ids.length) log(s, `P${seat + 1} reserves ${ids.length} card(s) into memory.`);
  s.opportunity = { seat, passes: 0 };
}

/** Floating memory cards `seat` could banish from the graveyard (CR Keywords: Floating Memory). */
export function floatingCards(s: GaState, seat: Seat): string[] {
  return s.players[seat].graveyard.filter((id) => hasKeyword(s, card(s, id), "floatingMemory"));
}

/** Plans materializing `id` from the material deck (CR Card Materialization 2-3.3; Champion 7, 9). */
export function planMaterialize(s: GaState, seat: Seat, id: string): Rejection | { cost: number } {
  const c = s.cards[Number(id.slice(1))];
  if (!c || c.id !== id || c.zone !== "materialDeck" || c.owner !== seat)
    return no(
      "materialize/not-in-material-deck",
      "Materialize a card from your material deck.",
      "Card Materialization 1",
    );
  const d = cardData(c.card);
  if (d.memory === null)
    return no(
      "materialize/no-memory-cost",
      "Cards without memory costs cannot be materialized.",
      "Card Materialization 3.4.2",
    );
  if (elementBanned(s, d.element))
    return no(
      "materialize/element-banned",
      `No player can materialize ${d.element.toLowerCase()} cards now.`,
      "Permission 1",
    );
  if (hasType(d, "CHAMPION")) {
    if (d.level === 0)
      return no("materialize/level-0", "Level 0 champions cannot be materialized.", "Card Types - Champion 3.1");
    const ch = champion(s, seat);
    const cur = ch ? cardData(ch.card).level : -1;
    if (d.level !== cur + 1)
      return no(
        "materialize/level",
        `${d.name} must level up a level ${d.level - 1} champion.`,
        "Card Types - Champion 7",
      );
    const lineage = abilitiesOf(s, c.card, seat).find((a) => a.kind === "lineage");
    if (lineage?.kind === "lineage" && !(ch && cardData(ch.card).name.startsWith(lineage.name)))
      return no(
        "materialize/lineage",
        `${d.name} must be leveled from a "${lineage.name}" champion.`,
        "Card Types - Champion 9",
      );
  } else if (!hasType(d, "REGALIA")) {
    return no("materialize/not-regalia", "Only regalia and champions are materialized.", "Materialize Phase 3");
  } else if (!elements(s, seat).has(d.element))
    return no(
      "materialize/element",
      `You do not have the ${d.element.toLowerCase()} element enabled.`,
      "Card Activation 1.2",
    );
  const cost = Math.max(0, d.memory - materializeDiscount(s, seat, c.card));
  if (s.players[seat].memory.length + floatingCards(s, seat).length < cost)
    return no("materialize/cannot-pay", `Memory cost ${cost}: not enough cards in memory.`, "Card Materialization 3.3");
  return { cost };
}

/** "This card costs N less to materialize" (Necklace of Foresight; CR Card Materialization 3.3), never below 0. */
function materializeDiscount(s: GaState, seat: Seat, cardId: string): number {
  let n = 0;
  for (const a of abilitiesOf(s, cardId, seat)) if (a.kind === "materializeCostLess") n += a.amount;
  return n;
}

/** Puts a materialization on the stack and pays its memory cost (floating memory first, CR Materialization 3.3.2). */
export function executeMaterialize(s: GaState, seat: Seat, id: string, cost: number): void {
  moveCard(s, id, "stack");
  const entry: StackEntry = { id: freshId(s, "e"), kind: "materialization", source: id, controller: seat, targets: [] };
  s.stack.push(entry);
  s.materialized = true;
  log(s, `P${seat + 1} materializes ${nameOf(s, id)}.`);
  const floating = floatingCards(s, seat);
  if (cost > 0 && floating.length > 0) {
    const need = Math.max(0, cost - s.players[seat].memory.length);
    s.ask = {
      id: freshId(s, "d"),
      seat,
      kind: "floating",
      prompt: `Memory cost ${cost}: banish floating memory cards from your graveyard to pay part of it?`,
      options: floating.map((f) => ({ id: f, label: nameOf(s, f), object: f })),
      min: need,
      max: Math.min(cost, floating.length),
      then: { k: "payFloating", entry, amount: cost },
    };
    return;
  }
  payMemory(s, seat, [], cost);
}

/** Pays a memory cost: the floating cards chosen, then the rest banished at random from memory (CR Costs 2). */
export function payMemory(s: GaState, seat: Seat, floating: readonly string[], cost: number): void {
  for (const f of floating) moveCard(s, f, "banishment");
  const mem = s.players[seat].memory;
  for (let i = floating.length; i < cost && mem.length; i++) {
    const [rng, k] = nextInt(s.rng, mem.length);
    s.rng = rng;
    const id = mem[k]!;
    moveCard(s, id, "banishment");
    log(s, `P${seat + 1} banishes ${nameOf(s, id)} from memory at random.`);
  }
  s.opportunity = { seat, passes: 0 };
}

/** Plans activating ability `index` of object `obj` (CR Activated Abilities 1-6: fast by default). */
export function planAbility(
  s: GaState,
  seat: Seat,
  obj: string,
  index: number,
): Rejection | { costs: readonly Cost[] } {
  const o = s.cards[Number(obj.slice(1))];
  if (o?.id === obj && o.zone === "lineage") return planLineageRelease(s, seat, obj, index);
  // A card in an intent activates abilities as if it were an object (CR Game Mechanics - Abilities 6).
  if (!o || o.id !== obj || (o.zone !== "field" && o.zone !== "intent") || o.controller !== seat)
    return no("ability/not-yours", "Activate abilities of objects you control.", "Activated Abilities 9");
  const script = abilitiesOf(s, o.card, seat, o.id);
  const a = scriptAbility(o.card, index);
  if (a?.kind !== "activated" || !script.includes(a))
    return no("ability/unavailable", "That ability cannot be activated now.", "Activated Abilities 3");
  const intentRule = intentActivation(o.zone, o.card, a.costs);
  if (intentRule) return intentRule;
  if (a.once && o.usedOnce?.includes(index))
    return no("ability/once", "That ability can be activated only once.", "Activated Abilities 3");
  if (s.opportunity?.seat !== seat)
    return no("timing/no-opportunity", "You do not have Opportunity.", "Activated Abilities 4");
  if (!obeys(s, o))
    return no(
      "ability/pride",
      "This ally won't obey you: your champion's level is below its Pride.",
      "Keywords: Pride 1",
    );
  if (!a.fast && a.fast !== undefined && !slowWindow(s, seat))
    return no("timing/slow", "That ability is slow.", "Timing and Permissions: Fast vs Slow 1.1");
  const sels = targetSelectors(a.effects);
  if (sels.length && !targetCandidates(s, sels[0]!, seat, obj).length)
    return no("ability/no-target", "That ability has no legal target.", "Activated Abilities 3");
  for (const c of a.costs) {
    if (c.kind === "restSelf" && o.rested) return no("ability/cost", "It is rested.", "Activated Abilities 1");
    if (c.kind === "reserve" && s.players[seat].hand.length < abilityReserve(s, seat, c))
      return no("ability/cost", "Not enough cards in hand to pay its reserve cost.", "Costs and Memory 1");
    if (c.kind === "removeDurabilitySelf" && o.durability < 1)
      return no("ability/cost", "It has no durability counter to remove.", "Activated Abilities 1");
    if (c.kind === "removeEnlighten" && enlightenCostsBarred(s, seat))
      return no(
        "ability/cost",
        "You can't remove enlighten counters to pay for costs.",
        "Game Terms: Enlighten Counters 1",
      );
    if (c.kind === "removeEnlighten" && (champion(s, seat)?.enlighten ?? 0) < c.count)
      return no("ability/cost", `Your champion needs ${c.count} enlighten counters.`, "Activated Abilities 1");
  }
  return { costs: a.costs };
}

/**
 * Where an activated ability may be activated from: an attack card's only from the intent (CR Activated Abilities
 * 8); from the intent, not with costs only objects can pay (resting, sacrificing: CR Game Mechanics - Abilities 6).
 */
function intentActivation(zone: string, cardId: string, costs: readonly Cost[]): Rejection | null {
  if (zone !== "intent" && hasType(cardData(cardId), "ATTACK"))
    return no(
      "ability/intent-only",
      "An attack card's abilities are activated from the intent.",
      "Activated Abilities 8",
    );
  if (zone === "intent" && costs.some((c) => OBJECT_COSTS.has(c.kind)))
    return no("ability/intent-cost", "A card in an intent can't pay that cost.", "Game Mechanics - Abilities 6");
  return null;
}

/** Costs only an object on the field can pay (CR Game Mechanics - Abilities 6). */
const OBJECT_COSTS: ReadonlySet<Cost["kind"]> = new Set([
  "restSelf",
  "sacrificeSelf",
  "removeDurabilitySelf",
  "banishSelf",
]);

/**
 * Plans a Lineage Release ability of card `id` in `seat`'s champion's inner lineage (CR Keywords: Lineage Release
 * 1-3): its cost is banishing that card from there; it can't be activated while the card is the champion.
 */
function planLineageRelease(s: GaState, seat: Seat, id: string, index: number): Rejection | { costs: readonly Cost[] } {
  const ch = champion(s, seat);
  if (!ch?.lineage.includes(id))
    return no(
      "ability/lineage-release",
      "Only a card in your champion's inner lineage.",
      "Keywords: Lineage Release 3",
    );
  if (scriptAbility(card(s, id).card, index)?.kind !== "lineageRelease")
    return no("ability/unavailable", "That ability cannot be activated now.", "Activated Abilities 3");
  if (s.opportunity?.seat !== seat)
    return no("timing/no-opportunity", "You do not have Opportunity.", "Activated Abilities 4");
  return { costs: [] };
}

/** Cards of `seat`'s champion's inner lineage with a Lineage Release ability, with its index (legal actions). */
export function lineageReleases(s: GaState, seat: Seat): { card: string; ability: number }[] {
  const out: { card: string; ability: number }[] = [];
  for (const id of champion(s, seat)?.lineage ?? [])
    scriptOf(card(s, id).card)?.abilities.forEach((a, i) => {
      if (a.kind === "lineageRelease") out.push({ card: id, ability: i });
    });
  return out;
}

/** An ability's reserve cost "(N)" after "costs (1) less for each domain you control" (never below 0). */
export function abilityReserve(s: GaState, seat: Seat, c: Extract<Cost, { kind: "reserve" }>): number {
  return Math.max(0, c.amount - (c.lessPerDomain ? amount(s, { count: "domainsYouControl" }, seat) : 0));
}

function scriptAbility(cardId: string, index: number): Ability | undefined {
  return scriptOf(cardId)?.abilities[index];
}

/** Pays an ability's costs and puts it on the stack; its controller gets Opportunity (Activated Abilities 2). */
export function executeAbility(s: GaState, seat: Seat, obj: string, index: number, costs: readonly Cost[]): void {
  const o = card(s, obj);
  log(s, `P${seat + 1} activates an ability of ${nameOf(s, obj)}.`);
  const ab = scriptAbility(o.card, index);
  if (ab?.kind === "activated" && ab.once) mutCard(s, obj).usedOnce = [...(o.usedOnce ?? []), index];
  const entry: StackEntry = {
    id: freshId(s, "e"),
    kind: "ability",
    source: obj,
    controller: seat,
    ability: { card: o.card, ability: index },
    targets: [],
  };
  if (o.zone === "lineage") {
    // Lineage Release: banish this card from the inner lineage (CR Keywords: Lineage Release 1).
    const ch = champion(s, seat)!;
    mutCard(s, ch.id).lineage = ch.lineage.filter((x) => x !== obj);
    moveCard(s, obj, "banishment");
    log(s, `P${seat + 1} banishes ${nameOf(s, obj)} from the inner lineage (Lineage Release).`);
  }
  for (const c of costs) {
    if (c.kind === "banishSelf") moveCard(s, obj, "banishment");
    if (c.kind === "restSelf") mutCard(s, obj).rested = true;
    if (c.kind === "removeDurabilitySelf") mutCard(s, obj).durability--;
    const ch = champion(s, seat);
    if (c.kind === "removeEnlighten" && ch) mutCard(s, ch.id).enlighten -= c.count;
    if (c.kind === "sacrificeSelf") sacrifice(s, obj);
  }
  s.opportunity = { seat, passes: 0 };
  const rc = costs.find((c) => c.kind === "reserve");
  const due = rc?.kind === "reserve" ? abilityReserve(s, seat, rc) : 0;
  const sels = targetSelectors(effectsOf(s, entry));
  if (!sels.length) {
    s.stack.push(entry);
    if (due) payReserve(s, seat, entry, due);
    return;
  }
  // Its target is chosen as it is activated (CR Activated Abilities 1); the plan checked one exists.
  const cands = targetCandidates(s, sels[0]!, seat, obj);
  s.ask = {
    id: freshId(s, "d"),
    seat,
    kind: "target",
    prompt: `Choose a target for ${nameOf(s, obj)}'s ability.`,
    options: cands.map((id) => ({ id, label: nameOf(s, id), object: id })),
    min: 1,
    max: 1,
    then: { k: "trigger", entry: due ? { ...entry, reserveDue: due } : entry },
  };
}

/**
 * Counts a Mage action card activated this turn; the first one triggers the champion lineage's Inherited Effects
 * on "your first Mage action card each turn" (Rai, Archmage; CR Leveling Up 7: inherited effects).
 */
function countMageAction(s: GaState, seat: Seat, id: string): void {
  const d = cardData(card(s, id).card);
  if (!hasType(d, "ACTION") || !d.classes.includes("MAGE")) return;
  s.players[seat].mageActions++;
  const ch = champion(s, seat);
  if (s.players[seat].mageActions !== 1 || !ch) return;
  for (const lid of [...ch.lineage, ch.id]) {
    const cid = card(s, lid).card;
    scriptOf(cid)?.abilities.forEach((a, i) => {
      if (a.kind === "inherited" && a.on === "firstMageActionEachTurn")
        s.triggers.push({ source: ch.id, ability: { card: cid, ability: i }, controller: seat });
    });
  }
}

/**
 * Remembers that `seat` activated a Melody card this turn, for Harmonize (CR Game Terms: Harmonize; Parts of a
 * Card: Typeline 3). A Harmony action card is a Melody too when Melodious Flute's effect waits for it (used up).
 */
function countMelody(s: GaState, seat: Seat, id: string): void {
  const d = cardData(card(s, id).card);
  let melody = d.subtypes.includes("MELODY");
  if (hasType(d, "ACTION") && d.subtypes.includes("HARMONY")) {
    const k = s.lasting.findIndex((l) => l.kind === "nextHarmonyIsMelody" && l.seat === seat);
    if (k >= 0) {
      s.lasting.splice(k, 1);
      melody = true;
      log(s, `${nameOf(s, id)} is a Melody in addition to its other types.`);
    }
  }
  if (melody && !s.lasting.some((l) => l.kind === "melodyActivated" && l.seat === seat))
    s.lasting.push({ kind: "melodyActivated", seat });
}

/** Plans the enlighten counters' ability "Remove 3 enlighten counters: Draw a card" (CR Counters: Enlighten 1; fast, Activated Abilities 6). */
export function planEnlighten(s: GaState, seat: Seat): Rejection | null {
  if (s.opportunity?.seat !== seat)
    return no("timing/no-opportunity", "You do not have Opportunity.", "Activated Abilities 4");
  if (enlightenCostsBarred(s, seat))
    return no(
      "enlighten/barred",
      "You can't remove enlighten counters to pay for costs.",
      "Game Terms: Enlighten Counters 1",
    );
  if ((champion(s, seat)?.enlighten ?? 0) < 3)
    return no("enlighten/count", "Your champion needs 3 enlighten counters.", "Counters: Enlighten 1");
  return null;
}

/** Removes 3 enlighten counters and puts the draw on the stack. */
export function executeEnlighten(s: GaState, seat: Seat): void {
  const ch = mutCard(s, champion(s, seat)!.id);
  ch.enlighten -= 3;
  log(s, `P${seat + 1} removes 3 enlighten counters to draw a card.`);
  s.stack.push({
    id: freshId(s, "e"),
    kind: "ability",
    source: ch.id,
    controller: seat,
    ability: { granted: "enlighten" },
    targets: [],
  });
  s.opportunity = { seat, passes: 0 };
}

/** Whether card `cardId` in `seat`'s hand has Fast Activation now (CR Keywords: Fast Activation 1; Level N+ read). */
function fastActivation(s: GaState, seat: Seat, cardId: string): boolean {
  return abilitiesOf(s, cardId, seat).some((a) => a.kind === "keyword" && a.keyword === "fastActivation");
}
