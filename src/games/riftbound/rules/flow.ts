/**
 * The turn and its structures: turn phases (501-517), cleanup (518-526), chains and priority (527-544),
 * showdowns and focus (545-553), combat (620-628) and putting triggers on the chain (583.3.b, 551.1).
 * `advance` runs the game forward until a player must decide, then stops (the engine never blocks).
 */
import type { DecisionOption, Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { TriggerCost } from "../cards/types.js";
import { canPayMay, payMay } from "./effect-actions.js";
import { legalTargetsFor, runEffects, toTaskEffects } from "./effects.js";
import { occupiedEnemyAllowed, payAnyPower, powerAvailable } from "./play.js";
import {
  applyArrival,
  entersReady,
  ownEntry,
  boardObjectsOf,
  channel,
  damage,
  draw,
  fireCombatTriggers,
  fireTriggers,
  kill,
  lethalCause,
  lethalNeeded,
  readyObject,
  recall,
  recycle,
  scoreBattlefield,
  win,
} from "./game.js";
import { recordEvent, snapshot } from "./events.js";
import { askMatchBattlefield, askMatchFirst, dealGame, startNextGame } from "./match.js";
import { replaceDeathReplacement } from "./replacements.js";
import type { Effect } from "../cards/types.js";
import type { ChainItem, PendingInternal, QueuedTrigger, RbEvent, RbState, Task } from "./state.js";
import {
  bfAt,
  createdPassivesOf,
  boardPassives,
  emit,
  facedownAt,
  hasKeyword,
  keywordValue,
  isUnit,
  might,
  nameOf,
  obj,
  opponent,
  ownPassives,
  place,
  seatsAt,
  stat,
  turnOrderFrom,
  unitsAt,
  mut,
  objAt,
  allObjects,
} from "./util.js";

/** Sets the pending decision (principle 2 of design.md). */
export function ask(
  s: RbState,
  seat: Seat,
  kind: string,
  prompt: string,
  options: DecisionOption[],
  min: number,
  max: number,
  data?: Record<string, unknown>,
): void {
  s.pending = { id: `d${s.version}.${s.nextId++}`, seat, kind, prompt, options, min, max, ...(data ? { data } : {}) };
}

/** Relevant players (528-531): in a duel, everyone not conceded. */
export function relevantPlayers(s: RbState): Seat[] {
  if (s.showdown) return s.showdown.relevant;
  return turnOrderFrom(s, s.turnPlayer);
}

/** The next relevant player after `seat` in turn order (540.4.a, 553.5). */
export function nextRelevant(s: RbState, seat: Seat): Seat {
  const rel = relevantPlayers(s);
  const order = turnOrderFrom(s, (seat + 1) % s.players.length);
  return order.find((p) => rel.includes(p)) ?? seat;
}

/**
 * Runs the game until a decision is pending or the game is over. Order of work: open tasks (including a
 * resolving spell's remaining instructions), triggers waiting to go on the chain, the chain's priority,
 * the showdown's focus, combats and showdowns to start (525-526), then the turn's next step.
 */
export function advance(s: RbState, out: RbEvent[]): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.winner !== null) {
      if (s.match?.gameOver) {
        startNextGame(s, out); // 645.6
        continue;
      }
      s.pending = null;
      return;
    }
    if (s.pending) return;
    const task = s.tasks[s.tasks.length - 1];
    if (task) {
      runTask(s, task, out);
      continue;
    }
    if (s.triggerQueue.length > 0) {
      flushTriggers(s, out);
      continue;
    }
    if (s.chain.length === 0 && s.chainOpen) {
      s.chainOpen = false;
      // The chain is over (544): in a showdown Focus passes on after a chain its holder started (552).
      s.priority = null;
      s.chainPasses = [];
      if (s.showdown) {
        // 552: Focus passes after a chain, except after the combat's initial chain of attack/defend triggers,
        // which leaves it with the attacker (549, 625.1.e).
        if (!s.showdown.initial) s.showdown.focus = nextRelevant(s, s.showdown.focus);
        s.showdown.passes = [];
      }
      s.chainByFocus = false;
    }
    if (s.chain.length === 1 && s.chain[0]!.autoResolve) {
      resolveTop(s, out); // 538: a permanent starting the chain resolves before anyone gets priority
      continue;
    }
    if (s.chain.length > 0) {
      s.chainOpen = true;
      if (s.priority === null) s.priority = s.chain[s.chain.length - 1]!.controller;
      ask(s, s.priority, "priority", "Play a Reaction, activate, or pass.", [], 0, 0);
      return;
    }
    if (s.showdown) {
      s.showdown.initial = false; // the initial chain (if any) is over once Focus is asked for
      ask(s, s.showdown.focus, "focus", "You have Focus: play an Action or Reaction, or pass.", [], 0, 0);
      return;
    }
    if (startShowdownOrCombat(s, out)) continue;
    if (s.step === "action") {
      ask(s, s.turnPlayer, "priority", "Your action phase: play, move, hide, activate, or end your turn.", [], 0, 0);
      return;
    }
    runStep(s, out);
  }
  throw new Error("advance: no progress after 100000 steps");
}

function runTask(s: RbState, task: Task, out: RbEvent[]): void {
  switch (task.t) {
    case "effects": {
      const done = runEffects(s, task, out);
      if (done) {
        s.tasks.splice(s.tasks.lastIndexOf(task), 1);
        finishItem(s, task.item, out);
      }
      return;
    }
    case "cleanup":
      s.tasks.pop();
      cleanup(s, out);
      return;
    case "replaceDeath": {
      const prompt = replaceDeathReplacement(s, task)?.prompt;
      const options = [
        { id: "yes", label: "Yes" },
        { id: "no", label: "No" },
      ];
      const q = prompt ?? `Use ${nameOf(s, task.source)} instead of letting ${nameOf(s, task.unit)} die?`;
      ask(s, task.controller, "option", q, options, 1, 1, { route: "replaceDeath" });
      return;
    }
    case "mulligan":
      ask(
        s,
        task.seat,
        "mulligan",
        "Mulligan: choose up to two cards to set aside and redraw (117).",
        s.players[task.seat]!.hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
        0,
        2,
        { route: "mulligan" },
      );
      return;
    case "combatDamage":
      combatDamage(s, task, out);
      return;
    case "combatResolve":
      s.tasks.pop();
      combatResolve(s, task.bf, out, task.excess ?? 0);
      return;
    case "endShowdown":
      s.tasks.pop();
      endNonCombatShowdown(s, task.bf, out);
      return;
    case "chooseFirst":
      ask(
        s,
        s.turnPlayer,
        "battlefield",
        task.kind === "showdown"
          ? "Choose where a showdown starts first (525)."
          : "Choose which combat starts first (526).",
        task.options.map((i) => ({ id: String(i), label: nameOf(s, bfAt(s, i).card), object: bfAt(s, i).card })),
        1,
        1,
        { route: "chooseFirst", kind: task.kind },
      );
      return;
    case "flushTriggers":
      s.tasks.pop();
      return;
    case "matchBattlefield":
      askMatchBattlefield(s, task.seat, out);
      return;
    case "matchFirst":
      askMatchFirst(s, task.seat);
      return;
    case "matchDeal":
      s.tasks.pop();
      dealGame(s);
      return;
    case "turn":
      s.tasks.pop();
      return;
  }
}

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

/** After a chain item's instructions finish: the card goes to its zone (543.1.a), triggers fire (543.2), cleanup (543.3). */
function finishItem(s: RbState, item: ChainItem, _out: RbEvent[]): void {
  if (item.kind === "card") {
    const o = objAt(s, item.object);
    if (o && o.zone === "chain") {
      // "Then recycle it" (Kai'Sa, Evolutionary): the bottom of the Main Deck instead of the trash (571).
      if (item.recycleAfter) recycle(s, [item.object], _out);
      else place(s, item.object, { zone: "trash" });
      spellPlayedTriggers(s, item);
    }
  }
  s.tasks.push({ t: "cleanup" });
}

function spellPlayedTriggers(s: RbState, item: ChainItem): void {
  const seat = item.controller;
  const st = stat(s, item.object);
  recordEvent(s, "played", seat, snapshot(s, item.object), {
    type: st.type,
    energy: st.energy ?? 0,
    onOpponentsTurn: seat !== s.turnPlayer,
    legion: item.legion === true, // 724.1.c: another card was played before this one this turn
    fromFacedown: item.fromHiddenAt !== undefined, // 723: played from [Hidden]
  });
  for (const src of boardObjectsOf(s, seat)) {
    fireTriggers(s, "youPlaySpell", { source: src, controller: seat, data: { object: item.object } });
    if ((st.energy ?? 0) >= 5)
      fireTriggers(s, "youPlaySpellCost5", { source: src, controller: seat, data: { object: item.object } });
    if (seat !== s.turnPlayer)
      fireTriggers(s, "youPlayCardOnOpponentTurn", { source: src, controller: seat, data: { object: item.object } });
  }
}

/** Resolves the newest chain item (543). */
export function resolveTop(s: RbState, out: RbEvent[]): void {
  const item = s.chain[s.chain.length - 1]!;
  s.chainPasses = [];
  s.chainOpen = true;
  s.priority = null; // 543.4: the controller of the newest item left on the chain becomes the active player
  if (item.kind === "card") {
    const st = stat(s, item.object);
    if (st.type === "Unit" || st.type === "Gear") {
      s.chain.pop();
      resolvePermanent(s, item, out);
      s.tasks.push({ t: "cleanup" });
      return;
    }
    s.chain.pop();
    emit(s, out, {
      kind: "resolve",
      seat: item.controller,
      object: item.object,
      card: st.name,
      text: `${st.name} resolves.`,
    });
    const code = obj(s, item.object).code;
    const sc = cardScript(code);
    const idx = sc ? sc.abilities.findIndex((a) => a.kind === "spell") : -1;
    const spell = sc?.abilities[idx];
    const effects = spell && spell.kind === "spell" ? toTaskEffects(sc!.code, idx, spell.effects) : [];
    s.tasks.push({ t: "effects", item, effects, pc: 0, vars: {} });
    return;
  }
  s.chain.pop();
  const src = objAt(s, item.object);
  const label = src ? nameOf(s, item.object) : "ability";
  emit(s, out, { kind: "resolve", seat: item.controller, object: item.object, text: `${label}'s ability resolves.` });
  if (item.effects) {
    // CR 1.4 389: a created (delayed) trigger carries its own instructions.
    s.tasks.push({ t: "effects", item, effects: item.effects.slice(), pc: 0, vars: {} });
    return;
  }
  if (item.ability === -1) {
    // 729 Vision: look at the top card of your Main Deck; you may recycle it.
    s.tasks.push({ t: "effects", item, effects: [{ op: "lookTopRecycle" }], pc: 0, vars: {} });
    return;
  }
  if (item.createdBy !== undefined) {
    // A created trigger (CR 1.4 389-392): its instructions are kept in the continuous effect that made it.
    const created = s.effects.find((e) => e.id === item.createdBy)?.trigger;
    s.tasks.push({ t: "effects", item, effects: created ? [...created.effects] : [], pc: 0, vars: {} });
    return;
  }
  const sc = src ? cardScript(item.abilityCode ?? src.code) : undefined;
  const ab = sc?.abilities[item.ability ?? -1];
  const effects =
    ab && (ab.kind === "triggered" || ab.kind === "activated")
      ? toTaskEffects(sc!.code, item.ability ?? -1, ab.effects)
      : [];
  s.tasks.push({ t: "effects", item, effects, pc: 0, vars: {} });
}

/** A permanent leaves the chain and enters the board (563.1): units exhausted unless made ready (139.4, 717), gear ready at base (563.1.d). */
function resolvePermanent(s: RbState, item: ChainItem, out: RbEvent[]): void {
  const id = item.object;
  const st = stat(s, id);
  const seat = item.controller;
  if (st.type === "Gear") {
    // 619.1: gear played from facedown enters that battlefield and is recalled at the next cleanup.
    if (item.fromHiddenAt !== undefined) place(s, id, { zone: "battlefield", bf: item.fromHiddenAt });
    else place(s, id, { zone: "base", seat });
    mut(s, id).exhausted = ownEntry(s, id, seat) === "exhausted"; // 563.1.d: gear enters ready unless told
  } else {
    const chainIncarnation = obj(s, id).incarnation;
    const dest = item.destination ?? { kind: "base", seat };
    if (dest.kind === "bf") {
      const b = bfAt(s, dest.index);
      // 625.2.a / 106.4.c: a unit can only be played to a battlefield its controller controls (or an open one); else base.
      const named = item.fromHiddenAt === dest.index || item.forcedDestination === true;
      if (
        b.controller === seat ||
        (b.controller === null && b.units.length === 0) ||
        named ||
        occupiedEnemyAllowed(s, seat, id, dest.index)
      )
        place(s, id, { zone: "battlefield", bf: dest.index });
      else place(s, id, { zone: "base", seat });
    } else place(s, id, { zone: "base", seat });
    const o = mut(s, id);
    // "The next unit you play this turn enters ready": a created passive bound to it while on the chain (563.1.c).
    const readied = createdPassivesOf(s, id, chainIncarnation).some(
      (c) => c.passive.kind === "enters" && c.passive.state === "ready",
    );
    o.exhausted = !(item.enterReady || readied || entersReady(s, id, seat));
    if (o.zone === "battlefield") applyArrival(s, id, o.bf!);
  }
  const where = obj(s, id).zone === "battlefield" ? nameOf(s, bfAt(s, obj(s, id).bf!).card) : "base";
  emit(s, out, {
    kind: "play",
    seat,
    object: id,
    card: st.name,
    text: `${st.name} enters ${where === "base" ? `P${seat + 1}'s base` : where}.`,
  });
  // OFAQ-22 / 723: a permanent played from hidden chooses its play effects' targets at that battlefield.
  const hiddenAt: Record<string, number> = item.fromHiddenAt !== undefined ? { hiddenAt: item.fromHiddenAt } : {};
  recordEvent(s, "played", seat, snapshot(s, id), {
    type: st.type,
    energy: st.energy ?? 0,
    onOpponentsTurn: seat !== s.turnPlayer,
    bf: obj(s, id).bf ?? -1,
    legion: item.legion === true, // 724.1.c: another card was played before this one this turn (UFAQ-09)
    toBattlefield: obj(s, id).zone === "battlefield", // "when you play me to a battlefield"
    fromHidden: item.fromHiddenAt !== undefined,
    fromFacedown: item.fromHiddenAt !== undefined, // 723: played from [Hidden]
    ...hiddenAt,
  });
  // 543.2: "when you play me" and other play triggers fire now.
  // 560.4.d.1: "if you do" checks whether the optional cost was paid (carried to the play trigger).
  fireTriggers(s, "playMe", {
    source: id,
    controller: seat,
    data: { object: id, paid: (item.paidOptional ?? []).join(","), ...hiddenAt },
  });
  for (const src of boardObjectsOf(s, seat)) {
    if (src === id) continue;
    if (seat !== s.turnPlayer)
      fireTriggers(s, "youPlayCardOnOpponentTurn", { source: src, controller: seat, data: { object: id } });
    if (st.type === "Unit" && might(s, id) >= 5)
      fireTriggers(s, "youPlayMighty", { source: src, controller: seat, data: { object: id } });
  }
  if (seat !== s.turnPlayer)
    fireTriggers(s, "youPlayCardOnOpponentTurn", { source: id, controller: seat, data: { object: id } });
}

/**
 * Puts queued triggers on the chain (583.3.b): the turn player's first (in a showdown's initial chain the
 * focus holder's first, 551.1.a), each player ordering their own when two or more differ; targets are
 * chosen as each goes on the chain (559.3.b). Identical triggers are ordered automatically.
 */
function flushTriggers(s: RbState, out: RbEvent[]): void {
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

/** Label of a target option, with its location. */
export function targetLabel(s: RbState, id: string): string {
  const o = obj(s, id);
  const where =
    o.zone === "battlefield"
      ? ` at ${nameOf(s, bfAt(s, o.bf!).card)}`
      : o.zone === "base"
        ? " in base"
        : ` in ${o.zone}`;
  return `${nameOf(s, id)} (P${o.controller + 1})${where}`;
}

/**
 * Cleanup (518-524): lethal damage kills (520), attacker/defender status leaves units away from the combat's
 * battlefield (521), battlefields without units of their controller lose control unless contested (181.4.c, 003),
 * hidden cards without a friendly unit at their battlefield go to the trash (523), gear at battlefields is
 * recalled (144.3, 619.1). Combats are marked pending by the presence of two players' units (524); starting
 * showdowns and combats (525-526) happens in `advance` when the state is neutral open.
 */
export function cleanup(s: RbState, out: RbEvent[]): void {
  for (let round = 0; round < 20; round++) {
    let changed = false;
    for (const p of s.players) {
      for (const id of p.base.slice()) if (isUnit(s, id) && killIfLethal(s, id, out)) changed = true;
    }
    for (const b of s.battlefields) for (const id of b.units.slice()) if (killIfLethal(s, id, out)) changed = true;
    const combatBf = s.showdown?.combat
      ? s.showdown.bf
      : (s.tasks.find((t) => t.t === "combatDamage" || t.t === "combatResolve") as { bf: number } | undefined)?.bf;
    for (const o of s.objects)
      if (o?.combatRole && (o.zone !== "battlefield" || o.bf !== combatBf)) delete mut(s, o.id).combatRole; // 521
    for (const b of s.battlefields) {
      for (const id of b.units.slice()) {
        if (stat(s, id).type === "Gear") {
          recall(s, id, out); // 619.1
          changed = true;
        }
      }
      for (const fd of facedownAt(b)) {
        const f = obj(s, fd);
        if (unitsAt(s, b.index, f.controller).length === 0) {
          // 523
          emit(s, out, {
            kind: "hiddenLost",
            seat: f.controller,
            object: fd,
            card: nameOf(s, fd),
            text: `P${f.controller + 1}'s hidden ${nameOf(s, fd)} is revealed and trashed (523).`,
          });
          place(s, fd, { zone: "trash" });
          changed = true;
        }
      }
      const noUnits = b.controller !== null && unitsAt(s, b.index, b.controller).length === 0;
      if (noUnits && (b.contestedBy === null || b.index !== combatBf)) {
        // 181.4.d: a player with no units there does not control it, contested or not (SFAQ-14); a combat there
        // settles control at its end instead (181.4.c).
        b.controller = null;
        changed = true;
      }
      if (b.contestedBy !== null && unitsAt(s, b.index, b.contestedBy).length === 0 && !(s.showdown?.bf === b.index)) {
        b.contestedBy = null;
        changed = true;
      }
      if (b.contestedBy === null && b.controller === null) {
        const seats = seatsAt(s, b.index);
        if (seats.length === 1) b.contestedBy = seats[0]!; // an arrival not yet resolved into control
      }
    }
    if (!changed) break;
  }
}

function killIfLethal(s: RbState, id: string, out: RbEvent[]): boolean {
  const o = obj(s, id);
  if (o.damage > 0 && o.damage >= might(s, id)) return kill(s, id, out, lethalCause(s, id) ?? o.damagedBy); // 520, 139.2.a, 604.1.a
  return false;
}

/** 525-526: in a neutral open state, start a showdown at a contested uncontrolled battlefield, else a pending combat. */
function startShowdownOrCombat(s: RbState, out: RbEvent[]): boolean {
  if (s.chain.length > 0 || s.showdown || s.tasks.length > 0 || s.step === "setup") return false;
  const contested = s.battlefields
    .filter((b) => b.contestedBy !== null && b.controller === null && seatsAt(s, b.index).length === 1)
    .map((b) => b.index);
  if (contested.length > 0) {
    if (contested.length === 1) startShowdown(s, contested[0]!, out);
    else s.tasks.push({ t: "chooseFirst", kind: "showdown", options: contested });
    return true;
  }
  const pending = s.battlefields.filter((b) => seatsAt(s, b.index).length >= 2).map((b) => b.index);
  if (pending.length > 0) {
    if (pending.length === 1) startCombat(s, pending[0]!, out);
    else s.tasks.push({ t: "chooseFirst", kind: "combat", options: pending });
    return true;
  }
  return false;
}

/** Starts the showdown or combat the turn player chose (525, 526). */
export function startChosen(s: RbState, kind: "showdown" | "combat", bf: number, out: RbEvent[]): void {
  if (kind === "showdown") startShowdown(s, bf, out);
  else startCombat(s, bf, out);
}

/** A showdown without combat (516.5.b, 548.2): the contesting player gets Focus (549), everyone is relevant (550.2). */
function startShowdown(s: RbState, bf: number, out: RbEvent[]): void {
  const b = bfAt(s, bf);
  const focus = b.contestedBy ?? s.turnPlayer;
  s.showdown = { bf, focus, relevant: turnOrderFrom(s, s.turnPlayer), passes: [], combat: null };
  emit(s, out, {
    kind: "showdownStart",
    seat: focus,
    text: `Showdown at ${nameOf(s, b.card)}; P${focus + 1} has Focus.`,
    data: { bf },
  });
}

/** Combat (620-625): the showdown step with attacker/defender status and the initial chain of attack/defend triggers. */
function startCombat(s: RbState, bf: number, out: RbEvent[]): void {
  const b = bfAt(s, bf);
  const seats = seatsAt(s, bf);
  const attacker =
    b.contestedBy !== null && seats.includes(b.contestedBy)
      ? b.contestedBy
      : (seats.find((x) => x !== b.controller) ?? seats[0]!);
  const defender = seats.find((x) => x !== attacker)!;
  for (const u of unitsAt(s, bf, attacker)) mut(s, u).combatRole = "attacker";
  for (const u of unitsAt(s, bf, defender)) mut(s, u).combatRole = "defender";
  s.showdown = {
    bf,
    focus: attacker,
    relevant: [attacker, defender].sort(
      (x, y) => turnOrderFrom(s, s.turnPlayer).indexOf(x) - turnOrderFrom(s, s.turnPlayer).indexOf(y),
    ),
    passes: [],
    combat: { attacker, defender },
    initial: true,
  };
  emit(s, out, {
    kind: "combatStart",
    seat: attacker,
    text: `Combat at ${nameOf(s, b.card)}: P${attacker + 1} attacks, P${defender + 1} defends.`,
    data: { bf, attacker, defender },
  });
  emit(s, out, {
    kind: "showdownStart",
    seat: attacker,
    text: `Showdown at ${nameOf(s, b.card)}; P${attacker + 1} has Focus.`,
    data: { bf },
  });
  fireCombatTriggers(s, bf, attacker, defender);
}

/** All relevant players passed in sequence: the showdown ends (553.4.a) and combat goes on to damage (626). */
export function endShowdown(s: RbState, out: RbEvent[]): void {
  const sd = s.showdown!;
  s.showdown = null;
  emit(s, out, {
    kind: "showdownEnd",
    text: `The showdown at ${nameOf(s, bfAt(s, sd.bf).card)} ends.`,
    data: { bf: sd.bf },
  });
  if (sd.combat) {
    s.tasks.push({ t: "combatDamage", bf: sd.bf, stage: 0, assigned: {} });
    s.tasks.push({ t: "cleanup" }); // 553.4.a.1
  } else {
    s.tasks.push({ t: "endShowdown", bf: sd.bf });
    s.tasks.push({ t: "cleanup" });
  }
}

/** After a showdown without combat: the contesting player takes control and conquers (181.4.a, 630.1). */
function endNonCombatShowdown(s: RbState, bf: number, out: RbEvent[]): void {
  const b = bfAt(s, bf);
  const seats = seatsAt(s, bf);
  if (seats.length === 1) {
    const seat = seats[0]!;
    const before = b.controller;
    b.controller = seat;
    b.contestedBy = null;
    if (before !== seat) scoreBattlefield(s, seat, bf, "conquer", out);
  } else if (seats.length === 0) b.contestedBy = null;
  s.tasks.push({ t: "cleanup" });
}

/**
 * Combat damage step (626): both sides total their Might (stunned units deal none, 599.1.b); the attacker then
 * the defender assigns it to the other side's units, lethal damage first and Tank units first (626.1.d); then
 * all of it is dealt.
 */
function combatDamage(s: RbState, task: Extract<Task, { t: "combatDamage" }>, out: RbEvent[]): void {
  const atkUnits = allObjects(s)
    .filter((o) => o.zone === "battlefield" && o.bf === task.bf && o.combatRole === "attacker")
    .map((o) => o.id);
  const defUnits = allObjects(s)
    .filter((o) => o.zone === "battlefield" && o.bf === task.bf && o.combatRole === "defender")
    .map((o) => o.id);
  if (task.stage === 0) {
    if (atkUnits.length === 0 || defUnits.length === 0) {
      s.tasks.pop();
      s.tasks.push({ t: "combatResolve", bf: task.bf }); // 626.1.a
      return;
    }
    task.stage = 1;
  }
  const total = (ids: string[]) => ids.reduce((a, id) => a + (obj(s, id).stunned ? 0 : might(s, id)), 0);
  if (task.stage === 1 || task.stage === 2) {
    const assigning = task.stage === 1 ? atkUnits : defUnits;
    const receiving = task.stage === 1 ? defUnits : atkUnits;
    const seat = obj(s, assigning[0]!).controller;
    const amount = total(assigning);
    const forced = forcedAssignment(s, receiving, amount);
    if (forced) {
      for (const [id, n] of Object.entries(forced)) task.assigned[id] = (task.assigned[id] ?? 0) + n;
      task.stage++;
      return;
    }
    ask(
      s,
      seat,
      "assignDamage",
      `Assign ${amount} combat damage: lethal damage to each unit before the next, Tank units first (626.1.d).`,
      receiving.map((id) => ({
        id,
        label: `${targetLabel(s, id)} — needs ${lethalNeeded(s, id)} for lethal${hasKeyword(s, id, "Tank") ? ", Tank" : ""}`,
        object: id,
      })),
      0,
      receiving.length,
      { route: "assignDamage", total: amount, units: receiving },
    );
    return;
  }
  // stage 3: deal all assigned damage at once; damage beyond lethal to the defenders is the attacker's excess (626.1.d)
  const excess = defUnits.reduce((a, id) => a + Math.max(0, (task.assigned[id] ?? 0) - lethalNeeded(s, id)), 0);
  // 626: each side's units deal the damage assigned to the other side's units (604.1.a: who kills with it).
  const seatOf = (ids: string[]) => (ids[0] !== undefined ? obj(s, ids[0]).controller : undefined);
  const [atkSeat, defSeat] = [seatOf(atkUnits), seatOf(defUnits)];
  for (const [id, n] of Object.entries(task.assigned))
    damage(s, id, n, out, "combat", obj(s, id).combatRole === "attacker" ? defSeat : atkSeat);
  s.tasks.pop();
  s.tasks.push({ t: "combatResolve", bf: task.bf, excess });
}

/** Does this unit have "I must be assigned combat damage last" (626.1.d). */
export function assignedLast(s: RbState, id: string): boolean {
  return ownPassives(s, id).some((p) => p.kind === "assignedDamageLast");
}

/** The only legal assignment when there is no choice (one receiving unit, no damage, or one Tank absorbing it all). */
function forcedAssignment(s: RbState, receiving: string[], amount: number): Record<string, number> | null {
  if (amount === 0) return {};
  if (receiving.length === 1) return { [receiving[0]!]: amount };
  const tanks = receiving.filter((id) => hasKeyword(s, id, "Tank"));
  if (tanks.length === 1 && amount <= lethalNeeded(s, tanks[0]!)) return { [tanks[0]!]: amount };
  const first = receiving.filter((id) => !assignedLast(s, id));
  if (tanks.length === 0 && first.length === 1 && amount <= lethalNeeded(s, first[0]!)) return { [first[0]!]: amount };
  // Exactly enough for lethal damage on every unit: the only legal assignment (626.1.d.2).
  const lethalSum = receiving.reduce((a, id) => a + lethalNeeded(s, id), 0);
  if (amount === lethalSum) return Object.fromEntries(receiving.map((id) => [id, lethalNeeded(s, id)]));
  return null;
}

/**
 * Checks a damage assignment against 626.1.d: all damage assigned to the receiving units; Tank units get lethal
 * before any non-Tank unit gets damage (727); at most one unit receives non-lethal damage, and only when every
 * other damaged unit got lethal and nothing is left to give.
 * @returns an error message or null when legal
 */
export function checkAssignment(
  s: RbState,
  receiving: string[],
  total: number,
  assign: Record<string, number>,
): string | null {
  let sum = 0;
  for (const [id, n] of Object.entries(assign)) {
    if (!receiving.includes(id)) return `${id} is not a unit you can assign damage to.`;
    if (!Number.isInteger(n) || n < 0) return "Damage amounts must be whole numbers of 0 or more.";
    sum += n;
  }
  if (sum !== total) return `You must assign exactly ${total} damage (you assigned ${sum}).`;
  const got = (id: string) => assign[id] ?? 0;
  const lethal = (id: string) => got(id) >= lethalNeeded(s, id);
  // A unit with Tank that "must be assigned combat damage last" is ordered last (docs/rules-decisions.md): the two
  // restrictions together would leave no legal assignment.
  const isTank = (id: string) => hasKeyword(s, id, "Tank") && !assignedLast(s, id);
  const tanks = receiving.filter(isTank);
  const others = receiving.filter((id) => !isTank(id));
  if (others.some((id) => got(id) > 0) && !tanks.every(lethal))
    return "Units with Tank must be assigned lethal damage before other units (626.1.d.1, 727).";
  // "I must be assigned combat damage last" (Caitlyn, Patrolling): only once every other unit has lethal.
  const last = receiving.filter((id) => assignedLast(s, id));
  const first = receiving.filter((id) => !assignedLast(s, id));
  if (last.some((id) => got(id) > 0) && !first.every(lethal))
    return "Units that must be assigned combat damage last get damage only after every other unit has lethal damage (626.1.d).";
  // Damage beyond lethal only once every unit has lethal damage (626.1.d.2).
  if (receiving.some((id) => got(id) > lethalNeeded(s, id)) && !receiving.every(lethal))
    return "Assign lethal damage to every unit before assigning extra damage to any of them (626.1.d.2).";
  const partial = receiving.filter((id) => got(id) > 0 && !lethal(id));
  if (partial.length > 1)
    return "Each unit must be assigned lethal damage before damage is assigned to another unit (626.1.d.2).";
  return null;
}

/** Does a replacement of the attacking player turn the tie recall into "recall all units at that battlefield" (571)? */
function tieRecallsAll(s: RbState, attacker: Seat): boolean {
  return boardPassives(s).some(
    ({ source, passive: p }) =>
      p.kind === "replace" &&
      p.event === "recalled" &&
      p.filter?.data?.cause === "combatTie" &&
      (p.filter.player !== "you" || obj(s, source).controller === attacker) &&
      typeof p.with === "object" &&
      "recallAllThere" in p.with,
  );
}

/**
 * Resolution step (627): units with lethal damage die; if both sides remain the attackers are recalled (627.2);
 * if only attackers remain the battlefield is conquered (627.3); the battlefield is no longer contested (627.4);
 * damage is removed from all units (627.5); cleanup (628).
 */
function combatResolve(s: RbState, bf: number, out: RbEvent[], excess: number): void {
  const b = bfAt(s, bf);
  const before0 = s.tasks.length;
  for (const id of b.units.slice()) killIfLethal(s, id, out);
  if (s.tasks.length > before0) {
    // 571, 575: an optional death replacement is answered before the combat's result is decided (627).
    const asked = s.tasks.splice(before0);
    s.tasks.push({ t: "combatResolve", bf }, ...asked);
    return;
  }
  const atk = b.units.filter((u) => obj(s, u).combatRole === "attacker");
  const def = b.units.filter((u) => obj(s, u).combatRole === "defender");
  if (atk.length > 0 && def.length > 0) {
    // 627.2: a tie with both sides left recalls the attackers — unless a replacement recalls everyone there (575).
    const all = tieRecallsAll(s, obj(s, atk[0]!).controller);
    for (const u of all ? b.units.slice() : atk) recall(s, u, out);
  }
  const before = b.controller;
  const seats = seatsAt(s, bf);
  b.contestedBy = null;
  for (const o of allObjects(s)) {
    const clearDamage = (o.zone === "base" || o.zone === "battlefield") && o.damage !== 0;
    if (!clearDamage && o.combatRole === undefined) continue;
    const m = mut(s, o.id);
    if (clearDamage) m.damage = 0;
    delete m.combatRole;
  }
  s.effects = s.effects.filter((e) => e.duration !== "combat");
  emit(s, out, { kind: "combatEnd", text: `Combat at ${nameOf(s, b.card)} ends.`, data: { bf } });
  if (seats.length === 1) {
    b.controller = seats[0]!;
    // 627.3, 181.4.c: a conquest after combat; the attacker's excess damage is part of the event (Tryndamere)
    if (before !== seats[0])
      scoreBattlefield(s, seats[0]!, bf, "conquer", out, { afterCombat: true, excessDamage: excess });
  } else if (seats.length === 0) b.controller = null;
  s.tasks.push({ t: "cleanup" });
}

/**
 * Runs the next step of the turn (515-517) and sets the one after. Start-of-phase abilities and Temporary (728)
 * trigger in the beginning step; Hold scores in the scoring step (515.2.b); the channel phase channels 2 runes
 * (+1 for the second player's first, 644.7); the draw phase draws 1 with burn out (515.4); pools empty at the end
 * of the draw phase and in the expiration step (160, 517.2.c); damage and "this turn" effects expire (517.2).
 */
export function runStep(s: RbState, out: RbEvent[]): void {
  const tp = s.turnPlayer;
  const p = s.players[tp]!;
  switch (s.step) {
    case "awaken": {
      s.phase = "awaken";
      emit(s, out, {
        kind: "turnStart",
        seat: tp,
        text: `Turn ${s.turnNumber}: P${tp + 1}.`,
        data: { turn: s.turnNumber },
      });
      for (const id of [...p.base, ...p.runes, ...(p.legend ? [p.legend] : [])]) readyObject(s, id, tp); // 515.1.a, 593.4.a
      for (const b of s.battlefields) for (const u of b.units) if (obj(s, u).controller === tp) readyObject(s, u, tp);
      s.step = "beginning";
      return;
    }
    case "beginning": {
      s.phase = "beginning";
      // 728: Temporary permanents are killed at the start of their controller's Beginning Phase, before scoring.
      for (const id of [...p.base, ...s.battlefields.flatMap((b) => b.units)]) {
        const o = obj(s, id);
        if (o.controller === tp && (o.zone === "base" || o.zone === "battlefield") && hasKeyword(s, id, "Temporary"))
          kill(s, id, out);
      }
      for (const src of boardObjectsOf(s, tp))
        fireTriggers(s, "beginningPhase", { source: src, controller: tp, data: {} });
      recordEvent(s, "beginningPhase", tp, undefined, { first: !s.players[tp]!.hasHadChannelPhase });
      s.tasks.push({ t: "cleanup" }); // 519: kills change control before scoring (181.4.d)
      s.step = "scoring";
      return;
    }
    case "scoring": {
      for (const b of s.battlefields) if (b.controller === tp) scoreBattlefield(s, tp, b.index, "hold", out); // 515.2.b, 630.2
      s.step = "channel";
      return;
    }
    case "channel": {
      s.phase = "channel";
      const n = 2 + (p.extraRuneFirstChannel && !p.hasHadChannelPhase ? 1 : 0); // 515.3.b, 644.7
      p.hasHadChannelPhase = true;
      channel(s, tp, n, false, out);
      s.step = "draw";
      return;
    }
    case "draw": {
      s.phase = "draw";
      draw(s, tp, 1, out); // 515.4.b
      s.step = "drawEnd";
      return;
    }
    case "drawEnd": {
      for (const pl of s.players) pl.pool = { energy: 0, power: {} }; // 515.4.d
      s.step = "action";
      s.phase = "action";
      return;
    }
    case "ending": {
      s.phase = "end";
      // 599.1.a.2: stunned units recover at the start of the next ending step.
      for (const o of allObjects(s)) if (o.stunned) mut(s, o.id).stunned = false;
      for (const src of boardObjectsOf(s, tp)) fireTriggers(s, "endOfTurn", { source: src, controller: tp, data: {} });
      recordEvent(s, "endOfTurn", tp, undefined);
      for (const pl of s.players) {
        const ready = s.history.endOfTurnReadyRunes[pl.seat] ?? 0;
        if (ready > 0) readyRunes(s, pl.seat, ready, out);
      }
      s.step = "expiration";
      return;
    }
    case "expiration": {
      for (const o of allObjects(s))
        if ((o.zone === "base" || o.zone === "battlefield") && o.damage !== 0) mut(s, o.id).damage = 0; // 517.2.a
      // 517.2.b; effects lasting while an object stays where it is end once none of their objects is left (713.3.a.3).
      s.effects = s.effects.filter(
        (e) =>
          e.duration === "permanent" &&
          e.objects.some((r) => objAt(s, r.id)?.incarnation === r.incarnation && objAt(s, r.id)?.zone !== "gone"),
      );
      for (const pl of s.players) pl.pool = { energy: 0, power: {} }; // 517.2.c
      s.step = "cleanup";
      return;
    }
    case "cleanup": {
      cleanup(s, out); // 517.3
      s.step = "nextTurn";
      return;
    }
    case "nextTurn": {
      nextTurnPlayer(s, tp); // 517.5, CR 1.4 734-738
      s.turnNumber++;
      s.history = emptyHistory();
      s.step = "awaken";
      return;
    }
    case "action":
      return;
    default:
      s.step = "awaken";
  }
}

/**
 * Who takes the next turn (517.5): the first queued additional turn, else the regular turn order resumes from the
 * last regular turn (CR 1.4 737: an additional turn does not change the turn order).
 */
function nextTurnPlayer(s: RbState, tp: Seat): void {
  const regular = s.regularTurn ?? tp;
  const extra = s.extraTurns?.[0];
  if (extra !== undefined) {
    s.extraTurns = s.extraTurns!.slice(1);
    if (s.extraTurns.length === 0) delete s.extraTurns;
    s.regularTurn = regular;
    s.turnPlayer = extra;
    return;
  }
  delete s.regularTurn;
  s.turnPlayer = opponent(s, regular);
}

/** Readies up to N exhausted runes of a player (Targon's Peak, Annie's legend). */
export function readyRunes(s: RbState, seat: Seat, n: number, out: RbEvent[]): void {
  let left = n;
  for (const id of s.players[seat]!.runes) {
    if (left === 0) break;
    if (obj(s, id).exhausted) {
      mut(s, id).exhausted = false;
      left--;
    }
  }
  if (n - left > 0) emit(s, out, { kind: "readyRunes", seat, text: `P${seat + 1} readies ${n - left} rune(s).` });
}

/** A fresh per-turn history. */
export function emptyHistory(): RbState["history"] {
  return {
    scored: [],
    cardsPlayed: {},
    spellsPlayed: {},
    discarded: {},
    buffBonus: {},
    unitsEnterReady: {},
    endOfTurnReadyRunes: {},
    events: [],
    deathReplacements: [],
    abilityChoices: {},
  };
}

/** End of turn requested by the turn player (516.6). */
export function endTurn(s: RbState, out: RbEvent[]): void {
  emit(s, out, { kind: "endTurn", seat: s.turnPlayer, text: `P${s.turnPlayer + 1} ends their turn.` });
  s.step = "ending";
}

/** Concede (649-651): in a duel the other player wins at once. */
export function concede(s: RbState, seat: Seat, out: RbEvent[]): void {
  s.players[seat]!.conceded = true;
  emit(s, out, { kind: "concede", seat, text: `P${seat + 1} concedes.` });
  const left = s.players.filter((p) => !p.conceded);
  if (left.length === 1) win(s, left[0]!.seat, out, "opponent conceded");
}

export type { PendingInternal };
