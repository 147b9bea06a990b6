/**
 * Running card instructions (CR Playing Cards - Resolution 2-6): each instruction of a resolving layer, top to
 * bottom; an instruction that needs a choice asks it and the same instruction runs again with the answer.
 * "You" is the layer's controller (Resolution 3). "You may X. If you do, Y" is done in full or not at all (6).
 */
import type { Effect, Selector } from "../cards/types.js";
import { amount, champion, elementOf, hasKeyword, holds, isUnit, matches } from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import { type GaState, type Seat, type StackEntry, type Task, card, log, mutCard, other } from "./state.js";
import { destroy, draw, moveCard, nameOf, preserveCard } from "./zones.js";
import { dealDamage } from "./combat.js";
import { effectsOf, shrouded, targetSelectors } from "./targets.js";
import { materializeByEffect } from "./timing.js";
import { nextInt, shuffle } from "../../../engine/rng.js";
import { type Run, ask, pickFromZone, takeAnswer } from "./asking.js";
import { glimpse } from "./glimpse.js";
import {
  gather,
  handToBottom,
  sacrifice,
  sacrificeSameName,
  sacrificeUpTo,
  sameNameGroups,
  summonChoicePerSacrificed,
  memoryToHand,
  negateUnlessPays,
  recover,
  shield,
} from "./alchemy.js";
import { summonToken } from "./tokens.js";
import { runRanger } from "./ranger.js";
import { enterFieldByEffect, returnSuppressed, suppress } from "./suppress.js";
import { copyActivation, enterAsCopy, entersAsCopyFilter, summonTokenCopy } from "./copy.js";
import { endCombatPhase } from "./phases.js";
import { banElements, elementBanned } from "./restrictions.js";

/** The objects a selector names as the instruction runs (illegal targets are skipped, CR State-based Checks 8). */
function resolveSelector(s: GaState, t: Task, sel: Selector, index: number): string[] {
  const seat = t.entry.controller;
  if (sel.kind === "self") {
    // A card in an intent acts as if it were an object (CR Game Mechanics - Abilities 6).
    const z = card(s, t.entry.source).zone;
    return z === "field" || z === "intent" ? [t.entry.source] : [];
  }
  if (sel.kind === "champion") {
    const c = champion(s, sel.who === "you" ? seat : other(seat));
    return c ? [c.id] : [];
  }
  if (sel.kind === "activation") return []; // a stack layer, read by its own instruction (negateUnlessPays)
  if (sel.kind === "hit") {
    const h = t.entry.hit; // the hit object, while it is still on the field (CR Keywords: On Hit 4)
    return h && card(s, h).zone === "field" ? [h] : [];
  }
  if (sel.kind === "that") return resolveSelector(s, t, { kind: "target", filter: sel.filter }, index - 1);
  const all = sel.kind === "all";
  const out: string[] = [];
  for (const p of s.players)
    for (const id of p.field) {
      if (!all && (t.entry.targets[index] !== id || shrouded(s, t.entry.source, id))) continue; // Spellshroud 2
      if (matches(s, card(s, id), sel.filter, seat, t.entry.source)) out.push(id);
    }
  return out;
}

/** One instruction's runner: `e` narrowed to its op; `ti` counts the target selectors before it. */
type Verb<K extends Effect["op"]> = (s: GaState, t: Task, e: Extract<Effect, { op: K }>, ti: number) => Run;

/** "Prevent all but N" and "prevent exactly N" shields, one runner (alchemy.ts#shield). */
function runShield(
  s: GaState,
  t: Task,
  e: Extract<Effect, { op: "preventAllBut" | "preventExactly" }>,
  ti: number,
): Run {
  const seat = t.entry.controller;
  for (const id of resolveSelector(s, t, e.target, ti)) shield(s, id, e, seat);
  return "next";
}

/** The ALC Diana instructions (distant, loading, lineages, Bullets), run by ranger.ts with this layer's selectors. */
function runRangerVerb(s: GaState, t: Task, e: Effect, ti: number): Run {
  return runRanger(s, t, e, (sel) => resolveSelector(s, t, sel, ti));
}

/** Every instruction's runner by op (CR Playing Cards - Resolution 2-6). */
const VERBS: { [K in Effect["op"]]: Verb<K> } = {
  draw: (s, t, e) => {
    const seat = t.entry.controller;
    for (const who of e.who === "each" ? [s.active, other(s.active)] : [seat])
      draw(s, who, amount(s, e.amount, seat), e.into ?? "hand");
    return "next";
  },
  putCounter: (s, t, e, ti) => {
    const seat = t.entry.controller;
    for (const id of resolveSelector(s, t, e.target, ti)) {
      const c = mutCard(s, id);
      const n = amount(s, e.amount, seat);
      if (e.counter === "buff") c.buff += n;
      else if (e.counter === "level") c.levelCounters = (c.levelCounters ?? 0) + n;
      else c.durability += n;
      log(s, `${nameOf(s, id)} gets ${n} ${e.counter} counter(s).`);
    }
    return "next";
  },
  pump: (s, t, e, ti) => {
    const seat = t.entry.controller;
    const objects = resolveSelector(s, t, e.target, ti);
    const pw = amount(s, e.power ?? 0, seat); // X counted as it resolves
    if (objects.length) s.lasting.push({ kind: "pump", objects, power: pw, life: e.life ?? 0 });
    if (objects.length && e.onChampionHitDraw) s.lasting.push({ kind: "onChampionHitDraw", objects });
    if (objects.length && e.gains) {
      const ch = e.target.kind === "champion" ? (e.target.who === "you" ? seat : other(seat)) : undefined;
      const until = e.untilYourNextTurn ? { untilTurnOf: seat } : {};
      s.lasting.push({
        kind: "keyword",
        objects,
        keyword: e.gains,
        ...(ch === undefined ? {} : { champion: ch }),
        ...until,
      });
      const when = e.untilYourNextTurn ? "the beginning of its controller's next turn" : "end of turn";
      for (const id of objects) log(s, `${nameOf(s, id)} gains ${e.gains} until ${when}.`);
    }
    return "next";
  },
  championAttacksGet: (s, t, e) => {
    const seat = t.entry.controller;
    s.lasting.push({
      kind: "championAttacks",
      seat,
      power: e.power,
      onKillDraw: e.onKillDraw ?? false,
      ...(e.next ? { next: true } : {}),
    });
    return "next";
  },
  returnToHand: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti)) {
      log(s, `${nameOf(s, id)} returns to its owner's hand.`);
      moveCard(s, id, "hand");
    }
    return "next";
  },
  preventNextCombatDamage: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti))
      s.lasting.push({ kind: "prevent", object: id, remaining: e.amount, combatOnly: true });
    return "next";
  },
  wakeChampion: (s, t) => {
    const seat = t.entry.controller;
    const c = champion(s, seat);
    if (c) mutCard(s, c.id).rested = false;
    return "next";
  },
  materializeFromMaterialDeck: materializeVerb,
  banishSelf: (s, t) => {
    const seat = t.entry.controller;
    if (card(s, t.entry.source).zone === "field") {
      moveCard(s, t.entry.source, "banishment"); // CR Game Terms: Banish 1, 3 (not destroyed, does not die)
      log(s, `P${seat + 1} banishes ${nameOf(s, t.entry.source)}.`);
      t.did = true;
    }
    return "next";
  },
  banishFromMaterialDeck: (s, t) => {
    const seat = t.entry.controller;
    if (!t.asked) {
      const opts = s.players[seat].materialDeck.map((id) => ({ id, label: nameOf(s, id) }));
      if (!opts.length) return "next";
      return ask(s, t, seat, "banishMaterial", "Banish a card from your material deck.", opts);
    }
    const id = takeAnswer(t);
    if (id) {
      moveCard(s, id, "banishment");
      log(s, `P${seat + 1} banishes ${nameOf(s, id)} from the material deck.`);
      t.did = true;
    }
    return "next";
  },
  damage: (s, t, e, ti) => {
    const seat = t.entry.controller;
    for (const id of resolveSelector(s, t, e.target, ti)) {
      if (e.exceptYourChampion && s.players[seat].champion === id) continue;
      const n = e.restedAmount !== undefined && card(s, id).rested ? e.restedAmount : e.amount;
      const k =
        typeof n === "object" && n.count === "selfPowerLastKnown" ? (t.entry.lkiPower ?? 0) : amount(s, n, seat);
      dealDamage(s, id, k, false, t.entry.source);
      if (e.noWakeUp && card(s, id).zone === "field") {
        mutCard(s, id).noWakeUp = true;
        log(s, `${nameOf(s, id)} doesn't wake up during its controller's next wake up phase.`);
      }
    }
    return "next";
  },
  removeTemporaryDamage: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti))
      if (hasType(cardData(card(s, id).card), "ALLY") && card(s, id).damage > 0) {
        mutCard(s, id).damage = 0; // allies' damage is temporary (CR Damage 12)
        log(s, `All temporary damage is removed from ${nameOf(s, id)}.`);
      }
    return "next";
  },
  destroy: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti)) destroy(s, id);
    return "next";
  },
  enlighten: (s, t, e) => {
    const seat = t.entry.controller;
    const c = champion(s, seat);
    if (c) mutCard(s, c.id).enlighten += Math.max(0, amount(s, e.amount, seat));
    return "next";
  },
  championLevelGet: (s, t, e) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "level", seat, amount: e.amount });
    return "next";
  },
  revealRandomFromMemory: (s, t, e, ti) => {
    const seat = t.entry.controller;
    const mem = s.players[seat].memory;
    if (!mem.length) return "next";
    const [rng, k] = nextInt(s.rng, mem.length);
    s.rng = rng;
    const id = mem[k]!;
    log(s, `P${seat + 1} reveals ${nameOf(s, id)} at random from memory.`); // public: it is revealed
    if (cardData(card(s, id).card).element === e.ifElement) for (const x of e.then) runOne(s, t, x, ti);
    return "next";
  },
  selfToMemory: (s, t) => {
    // An On Hit resolves after the end of combat put the intent into the graveyard, and refers to the card
    // there (CR End of Combat Step 1.1-1.4; Game Terms: Ephemeral 3.1).
    const src = card(s, t.entry.source);
    if (src.zone === "intent" || src.zone === "graveyard") {
      moveCard(s, src.id, "memory");
      log(s, `${nameOf(s, src.id)} goes into P${src.owner + 1}'s memory.`);
    }
    return "next";
  },
  glimpse,
  nextHarmonyIsMelody: (s, t) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "nextHarmonyIsMelody", seat });
    return "next";
  },
  discardHandAtNextEndPhase: (s, t) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "discardHandAtEndPhase", seat, source: t.entry.source });
    return "next";
  },
  discardOne: (s, t) => {
    const seat = t.entry.controller;
    const r = pickFromZone(s, t, "hand", "discard", "Discard a card from your hand.", (id) => {
      moveCard(s, id, "graveyard"); // CR Game Terms: Discard 1 (public: it is in the graveyard now)
      log(s, `P${seat + 1} discards ${nameOf(s, id)}.`);
      t.discarded = id;
    });
    return r === "wait" ? "wait" : "next";
  },
  mayDamageChosenUnit: (s, t, e) => {
    const seat = t.entry.controller;
    if (!t.asked) {
      const d = t.discarded;
      if (!d || elementOf(s, d) !== e.ifDiscardedElement) return "next"; // read in the graveyard (Nullifying Lantern)
      const units = fieldObjectsOf(s).filter((id) => isUnit(card(s, id)));
      if (!units.length) return "next";
      const opts = [{ id: "none", label: "No" }, ...units.map((id) => ({ id, label: nameOf(s, id) }))];
      return ask(s, t, seat, "may", `You may choose a unit and deal ${e.amount} damage to it.`, opts);
    }
    const id = takeAnswer(t);
    if (id && id !== "none" && card(s, id).zone === "field") dealDamage(s, id, e.amount, false, t.entry.source);
    return "next";
  },
  discardHand: (s, t) => {
    const seat = t.entry.controller;
    const hand = [...s.players[seat].hand];
    for (const id of hand) moveCard(s, id, "graveyard"); // CR Game Terms: Discard 1
    if (hand.length) log(s, `P${seat + 1} discards their hand: ${hand.map((id) => nameOf(s, id)).join(", ")}.`);
    return "next";
  },
  removeEnlightenForLevel: (s, t) => {
    return removeEnlightenForLevel(s, t);
  },
  pumpChoice: (s, t, e, ti) => {
    const seat = t.entry.controller;
    const objects = resolveSelector(s, t, e.target, ti);
    if (!objects.length) return "next";
    if (!t.asked) {
      const opts = [
        { id: "power", label: `+${e.amount} POWER` },
        { id: "life", label: `+${e.amount} LIFE` },
      ];
      return ask(s, t, seat, "mode", `${nameOf(s, objects[0]!)} gets your choice until end of turn:`, opts);
    }
    const power = takeAnswer(t) === "power";
    s.lasting.push({ kind: "pump", objects, power: power ? e.amount : 0, life: power ? 0 : e.amount });
    log(s, `${nameOf(s, objects[0]!)} gets +${e.amount} ${power ? "POWER" : "LIFE"} until end of turn.`);
    return "next";
  },
  preventNextDamage: (s, t, e, ti) => {
    const seat = t.entry.controller;
    for (const id of resolveSelector(s, t, e.target, ti)) {
      const o = card(s, id);
      const isChampion = s.players[o.controller].champion === id;
      s.lasting.push({
        kind: "prevent",
        object: id,
        remaining: e.amount ?? 1,
        combatOnly: false,
        ...(e.amount === undefined ? { once: true } : e.total ? {} : { capOnce: true }),
        ...(e.nonCombat ? { nonCombatOnly: true } : {}),
        ...(isChampion ? { champion: o.controller } : {}),
        ...(e.enlightenPerPrevented ? { enlightenTo: seat } : {}),
        ...(e.glimpsePerPrevented ? { glimpseTo: seat } : {}),
      });
    }
    return "next";
  },
  may: () => {
    return "next"; // handled by runTask
  },
  memoryToBottomThenDraw: (s, t) => {
    return memoryToBottom(s, t);
  },
  revealMemories: (s, t, e) => {
    const seat = t.entry.controller;
    const revealed: string[] = [];
    for (const seatNo of e.who === "you" ? [seat] : [s.active, other(s.active)]) {
      const mem = s.players[seatNo].memory;
      for (const id of mem) revealed.push(cardData(card(s, id).card).element);
      log(s, `P${seatNo + 1} reveals their memory: ${mem.map((id) => nameOf(s, id)).join(", ") || "nothing"}.`);
    }
    t.revealed = revealed;
    return "next";
  },
  ifRevealed: (s, t, e, ti) => {
    return t.revealed?.includes(e.element) ? runOne(s, t, e.then, ti) : "next";
  },
  recoverPerRevealed: (s, t, e) => {
    const seat = t.entry.controller;
    recover(s, seat, (t.revealed ?? []).filter((el) => el === e.element).length); // CR Game Terms: Recover 2.1-2.2
    return "next";
  },
  if: (s, t, e, ti) => {
    const seat = t.entry.controller;
    // Checked as the instruction runs (CR Playing Cards - Resolution 2); `then` asks nothing.
    if (holds(s, e.condition, seat, card(s, t.entry.source).card, t.entry.source))
      for (const x of e.then) runOne(s, t, x, ti);
    return "next";
  },
  chooseUnitDamage: (s, t, e) => {
    const seat = t.entry.controller;
    if (!t.asked) {
      const units = fieldObjectsOf(s).filter((id) => isUnit(card(s, id)));
      if (!units.length) return "next";
      const opts = units.map((id) => ({ id, label: nameOf(s, id) }));
      return ask(s, t, seat, "chooseUnit", `Choose a unit: deal ${e.amount} damage to it.`, opts);
    }
    const id = takeAnswer(t);
    if (id && card(s, id).zone === "field") dealDamage(s, id, e.amount, false, t.entry.source);
    return "next";
  },
  opponentBanishesRandomFromMemory: (s, t) => {
    const seat = t.entry.controller;
    const foe = other(seat);
    const mem = s.players[foe].memory;
    if (!mem.length) return "next";
    const [rng, k] = nextInt(s.rng, mem.length);
    s.rng = rng;
    const id = mem[k]!;
    moveCard(s, id, "banishment");
    log(s, `P${foe + 1} banishes ${nameOf(s, id)} at random from memory.`);
    return "next";
  },
  returnFromGraveyard: (s, t, e) => {
    return returnFromGraveyard(s, t, e.element);
  },
  banishFromAGraveyard: (s, t, e, ti) => {
    const r = banishFromAGraveyard(s, t, e);
    if (r === "then") for (const x of e.then ?? []) runOne(s, t, x, ti); // "If that card has …" (CR Resolution 6)
    return r === "wait" ? "wait" : "next";
  },
  putRegaliaOntoField: (s, t, e) => {
    return putRegaliaOntoField(s, t, e.subtype);
  },
  disperseWeapons: (s, t, e) => {
    return disperseWeapons(s, t, e.subtype);
  },
  splitDamage: (s, t) => {
    return splitDamage(s, t);
  },
  recover: (s, t, e) => {
    const seat = t.entry.controller;
    recover(s, seat, amount(s, e.amount, seat));
    return "next";
  },
  memoryToHand: (s, t) => {
    return memoryToHand(s, t);
  },
  handToBottom: (s, t, e, ti) => {
    const r = handToBottom(s, t);
    if (r === "placed") for (const x of e.then) runOne(s, t, x, ti); // "If you do" (CR Resolution 6)
    return r === "wait" ? "wait" : "next";
  },
  alliesEnterRested: (s, _t, e) => {
    s.lasting.push({ kind: "alliesEnterRested", ...(e.subtype ? { subtype: e.subtype } : {}) });
    log(s, `Until end of turn, ${e.subtype ? `${e.subtype.toLowerCase()} ` : ""}allies enter the field rested.`);
    return "next";
  },
  negateUnlessPays,
  restGrantOnSacrifice: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti)) {
      if (card(s, id).rested) continue; // "Rest target Potion. If you do" (CR Playing Cards - Resolution 6)
      mutCard(s, id).rested = true;
      s.lasting.push({ kind: "onSacrifice", object: id, card: card(s, t.entry.source).card });
      log(s, `${nameOf(s, id)} is rested and gains an On Sacrifice ability until end of turn.`);
    }
    return "next";
  },
  rest: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti)) {
      mutCard(s, id).rested = true; // CR Game Terms: Rest
      log(s, `${nameOf(s, id)} is rested.`);
      const then = e.thenNextDamageFrom;
      if (then) s.lasting.push({ kind: "nextDamageFromElementPlus", object: id, ...then });
    }
    return "next";
  },
  preventEachDamageThisTurn: (s, t, e, ti) => {
    for (const id of resolveSelector(s, t, e.target, ti))
      s.lasting.push({ kind: "prevent", object: id, remaining: e.amount, combatOnly: e.combatOnly, each: true });
    return "next";
  },
  banElements,
  attackTax: (s, t, e) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "attackTax", amount: e.amount, untilTurnOf: seat }); // until your next turn
    log(s, `Until P${seat + 1}'s next turn, each attack declaration costs (${e.amount}).`);
    return "next";
  },
  skipPhase: (s, t, e) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "skipPhase", seat, phase: e.phase }); // CR Turn Order - Skipping Phases 1
    log(s, `P${seat + 1} will skip their next ${e.phase} phase.`);
    return "next";
  },
  endCombatPhase: (s, t, e, ti) => {
    // CR Turn Order - Ending Phases 1.2: only while that object is still the attacking unit
    if (!e.ifAttacking || resolveSelector(s, t, e.ifAttacking, ti).some((id) => s.combat?.attacker === id))
      endCombatPhase(s);
    return "next";
  },
  gather: (s, t, e) => {
    const seat = t.entry.controller;
    gather(s, seat, e.times);
    return "next";
  },
  sacrificeUpTo,
  summonChoicePerSacrificed,
  sacrificeSameName,
  nextAllyEntersWithBuff: (s, t, e) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "nextAllyBuff", seat, subtypes: e.subtypes });
    return "next";
  },
  revealUntil: (s, t, e) => {
    const seat = t.entry.controller;
    revealUntil(s, seat, e.subtypes);
    return "next";
  },
  lookAtTopReveal,
  assignDamageWithLife: (s, t, e, ti) => {
    const objects = resolveSelector(s, t, e.target, ti);
    if (objects.length) s.lasting.push({ kind: "assignWithLife", objects });
    for (const id of objects) log(s, `${nameOf(s, id)} assigns damage with its life until end of turn.`);
    return "next";
  },
  onlyAlliesThisTurn: (s, t) => {
    const seat = t.entry.controller;
    s.lasting.push({ kind: "onlyAllies", seat });
    return "next";
  },
  sacrificeDomains: (s, t) => {
    const seat = t.entry.controller;
    const mine = s.players[seat].field.filter((id) => hasType(cardData(card(s, id).card), "DOMAIN"));
    if (!t.asked) {
      t.sacrificed = 0;
      if (!mine.length) return "next";
      const opts = mine.map((id) => ({ id, label: nameOf(s, id) }));
      return ask(s, t, seat, "sacrifice", "Sacrifice any number of domains.", opts, 0, opts.length);
    }
    const picks = (t.answer ?? []).filter((id) => mine.includes(id));
    t.answer = undefined;
    t.asked = false;
    for (const id of picks) sacrifice(s, id); // CR Game Terms: Sacrifice
    t.sacrificed = picks.length;
    return "next";
  },
  summonUnchosen: (s, t, e) => {
    const seat = t.entry.controller;
    // The mode was chosen (and remembered) as the ability went on the Effects Stack (CR Triggered Abilities 5.1).
    if (t.entry.mode && e.tokens.includes(t.entry.mode)) summonToken(s, seat, t.entry.mode);
    return "next";
  },
  suppress: (s, t, e, ti) => {
    const seat = t.entry.controller;
    for (const id of resolveSelector(s, t, e.target, ti)) suppress(s, id, seat, t.entry.source);
    return "next";
  },
  summonTokenCopy,
  copyActivation: (s, t, e, ti) => {
    return copyActivation(s, t, e, t.entry.targets[ti]);
  },
  enterAsCopy: (s, t, e) => {
    const seat = t.entry.controller;
    if (card(s, t.entry.source).zone !== "stack") return "next";
    return enterAsCopy(s, t, e.filter, t.entry.source, seat);
  },
  returnSuppressed: (s, t, e) => {
    // Entering as a copy applies however it enters (CR Game Mechanics - Copy: Static Copying 1).
    const copy = entersAsCopyFilter(s, e.card);
    const back = card(s, e.card);
    if (copy && back.zone === "banishment" && back.ts === e.ts) {
      if (!t.asked) log(s, `${nameOf(s, e.card)} returns to the field under P${back.owner + 1}'s control (suppress).`);
      return enterAsCopy(s, t, copy, e.card, back.owner);
    }
    returnSuppressed(s, e.card, e.ts);
    return "next";
  },
  preserveFromGraveyard: (s, t) => {
    const src = card(s, t.entry.source);
    if (src.zone === "graveyard") preserveCard(s, src.id); // CR Keywords: Preserve 1
    return "next";
  },
  summon: (s, t, e) => {
    const seat = t.entry.controller;
    const n = e.perSacrificed ? (t.sacrificed ?? 0) : amount(s, e.count ?? 1, seat);
    const buff = e.perSacrificed ? (t.sacrificed ?? 0) : e.buff === undefined ? 0 : amount(s, e.buff, seat);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(summonToken(s, seat, e.token, { buff, rested: e.rested ?? false }));
    t.summoned = ids;
    if (ids.length && e.gains) s.lasting.push({ kind: "keyword", objects: ids, keyword: e.gains });
    return "next";
  },
  preventAllBut: runShield,
  preventExactly: runShield,
  becomeDistant: runRangerVerb,
  loadSelf: runRangerVerb,
  loadFromMaterialDeck: runRangerVerb,
  materializePaying: runRangerVerb,
  nextAttackGets: runRangerVerb,
  damageAttackerIfDefending: runRangerVerb,
  unpreventableDamage: runRangerVerb,
  damageChampionsWithMemory: runRangerVerb,
  selfToBottomOfLineage: runRangerVerb,
  mayDrawToMemoryAndSelfToLineage: runRangerVerb,
  generateToBottomOfLineage: runRangerVerb,
  banishFromLineage: runRangerVerb,
  discardFromOpponentMemory: runRangerVerb,
  whenLevelsUpDamage: runRangerVerb,
  preventToDistantUnits: runRangerVerb,
  attackUnpreventable: runRangerVerb,
};

/** Runs one instruction. `ti` counts the target selectors before it. */
function runOne(s: GaState, t: Task, e: Effect, ti: number): Run {
  return (VERBS[e.op] as Verb<Effect["op"]>)(s, t, e, ti);
}

/**
 * The modes a "choose one" trigger may still choose as it goes on the Effects Stack (CR Triggered Abilities 5.1;
 * Tonoris, Genesis Aegis: "choose one that hasn't been chosen", remembered by its source): null when the layer has
 * no such instruction, [] when none is left (it does not go on the stack).
 */
export function triggerModes(s: GaState, entry: StackEntry): string[] | null {
  const e = effectsOf(s, entry).find((x) => x.op === "summonUnchosen");
  if (e?.op !== "summonUnchosen") return null;
  const chosen = card(s, entry.source).chosen ?? [];
  return e.tokens.filter((x) => !chosen.includes(x));
}

/** Whether catalogue card `cardId` is a card of `cardType` with any of `subtypes` (either may be left out). */
function cardFits(cardId: string, subtypes?: readonly string[], cardType?: "ally"): boolean {
  const d = cardData(cardId);
  if (cardType && !hasType(d, cardType.toUpperCase())) return false;
  return !subtypes || subtypes.some((x) => d.subtypes.includes(x));
}

/**
 * Gaia's Songbird: cards are revealed from the top (public log) until one fits; it goes to hand, the rest to the
 * bottom in a random order (seeded; CR Randomization). None fits: all revealed cards go to the bottom.
 */
function revealUntil(s: GaState, seat: Seat, subtypes: readonly string[]): void {
  const p = s.players[seat];
  const k = p.mainDeck.findIndex((id) => cardFits(card(s, id).card, subtypes, "ally"));
  const revealed = k < 0 ? [...p.mainDeck] : p.mainDeck.slice(0, k + 1);
  log(s, `P${seat + 1} reveals ${revealed.map((id) => nameOf(s, id)).join(", ") || "nothing"}.`);
  const rest = k < 0 ? revealed : revealed.slice(0, k);
  if (k >= 0) {
    moveCard(s, revealed[k]!, "hand");
    log(s, `P${seat + 1} puts ${nameOf(s, revealed[k]!)} into their hand.`);
  }
  const [rng, order] = shuffle(s.rng, rest);
  s.rng = rng;
  p.mainDeck = [...p.mainDeck.filter((id) => !rest.includes(id)), ...order];
  if (rest.length) log(s, `P${seat + 1} puts ${rest.length} card(s) on the bottom of their deck in a random order.`);
}

/**
 * Blissful Calling / Recruitment Officer: look at the top N (the options reach the controller's view only), you may
 * reveal one that fits and put it into your hand (public), then the rest go on the bottom one at a time in your
 * order (each beneath those already put; cards of one name are interchangeable, so the last go without asking).
 */
function lookAtTopReveal(s: GaState, t: Task, e: Extract<Effect, { op: "lookAtTopReveal" }>): Run {
  const seat = t.entry.controller;
  const p = s.players[seat];
  if (!t.look) {
    const left = p.mainDeck.slice(0, Math.min(e.count, p.mainDeck.length));
    if (!left.length) return "next";
    t.look = { left, bottom: [], revealed: false };
    log(s, `P${seat + 1} looks at the top ${left.length} card(s) of their deck.`);
    const fits = left.filter((id) => cardFits(card(s, id).card, e.subtypes, e.cardType));
    if (fits.length) {
      const opts = byName(fits, (id) => `Reveal ${nameOf(s, id)} and put it into your hand`);
      return ask(s, t, seat, "reveal", "You may reveal a card from among them.", [
        { id: "none", label: "Reveal none" },
        ...opts,
      ]);
    }
  }
  let look = t.look;
  if (!look.revealed) {
    const pick = t.asked ? takeAnswer(t) : undefined;
    if (pick && pick !== "none" && look.left.includes(pick)) {
      log(s, `P${seat + 1} reveals ${nameOf(s, pick)} and puts it into their hand.`);
      moveCard(s, pick, "hand");
      look = { ...look, left: look.left.filter((x) => x !== pick) };
    }
    look = { ...look, revealed: true };
  } else if (t.asked) {
    const pick = takeAnswer(t);
    if (pick && look.left.includes(pick))
      look = { ...look, left: look.left.filter((x) => x !== pick), bottom: [...look.bottom, pick] };
  }
  t.look = look;
  const names = byName(look.left, (id) => nameOf(s, id));
  if (names.length > 1) {
    const opts = names.map((o) => ({ id: o.id, label: `${o.label} next to the bottom` }));
    return ask(s, t, seat, "bottomOrder", "Put the rest on the bottom of your deck: which card goes next?", opts);
  }
  const order = [...look.bottom, ...look.left];
  p.mainDeck = [...p.mainDeck.filter((id) => !order.includes(id)), ...order];
  if (order.length) log(s, `P${seat + 1} puts ${order.length} card(s) on the bottom of their deck.`);
  t.look = undefined;
  return "next";
}

/** One option per card name (cards of the same name are interchangeable for the choice). */
function byName(ids: readonly string[], label: (id: string) => string): { id: string; label: string }[] {
  const seen = new Map<string, { id: string; label: string }>();
  for (const id of ids) if (!seen.has(label(id))) seen.set(label(id), { id, label: label(id) });
  return [...seen.values()];
}

/** "Return a <element> element card from your graveyard to your hand" (Crux Sight): chosen as it resolves. */
function returnFromGraveyard(s: GaState, t: Task, element: string): Run {
  const seat = t.entry.controller;
  const grave = s.players[seat].graveyard;
  if (!t.asked) {
    const ids = grave.filter((id) => elementOf(s, id) === element);
    if (!ids.length) return "next";
    const opts = byName(ids, (id) => nameOf(s, id));
    return ask(s, t, seat, "returnCard", `Return a ${element.toLowerCase()} element card to your hand.`, opts);
  }
  const id = takeAnswer(t);
  if (id && grave.includes(id)) {
    moveCard(s, id, "hand");
    log(s, `P${seat + 1} returns ${nameOf(s, id)} from the graveyard to their hand.`);
  }
  return "next";
}

/**
 * "Choose a card from a graveyard and banish it" (Merlin, Memory Thief): every graveyard's cards are offered (public
 * zones). "then" when the banished card had `ifKeyword` in the graveyard (its owner's class bonus applies there, CR
 * Keywords: Class Bonus 3-4).
 */
function banishFromAGraveyard(s: GaState, t: Task, e: Extract<Effect, { op: "banishFromAGraveyard" }>): Run | "then" {
  const seat = t.entry.controller;
  const graves = [...s.players[0].graveyard, ...s.players[1].graveyard];
  if (!t.asked) {
    if (!graves.length) return "next";
    const opts = graves.map((id) => ({ id, label: `${nameOf(s, id)} (P${card(s, id).owner + 1}'s graveyard)` }));
    return ask(s, t, seat, "banishCard", "Choose a card from a graveyard and banish it.", opts);
  }
  const id = takeAnswer(t);
  if (!id || !graves.includes(id)) return "next";
  const had = e.ifKeyword !== undefined && hasKeyword(s, card(s, id), e.ifKeyword);
  moveCard(s, id, "banishment");
  log(s, `P${seat + 1} banishes ${nameOf(s, id)} from a graveyard.`);
  return had ? "then" : "next";
}

/**
 * Spirit Blade: Ascension: a regalia of `subtype` from the material deck (private: its options reach the
 * controller's view only) or banishment is put onto the field; it enters, so its On Enter abilities trigger.
 */
function putRegaliaOntoField(s: GaState, t: Task, subtype: string): Run {
  const seat = t.entry.controller;
  const p = s.players[seat];
  const fits = (id: string) => {
    const d = cardData(card(s, id).card);
    return hasType(d, "REGALIA") && d.subtypes.includes(subtype);
  };
  if (!t.asked) {
    const ids = [...p.materialDeck.filter(fits), ...p.banishment.filter(fits)];
    if (!ids.length) return "next";
    const from = (id: string) => (card(s, id).zone === "materialDeck" ? "material deck" : "banishment");
    const opts = byName(ids, (id) => `${nameOf(s, id)} (from ${from(id)})`);
    return ask(s, t, seat, "putOntoField", `Choose a ${subtype.toLowerCase()} regalia to put onto the field.`, opts);
  }
  const id = takeAnswer(t);
  if (!id || !(p.materialDeck.includes(id) || p.banishment.includes(id))) return "next";
  log(s, `P${seat + 1} puts ${nameOf(s, id)} onto the field.`);
  enterFieldByEffect(s, id, seat);
  return "next";
}

/**
 * Spirit Blade: Dispersion, first sentence: any number of the controller's weapons of `subtype` are chosen (none
 * is an answer), lose all their durability counters and are banished; the total is kept for `splitDamage`.
 */
function disperseWeapons(s: GaState, t: Task, subtype: string): Run {
  const seat = t.entry.controller;
  const mine = s.players[seat].field.filter((id) => {
    const d = cardData(card(s, id).card);
    return hasType(d, "WEAPON") && d.subtypes.includes(subtype);
  });
  if (!t.asked) {
    if (!mine.length) return "next";
    const opts = mine.map((id) => ({ id, label: `${nameOf(s, id)} (${card(s, id).durability} durability)` }));
    return ask(
      s,
      t,
      seat,
      "weapons",
      `Choose any number of ${subtype.toLowerCase()} weapons to banish.`,
      opts,
      0,
      opts.length,
    );
  }
  const picks = (t.answer ?? []).filter((id) => mine.includes(id));
  t.answer = undefined;
  t.asked = false;
  let removed = 0;
  for (const id of picks) {
    removed += card(s, id).durability;
    mutCard(s, id).durability = 0;
    moveCard(s, id, "banishment");
    log(s, `P${seat + 1} banishes ${nameOf(s, id)}.`);
  }
  t.split = { left: removed, to: {} };
  return "next";
}

/**
 * Spirit Blade: Dispersion, second sentence: the removed amount is split among units the controller chooses, one
 * point at a time (a unit may get several), then dealt at once, one damage instance per unit (CR Damage 2).
 * Decision: all of it is dealt; "any amount of units" is how many units share it.
 */
function splitDamage(s: GaState, t: Task): Run {
  const seat = t.entry.controller;
  const sp = t.split ?? { left: 0, to: {} };
  if (t.asked) {
    const id = takeAnswer(t);
    if (id && card(s, id).zone === "field")
      t.split = { left: sp.left - 1, to: { ...sp.to, [id]: (sp.to[id] ?? 0) + 1 } };
  }
  const cur = t.split ?? sp;
  const units = fieldObjectsOf(s).filter((id) => isUnit(card(s, id)));
  if (cur.left > 0 && units.length) {
    const opts = units.map((id) => ({ id, label: `${nameOf(s, id)}${cur.to[id] ? ` (${cur.to[id]} so far)` : ""}` }));
    return ask(s, t, seat, "splitDamage", `Deal 1 of the ${cur.left} damage left to which unit?`, opts);
  }
  t.split = undefined;
  for (const [id, n] of Object.entries(cur.to))
    if (card(s, id).zone === "field") dealDamage(s, id, n, false, t.entry.source);
  return "next";
}

/**
 * Arcanist's Prism: all memory cards to the bottom of the deck in the controller's order, asked one card at a time
 * (each beneath those already put; cards of the same name are interchangeable, so the last ones go without asking),
 * then as many cards drawn. The options name private cards: only the controller's view shows them.
 */
function memoryToBottom(s: GaState, t: Task): Run {
  const seat = t.entry.controller;
  const p = s.players[seat];
  if (t.asked) {
    const id = takeAnswer(t);
    if (id && p.memory.includes(id)) {
      moveCard(s, id, "mainDeck"); // the bottom (moveCard appends)
      t.placed = (t.placed ?? 0) + 1;
    }
  }
  const names = new Map<string, string>();
  for (const id of p.memory) if (!names.has(nameOf(s, id))) names.set(nameOf(s, id), id);
  if (names.size > 1) {
    const opts = [...names].map(([name, id]) => ({ id, label: `${name} next to the bottom` }));
    return ask(s, t, seat, "bottomOrder", "Put your memory on the bottom of your deck: which card goes next?", opts);
  }
  for (const id of [...p.memory]) {
    moveCard(s, id, "mainDeck");
    t.placed = (t.placed ?? 0) + 1;
  }
  const n = t.placed ?? 0;
  t.placed = undefined;
  if (n) log(s, `P${seat + 1} puts ${n} card(s) from memory on the bottom of their deck.`);
  draw(s, seat, n);
  return "next";
}

/** Every object on the field, both seats (seat 1's first). */
export function fieldObjectsOf(s: GaState): string[] {
  return [...s.players[0].field, ...s.players[1].field];
}

/** Power Overwhelming: the controller chooses how many enlighten counters to remove (0 to all). */
function removeEnlightenForLevel(s: GaState, t: Task): Run {
  const seat = t.entry.controller;
  const ch = champion(s, seat);
  if (!t.asked) {
    const n = ch?.enlighten ?? 0;
    if (n === 0) return "next";
    const opts = Array.from({ length: n + 1 }, (_, i) => ({ id: String(i), label: `Remove ${i}` }));
    return ask(s, t, seat, "amount", "Remove how many enlighten counters (+1 level each until end of turn)?", opts);
  }
  const x = Number(takeAnswer(t) ?? "0");
  if (ch && x > 0) {
    mutCard(s, ch.id).enlighten -= x;
    s.lasting.push({ kind: "level", seat, amount: x }); // until end of turn (CR Game Terms: LV 1)
    log(s, `P${seat + 1} removes ${x} enlighten counters: their champion gets +${x} level until end of turn.`);
  }
  return "next";
}

function materializeVerb(s: GaState, t: Task, e: Extract<Effect, { op: "materializeFromMaterialDeck" }>): Run {
  const seat = t.entry.controller;
  if (!t.asked) {
    const opts = s.players[seat].materialDeck
      .filter((id) => {
        const d = cardData(card(s, id).card);
        return hasType(d, e.type.toUpperCase()) && d.memory === e.memoryCost && !elementBanned(s, d.element);
      })
      .map((id) => ({ id, label: nameOf(s, id) }));
    if (!opts.length) return "next";
    return ask(s, t, seat, "materialize", `Materialize a ${e.type} with memory cost ${e.memoryCost}.`, opts);
  }
  const id = takeAnswer(t);
  if (id) materializeByEffect(s, seat, id);
  return "next";
}

/**
 * Runs a task's instructions from `task.next` until one waits for an answer ("wait") or all are done ("done").
 * A `may` asks yes or no (only when its "doing" part can be done), then runs "doing" and, if it was done, "then".
 */
export function runTask(s: GaState, t: Task): "wait" | "done" {
  const list = effectsOf(s, t.entry);
  let ti = 0;
  for (let i = 0; i < t.next; i++) ti += targetSelectors([list[i]!]).length;
  while (t.next < list.length) {
    const e = list[t.next]!;
    if (e.op === "may") {
      if (runMay(s, t, e) === "wait") return "wait";
    } else if (runOne(s, t, e, ti) === "wait") return "wait";
    ti += targetSelectors([e]).length;
    t.next++;
    t.did = undefined;
    t.stage = undefined;
  }
  return "done";
}

/** Instructions that record whether they were done themselves (the others are done when run). */
const SETS_DID: ReadonlySet<Effect["op"]> = new Set([
  "banishFromMaterialDeck",
  "banishSelf",
  "handToBottom",
  "sacrificeSameName",
]);

/** Whether a "you may X" could be done in full now (else it is not offered; CR Playing Cards - Resolution 6). */
function mayBePossible(s: GaState, t: Task, doing: Effect): boolean {
  if (doing.op === "banishFromMaterialDeck") return s.players[t.entry.controller].materialDeck.length > 0;
  if (doing.op === "banishSelf") return card(s, t.entry.source).zone === "field";
  if (doing.op === "handToBottom") return s.players[t.entry.controller].hand.length > 0;
  if (doing.op === "sacrificeSameName") return sameNameGroups(s, t.entry.controller, doing).length > 0;
  return true;
}

function runMay(s: GaState, t: Task, e: Extract<Effect, { op: "may" }>): Run {
  const seat = t.entry.controller;
  if (t.stage === undefined) {
    if (!t.asked) {
      if (!mayBePossible(s, t, e.doing)) return "next";
      return ask(s, t, seat, "may", e.prompt, [
        { id: "yes", label: "Yes" },
        { id: "no", label: "No" },
      ]);
    }
    if (takeAnswer(t) !== "yes") return "next";
    t.stage = "doing";
  }
  if (t.stage === "doing") {
    if (runOne(s, t, e.doing, 0) === "wait") return "wait";
    if (!SETS_DID.has(e.doing.op)) t.did = true;
    t.stage = "then";
  }
  if (t.did) for (const x of e.then) runOne(s, t, x, 0);
  return "next";
}
