/**
 * Player actions (589): playing cards (554-563), activated abilities (576-581), standard moves (140, 596),
 * hiding (597, 723), rune abilities (157.2), passing (540.4, 553.4), ending the turn (516.6), conceding (649)
 * and answers to pending decisions. Each returns null on success or a rejection citing its rule.
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { ObjFilter, Passive, TargetSpec } from "../cards/types.js";
import type { RbAction } from "./actions.js";
import { legalTargetsFor, runEffects, toTaskEffects } from "./effects.js";
import {
  answerReplaceDeath,
  checkAssignment,
  cleanup,
  concede,
  endShowdown,
  endTurn,
  nextRelevant,
  pushTrigger,
  relevantPlayers,
  resolveTop,
  startChosen,
} from "./flow.js";
import { recordEvent, snapshot } from "./events.js";
import { boardObjectsOf, discard, draw, kill, moveUnits, recycle, removeBuff } from "./game.js";
import { chooseMatchBattlefield, setFirstPlayer } from "./match.js";
import type { Domain, Location, Pool, RbEvent, RbState, TargetRef } from "./state.js";
import {
  activatedAbilities,
  bfAt,
  boardPassives,
  bindNextEffects,
  cantMove,
  cantPlay,
  cantPlayToBattlefield,
  cardIs,
  createdPassivesOf,
  checkCondition,
  emit,
  facedownAt,
  facedownCapacity,
  groupOk,
  hasKeyword,
  isUnit,
  keywordValue,
  matches,
  might,
  nameOf,
  obj,
  ownPassives,
  place,
  seatsAt,
  stat,
  unitsAt,
  unitsOf,
  mut,
  objAt,
} from "./util.js";

const err = (code: string, message: string, rule?: string): Rejection =>
  rule ? { code, message, rule } : { code, message };

/** When may `seat` take a discretionary action now (512, 513, 589.1). */
type Window = "main" | "focus" | "closed";

function windowFor(s: RbState, seat: Seat): Window | Rejection {
  const p = s.pending;
  if (s.winner !== null) return err("game/over", "The game is over.", "633");
  if (!p || (p.kind !== "priority" && p.kind !== "focus"))
    return err("action/decision-pending", "Answer the pending decision first.", "512.1.b");
  if (p.seat !== seat) return err("action/not-your-priority", "You don't have priority right now.", "512.1");
  if (p.kind === "focus") return "focus";
  if (s.chain.length > 0) return "closed";
  return "main";
}

/** Timing of playing a card or activating (148, 508.1.a, 509.1.a, 718, 725). */
function timingOk(w: Window, action: boolean, reaction: boolean): Rejection | null {
  if (w === "main") return null;
  if (w === "focus" && (action || reaction)) return null;
  if (w === "closed" && reaction) return null;
  if (w === "closed")
    return err("timing/closed", "Only cards and abilities with Reaction can be used while a chain exists.", "509.1.a");
  return err(
    "timing/showdown",
    "Only cards and abilities with Action or Reaction can be used in a showdown.",
    "508.1.a",
  );
}

/** A cost in Energy and Power pips; each pip lists the domains that may pay it (130, 156). */
interface Cost {
  energy: number;
  pips: Domain[][];
}

/** Power pips of a card: one per pip in its domain; a multi-domain card with one pip per domain needs one of each. */
function printedPips(domains: readonly Domain[], power: number): Domain[][] {
  if (power === 0) return [];
  const ds = domains.filter((d) => d !== "Colorless");
  if (ds.length > 1 && power === ds.length) return ds.map((d) => [d]);
  return Array.from({ length: power }, () =>
    ds.length ? [...ds] : ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"],
  );
}

const ANY: Domain[] = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"];

/**
 * How a cost gets paid (561): which runes are exhausted and recycled, and the rune pool afterwards. Planned
 * without changing the state, so legality is decided without trying the action out (issue "Engine speed").
 */
export interface Payment {
  /** Runes the player named to exhaust and to recycle, in order (each recycled on its own). */
  readonly namedExhaust: readonly string[];
  readonly namedRecycle: readonly string[];
  /** Runes chosen automatically: exhausted, then recycled together. */
  readonly autoExhaust: readonly string[];
  readonly autoRecycle: readonly string[];
  /** The player's rune pool once the cost is paid. */
  readonly pool: Pool;
}

/** The domain a rune's Power is of (157.2.b). */
function runeDomain(s: RbState, rune: string): Domain {
  return stat(s, rune).domains[0] ?? "Colorless";
}

/**
 * Plans paying a cost (561): rune pool first, then the runes the player named, else runes chosen automatically —
 * exhausting ready runes for Energy and recycling runes of the needed domain for Power, preferring runes already
 * exhausted (docs/rules-decisions.md: automatic payment). 605.3: Energy added "only to play spells" pays only
 * for spells. Pure: returns the plan or the rejection.
 */
function planPayment(
  s: RbState,
  seat: Seat,
  cost: Cost,
  spec: { exhaust?: string[]; recycle?: string[] } | undefined,
  forSpell = false,
): Payment | Rejection {
  const p = s.players[seat]!;
  const restricted = p.pool.spellEnergy ?? 0;
  const pool = { energy: p.pool.energy, power: { ...p.pool.power } as Record<string, number> };
  if (restricted > 0 && !forSpell) pool.energy -= restricted;
  const restrictedP = p.pool.spellPower ?? 0;
  if (restrictedP > 0 && !forSpell) pool.power.Any = (pool.power.Any ?? 0) - restrictedP;
  const exhausted = new Set<string>();
  const recycled = new Set<string>();
  const namedExhaust: string[] = [];
  const namedRecycle: string[] = [];
  if (spec) {
    for (const r of spec.exhaust ?? []) {
      const o = objAt(s, r);
      if (o?.zone !== "runes" || o.controller !== seat)
        return err("pay/not-your-rune", `${r} is not one of your runes.`, "157.2");
      if (o.exhausted || exhausted.has(r))
        return err("pay/rune-exhausted", `${nameOf(s, r)} is already exhausted.`, "592.1.b");
      exhausted.add(r);
      namedExhaust.push(r);
      pool.energy++;
    }
    for (const r of spec.recycle ?? []) {
      const o = objAt(s, r);
      if (o?.zone !== "runes" || o.controller !== seat || recycled.has(r))
        return err("pay/not-your-rune", `${r} is not one of your runes.`, "157.2");
      recycled.add(r);
      namedRecycle.push(r);
      const d = runeDomain(s, r);
      pool.power[d] = (pool.power[d] ?? 0) + 1;
    }
  }
  const needE = Math.max(0, cost.energy - pool.energy);
  // Power from the pool: pips with fewest options first, specific domains before universal.
  const pips = cost.pips.slice().sort((a, b) => a.length - b.length);
  const unmatched: Domain[][] = [];
  for (const pip of pips) {
    const d = pip.find((x) => (pool.power[x] ?? 0) > 0);
    if (d) pool.power[d]!--;
    else if ((pool.power.Any ?? 0) > 0) pool.power.Any!--;
    else unmatched.push(pip);
  }
  if (spec && (needE > 0 || unmatched.length > 0))
    return err("play/cannot-pay", "The runes you named do not pay the whole cost.", "561.1");
  const isExhausted = (r: string) => obj(s, r).exhausted || exhausted.has(r);
  const runes = p.runes.filter((r) => !recycled.has(r));
  const ready = runes.filter((r) => !isExhausted(r));
  if (needE > ready.length) return err("play/cannot-pay", `Not enough Energy: ${cost.energy} needed.`, "561.1");
  // Runes of a domain still needed for Power go first (they are recycled anyway); else in rune order.
  let autoExhaust = ready.slice(0, needE);
  if (unmatched.length > 0 && needE > 0) {
    const neededDomains = new Set(unmatched.flat());
    autoExhaust = ready
      .slice()
      .sort((a, b) => Number(!neededDomains.has(runeDomain(s, a))) - Number(!neededDomains.has(runeDomain(s, b))))
      .slice(0, needE);
  }
  const autoRecycle: string[] = [];
  const planned = new Set<string>();
  for (const pip of unmatched) {
    const cands = runes.filter((r) => !planned.has(r) && pip.includes(runeDomain(s, r)));
    cands.sort((a, b) => {
      const ea = isExhausted(a) || autoExhaust.includes(a) ? 0 : 1;
      const eb = isExhausted(b) || autoExhaust.includes(b) ? 0 : 1;
      return ea - eb;
    });
    const r = cands[0];
    if (!r) return err("play/cannot-pay", `Not enough Power of ${pip.join(" or ")}.`, "561.1");
    planned.add(r);
    autoRecycle.push(r);
  }
  pool.energy += autoExhaust.length - cost.energy;
  const after: Pool = { energy: pool.energy, power: pool.power };
  if (restricted > 0) {
    if (forSpell) {
      const left = Math.min(restricted, pool.energy);
      if (left > 0) after.spellEnergy = left;
    } else {
      after.energy += restricted;
      after.spellEnergy = restricted;
    }
  } else if (p.pool.spellEnergy !== undefined) after.spellEnergy = p.pool.spellEnergy;
  restrictPower(after, restrictedP, forSpell);
  return { namedExhaust, namedRecycle, autoExhaust, autoRecycle, pool: after };
}

/** 605.3: universal Power added "only to play spells" stays set aside unless this payment is for a spell. */
function restrictPower(after: Pool, restricted: number, forSpell: boolean): void {
  if (restricted <= 0) return;
  const any = after.power.Any ?? 0;
  if (!forSpell) {
    after.power.Any = any + restricted;
    after.spellPower = restricted;
  } else if (Math.min(restricted, any) > 0) after.spellPower = Math.min(restricted, any);
}

/** Carries out a planned payment (561.2): exhausts and recycles the runes and sets the pool. */
function pay(s: RbState, seat: Seat, plan: Payment, out: RbEvent[]): void {
  for (const r of plan.namedExhaust) mut(s, r).exhausted = true;
  for (const r of plan.namedRecycle) recycle(s, [r], out);
  for (const r of plan.autoExhaust) mut(s, r).exhausted = true;
  if (plan.autoRecycle.length) recycle(s, [...plan.autoRecycle], out);
  s.players[seat]!.pool = plan.pool;
}

/** Power a player could still produce: Power in the pool plus one per rune (each can be recycled, 157.2.b). */
export function powerAvailable(s: RbState, seat: Seat): number {
  const p = s.players[seat]!;
  const pool = Object.values(p.pool.power).reduce((a: number, n) => a + (n ?? 0), 0);
  return pool + p.runes.length;
}

/** Pays N Power of any domain (Deflect, 721.1.c.1) the automatic way; nothing is paid when it cannot be. */
export function payAnyPower(s: RbState, seat: Seat, n: number, out: RbEvent[]): Rejection | null {
  if (n <= 0) return null;
  const plan = planPayment(s, seat, { energy: 0, pips: Array.from({ length: n }, () => ANY) }, undefined);
  if ("code" in plan) return plan;
  pay(s, seat, plan, out);
  return null;
}

function normalizeTargets(
  specs: readonly TargetSpec[],
  t: string[] | Record<string, string[]> | undefined,
): Record<string, string[]> | undefined {
  if (t === undefined) return undefined;
  if (Array.isArray(t)) {
    // A flat list fills the specs in order (scenario `targets: [a, b]`).
    const out: Record<string, string[]> = {};
    // "Any number of" takes the rest of the list (559.3.d).
    const total = specs.reduce((a, sp) => a + (sp.any ? t.length : (sp.count ?? 1)), 0);
    if ((t as string[]).length > total) out.__tooMany = t as string[];
    let i = 0;
    for (const sp of specs) {
      const n = sp.any ? t.length : (sp.count ?? 1);
      out[sp.id] = (t as string[]).slice(i, i + n);
      i += n;
    }
    return out;
  }
  return t as Record<string, string[]>;
}

/** Chooses targets (559.3): given ones are checked; missing ones are filled only when forced. */
function chooseTargets(
  s: RbState,
  specs: readonly TargetSpec[],
  given: Record<string, string[]> | undefined,
  seat: Seat,
  source: string,
  hereBf: number | null,
): { targets: Record<string, TargetRef[]>; ids: string[] } | Rejection {
  const targets: Record<string, TargetRef[]> = {};
  const ids: string[] = [];
  if (given?.__tooMany) return err("play/target-count", "More targets were chosen than the card allows.", "559.3");
  for (const spec of specs) {
    const others = spec.distinctFrom ? (targets[spec.distinctFrom] ?? []).map((r) => r.id) : [];
    const legal = sameLocation(
      s,
      legalTargetsFor(s, spec, seat, source, hereBf).filter((id) => !others.includes(id)), // "another"
      targets,
      spec.sameLocationAs,
    );
    const need = spec.any ? legal.length : (spec.count ?? 1);
    let pick = given?.[spec.id] ?? (spec.any && legal.length === 0 ? [] : undefined);
    if (!pick) {
      if (legal.length === 0 && !spec.upTo)
        return err("play/no-target", "There is no legal target for this.", hereBf !== null ? "723.1.d.1" : "559.3");
      if (spec.upTo && legal.length === 0) pick = [];
      else if (!spec.upTo && legal.length <= need) pick = legal;
      else
        return err(
          "play/choose-targets",
          `Choose ${spec.upTo ? "up to " : ""}${need} target(s) among: ${legal.map((id) => `${id} (${nameOf(s, id)})`).join(", ")}.`,
          "559.3",
        );
    }
    if (new Set(pick).size !== pick.length)
      return err("play/duplicate-target", "The same object cannot be chosen twice for one choice.", "559.3.c.6");
    if (pick.length > need || (!spec.upTo && !spec.any && pick.length < Math.min(need, legal.length)))
      return err("play/target-count", `Choose ${spec.upTo ? "up to " : "exactly "}${need}.`, "559.3");
    if (spec.group && pick.every((id) => legal.includes(id)) && !groupOk(s, pick, spec.group, seat))
      return err("play/illegal-target", "These choices together do not meet the card's condition.", "559.3");
    for (const id of pick)
      if (!legal.includes(id))
        return err(
          "play/illegal-target",
          `${objAt(s, id) ? nameOf(s, id) : id} is not a legal choice.`,
          hereBf !== null ? "723.1.d" : "559.3.c",
        );
    targets[spec.id] = pick.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
    if (!spec.notTarget) ids.push(...pick);
  }
  return { targets, ids };
}

/** Choices at the location of the objects chosen for spec `other` (a group chosen "at the same battlefield"). */
function sameLocation(s: RbState, legal: string[], chosen: Record<string, TargetRef[]>, other?: string): string[] {
  if (other === undefined) return legal;
  const at = (chosen[other] ?? []).map((r) => locKey(s, r.id));
  return legal.filter((id) => at.every((k) => k === locKey(s, id)));
}

/** A comparable name of an object's location: `bf<index>` or `base<seat>`. */
function locKey(s: RbState, id: string): string {
  const o = obj(s, id);
  return o.zone === "battlefield" ? `bf${o.bf}` : `${o.zone}${o.controller}`;
}

/** Deflect (721): opponents' spells and abilities choosing a permanent with Deflect X pay X extra Power of any domain. */
function deflectPips(s: RbState, seat: Seat, targetIds: string[]): Domain[][] {
  const pips: Domain[][] = [];
  for (const id of targetIds) {
    const o = obj(s, id);
    if (o.controller === seat) continue;
    const x = keywordValue(s, id, "Deflect");
    for (let i = 0; i < x; i++) pips.push(ANY);
  }
  return pips;
}

function passivesOfCard(s: RbState, id: string): readonly Passive[] {
  return ownPassives(s, id);
}

/** May this unit be played to an open battlefield (559.2): its own permission, or a friendly board object's (`others`). */
function mayPlayToOpen(s: RbState, seat: Seat, card: string): boolean {
  if (passivesOfCard(s, card).some((p) => p.kind === "playToOpenBattlefield")) return true;
  return boardObjectsOf(s, seat).some((id) =>
    passivesOfCard(s, id).some((p) => p.kind === "playToOpenBattlefield" && p.others === true),
  );
}

/** Everything decided about a play before anything changes (554-562): the checks' outcome. */
interface PlayPlan {
  readonly seat: Seat;
  readonly card: string;
  readonly window: Window;
  readonly fromHidden: number | null;
  readonly destination: Location | undefined;
  readonly chosen: { targets: Record<string, TargetRef[]>; ids: string[] };
  readonly payment: Payment;
  readonly discardForCost: string | undefined;
  readonly spendBuffs: readonly string[];
  readonly exhaustForCost: string | undefined;
  readonly killForCost: readonly string[];
  readonly spendBuffForCost: string | undefined;
  readonly paidOptional: string[];
  readonly accelerate: boolean;
}

/** The play action (589, 554). */
export type PlayAction = Extract<RbAction, { type: "play" }>;

/**
 * Where a played card may come from and whether it may be played now (554, 148, 508.1.a, 509.1.a, 723.1): the
 * checks that depend on the card alone, not on its destination, targets or costs.
 */
export function checkPlaySource(
  s: RbState,
  seat: Seat,
  a: PlayAction,
): { w: Window; fromHidden: number | null } | Rejection {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = objAt(s, a.card);
  if (!o) return err("play/unknown-card", `There is no card ${a.card}.`);
  const st = stat(s, a.card);
  let fromHidden: number | null = null;
  if (o.zone === "hand" || o.zone === "champion") {
    if (o.owner !== seat) return err("play/not-yours", "You can only play your own cards.", "107.6.c");
  } else if (o.zone === "facedown") {
    if (o.controller !== seat) return err("play/not-yours", "That facedown card is not yours.", "127.4");
    if (o.hiddenOnTurn !== undefined && o.hiddenOnTurn >= s.turnNumber)
      return err("hidden/too-soon", "A hidden card can be played from the next player's turn on.", "723.1.b");
    fromHidden = o.bf!;
  } else return err("play/wrong-zone", `${st.name} cannot be played from ${o.zone}.`, "554");
  if (st.type !== "Unit" && st.type !== "Spell" && st.type !== "Gear")
    return err("play/not-playable", `${st.name} is not played.`, "132.5.a.1");
  const action = hasKeyword(s, a.card, "Action") || st.keywords.includes("Action");
  const reaction = fromHidden !== null || st.keywords.includes("Reaction");
  const tErr = timingOk(w, action, reaction);
  if (tErr) return tErr;
  if (st.type === "Spell" && w === "main" && seat !== s.turnPlayer)
    return err(
      "timing/not-your-turn",
      "Spells are played on your own turn unless they have Action or Reaction.",
      "148",
    );
  if (cantPlay(s, seat, a.card))
    return err("play/cant", `${st.name} can't be played now.`, fromHidden !== null ? "723.1" : "052");
  const sc = cardScript(o.code);
  if (!sc) return err("card/unsupported", `${st.name} is not implemented yet.`, "deck");
  if (sc.unsupported) return err("card/unsupported", `${st.name} is not supported: ${sc.unsupported}`, "deck");
  return { w, fromHidden };
}

/** 559.2: where a permanent goes — a unit to base or a battlefield its controller controls (or an open one). */
function playDestination(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
): { destination: Location | undefined } | Rejection {
  const st = stat(s, a.card);
  if (st.type === "Unit") {
    const to = a.to ?? (fromHidden !== null ? fromHidden : "base");
    if (fromHidden !== null && to !== fromHidden)
      return err("play/bad-destination", "A card played from facedown is played to its own battlefield.", "723.1.d");
    if (to === "base") return { destination: { kind: "base", seat } };
    if (cantPlayToBattlefield(s, seat, a.card))
      return err("play/bad-destination", "An opponent's effect lets you play units only to your base.", "567");
    const b = s.battlefields[to];
    if (!b) return err("play/bad-destination", `There is no battlefield ${to}.`, "559.2");
    const open = mayPlayToOpen(s, seat, a.card) && b.controller === null && b.units.length === 0;
    if (b.controller !== seat && !open && !occupiedEnemyAllowed(s, seat, a.card, to))
      return err("play/bad-destination", "Units are played to your base or a battlefield you control.", "559.2");
    return { destination: { kind: "bf", index: to } };
  }
  if (a.to !== undefined && a.to !== "base" && st.type === "Gear" && fromHidden === null)
    return err("play/bad-destination", "Gear is played to your base.", "143.1.a.1");
  return { destination: undefined };
}

/**
 * "You may play me to an occupied enemy battlefield" (559.2 permission): a battlefield an opponent controls where a
 * unit is (CR 1.4 170.11.a). The unit arrives there and a combat follows (625.2).
 */
export function occupiedEnemyAllowed(s: RbState, seat: Seat, card: string, bf: number): boolean {
  const b = s.battlefields[bf];
  if (!b || b.controller === null || b.controller === seat || b.units.length === 0) return false;
  return passivesOfCard(s, card).some((p) => p.kind === "playTo" && p.to === "occupiedEnemy");
}

/** The non-rune costs of a play (560.2): a unit to kill, a card to discard, a unit to exhaust, optional Power. */
export interface ExtraCosts {
  killForCost: string[];
  discardForCost?: string;
  exhaustForCost?: string;
  spendBuffForCost?: string;
  discount: number;
  paidOptional: string[];
  /** Buffed units whose buffs are spent as an optional additional cost (Wallop, Kraken Hunter; 702.2.b). */
  spendBuffs?: string[];
  /** The printed cost is ignored (560.1.a): Wallop with its buff spent. */
  ignoreCost?: boolean;
  /** One Power of this domain less per entry (560.4): Kraken Hunter. */
  powerDiscounts?: string[];
}

/** Chooses the non-rune costs named by the action (`costCards`, `optional`), or refuses (560.2, 598.3, 592.4). */
function planExtraCosts(s: RbState, seat: Seat, a: PlayAction, cost: Cost): ExtraCosts | Rejection {
  const passives = passivesOfCard(s, a.card);
  const costCards = a.costCards ?? [];
  const optional = new Set(a.optional ?? []);
  const x: ExtraCosts = { discount: 0, paidOptional: [], killForCost: [] };
  // Mandatory additional cost: kill a friendly unit (Cruel Patron).
  if (passives.some((p) => p.kind === "additionalCostKillFriendly")) {
    const mine = unitsOf(s, seat).filter((u) => u !== a.card);
    if (costCards.length && !costCards.some((c) => mine.includes(c)))
      return err("play/bad-cost", "The unit named to kill is not a friendly unit on the board.", "560.2.a.1");
    const k = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (k) x.killForCost.push(k);
    else
      return err(
        mine.length ? "play/choose-cost" : "play/cannot-pay",
        mine.length ? "Choose the friendly unit to kill (costCards)." : "You have no friendly unit to kill.",
        "560.2.a.1",
      );
  }
  const disc = passives.find((p) => p.kind === "optionalDiscardDiscount");
  if (disc && disc.kind === "optionalDiscardDiscount" && optional.has("discard")) {
    const hand = s.players[seat]!.hand.filter((h) => h !== a.card);
    if (costCards.length && !costCards.some((c) => hand.includes(c)))
      return err("play/bad-cost", "The card named to discard is not in your hand.", "598.3");
    x.discardForCost = costCards.find((c) => hand.includes(c)) ?? (hand.length === 1 ? hand[0] : undefined);
    if (!x.discardForCost) return err("play/choose-cost", "Choose the card to discard (costCards).", "560.2.b");
    x.discount += disc.energy;
    x.paidOptional.push("discard");
  }
  const optPower = passives.find((p) => p.kind === "optionalPowerCost");
  if (optPower && optPower.kind === "optionalPowerCost" && optional.has("power")) {
    for (let i = 0; i < optPower.power; i++) cost.pips.push([optPower.domain]); // 560.2.b
    x.paidOptional.push("power");
  }
  const spent = planSpendBuffCost(s, seat, a, passives, optional, x);
  if (spent) return spent;
  if (passives.some((p) => p.kind === "optionalExhaustFriendlyDraw") && optional.has("exhaust")) {
    const mine = unitsOf(s, seat).filter((u) => !obj(s, u).exhausted);
    if (costCards.length && !costCards.some((c) => mine.includes(c)))
      return err("play/bad-cost", "An exhausted unit cannot be exhausted to pay a cost.", "592.4");
    x.exhaustForCost = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (!x.exhaustForCost)
      return err("play/choose-cost", "Choose the ready friendly unit to exhaust (costCards).", "592.4");
    x.paidOptional.push("exhaust");
  }
  if (
    passives.some((p) => p.kind === "optionalAdditionalCost" && p.cost === "spendBuff") &&
    optional.has("spendBuff")
  ) {
    // 702.2.b: spend the buff of a unit you control.
    const buffed = unitsOf(s, seat).filter((u) => obj(s, u).buffed);
    if (costCards.length && !costCards.some((c) => buffed.includes(c)))
      return err("play/bad-cost", "Only a buffed unit you control can spend a buff.", "702.2.b");
    x.spendBuffForCost = costCards.find((c) => buffed.includes(c)) ?? (buffed.length === 1 ? buffed[0] : undefined);
    if (!x.spendBuffForCost)
      return err(
        buffed.length ? "play/choose-cost" : "play/cannot-pay",
        buffed.length ? "Choose the buffed unit whose buff you spend (costCards)." : "You have no buff to spend.",
        "702.2.b",
      );
    x.paidOptional.push("spendBuff");
  }
  const killAny = killAnyNumberCost(s, seat, a, cost, optional.has("killFriendly"));
  if (killAny && "code" in killAny) return killAny;
  if (killAny) {
    x.killForCost.push(...killAny);
    x.paidOptional.push("killFriendly");
  }
  return x;
}

/**
 * "You may kill any number of friendly units as an additional cost. Reduce my cost by [domain] for each" (560.2.b,
 * 560.4; Commander Ledros): the units named by `costCards`; each removes one printed Power of that domain (560.5).
 */
function killAnyNumberCost(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  cost: Cost,
  chosen: boolean,
): string[] | Rejection | null {
  const p = passivesOfCard(s, a.card).find((q) => q.kind === "optionalAdditionalCost" && q.cost === "killFriendly");
  if (p?.kind !== "optionalAdditionalCost" || !chosen) return null;
  const mine = unitsOf(s, seat).filter((u) => u !== a.card);
  const picked = [...new Set(a.costCards ?? [])];
  if (picked.length === 0 || picked.some((c) => !mine.includes(c)) || (!p.anyNumber && picked.length > 1))
    return err("play/bad-cost", "Name the friendly units to kill (costCards).", "560.2.b");
  const d = p.discountEach;
  for (let i = 0; d && i < picked.length * d.power; i++) {
    const at = cost.pips.findIndex((pip) => pip.length === 1 && pip[0] === d.domain);
    if (at >= 0) cost.pips.splice(at, 1); // 560.5: never below 0
  }
  return picked;
}

/** "If you do, ignore this card's cost" (560.1.a): the optional additional cost that allows it is being paid. */
function ignoresCost(s: RbState, a: PlayAction): boolean {
  const optional = a.optional ?? [];
  return passivesOfCard(s, a.card).some(
    (p) => p.kind === "optionalAdditionalCost" && p.ignoreCost === true && optional.includes(p.cost),
  );
}

/**
 * `cost` passives (560.4): the card's own (570.2) and those of its controller's board objects whose `cards` filter it
 * matches. Discounts with a minimum are applied to `cost` at once (560.4.b); the others are returned to be summed.
 */
function costPassiveDiscounts(s: RbState, seat: Seat, card: string, cost: Cost): number {
  const found: { passive: Extract<Passive, { kind: "cost" }>; source: string }[] = [];
  for (const p of passivesOfCard(s, card))
    if (p.kind === "cost" && "self" in p.applies) found.push({ passive: p, source: card });
  for (const { source, passive } of boardPassives(s))
    if (passive.kind === "cost" && "cards" in passive.applies && obj(s, source).controller === seat)
      if (cardIs(s, card, passive.applies.cards)) found.push({ passive, source });
  let d = 0;
  for (const { passive, source } of found) {
    if (passive.when && !checkCondition(s, source, seat, passive.when)) continue;
    if (!("discount" in passive.mod)) continue; // optional additional costs: planExtraCosts
    const { discount, min } = passive.mod;
    if (min === undefined) d += discount.energy;
    else if (cost.energy > min) cost.energy = Math.max(min, cost.energy - discount.energy);
  }
  return d;
}

/**
 * "As you play me, you may spend a buff / any number of buffs as an additional cost" (560.2.b, 702.2.b): chosen with
 * `optional: [id]`, the buffed friendly units named in `costCards` (or the only one). Records what paying does to
 * the cost: ignore it (560.1.a) or one Power of a domain less per buff (560.4). Null when fine.
 */
function planSpendBuffCost(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  passives: readonly Passive[],
  optional: ReadonlySet<string>,
  x: ExtraCosts,
): Rejection | null {
  for (const p of passives) {
    if (p.kind !== "cost" || !("additional" in p.mod) || !optional.has(p.mod.id)) continue;
    const buffed = unitsOf(s, seat).filter((u) => obj(s, u).buffed && u !== a.card);
    const named = (a.costCards ?? []).filter((c) => buffed.includes(c));
    if ((a.costCards ?? []).length > named.length)
      return err("play/bad-cost", "Only buffed friendly units can spend a buff.", "702.2.b");
    const units = named.length ? named : buffed.length === 1 ? buffed : [];
    if (units.length === 0)
      return err("play/choose-cost", "Name the buffed friendly unit(s) whose buff you spend (costCards).", "560.2.b");
    if (p.mod.repeat !== "anyNumber" && units.length > 1)
      return err("play/bad-cost", "Only one buff is spent for this cost.", "560.2.b");
    x.spendBuffs = units;
    x.paidOptional.push(p.mod.id);
    if ("ignore" in p.mod.then) x.ignoreCost = true;
    else x.powerDiscounts = units.map(() => (p.mod as { then: { discountPower: string } }).then.discountPower);
  }
  return null;
}

/** 560.4-560.5: discounts, those with a minimum first (the order that helps the player most), never below 0. */
function applyDiscounts(s: RbState, seat: Seat, card: string, cost: Cost, discount: number): void {
  const st = stat(s, card);
  const passives = passivesOfCard(s, card);
  if (st.type === "Spell") {
    for (const { source, passive } of boardPassives(s)) {
      if (
        passive.kind === "spellEnergyDiscount" &&
        obj(s, source).controller === seat &&
        (!passive.when || checkCondition(s, source, seat, passive.when))
      ) {
        if (cost.energy > passive.min) cost.energy = Math.max(passive.min, cost.energy - passive.amount);
      }
    }
  }
  let d = discount + costPassiveDiscounts(s, seat, card, cost);
  for (const c of createdPassivesOf(s, card, obj(s, card).incarnation, seat))
    if (c.passive.kind === "cost" && "discount" in c.passive.mod) d += c.passive.mod.discount.energy; // "the next spell you play costs less" (560.4)
  if (passives.some((p) => p.kind === "costLessPerTrashCard")) d += s.players[seat]!.trash.length;
  if (passives.some((p) => p.kind === "costLessByHighestMight"))
    d += Math.max(0, ...unitsOf(s, seat).map((u) => might(s, u))); // Sky Splitter, after minimums (560.4.c)
  cost.energy = Math.max(0, cost.energy - d); // 560.5
}

/**
 * 562.3: the destination must still be legal once the costs are paid. Killing a friendly unit for a cost
 * removes it from its battlefield (a death replacement recalls it), which can end control there (181.4.c, 003).
 */
function destinationAfterCosts(
  s: RbState,
  seat: Seat,
  card: string,
  bf: number,
  killedList: readonly string[],
): Rejection | null {
  const b = bfAt(s, bf);
  const remaining = unitsAt(s, b.index, seat).filter((u) => !killedList.includes(u));
  const stillControls = b.controller === seat && remaining.length > 0;
  const killedHere = killedList.some((k) => obj(s, k).zone === "battlefield" && obj(s, k).bf === bf);
  const loses = killedHere && b.controller === seat && b.contestedBy === null && remaining.length === 0;
  const controllerAfter = loses ? null : b.controller;
  const unitsAfter = b.units.filter((u) => !killedList.includes(u));
  const open = mayPlayToOpen(s, seat, card) && controllerAfter === null && unitsAfter.length === 0;
  if (!stillControls && !open && !occupiedEnemyAllowed(s, seat, card, bf))
    return err(
      "play/illegal-after-costs",
      "After paying the costs you would no longer control that battlefield.",
      "562.3",
    );
  return null;
}

/** What a play costs and how it is paid, with its chosen targets: everything that does not depend on where it goes. */
export interface PlayCosts {
  readonly chosen: { targets: Record<string, TargetRef[]>; ids: string[] };
  readonly payment: Payment;
  readonly extra: ExtraCosts;
}

/**
 * Whether a card could be paid for at all (561): its cheapest version — no Accelerate, no Deflect pips from targets,
 * no optional costs — with every discount that applies (560.4-560.5). False lets `legalActions` skip the card before
 * enumerating its targets. Cards whose optional additional costs can make them cheaper (560.1.a, 560.4) always
 * answer true: only their full plan can tell.
 */
export function mayAfford(s: RbState, seat: Seat, card: string, fromHidden: number | null): boolean {
  if (fromHidden !== null) return true; // 723: played from facedown for 0
  const passives = passivesOfCard(s, card);
  for (const p of passives)
    if (p.kind.startsWith("optional") || (p.kind === "cost" && "additional" in p.mod)) return true;
  const st = stat(s, card);
  const cost: Cost = { energy: st.energy ?? 0, pips: printedPips(st.domains, st.power ?? 0) };
  applyDiscounts(s, seat, card, cost, 0);
  return !("code" in planPayment(s, seat, cost, undefined, st.type === "Spell"));
}

/**
 * Decides a play's choices (559.3), total cost (560) and payment (561) without changing anything. These do not
 * depend on the destination, so `legalActions` decides them once per card, targets and Accelerate.
 */
export function planPlayCosts(s: RbState, seat: Seat, a: PlayAction, fromHidden: number | null): PlayCosts | Rejection {
  const st = stat(s, a.card);
  const sc = cardScript(obj(s, a.card).code)!;
  const spellAb = sc.abilities.find((x) => x.kind === "spell");
  const specs = spellAb && spellAb.kind === "spell" ? (spellAb.targets ?? []) : [];
  const chosen = chooseTargets(s, specs, normalizeTargets(specs, a.targets), seat, a.card, fromHidden);
  if ("code" in chosen) return chosen;
  const ignored = fromHidden !== null || ignoresCost(s, a); // 723 hidden plays for 0; 560.1.a
  const base = ignored ? { energy: 0, power: 0 } : { energy: st.energy ?? 0, power: st.power ?? 0 };
  const cost: Cost = { energy: base.energy, pips: printedPips(st.domains, base.power) };
  if (a.accelerate) {
    if (!hasKeyword(s, a.card, "Accelerate")) return err("play/no-accelerate", `${st.name} has no Accelerate.`, "717");
    cost.energy += 1; // 717.1.a
    cost.pips.push(printedPips(st.domains, 1)[0]!);
  }
  cost.pips.push(...deflectPips(s, seat, chosen.ids)); // 560.2.a.2
  const printedPipCount = printedPips(st.domains, base.power).length; // the printed pips come first
  const extra = planExtraCosts(s, seat, a, cost);
  if ("code" in extra) return extra;
  if (extra.ignoreCost) {
    cost.energy -= base.energy; // 560.1.a: base costs set to zero; additional costs remain (560.1.c)
    cost.pips.splice(0, printedPipCount);
  }
  for (const d of extra.powerDiscounts ?? []) {
    const i = cost.pips.findIndex((pip) => pip.includes(d as Domain));
    if (i >= 0) cost.pips.splice(i, 1); // 560.4
  }
  applyDiscounts(s, seat, a.card, cost, extra.discount);
  const payment = planPayment(s, seat, cost, a.pay, st.type === "Spell");
  if ("code" in payment) return payment;
  return { chosen, payment, extra };
}

/**
 * Checks where a play goes (559.2) and that it is still legal there once the costs are paid (562.3), given the
 * play's planned costs. Null when the destination is fine.
 */
export function checkPlayDestination(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  costs: PlayCosts,
): { destination: Location | undefined } | Rejection {
  const dest = playDestination(s, seat, a, fromHidden);
  if ("code" in dest) return dest;
  const d = dest.destination;
  if (d?.kind === "bf" && fromHidden === null) {
    const after = destinationAfterCosts(s, seat, a.card, d.index, costs.extra.killForCost);
    if (after) return after;
  }
  return dest;
}

/**
 * Decides a play (554-562) without changing anything: source and timing, destination, choices (559.3), the total
 * cost (560) and its payment (561), and legality after costs (562.3). Returns the plan or the first rejection.
 */
export function planPlay(s: RbState, seat: Seat, a: PlayAction): PlayPlan | Rejection {
  const src = checkPlaySource(s, seat, a);
  if ("code" in src) return src;
  const { w, fromHidden } = src;
  const dest = playDestination(s, seat, a, fromHidden);
  if ("code" in dest) return dest;
  const costs = planPlayCosts(s, seat, a, fromHidden);
  if ("code" in costs) return costs;
  const where = checkPlayDestination(s, seat, a, fromHidden, costs);
  if ("code" in where) return where;
  const { chosen, payment, extra } = costs;
  return {
    seat,
    card: a.card,
    window: w,
    fromHidden,
    destination: where.destination,
    chosen,
    payment,
    discardForCost: extra.discardForCost,
    spendBuffs: extra.spendBuffs ?? [],
    exhaustForCost: extra.exhaustForCost,
    killForCost: extra.killForCost,
    spendBuffForCost: extra.spendBuffForCost,
    paidOptional: [...extra.paidOptional, ...(a.accelerate ? ["accelerate"] : [])],
    accelerate: a.accelerate === true,
  };
}

/** Carries out a planned play: pays the costs (561), puts the card on the chain (558), records it (724). */
function executePlay(s: RbState, plan: PlayPlan, out: RbEvent[]): void {
  const { seat, card: id } = plan;
  const st = stat(s, id);
  pay(s, seat, plan.payment, out);
  if (plan.discardForCost) discard(s, seat, [plan.discardForCost], out); // 598.2.a: a discard paid as a cost is still a discard
  for (const u of plan.spendBuffs) mut(s, u).buffed = false; // 702.2.b
  if (plan.exhaustForCost) mut(s, plan.exhaustForCost).exhausted = true;
  for (const k of plan.killForCost) kill(s, k, out);
  if (plan.spendBuffForCost) mut(s, plan.spendBuffForCost).buffed = false; // 702.2.b
  const legion = (s.history.cardsPlayed[seat] ?? 0) > 0;
  if (obj(s, id).zone === "facedown")
    emit(s, out, { kind: "reveal", seat, object: id, card: st.name, text: `P${seat + 1} reveals hidden ${st.name}.` });
  place(s, id, { zone: "chain" });
  bindNextEffects(s, seat, id);
  s.history.cardsPlayed[seat] = (s.history.cardsPlayed[seat] ?? 0) + 1;
  if (st.type === "Spell") s.history.spellsPlayed[seat] = (s.history.spellsPlayed[seat] ?? 0) + 1;
  const wasEmpty = s.chain.length === 0;
  s.chain.push({
    id: `c${s.nextId++}`,
    kind: "card",
    controller: seat,
    object: id,
    targets: plan.chosen.targets,
    ...(plan.destination ? { destination: plan.destination } : {}),
    ...(plan.accelerate ? { enterReady: true } : {}),
    ...(plan.fromHidden !== null ? { fromHiddenAt: plan.fromHidden } : {}),
    ...(plan.paidOptional.length ? { paidOptional: plan.paidOptional } : {}),
    legion,
  });
  const ids = plan.chosen.ids;
  if (st.type === "Spell") recordChoices(s, seat, ids);
  emit(s, out, {
    kind: "play",
    seat,
    object: id,
    card: st.name,
    text: `P${seat + 1} plays ${st.name}${ids.length ? ` targeting ${ids.map((t) => nameOf(s, t)).join(", ")}` : ""}.`,
  });
  if (wasEmpty) {
    s.priority = seat; // 537.1
    s.chainByFocus = plan.window === "focus";
  }
  s.chainPasses = [];
  if (wasEmpty && (st.type === "Unit" || st.type === "Gear")) resolveTop(s, out); // 538
}

/** Records each board object chosen as a target of a spell being played (559.3: "chooses … with a spell"). */
function recordChoices(s: RbState, seat: Seat, ids: readonly string[]): void {
  for (const t of ids) {
    const o = objAt(s, t);
    if (!o || (o.zone !== "base" && o.zone !== "battlefield")) continue;
    recordEvent(s, "chosen", seat, snapshot(s, t), { bf: o.bf ?? -1, via: "spell" });
  }
}

/** Plays a card (554-563): all choices come with the action; anything illegal refuses the whole play (562.3). */
export function playCard(s: RbState, seat: Seat, a: PlayAction, out: RbEvent[]): Rejection | null {
  const plan = planPlay(s, seat, a);
  if ("code" in plan) return plan;
  executePlay(s, plan, out);
  return null;
}

type ActivateAction = Extract<RbAction, { type: "activate" }>;

/** Everything decided about an activation before anything changes (576-579). */
interface ActivatePlan {
  readonly seat: Seat;
  readonly window: Window;
  readonly source: string;
  readonly pick: ReturnType<typeof activatedAbilities>[number];
  readonly recycleCards: string[];
  /** The object killed as a cost ("Kill a friendly unit or gear"). */
  readonly killCard?: string;
  /** The hand cards discarded as a cost ("Discard 1, [exhaust]:", 598.2.a). */
  readonly discardCards?: string[];
  readonly chosen: { targets: Record<string, TargetRef[]>; ids: string[] };
  readonly payment: Payment;
}

/** 577-581: may `seat` activate this ability of this object now (zone, ability, once-per-mode, timing, turn). */
function checkActivation(
  s: RbState,
  seat: Seat,
  a: ActivateAction,
): { w: Window; pick: ActivatePlan["pick"] } | Rejection {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = objAt(s, a.source);
  if (!o) return err("activate/unknown", `There is no object ${a.source}.`);
  if (o.controller !== seat)
    return err("activate/not-yours", "You can only activate abilities of objects you control.", "578");
  if (!(o.zone === "base" || o.zone === "battlefield" || o.zone === "legend"))
    return err("activate/not-on-board", "Activated abilities are activated on the board.", "580");
  const pick = activatedAbilities(s, a.source)[a.ability - 1];
  if (!pick) return err("activate/no-ability", `${nameOf(s, a.source)} has no activated ability #${a.ability}.`, "577");
  const ab = pick.ability;
  if (ab.onlyAtBattlefield && o.zone !== "battlefield")
    return err("activate/not-at-battlefield", "Use this ability only while it is at a battlefield.", "577");
  if (ab.mode && (s.history.abilityChoices[`${o.id}#${o.incarnation}`] ?? []).includes(ab.mode))
    return err("activate/mode-chosen", "That mode was already chosen this turn (choose one you've not chosen).", "577");
  // 605.3: a Reaction add ability may be used whenever resources are paid; an [Action] one keeps its timing.
  if (!ab.addsResources || ab.timing !== "reaction") {
    const tErr = timingOk(w, ab.timing === "action" || ab.timing === "reaction", ab.timing === "reaction");
    if (tErr) return tErr; // 508.1.a / 509.1.a: timing by keyword
    if (w === "main" && seat !== s.turnPlayer) {
      // Units 141.2, gear 145.2, legends and others 581: only in the controller's own turn.
      const t = stat(s, a.source).type;
      const rule = t === "Unit" || t === "Token" ? "141.2" : t === "Gear" ? "145.2" : "581";
      return err("timing/not-your-turn", "Activated abilities are used on your own turn.", rule);
    }
  }
  const c = ab.cost;
  if (c.exhaust && o.exhausted) return err("activate/exhausted", `${nameOf(s, a.source)} is exhausted.`, "592.4");
  if (c.spendBuff && !o.buffed)
    return err("activate/no-buff", `${nameOf(s, a.source)} has no buff to spend.`, "702.2.b.1");
  return { w, pick };
}

/** Decides an activation (576-579) without changing anything: checks, costs, targets and payment. */
export function planActivate(s: RbState, seat: Seat, a: ActivateAction): ActivatePlan | Rejection {
  const checked = checkActivation(s, seat, a);
  if ("code" in checked) return checked;
  const { w, pick } = checked;
  const ab = pick.ability;
  const c = ab.cost;
  const trash = s.players[seat]!.trash;
  let recycleCards: string[] = [];
  if (c.recycleFromTrash) {
    if (trash.length < c.recycleFromTrash)
      return err("activate/cannot-pay", `You need ${c.recycleFromTrash} card(s) in your trash to recycle.`, "594.3");
    const given = (a.costCards ?? []).filter((x) => trash.includes(x));
    if (given.length >= c.recycleFromTrash) recycleCards = given.slice(0, c.recycleFromTrash);
    else if (trash.length === c.recycleFromTrash) recycleCards = trash.slice();
    else
      return err(
        "activate/choose-cost",
        `Choose ${c.recycleFromTrash} card(s) from your trash to recycle (costCards).`,
        "594.6",
      );
  }
  const killCost = c.kill ? killForCost(s, seat, a, c.kill) : undefined;
  if (typeof killCost === "object") return killCost;
  const discardCards = c.discard ? discardForCost(s, seat, a, c.discard) : undefined;
  if (discardCards && !Array.isArray(discardCards)) return discardCards;
  const specs = ab.targets ?? [];
  const chosen = chooseTargets(s, specs, normalizeTargets(specs, a.targets), seat, a.source, null);
  if ("code" in chosen) return chosen;
  const pip: Domain[] = c.powerDomain ? [c.powerDomain] : ANY; // 130.2: a domain's Power, or any
  const cost: Cost = { energy: c.energy ?? 0, pips: Array.from({ length: c.power ?? 0 }, () => pip) };
  cost.pips.push(...deflectPips(s, seat, chosen.ids));
  const payment = planPayment(s, seat, cost, a.pay);
  if ("code" in payment) return payment;
  return {
    seat,
    window: w,
    source: a.source,
    pick,
    recycleCards,
    ...(killCost !== undefined ? { killCard: killCost } : {}),
    ...(discardCards ? { discardCards } : {}),
    chosen,
    payment,
  };
}

/** The friendly board object killed as an activation cost (560.6, 604): named by `costCards`, or the only one. */
function killForCost(s: RbState, seat: Seat, a: ActivateAction, f: ObjFilter): string | Rejection {
  const mine = [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)].filter(
    (id) => obj(s, id).controller === seat && matches(s, id, f, seat, a.source),
  );
  if (mine.length === 0) return err("activate/cannot-pay", "You have nothing to kill for this cost.", "592.4");
  const given = (a.costCards ?? []).find((x) => mine.includes(x));
  if (given) return given;
  if (mine.length === 1) return mine[0]!;
  return err("activate/choose-cost", "Choose what to kill for the cost (costCards).", "560.6");
}

/** The hand cards discarded as an activation cost (577, 598.2.a): named by `costCards`, or the whole hand if exact. */
function discardForCost(s: RbState, seat: Seat, a: ActivateAction, n: number): string[] | Rejection {
  const hand = s.players[seat]!.hand;
  if (hand.length < n) return err("activate/cannot-pay", `You need ${n} card(s) in hand to discard.`, "592.4");
  const given = [...new Set((a.costCards ?? []).filter((x) => hand.includes(x)))];
  if (given.length >= n) return given.slice(0, n);
  if (hand.length === n) return hand.slice();
  return err("activate/choose-cost", `Choose ${n} card(s) from your hand to discard (costCards).`, "598.2.a");
}

/** Carries out a planned activation: costs (577), then the chain (or at once for resource abilities, 605.2). */
function executeActivate(s: RbState, plan: ActivatePlan, out: RbEvent[]): void {
  const { seat, pick } = plan;
  const ab = pick.ability;
  const o = mut(s, plan.source);
  if (ab.mode) {
    const key = `${o.id}#${o.incarnation}`;
    s.history.abilityChoices[key] = [...(s.history.abilityChoices[key] ?? []), ab.mode];
  }
  pay(s, seat, plan.payment, out);
  if (ab.cost.exhaust) o.exhausted = true;
  if (ab.cost.spendBuff) removeBuff(s, o.id);
  if (ab.cost.killSelf) kill(s, plan.source, out); // "Kill this:" (604)
  if (plan.recycleCards.length) recycle(s, plan.recycleCards, out);
  if (plan.killCard) kill(s, plan.killCard, out); // 604: killed as a cost
  if (plan.discardCards) discard(s, seat, plan.discardCards, out); // 598.2.a: a discard paid as a cost
  const item = {
    id: `c${s.nextId++}`,
    kind: "activated" as const,
    controller: seat,
    object: plan.source,
    ability: pick.index,
    ...(pick.code !== cardScript(o.code)?.code ? { abilityCode: pick.code } : {}),
    targets: plan.chosen.targets,
    legion: (s.history.cardsPlayed[seat] ?? 0) > 0,
  };
  const name = nameOf(s, plan.source);
  emit(s, out, { kind: "activate", seat, object: plan.source, card: name, text: `P${seat + 1} activates ${name}.` });
  if (ab.addsResources) {
    // 605.2: resolves immediately, cannot be responded to.
    const effects = toTaskEffects(pick.code, pick.index, ab.effects);
    runEffects(s, { t: "effects" as const, item, effects, pc: 0, vars: {} }, out);
    return;
  }
  const wasEmpty = s.chain.length === 0;
  s.chain.push(item);
  if (wasEmpty) {
    s.priority = seat;
    s.chainByFocus = plan.window === "focus";
  }
  s.chainPasses = [];
}

/** Activated abilities (576-581), including resource abilities that resolve at once (605.2). */
export function activate(s: RbState, seat: Seat, a: ActivateAction, out: RbEvent[]): Rejection | null {
  const plan = planActivate(s, seat, a);
  if ("code" in plan) return plan;
  executeActivate(s, plan, out);
  return null;
}

/** Checks a standard move (140, 608-615) without changing anything. */
export function checkMove(s: RbState, seat: Seat, a: Extract<RbAction, { type: "move" }>): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err(
      "move/timing",
      "Standard moves happen in your action phase, in a neutral open state.",
      w === "focus" ? "140.1.c" : "140.1.b",
    );
  if (new Set(a.units).size !== a.units.length) return err("move/duplicate", "A unit is listed twice.", "140.3");
  for (const id of a.units) {
    const o = objAt(s, id);
    if (!o || !(o.zone === "base" || o.zone === "battlefield") || !isUnit(s, id))
      return err("move/not-a-unit", `${id} is not a unit on the board.`, "140");
    if (o.controller !== seat) return err("move/not-yours", `${nameOf(s, id)} is not yours.`, "140");
    if (o.exhausted)
      return err("move/exhausted", `${nameOf(s, id)} is exhausted; moving costs exhausting it.`, "140.2");
    if (a.to === "base") {
      if (o.zone !== "battlefield")
        return err("move/bad-destination", `${nameOf(s, id)} is already in base.`, "140.4.b");
      if (cantMove(s, id, "base")) return err("move/cant", `${nameOf(s, id)} can't move from there to base.`, "567");
    } else {
      const b = s.battlefields[a.to];
      if (!b) return err("move/bad-destination", `There is no battlefield ${a.to}.`, "140.4");
      if (o.zone === "battlefield" && o.bf === a.to)
        return err("move/bad-destination", `${nameOf(s, id)} is already there.`, "140.4");
      if (o.zone === "battlefield" && !hasKeyword(s, id, "Ganking"))
        return err("move/no-ganking", `${nameOf(s, id)} can only move between battlefields with Ganking.`, "140.4.c.1");
      if (seatsAt(s, a.to).filter((x) => x !== seat).length >= 2)
        return err("move/full", "Units of two other players are already there.", "140.4.a.1");
    }
  }
  return null;
}

/** Standard move (140, 596.3, 608-615). */
export function standardMove(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "move" }>,
  out: RbEvent[],
): Rejection | null {
  const e = checkMove(s, seat, a);
  if (e) return e;
  for (const id of a.units) mut(s, id).exhausted = true; // 140.2, 140.3.c
  moveUnits(s, a.units, a.to === "base" ? { kind: "base" } : { kind: "bf", index: a.to }, out);
  s.tasks.push({ t: "cleanup" }); // 615
  return null;
}

/** Checks hiding (597, 723) without changing anything; returns how the Power is paid (723.1.b.1). */
export function planHide(s: RbState, seat: Seat, a: Extract<RbAction, { type: "hide" }>): Payment | Rejection {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err("hide/timing", "Hiding is a discretionary action in your neutral open state.", "597.2");
  const o = objAt(s, a.card);
  if (o?.zone !== "hand" || o.owner !== seat)
    return err("hide/not-in-hand", "You hide cards from your hand.", "723.1.b");
  if (!stat(s, a.card).keywords.includes("Hidden") && !hasKeyword(s, a.card, "Hidden"))
    return err("hide/no-hidden", `${nameOf(s, a.card)} does not have Hidden.`, "723.1");
  const b = s.battlefields[a.at];
  if (!b) return err("hide/bad-battlefield", `There is no battlefield ${a.at}.`, "597.1");
  if (b.controller !== seat)
    return err("hide/not-controlled", "You can only hide at a battlefield you control.", "106.4.c");
  if (facedownAt(b).length >= facedownCapacity(s, b))
    return err("hide/occupied", "That battlefield already has a facedown card.", "106.4.b"); // CR 1.4 107.3.b
  const mods = hideCostMods(s, seat);
  if (mods.some((m) => "ignore" in m)) return planPayment(s, seat, { energy: 0, pips: [] }, a.pay); // 560.1
  if (a.alternative) {
    const alt = mods.find((m) => "alternative" in m);
    if (!alt || !("alternative" in alt))
      return err("hide/no-alternative", "Nothing lets you pay another cost to hide.", "723.1.b.1");
    return planPayment(s, seat, { energy: alt.alternative.energy, pips: [] }, a.pay);
  }
  const legend = s.players[seat]!.legend;
  const identity = legend ? stat(s, legend).domains.filter((d) => d !== "Colorless") : ANY;
  return planPayment(s, seat, { energy: 0, pips: [identity.length ? identity : ANY] }, a.pay); // 723.1.b.1
}

/** A change to the cost of hiding (Passive `cost` that applies to `hide`). */
export type HideCostMod = Extract<Passive, { kind: "cost" }>["mod"];

/**
 * Changes to `seat`'s cost of hiding (560.1, 723.1.b.1): passives of objects they control on the board (their
 * legend included) and passives created for them this turn.
 */
export function hideCostMods(s: RbState, seat: Seat): HideCostMod[] {
  const out: HideCostMod[] = [];
  for (const { source, passive } of boardPassives(s))
    if (passive.kind === "cost" && "action" in passive.applies && obj(s, source).controller === seat)
      out.push(passive.mod as HideCostMod);
  for (const c of s.history.createdPassives ?? [])
    if (c.seat === seat && c.passive.kind === "cost" && "action" in c.passive.applies)
      out.push(c.passive.mod as HideCostMod);
  // Passives created "this turn" by an instruction (createEffect, CR 1.4 389-392) are continuous effects.
  for (const e of s.effects)
    if (e.controller === seat && !e.next && e.passive?.kind === "cost" && "action" in e.passive.applies)
      out.push(e.passive.mod as HideCostMod);
  return out;
}

/** Hide (597, 723): pay one Power of any domain of your identity to place a Hidden card facedown at a battlefield you control. */
export function hide(s: RbState, seat: Seat, a: Extract<RbAction, { type: "hide" }>, out: RbEvent[]): Rejection | null {
  const payment = planHide(s, seat, a);
  if ("code" in payment) return payment;
  pay(s, seat, payment, out);
  const b = bfAt(s, a.at);
  place(s, a.card, { zone: "facedown", bf: a.at });
  const ho = mut(s, a.card);
  ho.controller = seat;
  ho.hiddenOnTurn = s.turnNumber;
  emit(s, out, {
    kind: "hide",
    seat,
    object: a.card,
    card: nameOf(s, a.card),
    text: `P${seat + 1} hides ${nameOf(s, a.card)} at ${nameOf(s, b.card)}.`,
    visibleTo: [seat],
    publicText: `P${seat + 1} hides a card at ${nameOf(s, b.card)}.`,
  });
  return null;
}

/** Checks a basic rune ability (157.2): exhaust for 1 Energy, recycle for 1 Power; they resolve at once (605.2). */
export function checkRune(s: RbState, seat: Seat, a: Extract<RbAction, { type: "rune" }>): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = objAt(s, a.rune);
  if (o?.zone !== "runes" || o.controller !== seat)
    return err("rune/not-yours", "That is not one of your runes.", "157.2");
  if (a.use === "exhaust" && o.exhausted) return err("rune/exhausted", "That rune is already exhausted.", "592.1.b");
  return null;
}

/** Basic rune abilities (157.2), once checked by {@link checkRune}. */
export function useRune(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "rune" }>,
  out: RbEvent[],
): Rejection | null {
  const e = checkRune(s, seat, a);
  if (e) return e;
  const o = mut(s, a.rune);
  const p = s.players[seat]!;
  if (a.use === "exhaust") {
    o.exhausted = true;
    p.pool.energy++;
    emit(s, out, {
      kind: "addEnergy",
      seat,
      object: a.rune,
      text: `P${seat + 1} exhausts ${nameOf(s, a.rune)}: +1 Energy.`,
    });
  } else {
    const d = stat(s, a.rune).domains[0] ?? "Colorless";
    recycle(s, [a.rune], out);
    (p.pool.power as Record<string, number>)[d] = ((p.pool.power as Record<string, number>)[d] ?? 0) + 1;
    emit(s, out, {
      kind: "addPower",
      seat,
      object: a.rune,
      text: `P${seat + 1} recycles ${nameOf(s, a.rune)}: +1 ${d} Power.`,
    });
  }
  return null;
}

/** Checks passing priority (540.4) or focus (553.4). */
export function checkPass(s: RbState, seat: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w === "main")
    return err("pass/nothing-to-pass", "There is no chain or showdown to pass in; end your turn instead.", "516.6");
  return null;
}

/** Pass priority (540.4) or focus (553.4). */
export function pass(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  const e = checkPass(s, seat);
  if (e) return e;
  const w = windowFor(s, seat);
  emit(s, out, { kind: "pass", seat, text: `P${seat + 1} passes.` });
  const rel = relevantPlayers(s);
  if (w === "closed") {
    if (!s.chainPasses.includes(seat)) s.chainPasses.push(seat);
    if (rel.every((p) => s.chainPasses.includes(p)))
      resolveTop(s, out); // 540.4.b, 543
    else s.priority = nextRelevant(s, seat);
    return null;
  }
  const sd = s.showdown!;
  if (!sd.passes.includes(seat)) sd.passes.push(seat);
  if (sd.relevant.every((p) => sd.passes.includes(p)))
    endShowdown(s, out); // 553.4.a
  else sd.focus = nextRelevant(s, seat); // 553.5
  return null;
}

/** Invite (531.2): in a duel both players are always relevant, so there is no one to invite. */
export function invite(s: RbState, seat: Seat, target: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w === "main") return err("invite/no-window", "Invitations happen during a chain or showdown.", "531.2");
  if (!s.players[target] || target === seat) return err("invite/bad-seat", "Invite another player.", "531.2.a");
  return err("invite/already-relevant", `P${target + 1} is already a relevant player.`, "531.2.a");
}

/** Checks ending the turn (516.6): the turn player, in the neutral open state. */
export function checkEndTurn(s: RbState, seat: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err(
      "turn/not-now",
      "You can end your turn in your action phase when no chain or showdown is in progress.",
      "516.6",
    );
  return null;
}

/** End turn (516.6). */
export function endTurnAction(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  const e = checkEndTurn(s, seat);
  if (e) return e;
  endTurn(s, out);
  return null;
}

/** Concede (649-650): at any time. */
export function concedeAction(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  if (s.winner !== null) return err("game/over", "The game is over.", "633");
  concede(s, seat, out);
  return null;
}

/**
 * Checks an answer to the pending decision (design.md principle 2) without changing anything: anything not among
 * its options, or a damage assignment that breaks 626.1.d, is refused.
 */
export function checkAnswer(s: RbState, seat: Seat, a: Extract<RbAction, { type: "choose" }>): Rejection | null {
  const p = s.pending;
  if (!p || p.kind === "priority" || p.kind === "focus")
    return err("choose/no-decision", "There is no decision to answer; act or pass instead.");
  if (p.seat !== seat) return err("choose/not-yours", "This decision belongs to the other player.", "512.1.b.1");
  if (a.decision !== undefined && a.decision !== p.id) return err("choose/stale", "That prompt has moved on.");
  const route = (p.data?.route as string | undefined) ?? "";
  if (route === "assignDamage") {
    if (!a.assign) return err("choose/assign-required", "Answer with a damage assignment.", "626.1.d");
    const msg = checkAssignment(s, p.data!.units as string[], p.data!.total as number, a.assign);
    return msg ? err("combat/bad-assignment", msg, "626.1.d") : null;
  }
  const optionIds = new Set(p.options.map((o) => o.id));
  const picks = a.cards ?? a.targets ?? a.order ?? (a.option !== undefined ? [a.option] : undefined);
  if (!picks) return err("choose/empty", "Answer with the options you choose.");
  if (new Set(picks).size !== picks.length) return err("choose/duplicate", "An option is listed twice.");
  for (const x of picks) if (!optionIds.has(x)) return err("choose/not-an-option", `${x} is not one of the options.`);
  if (picks.length < p.min || picks.length > p.max)
    return err(
      "choose/count",
      p.min === p.max ? `Choose exactly ${p.min}.` : `Choose between ${p.min} and ${p.max}.`,
      route === "triggerTargets" ? "559.3" : route === "mulligan" ? "117.1" : undefined,
    );
  return null;
}

/** Answers the pending decision once {@link checkAnswer} accepts it, and routes it back to what asked. */
export function answer(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "choose" }>,
  out: RbEvent[],
): Rejection | null {
  const e = checkAnswer(s, seat, a);
  if (e) return e;
  const p = s.pending!;
  const route = (p.data?.route as string | undefined) ?? "";
  if (route === "assignDamage") {
    const task = s.tasks[s.tasks.length - 1];
    if (task?.t !== "combatDamage") throw new Error("assignDamage without a combat task");
    for (const [id, n] of Object.entries(a.assign!)) task.assigned[id] = (task.assigned[id] ?? 0) + n;
    task.stage++;
    s.pending = null;
    return null;
  }
  const picks = (a.cards ?? a.targets ?? a.order ?? (a.option !== undefined ? [a.option] : undefined))!;
  switch (route) {
    case "replaceDeath":
      answerReplaceDeath(s, picks[0] === "yes", out);
      return null;
    case "mulligan": {
      // 117: set aside up to two, draw as many, recycle the set-aside cards (random order, 594.5).
      const pl = s.players[seat]!;
      for (const id of picks) place(s, id, { zone: "removed" });
      draw(s, seat, picks.length, out);
      recycle(s, picks, out);
      pl.mulliganDone = true;
      emit(s, out, {
        kind: "mulligan",
        seat,
        text: picks.length === 0 ? `P${seat + 1} keeps their hand.` : `P${seat + 1} mulligans ${picks.length} card(s).`,
      });
      s.tasks.pop();
      break;
    }
    case "orderTriggers": {
      const mine = s.triggerQueue.filter((t) => t.controller === seat);
      const others = s.triggerQueue.filter((t) => t.controller !== seat);
      const ordered = picks.map((id) => mine.find((t) => t.id === id)!);
      s.pending = null;
      s.triggerQueue = [...ordered, ...others];
      for (const t of ordered) if (!pushTrigger(s, t, out)) return null;
      return null;
    }
    case "triggerTargets": {
      const t = s.triggerQueue.find((x) => x.id === p.data!.trigger);
      if (!t) throw new Error("trigger vanished");
      const chosen = { ...(p.data!.chosen as Record<string, string[]>), [p.data!.spec as string]: picks };
      s.pending = null;
      pushTrigger(s, t, out, chosen);
      return null;
    }
    case "chooseFirst": {
      const task = s.tasks.pop();
      if (task?.t !== "chooseFirst") throw new Error("chooseFirst without task");
      s.pending = null;
      startChosen(s, task.kind, Number(picks[0]), out);
      return null;
    }
    case "matchBattlefield": {
      const task = s.tasks.pop();
      if (task?.t !== "matchBattlefield") throw new Error("matchBattlefield without task");
      chooseMatchBattlefield(s, seat, picks[0]!, out);
      break;
    }
    case "matchFirst": {
      const task = s.tasks.pop();
      if (task?.t !== "matchFirst") throw new Error("matchFirst without task");
      setFirstPlayer(s, picks[0] === "first" ? seat : (seat + 1) % s.players.length);
      emit(s, out, {
        kind: "firstPlayer",
        seat: s.firstPlayer,
        text: `P${seat + 1} chooses that P${s.firstPlayer + 1} goes first.`,
      });
      break;
    }
    case "effects": {
      const task = s.tasks[s.tasks.length - 1];
      if (task?.t !== "effects") throw new Error("effects answer without a task");
      task.answer = picks;
      break;
    }
    default:
      throw new Error(`unknown decision route ${route}`);
  }
  s.pending = null;
  return null;
}

export { cleanup, unitsAt };

/**
 * Decides whether `seat` may submit `a` now, without changing anything and without trying the action out: the
 * same checks and plans the action itself runs first (issue "Engine speed"). Null when the action is legal;
 * otherwise the rejection `apply` would return.
 */
export function checkAction(s: RbState, seat: Seat, a: RbAction): Rejection | null {
  if (!s.players[seat]) return err("action/bad-seat", `There is no seat ${seat}.`);
  switch (a.type) {
    case "play": {
      const plan = planPlay(s, seat, a);
      return "code" in plan ? plan : null;
    }
    case "activate": {
      const plan = planActivate(s, seat, a);
      return "code" in plan ? plan : null;
    }
    case "hide": {
      const plan = planHide(s, seat, a);
      return "code" in plan ? plan : null;
    }
    case "move":
      return checkMove(s, seat, a);
    case "rune":
      return checkRune(s, seat, a);
    case "pass":
      return checkPass(s, seat);
    case "invite":
      return invite(s, seat, a.seat);
    case "endTurn":
      return checkEndTurn(s, seat);
    case "concede":
      return s.winner !== null ? err("game/over", "The game is over.", "633") : null;
    case "choose":
      return checkAnswer(s, seat, a);
    default:
      return err("action/malformed", `Unknown action type ${(a as { type?: unknown }).type}.`);
  }
}
