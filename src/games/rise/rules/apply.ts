/**
 * Applying an action (docs/engine.md): plan (pure, may refuse with a typed rejection citing the rule), then
 * execute on an explicit copy, then run the game forward to the next decision and bump the version.
 */
import type { ApplyResult, Rejection, Seat } from "../../../engine/index.js";
import { answerOpening, askOf as familyAskOf, concede, reduce } from "../../wow-family/rules/core.js";
import type { RiseAction } from "./actions.js";
import { card, nameOf, readyResources } from "./characteristics.js";
import { answerGuard, guards } from "./combat.js";
import { copyState } from "./copy.js";
import { answerArmor, destroyUnit, readyArmor } from "./damage.js";
import { shuffleDeck } from "./effects.js";
import { advance, nextWaiting, orderChoices, pass, pushLink, pushTrigger, resolveLink } from "./flow.js";
import { canAct, triggerOptions } from "./legal.js";
import {
  checkPriority,
  no,
  planBoardFor,
  planComplete,
  planDeclare,
  planFire,
  planPayment,
  planPlay,
  planResource,
} from "./play.js";
import { resetHand } from "./setup.js";
import { type RiseState, obj } from "./state.js";
import { hostOf, moveTo } from "./zones.js";

/** 414.2: exhausts `n` ready resources of `seat` (`first` first: a command paying for itself, 702.1). */
function payResources(s: RiseState, seat: Seat, n: number, first?: string): void {
  const ready = readyResources(s, seat);
  const order = first && ready.includes(first) ? [first, ...ready.filter((r) => r !== first)] : ready;
  for (const r of order.slice(0, n)) obj(s, r).exhausted = true;
}

const incsOf = (s: RiseState, targets: readonly string[]): number[] =>
  targets.map((t) => (t.startsWith("o") ? obj(s, t).inc : 0));

/** Checks an answer to an ask belongs to `seat` and is of the right kind (family `askOf`). */
const askOf = (s: RiseState, seat: Seat, kind: NonNullable<RiseState["ask"]>["kind"]): Rejection | null =>
  familyAskOf(s, seat, kind);

const label = (s: RiseState, ids: readonly string[]) => ids.map((t) => nameOf(s, t)).join(", ");

/**
 * A waiting "next ability" effect (红色引擎, 715) is used up by the next ability card played: its +N for a Buff or
 * Debuff ability (202 tags), else 0.
 */
function takeNextAbility(s: RiseState, seat: Seat, id: string): number {
  const p = s.players[seat]!;
  const c = card(s, id);
  if (c.type !== "ability" || p.nextAbility === undefined) return 0;
  const boost = c.tags.some((t) => t === "Buff" || t === "Debuff") ? p.nextAbility : 0;
  delete p.nextAbility;
  return boost;
}

/** 406: pays the cost and puts the card on the chain with its targets (707.1). */
function execPlay(s: RiseState, seat: Seat, a: Extract<RiseAction, { type: "play" }>): Rejection | null {
  const targets = a.targets ?? [];
  const r = planPlay(s, seat, a.card, targets);
  if ("code" in r) return r;
  payResources(s, seat, r.cost);
  moveTo(s, a.card, "chain");
  const boost = takeNextAbility(s, seat, a.card);
  delete s.players[seat]!.nextCard; // 集团合围: used up by the next card played
  pushLink(s, {
    kind: "card",
    controller: seat,
    card: a.card,
    cardInc: obj(s, a.card).inc,
    targets,
    incs: incsOf(s, targets),
    ...(boost ? { boost } : {}),
  });
  s.log.push({
    text: `P${seat + 1} plays ${nameOf(s, a.card)}${targets.length ? ` targeting ${label(s, targets)}` : ""}.`,
  });
  return null;
}

/** 701: pays the costs (exhausting the card for [Activate], 701.3) and adds the ability to the chain. */
function execPayment(s: RiseState, seat: Seat, a: Extract<RiseAction, { type: "payment" }>): Rejection | null {
  const targets = a.targets ?? [];
  const r = planPayment(s, seat, a.card, a.ability, targets);
  if ("code" in r) return r;
  if (r.ability.cost.exhaustSelf) obj(s, a.card).exhausted = true;
  const host = r.ability.cost.exhaustAttached ? hostOf(s, a.card).host : undefined;
  if (host) obj(s, host.obj).exhausted = true; // 质能变异: the cost exhausts the host (401)
  payResources(s, seat, r.ability.cost.resources);
  if (r.ability.oncePerTurn) s.turnMods.push({ obj: a.card, inc: obj(s, a.card).inc, mod: "used", ability: a.ability });
  pushLink(s, {
    kind: "payment",
    controller: seat,
    card: a.card,
    cardInc: obj(s, a.card).inc,
    ability: a.ability,
    targets,
    incs: incsOf(s, targets),
  });
  s.log.push({
    text: `P${seat + 1} uses ${nameOf(s, a.card)}'s ability${targets.length ? ` targeting ${label(s, targets)}` : ""}.`,
  });
  return null;
}

/** 702.1-702.2: pays (the command may exhaust itself), turns it face down, adds the reward to the chain. */
function execComplete(s: RiseState, seat: Seat, a: Extract<RiseAction, { type: "complete" }>): Rejection | null {
  const targets = a.targets ?? [];
  const r = planComplete(s, seat, a.card, a.ability, targets);
  if ("code" in r) return r;
  // 702.1-702.2: pay (the command may exhaust itself), then it turns face down and stays a resource.
  payResources(s, seat, r.ability.cost, a.card);
  const name = nameOf(s, a.card);
  obj(s, a.card).faceDown = true;
  pushLink(s, {
    kind: "reward",
    controller: seat,
    card: a.card,
    cardInc: obj(s, a.card).inc,
    ability: a.ability,
    targets,
    incs: incsOf(s, targets),
  });
  s.log.push({ text: `P${seat + 1} completes ${name}.` });
  return null;
}

/** CR 7.4 601.1 read for Rise: the declaration is a link on the chain. */
function execDeclare(s: RiseState, seat: Seat, a: Extract<RiseAction, { type: "declare" }>): Rejection | null {
  const r = planDeclare(s, seat, a.attacker, a.defender);
  if (r) return r;
  pushLink(s, {
    kind: "declare",
    controller: seat,
    card: a.attacker,
    cardInc: obj(s, a.attacker).inc,
    targets: [a.defender],
    incs: [obj(s, a.attacker).inc, obj(s, a.defender).inc],
    attacker: a.attacker,
    defender: a.defender,
  });
  s.log.push({ text: `P${seat + 1} declares ${nameOf(s, a.attacker)} attacking ${nameOf(s, a.defender)}.` });
  return null;
}

/** 305.2: exhausts the weapon, pays the fire cost, adds the fire link. */
function execFire(s: RiseState, seat: Seat, a: Extract<RiseAction, { type: "fire" }>): Rejection | null {
  const r = planFire(s, seat, a.weapon);
  if ("code" in r) return r;
  // 305.2: exhaust the weapon and resources equal to the fire cost.
  obj(s, a.weapon).exhausted = true;
  payResources(s, seat, r.cost);
  s.combat!.fired.push(a.weapon);
  pushLink(s, {
    kind: "fire",
    controller: seat,
    card: a.weapon,
    cardInc: obj(s, a.weapon).inc,
    targets: [],
    incs: [],
  });
  return null;
}

/** Executes an action on the copy `s`; a rejection leaves the caller's state untouched. */
function execute(s: RiseState, seat: Seat, a: RiseAction): Rejection | null {
  switch (a.type) {
    case "concede":
      return concede(s, seat);
    case "pass": {
      const r = checkPriority(s, seat);
      if (r) return r;
      pass(s);
      return null;
    }
    case "reset":
      return answerReset(s, seat, a.keep);
    case "resource": {
      const r = planResource(s, seat, a.card, !!a.faceUp);
      if (r) return r;
      // 414.1a: placing adds the card to the chain (face down unless a command placed face up, 414.1b).
      moveTo(s, a.card, "chain");
      obj(s, a.card).faceDown = !a.faceUp;
      s.players[seat]!.placed = true;
      pushLink(s, {
        kind: "resource",
        controller: seat,
        card: a.card,
        cardInc: obj(s, a.card).inc,
        targets: [],
        incs: [],
        faceUp: !!a.faceUp,
      });
      return null;
    }
    case "play":
      return execPlay(s, seat, a);
    case "payment":
      return execPayment(s, seat, a);
    case "complete":
      return execComplete(s, seat, a);
    case "declare":
      return execDeclare(s, seat, a);
    case "fire":
      return execFire(s, seat, a);
    case "board":
      return execBoard(s, seat, a);
    default:
      return answer(s, seat, a);
  }
}

/** 303.2a: declaring boarding: the character exhausts (our reading of 303.2c) and the declaration goes on the chain. */
function execBoard(s: RiseState, seat: Seat, a: Extract<RiseAction, { type: "board" }>): Rejection | null {
  const r = planBoardFor(s, seat, a.card, a.vehicle);
  if ("code" in r) return r;
  obj(s, a.card).exhausted = true;
  pushLink(s, {
    kind: "board",
    controller: seat,
    card: a.card,
    cardInc: obj(s, a.card).inc,
    targets: [a.vehicle],
    incs: [obj(s, a.vehicle).inc],
  });
  s.log.push({ text: `P${seat + 1} declares ${nameOf(s, a.card)} boarding ${nameOf(s, a.vehicle)}.` });
  return null;
}

/** 101.2: a hand reset answer (family `answerOpening`). */
const answerReset = (s: RiseState, seat: Seat, keep: boolean): Rejection | null =>
  answerOpening(s, seat, keep, "reset", s.resets, () => resetHand(s, seat));

/** Answers to asks: guard, armor, discard, uniqueness, trigger targets, optional payments, looking at the top. */
function answer(s: RiseState, seat: Seat, a: RiseAction): Rejection | null {
  switch (a.type) {
    case "guard": {
      const r = askOf(s, seat, "guard");
      if (r) return r;
      if (a.guard && !guards(s).includes(a.guard)) return no("guard/illegal", "That unit can't guard.", "CR 7.4 602.2");
      s.ask = null;
      answerGuard(s, a.guard);
      return null;
    }
    case "armor": {
      const r = askOf(s, seat, "armor");
      if (r) return r;
      if (a.armor && !readyArmor(s, seat).includes(a.armor))
        return no("armor/illegal", "That armor can't prevent damage now.", "717.2c");
      s.ask = null;
      answerArmor(s, a.armor);
      return null;
    }
    case "discard":
      return s.ask?.kind === "discard-prevent"
        ? answerDiscardPrevent(s, seat, a.cards)
        : answerDiscard(s, seat, a.cards);
    case "conflict": {
      const r = askOf(s, seat, "uniqueness");
      if (r) return r;
      const ask = s.ask as Extract<RiseState["ask"], { kind: "uniqueness" }>;
      if (!ask.cards.includes(a.card))
        return no("uniqueness/not-conflicting", "Choose one of the conflicting cards.", "409.2");
      s.ask = null;
      // 409.2: destroyed by the game (103.3).
      s.log.push({ text: `${nameOf(s, a.card)} is destroyed by the game (uniqueness).` });
      destroyUnit(s, a.card, 0);
      return null;
    }
    case "order": {
      const r = askOf(s, seat, "trigger-order");
      if (r) return r;
      if (!orderChoices(s, seat).includes(a.first))
        return no("trigger/order", "Choose one of your waiting triggered abilities.", "708.1a");
      s.ask = null;
      // 708.1a: the chosen trigger goes on the chain next.
      const [w] = s.waiting.splice(a.first, 1);
      s.waiting.unshift({ ...w!, ordered: true });
      return null;
    }
    case "trigger": {
      const r = askOf(s, seat, "trigger-targets");
      if (r) return r;
      const key = a.targets ? a.targets.join(",") : "none";
      if (!triggerOptions(s).includes(key)) return no("trigger/target", "Those are not legal targets.", "706.1");
      s.ask = null;
      const w = nextWaiting(s)!;
      s.waiting.splice(s.waiting.indexOf(w), 1);
      if (a.targets) pushTrigger(s, w, a.targets);
      return null;
    }
    case "pay": {
      const r = askOf(s, seat, "may-pay");
      if (r) return r;
      const ask = s.ask as Extract<RiseState["ask"], { kind: "may-pay" }>;
      if (a.pay && readyResources(s, seat).length < ask.amount)
        return no("cost/cannot-pay", `You need ${ask.amount} ready resource(s).`, "712.7");
      s.ask = null;
      const link = s.chain.pop()!;
      if (a.pay) {
        payResources(s, seat, ask.amount);
        resolveLink(s, link);
      } else s.log.push({ text: `P${seat + 1} doesn't pay: ${nameOf(s, link.card)}'s ability does nothing.` });
      return null;
    }
    case "top": {
      const r = askOf(s, seat, "look-top");
      if (r) return r;
      const ask = s.ask as Extract<RiseState["ask"], { kind: "look-top" }>;
      if (!ask.cards.includes(a.card))
        return no("look/not-seen", "Choose one of the cards you looked at.", "隐秘的交易");
      s.ask = null;
      // 隐秘的交易: one on top, the rest on the bottom.
      const deck = s.players[seat]!.deck;
      const rest = ask.cards.filter((c) => c !== a.card);
      s.players[seat]!.deck = [a.card, ...deck.filter((c) => !ask.cards.includes(c)), ...rest];
      s.log.push({ text: `P${seat + 1} puts one card on top and ${rest.length} on the bottom of their deck.` });
      return null;
    }
    case "search": {
      const r = askOf(s, seat, "search");
      if (r) return r;
      const ask = s.ask as Extract<RiseState["ask"], { kind: "search" }>;
      if (a.card === null ? !ask.mayFail : !ask.cards.includes(a.card))
        return no("search/not-found", "Choose one of the cards the search may find.", "411.3");
      s.ask = null;
      // 411.1-411.2: the card found is revealed and put into the hand; the owner shuffles.
      if (a.card) {
        moveTo(s, a.card, "hand");
        s.log.push({ text: `P${seat + 1} finds ${nameOf(s, a.card)} and puts it into their hand.` });
      } else s.log.push({ text: `P${seat + 1} finds nothing.` });
      shuffleDeck(s, seat);
      return null;
    }
    default:
      return no("action/unknown", "Unknown action.");
  }
}

/** 709.2b: discards up to the asked number, each preventing its share of the resolving link's damage; then it resolves. */
function answerDiscardPrevent(s: RiseState, seat: Seat, cards: readonly string[]): Rejection | null {
  const r = askOf(s, seat, "discard-prevent");
  if (r) return r;
  const ask = s.ask as Extract<RiseState["ask"], { kind: "discard-prevent" }>;
  const hand = s.players[seat]!.hand;
  if (cards.length > ask.max || new Set(cards).size !== cards.length || cards.some((c) => !hand.includes(c)))
    return no("discard/count", `Discard at most ${ask.max} card(s) from your hand.`, "709.2b");
  s.ask = null;
  for (const c of cards) moveTo(s, c, "salvage");
  s.log.push({
    text: cards.length
      ? `P${seat + 1} discards ${cards.map((c) => card(s, c).name).join(", ")} to prevent ${cards.length * ask.per} damage.`
      : `P${seat + 1} discards nothing.`,
  });
  const link = s.chain.pop()!;
  resolveLink(s, { ...link, prevented: cards.length * ask.per });
  return null;
}

function answerDiscard(s: RiseState, seat: Seat, cards: readonly string[]): Rejection | null {
  const r = askOf(s, seat, "discard");
  if (r) return r;
  const ask = s.ask as Extract<RiseState["ask"], { kind: "discard" }>;
  const hand = s.players[seat]!.hand;
  if (cards.length !== ask.count || new Set(cards).size !== cards.length || cards.some((c) => !hand.includes(c)))
    return no(
      "discard/count",
      `Discard exactly ${ask.count} card(s) from your hand.`,
      ask.reason === "hand-size" ? "503.2a" : "405.9d",
    );
  s.ask = null;
  s.log.push({ text: `P${seat + 1} discards ${cards.map((c) => card(s, c).name).join(", ")}.` });
  for (const c of cards) moveTo(s, c, "salvage");
  return null;
}

/** The reducer: a new state and no events, or a rejection (state unchanged; family `reduce`). */
export function apply(state: RiseState, seat: Seat, a: RiseAction): ApplyResult<RiseState, never> {
  return reduce(state, seat, a, {
    copy: copyState,
    execute(s, seat, a) {
      // 803.3: any action other than a pass breaks a run of triggered links.
      if (a.type !== "pass") s.loops = 0;
      return execute(s, seat, a);
    },
    advance: (s) => advance(s, canAct),
  });
}
