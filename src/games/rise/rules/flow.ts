/**
 * The loop that runs the game forward until a decision is pending (docs/rise.md "Flow"): uniqueness (409.1,
 * continuous), packets (408), pre-priority checks in batches (412.6), waiting triggers onto the chain (708.1, APNAP
 * 708.1a), priority (412.4: a holder with nothing but a pass passes), otherwise the next turn step (501-503) or
 * combat step (CR 7.4 601-603 read for Rise; 002 603).
 */
import type { Seat } from "../../../engine/index.js";
import { advanceGame, pushLink as familyPushLink, passPriority, turnStep } from "../../wow-family/rules/core.js";
import { abilitiesOf, atk, card, isUnit, nameOf } from "./characteristics.js";
import { conclude, guardPoint, resolveDeclaration, startCombat, startDefending } from "./combat.js";
import { checkBatch, processPacket, uniquenessConflict } from "./damage.js";
import type { Ability } from "../cards/schema.js";
import { entered, liveTarget, returnControl, runEffects } from "./effects.js";
import { playAbility } from "./play.js";
import { type Link, type RiseState, type Waiting, obj } from "./state.js";
import { targetChoices } from "./targets.js";
import { resolveBoard, turnStartVehicles } from "./vehicles.js";
import { askDiscard, draw, hostOf, moveTo } from "./zones.js";

/** Whether the priority holder has anything to do but pass (set by the module: legal.ts). */
export type CanAct = (s: RiseState) => boolean;

/** Runs the game until a decision is pending or the game is over (the family loop, 412.4-412.6, 708.1). */
export function advance(s: RiseState, canAct: CanAct): void {
  advanceGame(
    s,
    {
      uniqueness(s) {
        const conflict = uniquenessConflict(s);
        if (conflict) s.ask = { kind: "uniqueness", ...conflict };
        return !!conflict;
      },
      packet: processPacket,
      checks: (s) => checkBatch(s, (id) => atk(s, id)),
      // 803.3: a mandatory loop ends before the next trigger once it ran LOOP_LIMIT times.
      addTrigger: (s) => (s.loops >= LOOP_LIMIT ? endLoop(s) : addTrigger(s)),
      canAct,
      pass,
      step,
    },
    "rise",
  );
}

/**
 * 803.3: a mandatory loop (two Captain Wilsons answering each other) is repeated a number of times and ends before
 * the next trigger. The engine chooses the number for the controller: {@link LOOP_LIMIT} triggered links resolved
 * in a row with nobody doing anything but pass (docs/rules-decisions.md "Rise TCG").
 */
export const LOOP_LIMIT = 20;

function endLoop(s: RiseState): void {
  s.waiting = [];
  s.loops = 0;
  s.log.push({ text: `A mandatory loop ends after ${LOOP_LIMIT} repetitions (803.3).` });
}

/** 708.1a: the turn player's waiting triggers go on first, so the other player's are added on top. */
export function nextWaiting(s: RiseState): Waiting | undefined {
  return s.waiting.find((w) => w.controller === s.active) ?? s.waiting[0];
}

/** The targets of a waiting trigger that are legal now. */
export function waitingChoices(s: RiseState, w: Waiting): string[][] {
  if (w.vortex) return [[]];
  const a = card(s, w.card).abilities[w.ability];
  if (!a || !("targets" in a)) return [];
  if (!a.targets.length) return [[]];
  // "another target unit" (冽风): not the unit its triggering damage went to.
  return targetChoices(s, a.targets, w.controller).filter((t) =>
    t.every((id, i) => !(a.targets[i]?.notDamaged && id === w.damaged)),
  );
}

/**
 * 708.1a: indexes (in `s.waiting`) of the waiting triggers of `seat` that its controller may put on the chain next,
 * one per different ability (identical abilities of one card name need no order).
 */
export function orderChoices(s: RiseState, seat: Seat): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  s.waiting.forEach((w, i) => {
    const key = `${obj(s, w.card).code}#${w.ability}${w.vortex ? "#vortex" : ""}`;
    if (w.controller !== seat || seen.has(key)) return;
    seen.add(key);
    out.push(i);
  });
  return out;
}

/** 708.1: the next waiting trigger goes on the chain (its targets asked when there is a choice; 708.2). */
function addTrigger(s: RiseState): void {
  const w = nextWaiting(s)!;
  if (!w.ordered && orderChoices(s, w.controller).length > 1) {
    // 708.1a: a player with several different waiting triggers chooses the order they go on the chain.
    s.ask = { kind: "trigger-order", seat: w.controller };
    return;
  }
  const choices = waitingChoices(s, w);
  if (choices.length === 0) {
    // 708.2: a triggered effect without legal targets is removed.
    s.waiting.splice(s.waiting.indexOf(w), 1);
    s.log.push({ text: `${nameOf(s, w.card)}'s triggered ability has no legal target and is removed.` });
    return;
  }
  if (choices.length > 1) {
    s.ask = { kind: "trigger-targets", seat: w.controller };
    return;
  }
  s.waiting.splice(s.waiting.indexOf(w), 1);
  pushTrigger(s, w, choices[0]!);
}

/** Puts a waiting trigger on the chain with its targets (705.4: its controller is the source's controller). */
export function pushTrigger(s: RiseState, w: Waiting, targets: string[]): void {
  pushLink(
    s,
    {
      kind: "trigger",
      controller: w.controller,
      card: w.card,
      cardInc: w.cardInc,
      ability: w.ability,
      targets,
      incs: targets.map((t) => (t.startsWith("o") ? obj(s, t).inc : 0)),
      ...(w.lkiAtk !== undefined ? { lkiAtk: w.lkiAtk } : {}),
      ...(w.attacker ? { attacker: w.attacker } : {}),
      ...(w.vortex ? { vortex: w.vortex } : {}),
      ...(w.damaged ? { damaged: w.damaged } : {}),
      ...(w.host ? { host: w.host } : {}),
    },
    true,
  );
}

/** Adds a link to the chain; its adder gets priority again (707.1f), a trigger doesn't change priority (708.1b). */
export const pushLink = (s: RiseState, link: Link, trigger = false): void => familyPushLink(s, link, trigger);

/** What the game does when a window closes with both passed (501-503; CR 7.4 602.2-602.3). */
const AFTER = {
  ready: "draw",
  draw: "action",
  action: "end",
  end: "tally",
  attack: "guard",
  defend: "conclude",
} as const;

/** 412.4: pass priority; when both passed in succession, resolve the top link (709, 709.2h) or close the window. */
export function pass(s: RiseState): void {
  passPriority(s, () => resolveTop(s), AFTER);
}

/** 709: the top link resolves. */
function resolveTop(s: RiseState): void {
  const link = s.chain[s.chain.length - 1]!;
  if (link.kind === "trigger" && !link.vortex) {
    const a = card(s, link.card).abilities[link.ability!];
    const same = obj(s, link.card).inc === link.cardInc;
    // 405.9b: once the destroyed card left the zone it went to, its trigger can't affect it: nothing to pay for.
    if (a?.kind === "destroyed" && a.pay !== undefined && a.pay > 0 && same) {
      // 708.3: the optional payment is decided on resolution; the link stays on top until answered.
      s.ask = { kind: "may-pay", seat: link.controller, amount: a.pay };
      return;
    }
  }
  // 709.2b: asked for a copy too (402.1: it has the copied text).
  if ((link.kind === "card" || link.kind === "copy") && link.prevented === undefined && askDiscardPrevent(s, link))
    return;
  s.chain.pop();
  if (link.kind === "trigger") s.loops++;
  resolveLink(s, link);
}

/**
 * 709.2b: a played ability whose damage lets its target's controller discard to prevent (措手不及) asks that player
 * as it resolves, the link staying on top until answered; nothing to ask when the target is gone or the hand empty.
 */
function askDiscardPrevent(s: RiseState, link: Link): boolean {
  const e = playAbility(s, link.card)?.effects.find((x) => x.op === "damage" && x.discardPrevents !== undefined);
  if (e?.op !== "damage" || e.discardPrevents === undefined || typeof e.to !== "object" || !("target" in e.to))
    return false;
  const to = link.targets[e.to.target];
  if (!to?.startsWith("o") || obj(s, to).inc !== link.incs[e.to.target] || !isUnit(s, to)) return false;
  const seat = obj(s, to).controller;
  const amount = typeof e.amount === "number" ? e.amount : 0;
  const max = Math.min(s.players[seat]!.hand.length, Math.ceil(amount / e.discardPrevents));
  if (max < 1) return false;
  s.ask = { kind: "discard-prevent", seat, max, per: e.discardPrevents };
  return true;
}

/** Carries out a link that left the chain. */
export function resolveLink(s: RiseState, link: Link): void {
  switch (link.kind) {
    case "card":
      resolveCard(s, link);
      return;
    case "resource":
      moveTo(s, link.card, "resource", link.controller);
      obj(s, link.card).faceDown = !link.faceUp;
      s.log.push({
        text: link.faceUp
          ? `P${link.controller + 1} places ${nameOf(s, link.card)} face up as a resource.`
          : `P${link.controller + 1} places a resource face down.`,
      });
      return;
    case "trigger":
    case "payment":
    case "reward": {
      if (link.vortex) {
        vortexIfStillThere(s, link.vortex);
        return;
      }
      // Payment abilities may be granted ones (706.1c), numbered after the printed ones.
      const a = (link.kind === "payment" ? abilitiesOf(s, link.card) : card(s, link.card).abilities)[link.ability!];
      if (a && "effects" in a) runEffects(s, link, a.targets, a.effects);
      return;
    }
    case "declare":
      resolveDeclaration(s, link);
      return;
    case "board":
      resolveBoard(s, link);
      return;
    case "copy": {
      // 402.1: the copy runs the copied text for its controller; nothing moves (it is no card).
      const a = playAbility(s, link.card);
      if (a) runEffects(s, link, a.targets, a.effects);
      return;
    }
    case "fire": {
      const c = s.combat;
      if (!c) return;
      // 305.2a: +X ATK (the weapon's ATK now) and its damage type for the rest of the combat step; 305.2b.
      const w = card(s, link.card);
      const firer = s.players[link.controller]!.commander;
      c.fires.push({ firer, atk: w.atk ?? 0, type: w.damageType ?? null, unpreventable: !!w.fireUnpreventable });
      s.log.push({ text: `P${link.controller + 1} fires ${w.name} (+${w.atk ?? 0} ATK).` });
    }
  }
}

/**
 * 703.2 (窥視者奥萨罗): the reflexive trigger puts the destroyed unit into the Galactic Vortex, provided it is still
 * the card that went to the salvage base (405.9b; RISE-EX-27: else the game interrupts it).
 */
function vortexIfStillThere(s: RiseState, v: { obj: string; inc: number }): void {
  const o = obj(s, v.obj);
  if (o.zone !== "salvage" || o.inc !== v.inc) {
    s.log.push({
      text: `${nameOf(s, v.obj)} is no longer in the salvage base: the effect is interrupted by the game.`,
    });
    return;
  }
  moveTo(s, v.obj, "vortex");
  s.log.push({ text: `${nameOf(s, v.obj)} is put into the Galactic Vortex.` });
}

/** 709.2g: a resolving card enters play (710) or, a non-ongoing ability, runs its text and goes to the salvage base. */
function resolveCard(s: RiseState, link: Link): void {
  const c = card(s, link.card);
  if (c.type === "reinforcement" || c.type === "squad" || c.type === "vehicle") {
    moveTo(s, link.card, "troop", link.controller);
    s.log.push({ text: `${c.name} enters play.` });
    entered(s, link.card);
    return;
  }
  const attach = c.abilities.find((a) => a.kind === "attach");
  if (attach?.kind === "attach") {
    attachCard(s, link, attach);
    return;
  }
  if (c.type !== "ability" || c.ongoing) {
    moveTo(s, link.card, "commander", link.controller);
    s.log.push({ text: `${c.name} enters play.` });
    entered(s, link.card);
    return;
  }
  const a = playAbility(s, link.card);
  if (a) runEffects(s, link, a.targets, a.effects);
  if (obj(s, link.card).zone === "chain") moveTo(s, link.card, "salvage");
}

/**
 * 403.1-403.3: an attachment resolving enters play attached to its chosen host, then runs its instructions (侵蚀's
 * discard); with no legal host it goes to the salvage base instead (403.3). It sits in its controller's commander
 * row (405.8a lists no row for attachments: docs/rise.md "Attachments").
 */
function attachCard(s: RiseState, link: Link, a: Extract<Ability, { kind: "attach" }>): void {
  if (!liveTarget(s, link, a.targets, 0)) {
    moveTo(s, link.card, "salvage");
    s.log.push({ text: `${nameOf(s, link.card)} has no legal host: it goes to the salvage base.` });
    return;
  }
  const host = link.targets[0]!;
  moveTo(s, link.card, "commander", link.controller);
  const o = obj(s, link.card);
  o.attachedTo = host;
  o.attachedInc = obj(s, host).inc;
  s.log.push({ text: `${nameOf(s, link.card)} is attached to ${nameOf(s, host)}.` });
  entered(s, link.card);
  runEffects(s, { ...link, cardInc: o.inc }, a.targets, a.effects);
}

/** 500.2: "at the start of your turn" / "at the end of your (each) turn" triggers of the cards in play. */
function turnTriggers(s: RiseState, kind: "turn-starts" | "turn-ends"): void {
  for (const seat of [s.active, 1 - s.active] as Seat[]) {
    const p = s.players[seat]!;
    for (const id of [p.commander, ...p.troops, ...p.gear])
      abilitiesOf(s, id).forEach((a, i) => {
        if (a.kind !== kind || (seat !== s.active && !(a.kind === "turn-ends" && a.each))) return;
        s.waiting.push({ controller: seat, card: id, cardInc: obj(s, id).inc, ability: i, ...hostOf(s, id) });
      });
  }
}

/** Runs the next turn or combat step (the family's `turnStep`; 501-503, CR 7.4 601-602, 603; hand size 7, 405.4). */
function step(s: RiseState): void {
  turnStep(
    s,
    {
      ready: readyStep,
      draw,
      askDiscard: (s, seat, n) => askDiscard(s, seat, n, "hand-size"),
      handSize: "tally",
      // 500.2: "at end of turn" triggers fire at the start of the end phase.
      endStarts: (s) => turnTriggers(s, "turn-ends"),
      // 400.3b: "until end of turn" control changes end with the turn's other effects (503.2a.2).
      cleanup: returnControl,
      combat: { "combat-start": startCombat, guard: guardPoint, defend: startDefending, conclude },
    },
    "rise",
  );
}

/** 501.1a: the turn player readies their exhausted cards (not those told not to ready); a window follows. */
function readyStep(s: RiseState): void {
  const p = s.players[s.active]!;
  p.placed = false;
  turnStartVehicles(s, s.active); // 303.2c, 303.5
  for (const id of [p.commander, ...p.troops, ...p.gear, ...p.resources]) {
    const o = obj(s, id);
    if (o.skipReady) o.skipReady = false;
    else o.exhausted = false;
  }
  s.step = "ready";
  s.log.push({ text: `Turn ${s.turn}: P${s.active + 1}.` });
  // 501.1a: "at the start of your turn" effects are created as the cards ready; they go on the chain in the window.
  turnTriggers(s, "turn-starts");
  s.window = { kind: "ready", priority: s.active, passes: 0 };
}
