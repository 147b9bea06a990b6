/**
 * Abilities (564-585): printed passives (568-570) and created ones, activated abilities and their costs (577),
 * the basic abilities of runes (157.2), and triggered abilities: queued, ordered and put on the chain (582-583).
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { TriggerCost, Effect, ObjFilter, Passive, Ability } from "../cards/types.js";
import type { RbState, RbEvent, ChainItem, QueuedTrigger, TargetRef, Domain } from "./state.js";
import { objAt, obj, mut } from "./objects.js";
import { replaceDeathReplacement } from "./replacements.js";
import { canPayMay, payMay } from "./effect-actions.js";
import { kill, recycle, removeBuff, discard } from "./game-actions.js";
import { emit, nameOf, turnOrderFrom, targetLabel, err, stat } from "./util.js";
import { toTaskEffects, runEffects } from "./effects.js";
import { ask } from "./decisions.js";
import { keywordValue, parseKeyword } from "./layers.js";
import { powerAvailable, payAnyPower, type Payment, ANY, type Cost, deflectPips, planPayment, pay } from "./costs.js";
import { legalTargetsFor } from "./effect-context.js";
import type { RbAction } from "./actions.js";
import { type Window, windowFor, timingOk } from "./chains.js";
import { chooseTargets, normalizeTargets } from "./playing.js";
import { matches, hereOf, checkCondition } from "./selectors.js";
import { boardPassives } from "./zones.js";
import { cardData } from "./catalogue.js";

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

/**
 * Puts queued triggers on the chain (583.3.b): the turn player's first (in a showdown's initial chain the
 * focus holder's first, 551.1.a), each player ordering their own when two or more differ; targets are
 * chosen as each goes on the chain (559.3.b). Identical triggers are ordered automatically.
 */
export function flushTriggers(s: RbState, out: RbEvent[]): void {
  // 583.3.b.1: the turn player first, then in turn order — in showdowns too; only a combat's initial chain of
  // attack/defend triggers starts with the player who has Focus (551.1.a).
  const first = s.showdown?.initial ? s.showdown.focus : s.turnPlayer;
  const order = turnOrderFrom(s, first);
  for (const seat of order) {
    const mine = s.triggerQueue.filter((t) => t.controller === seat);
    if (mine.length === 0) continue;
    const distinct = new Set(mine.map((t) => `${t.sourceCode}#${t.ability}`));
    if (mine.length >= 2 && distinct.size >= 2) {
      ask(
        s,
        seat,
        "orderTriggers",
        "Order your triggered abilities: the first you list goes on the chain first and resolves last (583.3.b).",
        mine.map((t) => ({ id: t.id, label: `${nameOf(s, t.source)}: ${triggerText(s, t)}`, object: t.source })),
        mine.length,
        mine.length,
        { route: "orderTriggers" },
      );
      return;
    }
    for (const t of mine) {
      if (!pushTrigger(s, t, out)) return;
    }
  }
}

function triggerText(_s: RbState, t: QueuedTrigger): string {
  if (t.ability === -1) return "Vision";
  const sc = cardScript(t.sourceCode);
  return sc ? (sc.text.split("\n").find((l) => /when|at /i.test(l)) ?? sc.text) : "";
}

/**
 * Puts one trigger on the chain, asking for its targets when there is a real choice. Returns false when a
 * decision is now pending. A trigger whose required targets do not exist is not put on the chain.
 */
export function pushTrigger(s: RbState, t: QueuedTrigger, out: RbEvent[], chosen?: Record<string, string[]>): boolean {
  const sc = cardScript(t.sourceCode);
  const ab = t.ability >= 0 ? sc?.abilities[t.ability] : undefined;
  const specs = ab && (ab.kind === "triggered" || ab.kind === "activated") ? (ab.targets ?? []) : [];
  const targets: Record<string, { id: string; incarnation: number }[]> = {};
  // 721.1.c-d: choosing an opponent's permanent with Deflect costs extra Power, triggered abilities included (583.3);
  // a choice its controller could not pay for is not a legal choice.
  const deflect = (id: string) => (obj(s, id).controller !== t.controller ? keywordValue(s, id, "Deflect") : 0);
  let deflectTotal = 0;
  // OFAQ-22 / 723: the play effect of a card played from hidden chooses only at that battlefield…
  const hiddenAt = t.eventData?.object === t.source ? t.eventData.hiddenAt : undefined;
  // …unless the text makes that impossible (OFAQ-22, OFAQ-65: Tideturner chooses a unit at another location).
  const hereBf = typeof hiddenAt === "number" && !specs.some((sp) => sp.filter.elsewhere) ? hiddenAt : null;
  for (const spec of specs) {
    const given = chosen?.[spec.id];
    const budget = powerAvailable(s, t.controller) - deflectTotal;
    const legal = legalTargetsFor(s, spec, t.controller, t.source, hereBf, t.eventData).filter(
      (id) => deflect(id) <= budget,
    );
    const need = spec.count ?? 1;
    let pick: string[];
    if (given) pick = given;
    else if (legal.length === 0) {
      if (spec.upTo) pick = [];
      else {
        s.triggerQueue = s.triggerQueue.filter((x) => x.id !== t.id);
        emit(s, out, {
          kind: "fizzle",
          seat: t.controller,
          text: `${nameOf(s, t.source)}'s ability has no legal target and is not put on the chain.`,
        });
        return true;
      }
    } else if (!spec.upTo && legal.length <= need) pick = legal;
    else {
      ask(
        s,
        t.controller,
        "targets",
        `Choose ${spec.upTo ? "up to " : ""}${need} target(s) for ${nameOf(s, t.source)}.`,
        legal.map((id) => ({ id, label: targetLabel(s, id), object: id })),
        spec.upTo ? 0 : Math.min(need, legal.length),
        Math.min(need, legal.length),
        { route: "triggerTargets", trigger: t.id, spec: spec.id, chosen: chosen ?? {} },
      );
      return false;
    }
    targets[spec.id] = pick.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
    for (const id of pick) if (!spec.notTarget) deflectTotal += deflect(id);
  }
  if (ab?.kind === "triggered" && ab.cost && !payTriggerCost(s, t, ab.cost, chosen, out)) return !s.pending;
  if (deflectTotal > 0) payAnyPower(s, t.controller, deflectTotal, out);
  s.triggerQueue = s.triggerQueue.filter((x) => x.id !== t.id);
  s.chain.push({
    id: `c${s.nextId++}`,
    kind: "triggered",
    controller: t.controller,
    object: t.source,
    ability: t.ability,
    ...sourceIncarnationOf(s, t.source),
    targets,
    ...(t.eventData ? { eventData: t.eventData } : {}),
    ...(t.createdBy ? { createdBy: t.createdBy } : {}),
    ...(hereBf !== null ? { fromHiddenAt: hereBf } : {}),
    ...(t.effects ? { effects: t.effects } : {}),
  });
  // 541.2: triggers added to an existing chain don't change the active player; a new chain starts with its creator.
  if (s.chain.length === 1) {
    // 625.1.e: in a combat's initial chain the attacking player (who has Focus) is the active player.
    s.priority = s.showdown?.initial ? s.showdown.focus : t.controller;
    s.chainPasses = [];
    s.chainByFocus = false;
  }
  emit(s, out, {
    kind: "trigger",
    seat: t.controller,
    object: t.source,
    text: `${nameOf(s, t.source)}'s ability goes on the chain.`,
  });
  return true;
}

/**
 * The base cost of a trigger (CR 1.4 383.3.b, 740.4.a.2): its controller chooses to pay it when the trigger is
 * finalised; unpaid or unpayable, the trigger leaves the queue as if it had not triggered (383.3.a.2). Returns
 * true once paid; false after asking (a decision is pending) or dropping it.
 */
function payTriggerCost(
  s: RbState,
  t: QueuedTrigger,
  cost: TriggerCost,
  chosen: Record<string, string[]> | undefined,
  out: RbEvent[],
): boolean {
  const self = objAt(s, t.source);
  const payable =
    (!cost.recycleSelf || self?.zone === "trash") && (!cost.pay || canPayMay(s, t.controller, t.source, cost.pay));
  const answer = chosen?.$cost?.[0];
  if (payable && answer === undefined) {
    ask(
      s,
      t.controller,
      "option",
      `Pay the cost of ${nameOf(s, t.source)}'s ability${cost.recycleSelf ? " (recycle it)" : ""}?`,
      [
        { id: "yes", label: "Pay" },
        { id: "no", label: "Don't" },
      ],
      1,
      1,
      { route: "triggerTargets", trigger: t.id, spec: "$cost", chosen: chosen ?? {} },
    );
    return false;
  }
  if (!payable || answer !== "yes") {
    s.triggerQueue = s.triggerQueue.filter((x) => x.id !== t.id);
    return false;
  }
  if (cost.pay) payMay(s, t.controller, t.source, cost.pay, out);
  if (cost.recycleSelf) recycle(s, [t.source], out); // 594
  return true;
}

/** Queues a trigger built into the rules (a keyword's, e.g. Vision 729: ability -1) for its controller (583.1). */
export function queue(
  s: RbState,
  controller: Seat,
  source: string,
  ability: number,
  data: Record<string, string | number>,
): void {
  s.triggerQueue.push({
    id: `t${s.nextId++}`,
    controller,
    source,
    sourceCode: obj(s, source).code,
    ability,
    eventData: data,
  });
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
    ...sourceIncarnationOf(s, plan.source),
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

const passivesByCode = new Map<string, readonly Passive[]>();

/** The passive abilities printed on an object's card (static per card code, so computed once per code). */
export function passivesOf(s: RbState, id: string): readonly Passive[] {
  const code = obj(s, id).code;
  let out = passivesByCode.get(code);
  if (!out) {
    const sc = cardScript(code);
    const list: Passive[] = [];
    for (const a of sc?.abilities ?? []) if (a.kind === "passive") list.push(a.passive);
    out = list;
    passivesByCode.set(code, out);
  }
  return out;
}

/** One activated ability an object can use: the script (`code`) and index that hold it. */
export interface ActivatedRef {
  readonly code: string;
  readonly index: number;
  readonly ability: Extract<Ability, { kind: "activated" }>;
}

/**
 * The activated abilities of an object in order (577): its own, then — for an object with
 * `borrowExhaustAbilities` (Heimerdinger) — every [exhaust] ability printed on friendly legends, units and gear,
 * in board order (legend, base, battlefields), each distinct ability once. Used by activation and by `legal`.
 */
export function activatedAbilities(s: RbState, id: string): ActivatedRef[] {
  const o = obj(s, id);
  const sc = cardScript(o.code);
  const out: ActivatedRef[] = [];
  if (!sc) return out;
  sc.abilities.forEach((ability, index) => {
    if (ability.kind === "activated") out.push({ code: sc.code, index, ability });
  });
  const borrows = sc.abilities.some((a) => a.kind === "passive" && a.passive.kind === "borrowExhaustAbilities");
  if (borrows && (o.zone === "base" || o.zone === "battlefield")) {
    const p = s.players[o.controller]!;
    const sources = [
      ...(p.legend ? [p.legend] : []),
      ...p.base,
      ...s.battlefields.flatMap((b) => b.units.filter((u) => obj(s, u).controller === o.controller)),
    ];
    const seen = new Set(out.map((r) => `${r.code}#${r.index}`));
    for (const src of sources) {
      if (src === id) continue;
      const other = cardScript(obj(s, src).code);
      if (!other) continue;
      other.abilities.forEach((ability, index) => {
        if (ability.kind !== "activated" || !ability.cost.exhaust) return;
        const key = `${other.code}#${index}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ code: other.code, index, ability });
      });
    }
  }
  return out;
}

/**
 * Passives created by instructions (`createEffect`) that work as if printed on a played card: bound to it (the
 * incarnation it had on the chain) or, with `waiting`, not yet bound and waiting for a card `seat` plays matching
 * their `next` filter by card type (a cost change applies while that card is being played, 560.4).
 */
export function createdPassivesOf(
  s: RbState,
  card: string,
  incarnation: number,
  waiting?: Seat,
): { passive: Passive; controller: Seat }[] {
  const out: { passive: Passive; controller: Seat }[] = [];
  for (const e of s.effects) {
    if (!e.passive || !e.next) continue;
    const bound = e.objects.some((r) => r.id === card && r.incarnation === incarnation);
    const fits = waiting !== undefined && e.objects.length === 0 && e.controller === waiting;
    if (bound || (fits && cardIsA(s, card, e.next))) out.push({ passive: e.passive, controller: e.controller });
  }
  return out;
}

/** Does a card (in any zone) have the card type a `next` filter names (unit, gear, spell, card). */
function cardIsA(s: RbState, card: string, f: ObjFilter): boolean {
  const t = stat(s, card).type;
  if (f.type === "unit") return t === "Unit";
  if (f.type === "gear") return t === "Gear";
  if (f.type === "spell") return t === "Spell";
  if (f.type === "permanent") return t === "Unit" || t === "Gear";
  return true;
}

/**
 * "The next <card> you play this turn …": effects waiting for a card of this type played by `seat` now bind to it
 * as it is put on the chain (555.1), the one on the chain (a cost change was used while paying, 560.4).
 */
export function bindNextEffects(s: RbState, seat: Seat, card: string): void {
  const inc = obj(s, card).incarnation;
  s.effects = s.effects.map((e) =>
    e.next && e.objects.length === 0 && e.controller === seat && cardIsA(s, card, e.next)
      ? { ...e, objects: [{ id: card, incarnation: inc }] }
      : e,
  );
}

/** "<Players> can't play cards" (created `cant` passives in force): may `seat` play this card now. */
export function cantPlay(s: RbState, seat: Seat, card: string): boolean {
  for (const e of s.effects)
    if (e.passive?.kind === "cant" && !e.next && forbids(s, e.passive, e.controller, null, seat, card)) return true;
  for (const { source, passive } of boardPassives(s))
    if (passive.kind === "cant" && forbids(s, passive, obj(s, source).controller, source, seat, card)) return true;
  return false;
}

/** Does one `cant` passive of `controller` (printed on `source`, or created) forbid `seat` playing `card`. */
function forbids(
  s: RbState,
  p: Extract<Passive, { kind: "cant" }>,
  controller: Seat,
  source: string | null,
  seat: Seat,
  card: string,
): boolean {
  if (p.who !== "you" && p.who !== "opponent") return false; // not a restriction on playing
  if ((p.who === "you") !== (controller === seat)) return false;
  const a = p.action;
  if ("play" in a) return !a.to && cardIsA(s, card, a.play); // "to a battlefield": cantPlayToBattlefield
  if (!("playFromFacedown" in a)) return false;
  // 723.1: a facedown card is revealed by being played from its battlefield; "here" is the source's (053.3).
  const o = obj(s, card);
  const here = source !== null ? hereOf(s, source) : null;
  return o.zone === "facedown" && here !== null && o.bf === here && cardIsA(s, card, a.playFromFacedown);
}

/**
 * How many additional times a triggered ability of a card with printed `keyword` triggers for `seat` (Karthus,
 * Eternal: "Your [Deathknell] effects trigger an additional time"): the sum of `triggerRepeat` rules of the board
 * objects `seat` controls (583).
 */
export function triggerRepeats(s: RbState, seat: Seat, code: string, keyword: string): number {
  if (!(cardData(code)?.keywords ?? []).some((k) => parseKeyword(k).name === keyword)) return 0;
  let n = 0;
  for (const { source, passive: p } of boardPassives(s))
    if (p.kind === "rule" && p.key === "triggerRepeat" && p.keyword === keyword && obj(s, source).controller === seat)
      n += p.value;
  return n;
}

/**
 * Can spells and abilities ready this permanent now (593), or does an active "can't ready" restriction (567) of
 * a board object apply to it (Mageseeker Warden)?
 */
export function canBeReadiedByEffects(s: RbState, id: string): boolean {
  for (const { source, passive: p } of boardPassives(s)) {
    if (p.kind !== "cant" || p.who !== "spellsAndAbilities" || !("ready" in p.action)) continue;
    const ctrl = obj(s, source).controller;
    if (p.when && !checkCondition(s, source, ctrl, p.when)) continue;
    if (matches(s, id, p.action.ready, ctrl, source)) return false;
  }
  return true;
}

/** Is `seat` forbidden to play this card to a battlefield by an opponent's active restriction (567, 559.2)? */
export function cantPlayToBattlefield(s: RbState, seat: Seat, card: string): boolean {
  for (const { source, passive: p } of boardPassives(s)) {
    if (p.kind !== "cant" || p.who !== "opponent" || !("play" in p.action)) continue;
    const ctrl = obj(s, source).controller;
    if (ctrl === seat || (p.when && !checkCondition(s, source, ctrl, p.when))) continue;
    const f = p.action.play;
    if (f.type === "unit" && stat(s, card).type !== "Unit") continue;
    return true;
  }
  return false;
}

/** Passives printed on an object regardless of zone (570: cost changes apply where the card can be played). */
export function ownPassives(s: RbState, id: string): readonly Passive[] {
  return passivesOf(s, id);
}

/** The source's incarnation as an ability goes on the chain (109: a zone change makes it a new object). */
function sourceIncarnationOf(s: RbState, id: string): { sourceIncarnation?: number } {
  const o = objAt(s, id);
  return o ? { sourceIncarnation: o.incarnation } : {};
}
