/**
 * Activated abilities (577) and their costs, the basic abilities of runes (157.2), and the answer to an optional
 * death replacement (573-575).
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { Effect, ObjFilter, Ability, TargetSpec, ActivatedCost } from "../cards/types.js";
import type { RbState, RbEvent, RbObject, ChainItem, TargetRef, Domain, Writable } from "./state.js";
import { objAt, obj, mut } from "./objects.js";
import { mayListenFor, recordAbilityChoices, recordEvent, snapshot } from "./events.js";
import { replaceDeathReplacement } from "./replacements.js";
import { canPayMay, type Payment, ANY, type Cost, deflectPips, discountAbilityCost, planPayment } from "./costs.js";
import { kill, removeBuff, recycle, discard } from "./game-actions.js";
import { payMay, pay } from "./payment.js";
import { emit, nameOf, err, stat, actsOnInvitation } from "./util.js";
import { toTaskEffects } from "./effect-context.js";
import type { RbAction } from "./actions.js";
import type { Window } from "./chains.js";
import { activatedAbilities } from "./passives.js";
import { windowFor, timingOk } from "./timing.js";
import { chooseTargets, normalizeTargets } from "./playing.js";
import { matches, cardIs, checkCondition, staticAmount } from "./selectors.js";
import { runEffects } from "./effects.js";
import { place } from "./zones.js";
import { disempower, maxEmpower } from "./empower.js";
import { spendXp, xpOf } from "./xp.js";
import { might } from "./derived.js";
import { codeTable } from "./catalogue.js";

/**
 * The answer to an optional death replacement (571, 575): on yes (and if still possible) its cost is paid and its
 * instructions resolve at once in place of the death (not on the chain); on no the unit dies, unless another
 * optional replacement is offered. Either way a cleanup follows (520).
 */
export function answerReplaceDeath(s: RbState, yes: boolean, out: RbEvent[]): void {
  const task = s.tasks.pop();
  if (task?.t !== "replaceDeath") throw new Error("replaceDeath answer without its task");
  s.pending = null;
  const u = objAt(s, task.unit);
  if (!u || u.incarnation !== task.incarnation || (u.zone !== "base" && u.zone !== "battlefield")) return;
  const r = replaceDeathReplacement(s, task);
  // A created replacement does not need its source on the board (it was created by a resolved ability, 517.2.b).
  const present = task.effect !== undefined || objAt(s, task.source);
  const can = r && present && (!r.cost || canPayMay(s, task.controller, task.source, r.cost));
  // "The next time it would die": this death is that next time, used or declined (571).
  if (task.effect !== undefined) s.effects = s.effects.filter((c) => !(c.id === task.effect && c.once));
  s.tasks.push({ t: "cleanup" });
  if (!yes || !r || !can || r.with === "prevent") {
    kill(s, task.unit, out, undefined, [...task.declined, task.effect ?? task.source]);
    return;
  }
  if (r.cost) payMay(s, task.controller, task.source, r.cost, out);
  emit(s, out, {
    kind: "replace",
    seat: task.controller,
    object: task.source,
    card: nameOf(s, task.source),
    text: `${nameOf(s, task.source)} replaces the death of ${nameOf(s, task.unit)}.`,
  });
  const item: ChainItem = {
    id: `r${s.nextId++}`,
    kind: "triggered",
    controller: task.controller,
    object: task.source,
    ability: task.ability,
    targets: {},
    eventData: { object: task.unit },
  };
  if (!Array.isArray(r.with)) return; // "prevent" and recall replacements are applied where they happen
  const effects = toTaskEffects(obj(s, task.source).code, task.ability, r.with as readonly Effect[]);
  s.tasks.push({ t: "effects", item, effects, pc: 0, vars: {} });
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
  readonly killCard: string | undefined;
  /** The hand cards discarded as a cost ("Discard 1, [exhaust]:", 598.2.a). */
  readonly discardCards: string[] | undefined;
  /** The friendly unit exhausted as a cost ("Exhaust a unit you control:", 592.4). */
  readonly exhaustUnit: string | undefined;
  readonly chosen: { targets: Record<string, TargetRef[]>; ids: string[] };
  readonly payment: Payment;
}

/**
 * 577-581: may `seat` activate this ability of this object now (zone, ability, once-per-mode, timing, turn). Reads
 * only `a.source` and `a.ability` (not targets or cost cards), so `legal` asks it once per ability. `abilities`: the
 * source's {@link usableAbilities}, when the caller has them.
 */
export function checkActivation(
  s: RbState,
  seat: Seat,
  a: ActivateAction,
  abilities?: readonly ActivatedRef[],
): { w: Window; pick: ActivatePlan["pick"] } | Rejection {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = objAt(s, a.source);
  if (!o) return err("activate/unknown", `There is no object ${a.source}.`, undefined, { id: a.source });
  if (o.controller !== seat)
    return err("activate/not-yours", "You can only activate abilities of objects you control.", "578");
  if (!(o.zone === "base" || o.zone === "battlefield" || o.zone === "legend"))
    return err("activate/not-on-board", "Activated abilities are activated on the board.", "580");
  const pick = (abilities ?? usableAbilities(s, a.source))[a.ability - 1];
  if (!pick)
    return err("activate/no-ability", `${nameOf(s, a.source)} has no activated ability #${a.ability}.`, "577", {
      name: nameOf(s, a.source),
      n: a.ability,
    });
  const ab = pick.ability;
  if (ab.onlyAtBattlefield && o.zone !== "battlefield")
    return err("activate/not-at-battlefield", "Use this ability only while it is at a battlefield.", "577");
  if (ab.mode && (s.history.abilityChoices[`${o.id}#${o.incarnation}`] ?? []).includes(ab.mode))
    return err("activate/mode-chosen", "That mode was already chosen this turn (choose one you've not chosen).", "577");
  if (ab.useOnlyIf && !checkCondition(s, o.id, seat, ab.useOnlyIf))
    return err("activate/condition", 'This ability\'s "use only if" condition is not met.', "577");
  if (ab.oncePerTurn && (s.history.abilityChoices[`${o.id}#${o.incarnation}`] ?? []).includes(`once:${pick.index}`))
    return err("activate/once", "This ability was already used this turn (use only once each turn).", "577");
  // 605.3: a Reaction add ability may be used whenever resources are paid; an [Action] one keeps its timing.
  if (!ab.addsResources || ab.timing !== "reaction") {
    const tErr = timingOk(w, ab.timing === "action" || ab.timing === "reaction", ab.timing === "reaction");
    if (tErr) return tErr; // 508.1.a / 509.1.a: timing by keyword
    if (w === "main" && seat !== s.turnPlayer && !actsOnInvitation(s, seat)) {
      // Units 141.2, gear 145.2, legends and others 581: only in the controller's own turn.
      const t = stat(s, a.source).type;
      const rule = t === "Unit" || t === "Token" ? "141.2" : t === "Gear" ? "145.2" : "581";
      return err("timing/not-your-turn", "Activated abilities are used on your own turn.", rule);
    }
  }
  const c = ab.cost;
  if (c.exhaust && o.exhausted)
    return err("activate/exhausted", `${nameOf(s, a.source)} is exhausted.`, "592.4", { name: nameOf(s, a.source) });
  if (c.spendBuff && !o.buffed)
    return err("activate/no-buff", `${nameOf(s, a.source)} has no buff to spend.`, "702.2.b.1", {
      name: nameOf(s, a.source),
    });
  // CR 1.4 827.1.c.1: "Empower this. Use only if not Empowered."
  if (ab.whileEmpowered && !o.empowered)
    return err("activate/not-empowered", `${nameOf(s, a.source)} is not Empowered.`, "CR 1.4 828.1", {
      name: nameOf(s, a.source),
    });
  if (ab.empower && o.empowered && (o.empowerCount ?? 1) >= maxEmpower(s, a.source))
    return err("activate/empowered", `${nameOf(s, a.source)} is already Empowered.`, "CR 1.4 827.1.c.1", {
      name: nameOf(s, a.source),
    });
  if (c.disempowerSelf && !o.empowered)
    // CR 1.4 442: "Disempower me" can be paid only while Empowered
    return err("activate/not-empowered", `${nameOf(s, a.source)} is not Empowered.`, "CR 1.4 442.1.a", {
      name: nameOf(s, a.source),
    });
  if (c.spendXp && xpOf(s, seat) < c.spendXp)
    return err("activate/no-xp", `You need ${c.spendXp} XP to spend.`, "CR 1.4 730.2", { n: c.spendXp });
  return { w, pick };
}

/** Decides an activation (576-579) without changing anything: checks, costs, targets and payment. */
export function planActivate(s: RbState, seat: Seat, a: ActivateAction): ActivatePlan | Rejection {
  const checked = checkActivation(s, seat, a);
  if ("code" in checked) return checked;
  const { w, pick } = checked;
  const ab = pick.ability;
  const cards = activationCostCards(s, seat, a, ab.cost);
  if ("code" in cards) return cards;
  const chosen = activationTargets(s, seat, a, ab, false);
  if ("code" in chosen) return chosen;
  const payment = activationPayment(s, seat, a, ab, cards.exhaustUnit, chosen);
  if ("code" in payment) return payment;
  // Every field assigned in the literal (one shape; no spreads): absent costs are undefined.
  return {
    seat,
    window: w,
    source: a.source,
    pick,
    recycleCards: cards.recycleCards,
    killCard: cards.killCard,
    discardCards: cards.discardCards,
    exhaustUnit: cards.exhaustUnit,
    chosen,
    payment,
  };
}

/**
 * An activation's targets (559.3): `a.targets` checked, or filled in when only one choice is legal. Reads nothing
 * else of the action. `quiet`: only the verdict is read (`legal`), so a refusal does not name every choice.
 */
export function activationTargets(
  s: RbState,
  seat: Seat,
  a: ActivateAction,
  ab: ActivatedRef["ability"],
  quiet: boolean,
): { targets: Record<string, TargetRef[]>; ids: string[] } | Rejection {
  const specs = ab.targets ?? [];
  return chooseTargets(s, specs, normalizeTargets(specs, a.targets), seat, a.source, null, quiet);
}

/** The cards an activation's costs name (560.6, 592.4, 594.6, 598.2.a), as {@link ActivatePlan} holds them. */
export interface ActivationCostCards {
  readonly recycleCards: string[];
  readonly killCard: string | undefined;
  readonly discardCards: string[] | undefined;
  readonly exhaustUnit: string | undefined;
}

/**
 * The cards paying an ability's costs (594.6 recycle, 560.6 kill, 598.2.a discard, 592.4 exhaust a unit): named by
 * `a.costCards`, or the only choice. Reads nothing else of the action, so `legal` asks it once per cost choice.
 */
export function activationCostCards(
  s: RbState,
  seat: Seat,
  a: ActivateAction,
  c: ActivatedCost,
): ActivationCostCards | Rejection {
  // "Recycle a unit from your trash" (Assembly Rig): only matching cards can pay.
  const trash = c.recycleFilter
    ? s.players[seat]!.trash.filter((x) => cardIs(s, x, c.recycleFilter!))
    : s.players[seat]!.trash;
  let recycleCards: string[] = [];
  if (c.recycleFilter && (a.costCards ?? []).some((x) => s.players[seat]!.trash.includes(x) && !trash.includes(x)))
    return err("activate/cannot-pay", "That card cannot be recycled for this cost.", "594.6", { case: "recycle-card" });
  if (c.recycleFromTrash) {
    if (trash.length < c.recycleFromTrash)
      return err("activate/cannot-pay", `You need ${c.recycleFromTrash} card(s) in your trash to recycle.`, "594.3", {
        case: "recycle",
        n: c.recycleFromTrash,
      });
    const given = (a.costCards ?? []).filter((x) => trash.includes(x));
    if (given.length >= c.recycleFromTrash) recycleCards = given.slice(0, c.recycleFromTrash);
    else if (trash.length === c.recycleFromTrash) recycleCards = trash.slice();
    else
      return err(
        "activate/choose-cost",
        `Choose ${c.recycleFromTrash} card(s) from your trash to recycle (costCards).`,
        "594.6",
        { case: "recycle", n: c.recycleFromTrash },
      );
  }
  const killCard = c.kill ? killForCost(s, seat, a, c.kill) : undefined;
  if (typeof killCard === "object") return killCard;
  const discardCards = c.discard ? discardForCost(s, seat, a, c.discard, c.discardFilter) : undefined;
  if (discardCards && !Array.isArray(discardCards)) return discardCards;
  const exhaustUnit = c.exhaustUnit ? exhaustUnitForCost(s, seat, a, c.exhaustUnit) : undefined;
  if (typeof exhaustUnit === "object") return exhaustUnit;
  return { recycleCards, killCard, discardCards, exhaustUnit };
}

/**
 * The payment of an activation whose cost cards and targets are chosen (560.4, 561): the unit exhausted for the
 * cost is not a target (559.3), the Energy cost after its discounts, Deflect pips for the chosen targets (722).
 * Reads `a.source` and `a.pay` only.
 */
export function activationPayment(
  s: RbState,
  seat: Seat,
  a: ActivateAction,
  ab: ActivatedRef["ability"],
  exhaustUnit: string | undefined,
  chosen: { targets: Record<string, TargetRef[]>; ids: string[] },
): Payment | Rejection {
  const c = ab.cost;
  // "Move a different unit": the unit exhausted for the cost is not a legal choice (559.3).
  if (exhaustUnit && chosen.ids.includes(exhaustUnit))
    return err("play/illegal-target", "Choose a unit other than the one exhausted for the cost.", "559.3", {
      case: "cost-unit",
    });
  const pip: Domain[] = c.powerDomain ? [c.powerDomain] : ANY; // 130.2: a domain's Power, or any
  const cost: Cost = { energy: activatedEnergy(s, seat, a.source, c), pips: [] };
  // A loop: `Array.from` of a length (V8's generic path) was most of this function's own time.
  for (let i = 0; i < (c.power ?? 0); i++) cost.pips.push(pip);
  // 560.4: an Energy cost reduced by the chosen unit's Might (Hextech Gauntlets), never below 0.
  const reducer = c.energyLessMightOf ? chosen.targets[c.energyLessMightOf]?.[0] : undefined;
  if (reducer) cost.energy = Math.max(0, cost.energy - might(s, reducer.id));
  discountAbilityCost(s, seat, a.source, ab.empower === true, cost); // CR 1.4 356.4: Risen Altar, Piltovan Forge
  cost.pips.push(...deflectPips(s, seat, chosen.ids));
  return planPayment(s, seat, cost, a.pay, false, stat(s, a.source).type); // 605.3: typed [Add]
}

/** An activated ability's Energy cost after its own discount (560.4), never below 0 (560.5). */
function activatedEnergy(s: RbState, seat: Seat, src: string, c: ActivatedCost): number {
  const d = c.discount;
  if (!d || (d.when && !checkCondition(s, src, seat, d.when))) return c.energy ?? 0;
  return Math.max(0, (c.energy ?? 0) - staticAmount(s, src, seat, d.energy));
}

/** The friendly board object killed as an activation cost (560.6, 604): named by `costCards`, or the only one. */
function killForCost(s: RbState, seat: Seat, a: ActivateAction, f: ObjFilter): string | Rejection {
  const mine = [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)].filter(
    (id) => obj(s, id).controller === seat && matches(s, id, f, seat, a.source),
  );
  if (mine.length === 0)
    return err("activate/cannot-pay", "You have nothing to kill for this cost.", "592.4", { case: "kill" });
  const given = (a.costCards ?? []).find((x) => mine.includes(x));
  if (given) return given;
  if (mine.length === 1) return mine[0]!;
  return err("activate/choose-cost", "Choose what to kill for the cost (costCards).", "560.6", { case: "kill" });
}

/** The ready friendly unit exhausted as an activation cost (592.4): named by `costCards`, or the only one. */
function exhaustUnitForCost(s: RbState, seat: Seat, a: ActivateAction, f: ObjFilter): string | Rejection {
  const mine = [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)].filter(
    (id) =>
      id !== a.source && obj(s, id).controller === seat && !obj(s, id).exhausted && matches(s, id, f, seat, a.source),
  );
  if (mine.length === 0)
    return err("activate/cannot-pay", "You have no ready unit to exhaust for this cost.", "592.4", { case: "exhaust" });
  const given = (a.costCards ?? []).find((x) => mine.includes(x));
  if (given) return given;
  if (mine.length === 1) return mine[0]!;
  return err("activate/choose-cost", "Choose the unit to exhaust for the cost (costCards).", "592.4", {
    case: "exhaust",
  });
}

/** The hand cards discarded as an activation cost (577, 598.2.a): named by `costCards`, or the whole hand if exact. */
function discardForCost(
  s: RbState,
  seat: Seat,
  a: ActivateAction,
  n: number,
  f: ObjFilter | undefined,
): string[] | Rejection {
  // "Discard a spell" (Mel, Defiant Soul): only matching hand cards can pay.
  const hand = f ? s.players[seat]!.hand.filter((x) => cardIs(s, x, f)) : s.players[seat]!.hand;
  if (hand.length < n)
    return err("activate/cannot-pay", `You need ${n} card(s) in hand to discard.`, "592.4", { case: "discard", n });
  const given = [...new Set((a.costCards ?? []).filter((x) => hand.includes(x)))];
  if (given.length >= n) return given.slice(0, n);
  if (hand.length === n) return hand.slice();
  return err("activate/choose-cost", `Choose ${n} card(s) from your hand to discard (costCards).`, "598.2.a", {
    case: "discard",
    n,
  });
}

/** Carries out a planned activation: costs (577), then the chain (or at once for resource abilities, 605.2). */
function executeActivate(s: RbState, plan: ActivatePlan, out: RbEvent[]): void {
  const { seat, pick } = plan;
  const ab = pick.ability;
  const o = mut(s, plan.source);
  // 576: the source as it was when used ("Kill this:" costs move it first).
  const used = mayListenFor(s, "abilityActivated") ? snapshot(s, plan.source) : undefined;
  if (ab.mode) {
    const key = `${o.id}#${o.incarnation}`;
    s.history.abilityChoices = {
      ...s.history.abilityChoices,
      [key]: [...(s.history.abilityChoices[key] ?? []), ab.mode],
    };
  }
  if (ab.oncePerTurn) {
    const key = `${o.id}#${o.incarnation}`; // 577: "only once each turn"
    const done = [...(s.history.abilityChoices[key] ?? []), `once:${pick.index}`];
    s.history.abilityChoices = { ...s.history.abilityChoices, [key]: done }; // replaced, never changed in place
  }
  pay(s, seat, plan.payment, out);
  if (ab.cost.exhaust) o.exhausted = true;
  if (ab.cost.spendBuff) removeBuff(s, o.id);
  if (ab.cost.spendXp) spendXp(s, seat, ab.cost.spendXp, out); // CR 1.4 730.2
  if (ab.cost.killSelf) kill(s, plan.source, out); // "Kill this:" (604)
  if (ab.cost.banishSelf) {
    const sub = snapshot(s, plan.source);
    place(s, plan.source, { zone: "banishment" }); // "Banish this:" (603.2)
    recordEvent(s, "banished", seat, sub);
  }
  if (ab.cost.disempowerSelf) disempower(s, plan.source, out); // CR 1.4 442
  if (plan.recycleCards.length) recycle(s, plan.recycleCards, out);
  if (plan.killCard) kill(s, plan.killCard, out); // 604: killed as a cost
  if (plan.discardCards) discard(s, seat, plan.discardCards, out); // 598.2.a: a discard paid as a cost
  if (plan.exhaustUnit) mut(s, plan.exhaustUnit).exhausted = true; // 592.4: exhausted as a cost
  // By assignment in the literal's old key order (views serialise it), optional fields only when present (a spread
  // in a literal is a slow copy in V8), as `executePlay` builds its item.
  const item = {
    id: `c${s.nextId++}`,
    kind: "activated",
    controller: seat,
    object: plan.source,
    ability: pick.index,
  } as Writable<ChainItem>;
  const src = objAt(s, plan.source);
  if (src) item.sourceIncarnation = src.incarnation; // `sourceIncarnationOf`
  if (pick.code !== cardScript(o.code)?.code) item.abilityCode = pick.code;
  item.targets = plan.chosen.targets;
  item.legion = (s.history.cardsPlayed[seat] ?? 0) > 0;
  if (plan.exhaustUnit) item.costExhausted = plan.exhaustUnit;
  const name = nameOf(s, plan.source);
  emit(s, out, { kind: "activate", seat, object: plan.source, card: name, text: `P${seat + 1} activates ${name}.` });
  // 576: "when you use an activated ability of a gear" — recorded only when a card of the match listens for it.
  // `energy`: the ability's printed Energy cost ("an activated ability with Energy cost [7] or more", 577).
  if (used) recordEvent(s, "abilityActivated", seat, used, { ability: pick.index, energy: ab.cost.energy ?? 0 });
  if (ab.addsResources) {
    // 605.2: resolves immediately, cannot be responded to.
    const effects = toTaskEffects(pick.code, pick.index, ab.effects);
    const task = { t: "effects" as const, item, effects, pc: 0, vars: {} };
    // A question on the way ("pay any amount of [A] to [Add] that much Energy", CR 1.4 740.4.a) is answered before
    // anything else happens: the task waits on the task stack, off the chain.
    if (!runEffects(s, task, out)) s.tasks.push(task);
    return;
  }
  const wasEmpty = s.chain.length === 0;
  s.chain = [...s.chain, item];
  // 559.3: "when you choose …"; `chosenBy`: the kind of object whose ability chose ("unit abilities").
  recordAbilityChoices(s, seat, chosenIds(ab.targets ?? [], plan.chosen.targets), plan.source);
  if (wasEmpty) {
    s.priority = seat;
    s.chainByFocus = plan.window === "focus";
  }
  s.chainPasses = [];
}

/** The objects chosen for target specs that are targets (559.3; not other choices), in spec order. */
function chosenIds(
  specs: readonly TargetSpec[],
  targets: Readonly<Record<string, readonly { id: string }[]>>,
): string[] {
  // Loops: `filter` + `flatMap` + `map` took V8's generic paths (0.19% of engine time for one call per activation).
  const out: string[] = [];
  for (const sp of specs) if (!sp.notTarget && !sp.battlefield) for (const r of targets[sp.id] ?? []) out.push(r.id);
  return out;
}

/** Activated abilities (576-581), including resource abilities that resolve at once (605.2). */
export function activate(s: RbState, seat: Seat, a: ActivateAction, out: RbEvent[]): Rejection | null {
  const plan = planActivate(s, seat, a);
  if ("code" in plan) return plan;
  executeActivate(s, plan, out);
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

/**
 * The activated abilities an object can use (577): its own ({@link activatedAbilities}), then those battlefields
 * grant it ("Units here have '[exhaust]: Gain 1 XP.'", an ability given by a passive, 567; Gardens of Becoming), in
 * battlefield order. Used by activation and by `legal`. `granting`: {@link mayGrantAbilities} of this state, when
 * the caller asks it once for many objects; `o`: the object of `id`, when the caller has read it.
 */
export function usableAbilities(
  s: RbState,
  id: string,
  granting: boolean = mayGrantAbilities(s),
  o: Readonly<RbObject> = obj(s, id),
): readonly ActivatedRef[] {
  const own = activatedAbilities(s, id, o);
  if (!granting || (o.zone !== "base" && o.zone !== "battlefield" && o.zone !== "legend")) return own;
  let out: ActivatedRef[] | null = null; // copied on the first addition: `own` may be static card data
  for (const b of s.battlefields)
    for (const g of grantedByCard(obj(s, b.card).code)) {
      const ability = g.ability;
      if (ability.grantWhen && !checkCondition(s, b.card, o.controller, ability.grantWhen)) continue;
      if (!matches(s, id, ability.grantedTo!, o.controller, b.card)) continue;
      out ??= own.slice();
      out.push(g);
    }
  // 577: abilities given by an instruction for a duration ("give it '[A][A]: Ready me.'", Dominus).
  for (const e of s.effects) {
    const g = e.grantedAbility;
    if (!g || !e.objects.some((r) => r.id === id && r.incarnation === o.incarnation)) continue;
    const ability = cardScript(g.code)?.abilities[g.index];
    if (ability?.kind !== "activated") continue;
    out ??= own.slice();
    out.push({ code: g.code, index: g.index, ability });
  }
  return out ?? own;
}

/**
 * Does a battlefield grant an activated ability (567) or an effect give one (577)? When neither, every object's
 * {@link usableAbilities} are its own.
 */
export function mayGrantAbilities(s: RbState): boolean {
  for (const b of s.battlefields) if (grantedByCard(obj(s, b.card).code).length > 0) return true;
  for (const e of s.effects) if (e.grantedAbility) return true;
  return false;
}

/** The activated abilities a card's script grants to others (`grantedTo`, 567), per code: read once (card data). */
function grantedByCard(code: string): readonly ActivatedRef[] {
  let list = grantedAbilities[code];
  if (!list) {
    const sc = cardScript(code);
    const found: ActivatedRef[] = [];
    sc?.abilities.forEach((ability, index) => {
      if (ability.kind === "activated" && ability.grantedTo) found.push({ code: sc.code, index, ability });
    });
    list = found;
    grantedAbilities[code] = list;
  }
  return list;
}

const grantedAbilities = codeTable<readonly ActivatedRef[]>(); // a keyed load: cheaper than Map.get (perfL)

/** One activated ability an object can use: the script (`code`) and index that hold it. */
export interface ActivatedRef {
  readonly code: string;
  readonly index: number;
  readonly ability: Extract<Ability, { kind: "activated" }>;
}
