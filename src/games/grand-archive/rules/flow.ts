/**
 * The game loop: runs the game forward until a player must act (CR Turn Order 1-7; Timing and Permissions:
 * Opportunity 1-11; Effects Stack; State-based Checks and Effects; Ending the Game 2-6). Order each time round:
 * state-based checks, a resolving task, triggered abilities onto the stack, Opportunity, else the next step.
 */
import { abilitiesOf, fieldObjects, hasKeyword, life } from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import {
  CLEAVE,
  askExtraDamageTarget,
  attackTax,
  askRetaliation,
  askRetaliationOrder,
  combatDamage,
  endCombat,
  weapons as payableWeapons,
} from "./combat.js";
import { endDistant, isGun, mayTargetWithAttack, stealthCheck } from "./guns.js";
import { refOf } from "./zones.js";
import { skipPhase } from "./phases.js";
import { carryChampionState } from "./delevel.js";
import { pushLayer } from "./timing.js";
import { answer } from "./decisions.js";
import { runTask, triggerModes } from "./effects.js";
import { effectsOf, interveningHolds, shrouded, targetCandidates, targetSelectors } from "./targets.js";
import { optionalCost, planMaterialize } from "./playing.js";
import { queueSuppressReturns } from "./suppress.js";
import { type GaState, type StackEntry, card, freshId, log, mutCard, other } from "./state.js";
import { destroy, draw, enterField, moveCard, nameOf, objectRef, preserveCard, queueEnterTriggers } from "./zones.js";

/** Runs the game until a decision is pending or the game is over. */
export function advance(s: GaState): void {
  for (let guard = 0; guard < 10_000; guard++) {
    stateBasedChecks(s);
    if (s.over) {
      s.ask = null;
      s.opportunity = null;
      return;
    }
    if (s.ask) {
      // A decision with exactly one legal answer is answered by the engine (scenario format: forced decisions).
      if (s.ask.options.length !== 1 || s.ask.min !== 1) return;
      answer(s, [s.ask.options[0]!.id]);
      continue;
    }
    const task = s.tasks[s.tasks.length - 1];
    if (task) {
      if (runTask(s, task) === "wait") continue;
      s.tasks.pop();
      finishLayer(s, task.entry);
      continue;
    }
    if (s.triggers.length) {
      putTriggerOnStack(s);
      continue;
    }
    if (s.opportunity) return;
    nextStep(s);
  }
  throw new Error("grand-archive: the game loop did not settle");
}

/** A resolved layer's card goes to its zone; the turn player gets Opportunity (CR Timing: Opportunity 7-8). */
function finishLayer(s: GaState, entry: StackEntry): void {
  if (entry.kind === "activation" && !entry.copy) {
    const c = card(s, entry.source);
    // "If you do, banish this card as it resolves" (Crux Sight's optional cost).
    const banish = entry.paidExtra && optionalCost(c.card)?.banishAsResolves;
    // Preserve on a non-object: to the material deck preserved instead of the graveyard (CR Keywords: Preserve 2).
    if (c.zone === "stack" && !banish && hasKeyword(s, c, "preserve")) preserveCard(s, c.id);
    else if (c.zone === "stack") moveCard(s, c.id, banish ? "banishment" : "graveyard");
  }
  if (!s.over) s.opportunity = { seat: s.active, passes: 0 };
}

/**
 * Which queued trigger goes on the stack next (CR Triggered Abilities 10): the turn player's first, then the other
 * player's; a player with two or more different triggers waiting chooses their order (the last one put on resolves
 * first). Triggers alike in source and ability are interchangeable, so only one of them is offered.
 * Returns false when it asked.
 */
function orderTriggers(s: GaState): boolean {
  if (s.triggers[0]?.chosen) return true;
  const seat = s.triggers.some((t) => t.controller === s.active) ? s.active : other(s.active);
  const seen = new Set<string>();
  const options: { id: string; label: string; object: string }[] = [];
  s.triggers.forEach((t, i) => {
    if (t.controller !== seat) return;
    const key = `${t.source}/${JSON.stringify(t.ability)}`;
    if (seen.has(key)) return;
    seen.add(key);
    const label =
      "granted" in t.ability && t.ability.granted === "suppressReturn"
        ? `${nameOf(s, t.source)}'s ability (return ${nameOf(s, t.ability.card)})` // one per object (Suppress 3)
        : `${nameOf(s, t.source)}'s ability`;
    options.push({ id: String(i), label, object: t.source });
  });
  if (options.length === 1) {
    const i = Number(options[0]!.id);
    s.triggers = [s.triggers[i]!, ...s.triggers.filter((_, k) => k !== i)];
    return true;
  }
  s.ask = {
    id: freshId(s, "d"),
    seat,
    kind: "triggerOrder",
    prompt:
      "Your triggered abilities go on the Effects Stack one at a time: which goes next? (The last one resolves first.)",
    options,
    min: 1,
    max: 1,
    then: { k: "triggerOrder" },
  };
  return false;
}

/** Puts the next queued trigger on the stack, asking its controller for a target (CR Triggered Abilities 5.1). */
function putTriggerOnStack(s: GaState): void {
  // An intervening "if" that is false: the ability does not trigger (CR Triggered Abilities 3.1).
  const silent = s.triggers.filter((t) => !interveningHolds(s, t.ability, t.controller, t.source));
  for (const t of silent) log(s, `${nameOf(s, t.source)}'s ability does not trigger: its condition is not met.`);
  if (silent.length) s.triggers = s.triggers.filter((t) => !silent.includes(t));
  if (!s.triggers.length) return;
  if (!orderTriggers(s)) return;
  const t = s.triggers[0]!;
  const entry: StackEntry = {
    id: freshId(s, "e"),
    kind: "ability",
    source: t.source,
    controller: t.controller,
    ability: t.ability,
    targets: [],
    ...(t.hit ? { hit: t.hit } : {}),
    ...(t.lkiPower !== undefined ? { lkiPower: t.lkiPower } : {}),
  };
  const modes = triggerModes(s, entry);
  if (modes) {
    // "Choose one": the mode is chosen as it goes on the stack; none left, it does not (CR Triggered Abilities 5.1).
    s.triggers.shift();
    if (!modes.length) {
      log(s, `${nameOf(s, t.source)}'s ability has no mode left to choose.`);
      return;
    }
    s.ask = {
      id: freshId(s, "d"),
      seat: t.controller,
      kind: "mode",
      prompt: "Choose one that hasn't been chosen:",
      options: modes.map((x) => ({ id: x, label: `Summon ${x}` })),
      min: 1,
      max: 1,
      then: { k: "triggerMode", entry },
    };
    return;
  }
  const sels = targetSelectors(effectsOf(s, entry));
  if (sels.length) {
    const cands = targetCandidates(s, sels[0]!, t.controller, t.source);
    s.triggers.shift();
    if (!cands.length) return; // no legal target: it cannot go on the stack
    s.ask = {
      id: freshId(s, "d"),
      seat: t.controller,
      kind: "target",
      prompt: `Choose a target for ${nameOf(s, t.source)}'s ability.`,
      options: cands.map((id) => ({ id, label: nameOf(s, id), object: id })),
      min: 1,
      max: 1,
      then: { k: "trigger", entry },
    };
    return;
  }
  s.triggers.shift();
  pushLayer(s, entry);
}

/**
 * Passing Opportunity (CR Timing: Opportunity 3-5, 11): to the next player; once every player passed in
 * succession the top layer resolves, or with an empty stack the window closes and the game moves on.
 */
export function passOpportunity(s: GaState): void {
  const o = s.opportunity!;
  o.passes++;
  if (o.passes < 2) {
    o.seat = other(o.seat);
    return;
  }
  s.opportunity = null;
  if (s.stack.length) resolveTop(s);
}

/** Resolves the top layer of the Effects Stack (CR Playing Cards - Resolution; Effects Stack). */
function resolveTop(s: GaState): void {
  const entry = s.stack.pop()!;
  const src = card(s, entry.source);
  if (entry.kind !== "ability" && src.zone !== "stack" && !entry.copy) {
    finishLayer(s, entry);
    return;
  }
  // Gone, or now shrouded from a Spell: an illegal target (CR Keywords: Spellshroud 2.1)
  // A targeted card activation (Flash Freeze) is legal while its card is on the Effects Stack.
  const gone = (t: string) => card(s, t).zone !== "field" && card(s, t).zone !== "stack";
  if (entry.targets.length && entry.targets.every((t) => gone(t) || shrouded(s, entry.source, t))) {
    log(s, `${nameOf(s, entry.source)} fizzles: its targets are gone.`);
    // The card goes where it would have gone resolving (Preserve, "banish this card as it resolves"), else to the
    // graveyard (CR Card Types - Action 5.1; Playing Cards - Resolution 11.1): finishLayer moves it.
    finishLayer(s, entry);
    return;
  }
  if (entry.kind === "ability") {
    if (interveningHolds(s, entry.ability, entry.controller, entry.source))
      s.tasks.push({ entry, effects: "ability", next: 0 });
    else {
      log(s, `${nameOf(s, entry.source)}'s ability does nothing: its condition no longer holds.`); // Triggered Abilities 3.2
      finishLayer(s, entry);
    }
    return;
  }
  const d = cardData(src.card);
  if (entry.kind === "materialization" && hasType(d, "CHAMPION")) {
    levelUp(s, entry);
    return;
  }
  if (hasType(d, "ATTACK")) {
    resolveAttackCard(s, entry);
    return;
  }
  if (hasType(d, "ACTION")) {
    s.tasks.push({ entry, effects: "card", next: 0 });
    return;
  }
  if (abilitiesOf(s, src.card, entry.controller, src.id).some((a) => a.kind === "entersAsCopy")) {
    s.tasks.push({ entry, effects: "card", next: 0 }); // the copied object is chosen as it resolves (Static Copying 1)
    return;
  }
  enterField(s, src.id, entry.controller, { buff: entry.enterBuff });
  finishLayer(s, entry);
}

/** Levelling up: the champion card goes on top of the lineage, the same object (CR Leveling Up 1-7). */
function levelUp(s: GaState, entry: StackEntry): void {
  const seat = entry.controller;
  const p = s.players[seat];
  const top = card(s, entry.source);
  const old = p.champion ? card(s, p.champion) : null;
  moveCard(s, top.id, "field", { controller: seat });
  if (old) {
    const i = p.field.indexOf(old.id);
    if (i >= 0) p.field.splice(i, 1);
    const t = mutCard(s, top.id); // after moveCard: its record was copied there
    t.lineage = [...old.lineage, old.id];
    // The same object with its counters and states (CR Card Types - Champion, Leveling Up 4, 7.2, 7.2.1). Chosen
    // modes stay with the card (Ability Tracking 2).
    carryChampionState(old, t);
    const o = mutCard(s, old.id);
    o.lineage = [];
    o.zone = "lineage";
  }
  p.champion = top.id;
  log(s, `P${seat + 1}'s champion levels up into ${nameOf(s, top.id)}.`);
  queueEnterTriggers(s, top.id);
  for (const l of s.lasting)
    if (l.kind === "levelUpDamage" && l.seat === seat)
      s.triggers.push({
        source: top.id,
        ability: { granted: "levelUpDamage", amount: l.amount },
        controller: l.by,
        hit: top.id,
      }); // Tasershot's delayed trigger
  finishLayer(s, entry);
}

/** An attack card resolves into intent and an attack is declared, or it fizzles (CR Card Types - Attack 5-6). */
function resolveAttackCard(s: GaState, entry: StackEntry): void {
  const seat = entry.controller;
  const legal = s.active === seat && s.phase === "main" && s.stack.length === 0 && s.combat === null;
  const ch = s.players[seat].champion;
  const targets = s.players[other(seat)].field.filter((id) => {
    const d = cardData(card(s, id).card);
    return hasType(d, "ALLY") || hasType(d, "CHAMPION");
  });
  // A cost restriction on attack declarations that can't be paid makes the attack illegal (CR Declaring 2.5.1.3).
  if (!legal || !ch || !targets.length || attackTax(s) > s.players[seat].hand.length) {
    log(s, `${nameOf(s, entry.source)} fizzles: no attack can be declared.`);
    moveCard(s, entry.source, "graveyard");
    finishLayer(s, entry);
    return;
  }
  moveCard(s, entry.source, "intent");
  // Guns can't be wielded with attack cards (CR Functional Subtypes: Gun 1.1.1).
  // a weapon with an attack cost only if it can be paid
  const weapons = payableWeapons(s, seat).filter((id) => !isGun(s, id));
  // Cleave: a player is chosen instead of a target (CR Attack Declaration 1.1; Keywords: Cleave 1.2).
  const cleave = hasKeyword(s, card(s, entry.source), "cleave");
  const foe = `P${other(seat) + 1}`;
  const obj = (t: string) => (t === CLEAVE ? {} : { object: t });
  const may = (t: string, w: string | null) => t === CLEAVE || mayTargetWithAttack(s, t, ch, w, entry.source);
  const options = (cleave ? [CLEAVE] : targets).flatMap((t) => [
    ...(may(t, null)
      ? [{ id: t, label: `Attack ${t === CLEAVE ? `all units ${foe} controls` : nameOf(s, t)}`, ...obj(t) }]
      : []),
    ...weapons
      .filter((w) => may(t, w))
      .map((w) => ({
        id: `${t}+${w}`,
        label: `Attack ${t === CLEAVE ? `all units ${foe} controls` : nameOf(s, t)} wielding ${nameOf(s, w)}`,
        ...obj(t),
      })),
  ]);
  if (!options.length) {
    log(s, `${nameOf(s, entry.source)} fizzles: every unit it could attack has stealth.`); // Keywords: Stealth 1
    moveCard(s, entry.source, "graveyard");
    finishLayer(s, entry);
    return;
  }
  s.ask = {
    id: freshId(s, "d"),
    seat,
    kind: "attackTarget",
    prompt: "Declare the attack's target (and a weapon to wield).",
    options,
    min: 1,
    max: 1,
    then: { k: "attackTarget", entry },
  };
}

/**
 * State-based checks (CR State-based Checks and Effects, Types of Checks 1-3, 7): units with lethal damage die
 * (a champion's death loses its controller the game), weapons without durability are destroyed, defenders that
 * left stop defending; then game-ending checks (CR Ending the Game 4-6).
 */
export function stateBasedChecks(s: GaState): void {
  if (s.over) return;
  for (const o of fieldObjects(s)) {
    const d = cardData(o.card);
    const l = life(s, o);
    if (l !== null && (hasType(d, "ALLY") || hasType(d, "CHAMPION")) && (o.damage >= l || l <= 0)) {
      destroy(s, o.id); // CR State-based Checks 2; Card Types - Ally 6.1
    } else if (hasType(d, "WEAPON") && o.durability <= 0) {
      log(s, `${d.name} is destroyed (no durability).`);
      moveCard(s, o.id, "graveyard");
    }
  }
  if (!s.ask) askUnique(s);
  if (s.combat?.defender && card(s, s.combat.defender).zone !== "field") s.combat.defender = null;
  stealthCheck(s);
  if (s.combat?.cleave) s.combat.cleave = s.combat.cleave.filter((id) => card(s, id).zone === "field");
  const lost = s.players.map((p) => p.lost);
  if (lost[0] || lost[1]) {
    s.over = true;
    s.draw = lost[0]! && lost[1]!;
    s.winner = s.draw ? null : lost[0] ? 1 : 0;
    log(s, s.draw ? "The game is a draw." : `P${s.winner! + 1} wins.`);
  }
}

/**
 * Queues the turn player's champion's Inherited Effects that trigger on `on` (CR Keywords: Inherited Effect 1-2:
 * the champion has them while their cards are in its lineage, the top included).
 */
function queueInherited(s: GaState, on: "beginEndPhase"): void {
  const seat = s.active;
  const ch = s.players[seat].champion;
  if (!ch) return;
  for (const lid of [...card(s, ch).lineage, ch]) {
    const cid = card(s, lid).card;
    const abs = abilitiesOf(s, cid, seat, ch);
    for (const a of abs)
      if (a.kind === "inherited" && a.on === on)
        s.triggers.push({ source: ch, ability: refOf(cid, a), controller: seat });
  }
}

/**
 * Unique (CR Card Types - Supertypes: Unique 1-2): a player controlling two or more unique objects of one name
 * sacrifices until one is left, before the game moves on; they choose the one they keep (the turn player first).
 */
function askUnique(s: GaState): void {
  for (const seat of [s.active, other(s.active)]) {
    const byName = new Map<string, string[]>();
    for (const id of s.players[seat].field) {
      const d = cardData(card(s, id).card);
      if (hasType(d, "UNIQUE")) byName.set(d.name, [...(byName.get(d.name) ?? []), id]);
    }
    for (const [name, ids] of byName)
      if (ids.length > 1) {
        s.ask = {
          id: freshId(s, "d"),
          seat,
          kind: "unique",
          prompt: `You control ${ids.length} unique ${name}: keep one, the others are sacrificed.`,
          options: ids.map((id) => ({ id, label: `Keep ${name} (${card(s, id).damage} damage)`, object: id })),
          min: 1,
          max: 1,
          then: { k: "unique" },
        };
        return;
      }
  }
}

/**
 * Foster (CR Keywords: Foster 1-3; Game Terms: Fostered 1-4): at the beginning of the recollection phase each of
 * `seat`'s allies with foster that wasn't dealt damage since the end of its controller's previous turn becomes
 * fostered (once); its On Foster abilities trigger. Decision: done as the phase begins, not as a trigger on the stack.
 */
function fosterChecks(s: GaState, seat: GaState["active"]): void {
  for (const o of fieldObjects(s)) {
    if (o.controller !== seat || o.fostered || o.damagedSince || !hasKeyword(s, o, "foster")) continue;
    mutCard(s, o.id).fostered = true;
    log(s, `${nameOf(s, o.id)} becomes fostered.`);
    for (const ab of abilitiesOf(s, o.card, seat, o.id))
      if (ab.kind === "trigger" && ab.on === "onFoster")
        s.triggers.push({ source: o.id, ability: refOf(o.card, ab), controller: seat });
  }
}

/** Opens an Opportunity window for the turn player. */
function open(s: GaState, step: number): void {
  s.step = step;
  s.opportunity = { seat: s.active, passes: 0 };
}

/** Moves the turn on when nothing else is pending (CR Turn Order: the phases, Combat Phase, End Phase). */
function nextStep(s: GaState): void {
  if (s.step === 0 && skipPhase(s)) return; // CR Turn Order - Skipping Phases 1
  const seat = s.active;
  const p = s.players[seat];
  switch (s.phase) {
    case "wakeUp":
      for (const id of p.field) {
        const c = mutCard(s, id);
        if (c.noWakeUp)
          delete c.noWakeUp; // it stays rested this once (Freezing Hail)
        else c.rested = false; // CR Wake Up Phase 1
      }
      {
        go(s, "materialize");
        return;
      }
    case "materialize":
      if (s.step === 0) {
        s.step = 1;
        askMaterialize(s);
        return;
      }
      {
        go(s, "recollection");
        return;
      }
    case "recollection":
      if (s.step === 0) {
        for (const o of fieldObjects(s))
          if (o.controller === seat)
            for (const ab of abilitiesOf(s, o.card, seat, o.id))
              if (ab.kind === "trigger" && ab.on === "beginRecollection")
                s.triggers.push({ source: o.id, ability: objectRef(o, ab), controller: seat });
        fosterChecks(s, seat);
        open(s, 1);
        return;
      }
      if (p.memory.length) log(s, `P${seat + 1} recollects ${p.memory.length} card(s) from memory.`);
      for (const id of [...p.memory]) moveCard(s, id, "hand"); // CR Recollection Phase 3
      {
        go(s, "draw");
        return;
      }
    case "draw":
      draw(s, seat, 1); // CR Draw Phase 1
      {
        go(s, "main");
        return;
      }
    case "main":
      if (s.step === 0) {
        open(s, 1);
        return;
      }
      {
        go(s, "end");
        return;
      }
    case "combat": {
      combatStep(s);
      return;
    }
    case "end":
      if (s.step === 0) {
        // Delayed "beginning of the end phase" triggers first (CR Turn Order - End Phase 1).
        for (const l of s.lasting)
          if (l.kind === "discardHandAtEndPhase")
            s.triggers.push({ source: l.source, ability: { granted: "discardHand" }, controller: l.seat });
        s.lasting = s.lasting.filter((l) => l.kind !== "discardHandAtEndPhase");
        queueSuppressReturns(s); // CR Game Terms: Suppress 1
        queueInherited(s, "beginEndPhase");
        // Vigor: units with vigor wake up at the beginning of their controller's end phase (CR Keywords: Vigor 1).
        for (const o of fieldObjects(s))
          if (o.controller === seat && o.rested && hasKeyword(s, o, "vigor")) {
            mutCard(s, o.id).rested = false;
            log(s, `${nameOf(s, o.id)} wakes up (vigor).`);
          }
        open(s, 1);
        return;
      }
      {
        cleanUp(s);
        return;
      }
  }
}

function go(s: GaState, phase: GaState["phase"]): void {
  s.phase = phase;
  s.step = 0;
}

/** The materialize phase's turn-based action: materialize one card, or not (CR Materialize Phase 3). */
function askMaterialize(s: GaState): void {
  const seat = s.active;
  const options = s.players[seat].materialDeck
    .filter((id) => !("code" in (planMaterialize(s, seat, id) as object)))
    .map((id) => ({ id, label: `${nameOf(s, id)} (memory ${cardData(card(s, id).card).memory})`, object: id }));
  // Instead of materializing, a preserved card may be returned to hand (CR Keywords: Preserve 1-2).
  for (const id of s.players[seat].materialDeck)
    if (card(s, id).preserved)
      options.push({ id, label: `Return ${nameOf(s, id)} (preserved) to your hand`, object: id });
  if (!options.length) return;
  s.ask = {
    id: freshId(s, "d"),
    seat,
    kind: "materialize",
    prompt: "Materialize phase: materialize a card from your material deck?",
    options: [{ id: "none", label: "Don't materialize" }, ...options],
    min: 1,
    max: 1,
    then: { k: "materializePhase" },
  };
}

/** Combat steps (CR Retaliation Step 1-4, Damage Step 1-4, End of Combat Step 1-2). */
function combatStep(s: GaState): void {
  switch (s.step) {
    case 0: {
      open(s, 1);
      return;
    } // "before retaliation"
    case 1:
      s.step = 2;
      if (s.combat && !s.combat.retaliationAsked) askRetaliation(s);
      return;
    case 2: {
      open(s, 3);
      return;
    } // "before damage"
    case 3:
      if (askExtraDamageTarget(s)) return; // Blastshot Pump, before damage is dealt
      if (askRetaliationOrder(s)) return; // several retaliators: the attacking player orders their damage
      if (s.combat) combatDamage(s);
      endCombat(s);
      {
        open(s, 4);
        return;
      }
    default:
      s.phase = "main";
      s.step = 0;
  }
}

/** End phase clean-up and the next turn (CR End Phase 3-5; Damage 12). */
function cleanUp(s: GaState): void {
  for (const o of fieldObjects(s)) if (hasType(cardData(o.card), "ALLY")) mutCard(s, o.id).damage = 0;
  endDistant(s, s.active); // CR Game Terms: Distant 2
  // Tasershot's effect lasts until the beginning of its controller's next turn.
  // "Until the beginning of your next turn" outlasts the end of turn until that seat's turn (Take Point).
  s.lasting = s.lasting.filter(
    (l) =>
      (l.kind === "levelUpDamage" && l.by !== other(s.active)) ||
      (l.kind === "keyword" && l.untilTurnOf !== undefined && l.untilTurnOf !== other(s.active)) ||
      l.kind === "suppressed" || // suppressed during an end phase: returned at the next one (CR Game Terms: Suppress 1)
      l.kind === "skipPhase" || // until that phase is skipped (CR Turn Order - Skipping Phases 2)
      (l.kind === "attackTax" && l.untilTurnOf !== other(s.active)) || // "until the beginning of your next turn"
      (l.kind === "elementBan" && l.untilTurnOf !== other(s.active)),
  );
  for (const o of fieldObjects(s))
    if (o.controller === s.active && o.damagedSince) delete mutCard(s, o.id).damagedSince; // CR Keywords: Foster 1
  for (const p of s.players) {
    if (p.draws) p.draws = 0;
    delete p.championDamage;
    p.championAttacked = false;
    p.attacks = 0;
    p.championDealtCombatDamage = false;
    p.mageActions = 0;
  }
  s.active = other(s.active);
  s.turn++;
  s.materialized = false;
  go(s, s.turn === 2 ? "draw" : "wakeUp"); // CR Turn Order 1.1: the second player's first turn starts at draw
  log(s, `Turn ${s.turn}: P${s.active + 1}.`);
}
