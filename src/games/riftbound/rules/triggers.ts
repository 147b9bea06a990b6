/**
 * Triggered abilities (582-583): queued when they trigger, ordered by their controllers, their costs paid and
 * targets chosen as they go on the chain.
 */
import type { Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { TargetSpec, TriggerCost } from "../cards/types.js";
import type { RbState, RbEvent, QueuedTrigger, TargetRef, ChainItem, Writable } from "./state.js";
import { turnOrderFrom, nameOf, emit, targetLabel } from "./util.js";
import { ask } from "./decisions.js";
import { obj, objAt } from "./objects.js";
import { recordAbilityChoices } from "./events.js";
import { powerAvailable, canPayMay, deflectCost } from "./costs.js";
import { legalTargetsFor } from "./effect-context.js";
import { atLocationOf, locKey } from "./selectors.js";
import { payAnyPower, payMay } from "./payment.js";
import { recycle } from "./game-actions.js";
import { HUNT_ABILITY } from "./xp.js";
import { QUICK_DRAW_ABILITY, QUICK_DRAW_TARGETS } from "./quick-draw.js";

/**
 * Puts queued triggers on the chain (583.3.b): the turn player's first (in a showdown's initial chain the
 * focus holder's first, 551.1.a), each player ordering their own when two or more differ; targets are
 * chosen as each goes on the chain (559.3.b). Identical triggers are ordered automatically.
 */
export function flushTriggers(s: RbState, out: RbEvent[]): void {
  // One queued trigger (the usual case): nothing to order, it goes on the chain unless its controller has conceded
  // (turn order skips them) — the same as the loop below, without its lists.
  if (s.triggerQueue.length === 1) {
    const t = s.triggerQueue[0]!;
    if (!s.players[t.controller]!.conceded) pushTrigger(s, t, out);
    else s.triggerQueue = []; // 652.4: see below
    return;
  }
  // 652.4: the abilities of a player who left the game are countered. `removePlayer` empties their queue; one queued
  // after it would otherwise stay, and `advance` would flush it again and again.
  if (s.triggerQueue.some((t) => s.players[t.controller]!.conceded))
    s.triggerQueue = s.triggerQueue.filter((t) => !s.players[t.controller]!.conceded);
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
  if (t.ability === HUNT_ABILITY) return "Hunt"; // CR 1.4 823
  if (t.ability === QUICK_DRAW_ABILITY) return "Quick-Draw"; // CR 1.4 819.1.d
  const sc = cardScript(t.sourceCode);
  return sc ? (sc.text.split("\n").find((l) => /when|at /i.test(l)) ?? sc.text) : "";
}

/**
 * The legal choices for one target spec of a trigger (559.3): those the spec allows that its controller can pay
 * Deflect for (`affordable`), other than the objects chosen for `distinctFrom` ("another"), at the location of those
 * chosen for `sameLocationAs`.
 */
function triggerChoices(
  s: RbState,
  t: QueuedTrigger,
  spec: TargetSpec,
  targets: Record<string, TargetRef[]>,
  hereBf: number | null,
  affordable: (id: string) => boolean,
): string[] {
  const others = spec.distinctFrom ? (targets[spec.distinctFrom] ?? []).map((r) => r.id) : [];
  const legal = legalTargetsFor(s, spec, t.controller, t.source, hereBf, t.eventData);
  return atLocationOf(
    s,
    legal.filter((id) => affordable(id) && !others.includes(id)),
    targets,
    spec.sameLocationAs,
  );
}

/**
 * The battlefield a card played from hidden was at, where its play effect chooses (OFAQ-22, 723); null when it was
 * not played from hidden, or when its text makes that impossible (OFAQ-22, OFAQ-65: Tideturner chooses elsewhere).
 */
function hiddenPlayBattlefield(t: QueuedTrigger, specs: readonly TargetSpec[]): number | null {
  const hiddenAt = t.eventData?.object === t.source ? t.eventData.hiddenAt : undefined;
  return typeof hiddenAt === "number" && !specs.some((sp) => sp.filter.elsewhere) ? hiddenAt : null;
}

/**
 * "Up to one … at each location" (559.3; Unleashed FAQ on Elder Dragon: one choice per location, each its own
 * restriction): the locations holding legal choices, one question each (answers kept as `<spec>@<location>`), within
 * the Power left for Deflect. Returns the objects with the location each was chosen at, or null while asking.
 */
function pickEachLocation(
  s: RbState,
  t: QueuedTrigger,
  spec: TargetSpec,
  legal: string[],
  chosen: Record<string, string[]> | undefined,
  budget: number,
): TargetRef[] | null {
  // Battlefields in board order, then bases in seat order.
  const rank = (k: string) => (k.startsWith("bf") ? 0 : 1000) + Number(k.replace(/^\D+/, ""));
  const keys = [...new Set(legal.map((id) => locKey(s, id)))].sort((a, b) => rank(a) - rank(b));
  const refs: TargetRef[] = [];
  let left = budget;
  for (const key of keys) {
    const here = legal.filter((id) => locKey(s, id) === key && deflectCost(s, id, t.controller) <= left);
    const given = chosen?.[`${spec.id}@${key}`];
    if (here.length === 0) continue;
    if (!given) {
      const n = Number(key.replace(/^\D+/, ""));
      const where = key.startsWith("bf") ? nameOf(s, s.battlefields[n]!.card) : `P${n + 1}'s base`;
      ask(
        s,
        t.controller,
        "targets",
        `Choose up to one target at ${where} for ${nameOf(s, t.source)}.`,
        here.map((id) => ({ id, label: targetLabel(s, id), object: id })),
        0,
        1,
        { route: "triggerTargets", trigger: t.id, spec: `${spec.id}@${key}`, chosen: chosen ?? {} },
      );
      return null;
    }
    for (const id of given) {
      refs.push({ id, incarnation: obj(s, id).incarnation, loc: key });
      left -= deflectCost(s, id, t.controller);
    }
  }
  return refs;
}

/**
 * Puts one trigger on the chain, asking for its targets when there is a real choice (583.3, 559.3: "another" via
 * `distinctFrom`, "at the same location" via `sameLocationAs`, "any number of" via `any`). Returns false when a
 * decision is now pending. A trigger whose required targets do not exist is not put on the chain. A `group`
 * condition on a trigger's targets is not checked: the card-registry test refuses a card that has one.
 */
export function pushTrigger(s: RbState, t: QueuedTrigger, out: RbEvent[], chosen?: Record<string, string[]>): boolean {
  const sc = cardScript(t.sourceCode);
  const ab = t.ability >= 0 ? sc?.abilities[t.ability] : undefined;
  const specs =
    t.ability === QUICK_DRAW_ABILITY
      ? QUICK_DRAW_TARGETS // CR 1.4 819.1.d: a given Quick-Draw
      : ab && (ab.kind === "triggered" || ab.kind === "activated")
        ? (ab.targets ?? [])
        : [];
  const targets: Record<string, TargetRef[]> = {};
  // 721.1.c-d: choosing an opponent's permanent with Deflect costs extra Power, triggered abilities included (583.3);
  // a choice its controller could not pay for is not a legal choice. `deflectCost` is called directly: a named closure
  // costs a `defineProperty` per trigger under tsx's `keepNames` (docs/performance.md "Session 15").
  const me = t.controller;
  let deflectTotal = 0;
  const hereBf = hiddenPlayBattlefield(t, specs);
  for (const spec of specs) {
    const given = chosen?.[spec.id];
    const budget = powerAvailable(s, t.controller) - deflectTotal;
    const legal = triggerChoices(s, t, spec, targets, hereBf, (id) => deflectCost(s, id, me) <= budget);
    if (spec.eachLocation) {
      const refs = pickEachLocation(s, t, spec, legal, chosen, budget);
      if (!refs) return false;
      targets[spec.id] = refs;
      for (const r of refs) if (!spec.notTarget) deflectTotal += deflectCost(s, r.id, me);
      continue;
    }
    const need = spec.any ? legal.length : (spec.count ?? 1);
    let pick: string[];
    if (given) pick = given;
    else if (legal.length === 0) {
      if (spec.upTo || spec.any) pick = [];
      else {
        s.triggerQueue = s.triggerQueue.filter((x) => x.id !== t.id);
        emit(s, out, {
          kind: "fizzle",
          seat: t.controller,
          text: `${nameOf(s, t.source)}'s ability has no legal target and is not put on the chain.`,
        });
        return true;
      }
    } else if (!spec.upTo && !spec.any && legal.length <= need) pick = legal;
    else {
      ask(
        s,
        t.controller,
        "targets",
        `Choose ${spec.upTo || spec.any ? "up to " : ""}${need} target(s) for ${nameOf(s, t.source)}.`,
        legal.map((id) => ({ id, label: targetLabel(s, id), object: id })),
        spec.upTo || spec.any ? 0 : Math.min(need, legal.length),
        Math.min(need, legal.length),
        { route: "triggerTargets", trigger: t.id, spec: spec.id, chosen: chosen ?? {} },
      );
      return false;
    }
    targets[spec.id] = pick.map((id) => ({ id, incarnation: objAt(s, id)?.incarnation ?? 0 })); // a chain item: 0
    for (const id of pick) if (!spec.notTarget && objAt(s, id)) deflectTotal += deflectCost(s, id, me);
  }
  if (ab?.kind === "triggered" && ab.cost && !payTriggerCost(s, t, ab.cost, chosen, out)) return !s.pending;
  if (deflectTotal > 0) payAnyPower(s, t.controller, deflectTotal, out);
  s.triggerQueue = s.triggerQueue.filter((x) => x.id !== t.id);
  // 559.3: "when you choose …" — the objects chosen as targets (not other choices) as it goes on the chain.
  if (specs.length > 0) {
    // One loop, the same ids in the same order (was `filter` + `flatMap` + `map`: `flatMap` is a slow generic builtin).
    const picked: string[] = [];
    for (const sp of specs) {
      if (sp.notTarget || sp.battlefield) continue;
      const refs = targets[sp.id];
      if (refs) for (const r of refs) picked.push(r.id);
    }
    recordAbilityChoices(
      s,
      t.controller,
      picked,
      t.source,
      ab?.kind === "triggered" && ab.attached === true, // CR 1.4 718.3: Effect Text is its unit's ability
    );
  }
  // Built by assignment, optional fields only when present, in the order they always had (no spreads in a literal).
  const item = {
    id: `c${s.nextId++}`,
    kind: "triggered",
    controller: t.controller,
    object: t.source,
    ability: t.ability,
  } as Writable<ChainItem>;
  const so = objAt(s, t.source); // 109: the source's incarnation as it goes on the chain (objects.ts `sourceIncarnationOf`)
  if (so) item.sourceIncarnation = so.incarnation;
  // CR 1.4 718.3: an attached card's Effect Text ability belongs to its top-most unit (the script is the card's).
  if (t.abilityCode) item.abilityCode = t.abilityCode;
  item.targets = targets;
  if (t.eventData) item.eventData = t.eventData;
  if (t.createdBy) item.createdBy = t.createdBy;
  if (hereBf !== null) item.fromHiddenAt = hereBf;
  if (t.effects) item.effects = t.effects;
  s.chain = [...s.chain, item];
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
