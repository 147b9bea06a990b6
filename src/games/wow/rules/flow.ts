/**
 * The loop that runs the game forward until a decision is pending (docs/wow.md "Flow"): packets, pre-priority
 * checks (409.5-409.6), waiting triggers onto the chain (409.5), priority (409.4: a holder with nothing but a pass
 * passes), otherwise the next turn step (501-503) or combat step (601-603).
 */
import type { Seat } from "../../../engine/index.js";
import { advanceGame, pushLink as familyPushLink, passPriority, turnStep } from "../../wow-family/rules/core.js";
import { card, formSources, isOngoing, maxHandSize, powersOf, weaponAtk } from "./characteristics.js";
import { endControlDurations } from "./control-while.js";
import { controlAttachedAllies } from "./moving-attachments.js";
import { conclude, protectPoint, resolveProposal, startCombat, startDefending } from "./combat.js";
import { checkWave, processPacket } from "./damage.js";
import { afterPacket } from "./after-packets.js";
import { linkPower, runEffects } from "./effects.js";
import { enterAlly, enterEquipment } from "./enter-play.js";
import { type Link, type Waiting, type WowState, obj, opp } from "./state.js";
import { script } from "../cards/registry.js";
import type { Power } from "../cards/types.js";
import { triggerTargetChoices } from "./targets.js";
import { nextTurnPlayer } from "./extra-turns.js";
import { conditionHolds, trigger, watchers } from "./triggers.js";
import { askDiscard, destroy, draw, moveTo } from "./zones.js";
import { enterWithCounters } from "./counters.js";
import { isTotemCard } from "./totems.js";
import { opposingPowerKeepsExhausted, attachedCantReady, mayChooseNotToReady, readyInReadyStep } from "./ready-step.js";
import { extraPetSlots, uniqueNameViolation } from "./unique-names.js";
import { opposingCardsStayExhausted } from "./opposing-ready.js";
import { dualWieldViolation } from "./dual-wield.js";
import { startTurnOrSkip } from "./resources-and-turns.js";
import { askInspire } from "./inspire.js";
import { linkGrantedPower } from "./granted-powers.js";

/** Whether the priority holder has anything to do but pass (set by the module: legal.ts). */
export type CanAct = (s: WowState) => boolean;

/** Runs the game until a decision is pending or the game is over (the family loop, 409.4-409.6). */
export function advance(s: WowState, canAct: CanAct): void {
  advanceGame(
    s,
    { uniqueness: checkUniqueness, packet: dealPacket, checks: checkWave, addTrigger, canAct, pass, step },
    "wow",
  );
}

/** The first packet (001 407), then the instructions of its link that wait for it (rules/after-packets.ts). */
function dealPacket(s: WowState): void {
  const p = s.packets[0];
  processPacket(s);
  afterPacket(s, p);
}

/** 409.5 / CR 7.4 708: the first waiting trigger goes on the chain (targets asked when there is a choice). */
function addTrigger(s: WowState): void {
  const w = s.waiting[0]!;
  const power = waitingPower(s, w);
  if (power?.kind === "hero-form") {
    // The form keyword's trigger (CR 7.4 glossary "Bear Form"): no targets.
    s.waiting.shift();
    pushLink(s, { kind: "trigger", controller: w.controller, card: w.card, power: w.power, targets: [] }, true);
    return;
  }
  if (power?.kind !== "enters" && power?.kind !== "trigger") {
    s.waiting.shift();
    return;
  }
  const choices = power.targets.length
    ? triggerTargetChoices(s, power.targets, w.controller, w.subject, w.subjectController)
    : [[]];
  if (choices.length === 0) {
    // CR 7.4 708.3: a trigger that can't have its targets isn't added.
    s.waiting.shift();
    return;
  }
  // CR 7.4 708.3: "you may" is asked even without targets (the answer "" uses it, "none" declines).
  if (power.optional || (power.targets.length > 0 && choices.length > 1)) {
    s.ask = { kind: "trigger-targets", seat: w.controller };
    return;
  }
  s.waiting.shift();
  // 409.5: triggers go on the chain before the player about to get priority gets it.
  pushLink(
    s,
    {
      kind: "trigger",
      controller: w.controller,
      card: w.card,
      power: w.power,
      targets: choices[0]!,
      ...(w.host ? { host: w.host } : {}),
      ...(w.subject ? { subject: w.subject } : {}),
      ...(w.subjectController !== undefined ? { subjectController: w.subjectController } : {}),
      ...(w.amount !== undefined ? { amount: w.amount } : {}),
      ...(w.damageSource ? { damageSource: w.damageSource } : {}),
    },
    true,
  );
}

/**
 * The power a waiting trigger runs: the card's power in play, or for a triggered modifier (CR 7.4 715.1) the card's
 * printed power wherever the card is now (a completed quest is face down, an ability in the graveyard).
 */
export function waitingPower(s: WowState, w: Waiting): Power | undefined {
  return (w.modifier ? (script(obj(s, w.card).code)?.powers ?? []) : powersOf(s, w.card))[w.power];
}

/** "Destroy each ability that's the source of a modifier granting your hero bear or cat form" (CR 7.4 glossary). */
function breakForms(s: WowState, seat: Seat): void {
  for (const f of formSources(s, seat)) {
    s.log.push({ text: `${card(s, f.id).name} is destroyed (the form breaks).` });
    destroy(s, f.id);
  }
}

/**
 * "When you play a non-Feral ability or strike with a weapon" (CR 7.4 glossary "Bear Form"/"Cat Form"): each
 * instance of a form keyword of `seat`'s hero triggers (added as a player is about to get priority, 708.1).
 */
export function triggerFormBreak(s: WowState, seat: Seat): void {
  for (const f of formSources(s, seat)) s.waiting.push({ controller: seat, card: f.id, power: f.index });
}

/** Adds a link to the chain; its controller gets priority again (409.1; family `pushLink`). */
export const pushLink = (s: WowState, link: Link, trigger = false): void => familyPushLink(s, link, trigger);

/** What the game does when a window closes with both passed (409.4b; 501-503, 601-603). */
const AFTER = {
  ready: "draw",
  draw: "action",
  action: "end",
  end: "end-step",
  attack: "protect",
  defend: "conclude",
} as const;

/** 409.1 / 409.4: pass priority; when both passed in succession, resolve the top link or close the window. */
export function pass(s: WowState): void {
  passPriority(s, () => resolveTop(s), AFTER);
}

/** CR 7.4 709: the top link resolves. */
function resolveTop(s: WowState): void {
  const link = s.chain.pop()!;
  switch (link.kind) {
    case "card":
      resolveCard(s, link);
      return;
    case "resource":
      moveTo(s, link.card, "resource", link.controller);
      obj(s, link.card).faceDown = !link.faceUp;
      // "[This quest] enters play exhausted" (a face-down resource is blank, 410.1b).
      if (link.faceUp && powersOf(s, link.card).some((p) => p.kind === "enters-exhausted"))
        obj(s, link.card).exhausted = true;
      s.log.push({
        text: link.faceUp
          ? `P${link.controller + 1} places ${card(s, link.card).name} face up as a resource.`
          : `P${link.controller + 1} places a resource face down.`,
      });
      return;
    case "power":
    case "trigger": {
      // A "this turn" triggered modifier's effect (it has a subject) reads the card's printed power (CR 7.4 715.1).
      const p =
        linkGrantedPower(s, link) ??
        waitingPower(s, {
          controller: link.controller,
          card: link.card,
          power: link.power!,
          modifier: !!link.subject,
        });
      // CR 7.4 703.2: a double-check trigger whose condition is false now is interrupted.
      if (p?.kind === "trigger" && !conditionHolds(s, link.card, p.condition)) {
        s.log.push({ text: `${card(s, link.card).name}'s trigger is interrupted: its condition is false.` });
        return;
      }
      if (p?.kind === "hero-form") breakForms(s, link.controller);
      if (p && "effects" in p) runEffects(s, link, p.targets, p.effects);
      return;
    }
    case "reward": {
      // CR 7.4 702.2 / 707.3: the quest is face down by now; its reward exists independently of it.
      const p = linkPower(s, link);
      if (p) runEffects(s, link, p.targets, p.effects);
      return;
    }
    case "proposal":
      resolveProposal(s, link);
      return;
    case "strike": {
      const c = s.combat;
      if (!c) return;
      // 303.2a: +X ATK (the weapon's ATK now) and its damage type for the rest of the combat step.
      const w = card(s, link.card);
      const n = weaponAtk(s, link.card);
      c.strikes.push({ hero: s.players[link.controller]!.hero, atk: n, type: (w.dmgType as never) ?? null });
      s.log.push({ text: `P${link.controller + 1} strikes with ${w.name} (+${n} ATK).` });
    }
  }
}

/** A resolving card enters play (allies 302.1, equipment 303.1-305.1) or runs its text (abilities 306.1). */
function resolveCard(s: WowState, link: Link): void {
  const p = card(s, link.card);
  if (p.type === "Ally") {
    enterAlly(s, link.card, link.controller);
    return;
  }
  if (p.type === "Equipment") {
    enterEquipment(s, link.card, link.controller);
    return;
  }
  const power = linkPower(s, link);
  if (power) runEffects(s, link, power.targets, power.effects);
  if (obj(s, link.card).zone !== "chain") return;
  // CR 7.4 709.2g: an ongoing ability enters play (its controller's hero zone, 001 413.9a); others are put into
  // the graveyard. An attachment still on the chain found no host (400.2-400.3): it goes to the graveyard.
  const attaches = power?.effects.some((e) => e.op === "attach");
  // A Totem is an ongoing ability even with no power working in play (001 306.3a: Earth Elemental Totem).
  if (!attaches && (isOngoing(powersOf(s, link.card)) || isTotemCard(p))) {
    moveTo(s, link.card, "hero", link.controller);
    s.log.push({ text: `${p.name} enters play.` });
    enterWithCounters(s, link.card, link.x ?? 0);
  } else moveTo(s, link.card, "graveyard");
}

/** The type-line tag of an object with a number in parentheses ("Pet (1)"), and that number (CR 7.4 414.3b). */
function slotTags(s: WowState, id: string): string[] {
  return card(s, id).subtypes.filter((t) => /\(\d+\)$/.test(t));
}

/**
 * CR 7.4 414.1-414.3: uniqueness is checked continuously; a violation is repaired before the game goes on, the turn
 * player's first (414.2): more allies or equipment with a tag "X (N)" than N (414.3b: Pets, slots), or a
 * Two-Handed card beside an Off-Hand card (414.3c). The violating player picks the card the game destroys.
 */
function checkUniqueness(s: WowState): boolean {
  // Durations of control end first (CR 7.4 401.3b), so uniqueness is judged with the right controllers.
  endControlDurations(s);
  controlAttachedAllies(s);
  for (const seat of [s.active, opp(s.active)]) {
    const p = s.players[seat]!;
    // CR 7.4 406.2: dual wield's combinations of Melee weapons and Off-Hand equipment.
    const wield = dualWieldViolation(
      s,
      seat,
      p.equipment.filter((id) => !obj(s, id).faceDown),
    );
    if (wield?.length) {
      s.ask = { kind: "uniqueness", seat, cards: wield };
      return true;
    }
    for (const list of [p.allies, p.equipment]) {
      const up = list.filter((id) => !obj(s, id).faceDown);
      // 414.3a: unique cards with the same name.
      const named = uniqueNameViolation(s, list);
      if (named.length > 0) {
        s.ask = { kind: "uniqueness", seat, cards: named };
        return true;
      }
      for (const tag of new Set(up.flatMap((id) => slotTags(s, id)))) {
        if (wield && list === p.equipment && (tag === "Melee (1)" || tag.startsWith("Off-Hand"))) continue;
        const limit = Number(/\((\d+)\)$/.exec(tag)![1]);
        const same = up.filter((id) => card(s, id).subtypes.includes(tag));
        if (same.length > limit + extraPetSlots(s, seat, tag, same)) {
          s.ask = { kind: "uniqueness", seat, cards: same };
          return true;
        }
      }
    }
    const twoHanded = (id: string) => card(s, id).subtypes.some((t) => t.startsWith("2H"));
    const offHand = (id: string) => card(s, id).subtypes.some((t) => t.startsWith("Off-Hand"));
    if (p.equipment.some(twoHanded) && p.equipment.some(offHand)) {
      s.ask = { kind: "uniqueness", seat, cards: p.equipment.filter((id) => twoHanded(id) || offHand(id)) };
      return true;
    }
  }
  return false;
}

/** Runs the next turn or combat step (the family's `turnStep`; 501-503, 601-603; hand size 7, 413.5b). */
function step(s: WowState): void {
  turnStep(
    s,
    {
      ready: readyStep,
      draw,
      askDiscard: (s, seat, n) => askDiscard(s, seat, n, "hand-size"),
      endStarts(s) {
        // CR 7.4 500.2: "at the end of your turn" powers trigger as the end phase starts.
        trigger(s, s.active, "your-turn-end", watchers(s, s.active));
        // "At the end of each turn" (Lady Kath): both players' cards, the turn player's first (708.1a).
        for (const seat of [s.active, opp(s.active)]) trigger(s, seat, "each-turn-end", watchers(s, seat));
        // CR 7.4 715.1: "at end of turn" modifiers trigger now, once.
        for (const d of s.delayed ?? []) s.waiting.push(d);
        s.delayed = [];
      },
      cleanup(s) {
        s.dealt = [];
        s.used = [];
        // 503.2a: "this turn" triggered modifiers end (CR 7.4 715.1).
        s.turnTriggers = [];
        // 503.2a: "this turn" granted payment powers end (rules/granted-powers.ts).
        if (s.grants) s.grants = [];
        if (s.attacked) s.attacked = [];
        if (s.heroAttacks) s.heroAttacks = [];
      },
      handSize: "end-step",
      nextTurn: nextTurnPlayer,
      maxHandSize,
      combat: { "combat-start": startCombat, protect: protectPoint, defend: startDefending, conclude },
    },
    "wow",
  );
}

/** 501.1a: the turn player readies everything they control; a priority window follows (501.1b). */
function readyStep(s: WowState): void {
  // "Skip your next turn" (Lay on Hands): the other player takes this turn instead.
  startTurnOrSkip(s);
  const p = s.players[s.active]!;
  p.placed = false;
  // "It can't ready during its controller's next ready step": skipped this once.
  const frozen = s.frozen ?? [];
  // "You may choose not to ready [this]" (Helwen): asked below, after the other cards ready (one step, 501.1a).
  const optional: string[] = [];
  for (const id of [p.hero, ...p.allies, ...p.equipment, ...p.resources])
    if (
      !frozen.includes(id) &&
      !opposingPowerKeepsExhausted(s, id) &&
      !attachedCantReady(s, id) &&
      !opposingCardsStayExhausted(s, id)
    ) {
      if (obj(s, id).exhausted && mayChooseNotToReady(s, id)) optional.push(id);
      else readyInReadyStep(s, id);
    }
  if (frozen.length) s.frozen = frozen.filter((id) => obj(s, id).controller !== s.active);
  s.step = "ready";
  s.log.push({ text: `Turn ${s.turn}: P${s.active + 1}.` });
  // CR 7.4 501.1b: at the same time, the other player may inspire (answered before the start-of-turn triggers).
  askInspire(s);
  // CR 7.4 500.2: "at the start of your turn" / "of each turn" powers trigger as the turn starts (turn player's
  // first, 708.1a).
  trigger(s, s.active, "your-turn-start", watchers(s, s.active));
  // CR 7.4 715.1: "at the start of your next turn" modifiers of the turn player trigger now, once.
  if (s.delayedNextTurn?.length) {
    for (const d of s.delayedNextTurn) if (d.controller === s.active) s.waiting.push(d);
    s.delayedNextTurn = s.delayedNextTurn.filter((d) => d.controller !== s.active);
  }
  trigger(s, s.active, "each-turn-start", watchers(s, s.active));
  trigger(s, opp(s.active), "each-turn-start", watchers(s, opp(s.active)));
  trigger(s, opp(s.active), "opponents-turn-start", watchers(s, opp(s.active)));
  // "At the start of your turn, if [this] is in your graveyard, …" (Wisp): the turn player's graveyard watches too.
  trigger(s, s.active, "your-turn-start-in-graveyard", [...s.players[s.active]!.graveyard]);
  s.window = { kind: "ready", priority: s.active, passes: 0 };
  if (optional.length) s.ask = { kind: "stay-exhausted", seat: s.active, cards: optional };
}
