/**
 * Applying an action (docs/engine.md): plan (pure, may refuse with a typed rejection citing the rule), then
 * execute on an explicit copy, then run the game forward to the next decision and bump the version.
 */
import { onStrike } from "./weapons.js";
import type { ApplyResult, Rejection, Seat } from "../../../engine/index.js";
import { answerOpening, askOf as familyAskOf, concede, reduce } from "../../wow-family/rules/core.js";
import type { WowAction } from "./actions.js";
import { atk, card, nameOf } from "./characteristics.js";
import { answerProtect, protectors } from "./combat.js";
import { copyState } from "./copy.js";
import { answerArmor, readyArmor } from "./damage.js";
import {
  type ResolvingPickAsk,
  linkPower,
  resumeEffects,
  runEffects,
  resumeEither,
  resumeGraveyardToHand,
  resumePickCards,
  resumeShuffle,
} from "./effects.js";
import { checkName, named } from "./naming.js";
import { checkPickCards } from "./pick-cards.js";
import { type InspireAsk, answerInspire, checkInspire } from "./inspire.js";
import { advance, pass, pushLink, triggerFormBreak } from "./flow.js";
import { mustAttackNow } from "./must-attack.js";
import { trigger, triggerYouPlay, watchers } from "./triggers.js";
import { nextAbilityPlayed } from "./next-ability.js";
import { recordAbilityPlayed } from "./abilities-played.js";
import { canAct, triggerOptions } from "./legal.js";
import {
  attackTax,
  checkPriority,
  discountApplies,
  freeCost,
  no,
  planAttack,
  planComplete,
  planPlay,
  planPower,
  planResource,
  planStrike,
  playPower,
  strikeDiscount,
} from "./play.js";
import { questCompleted } from "./quest-events.js";
import { exhaustResources } from "./pay.js";
import { payAlternateCost, usesAlternateCost } from "./alternate-costs.js";
import { countersOn } from "./counters.js";
import { questDiscount, useQuestDiscount } from "./quest-discount.js";
import { payWithCard } from "./quest-costs.js";
import { mulligan } from "./setup.js";
import { type WowState, obj } from "./state.js";
import { destroy, moveTo, removeFromGame } from "./zones.js";
import { payFinishingMove } from "./finishing-moves.js";
import { exhaustCard } from "./becomes-exhausted.js";
import { placeDamage, putDamage } from "./placed-damage.js";
import { hearth } from "./hearthing.js";
import { answerStayExhausted } from "./ready-step.js";
import { answerSecretNumber, answerTieOutcome } from "./secret-choices.js";
import { answerCollectionPick } from "./collection.js";
import { grantAt, powerUseKey } from "./granted-powers.js";

/** 402.4a: exhausts `n` ready resources of `seat` (rules/pay.ts). */
const payResources = exhaustResources;

/** Checks an answer to an ask belongs to `seat` and is of the right kind (family `askOf`). */
const askOf = (s: WowState, seat: Seat, kind: NonNullable<WowState["ask"]>["kind"]): Rejection | null =>
  familyAskOf(s, seat, kind);

/** Executes an action on the copy `s`; a rejection leaves the caller's state untouched. */
function execute(s: WowState, seat: Seat, a: WowAction): Rejection | null {
  switch (a.type) {
    case "concede":
      return concede(s, seat);
    case "pass": {
      const r = checkPriority(s, seat);
      if (r) return r;
      if (mustAttackNow(s, seat))
        return no(
          "pass/must-attack",
          "A character of yours must attack this turn and can: propose that combat.",
          "CR 7.4 600.2",
        );
      pass(s);
      return null;
    }
    case "mulligan":
      return answerMulligan(s, seat, a.keep);
    case "resource": {
      const r = planResource(s, seat, a.card, a.faceUp);
      if (r) return r;
      // 410.1a-b: placing puts the card on the chain, face down (a quest may go face up).
      moveTo(s, a.card, "chain");
      obj(s, a.card).faceDown = !a.faceUp;
      s.players[seat]!.placed = true;
      pushLink(s, {
        kind: "resource",
        controller: seat,
        card: a.card,
        targets: [],
        ...(a.faceUp ? { faceUp: true } : {}),
      });
      return null;
    }
    case "complete":
      return complete(s, seat, a.quest, a.targets ?? [], a.pay ?? [], a.modes ?? []);
    case "play":
      return play(s, seat, a.card, a.targets ?? [], a.x ?? 0, a.pay ?? [], a.modes ?? [], a.divide ?? []);
    case "power":
      return usePower(s, seat, a.card, a.power, a.targets ?? [], a.x ?? 0, a.pay ?? []);
    case "attack": {
      const r = planAttack(s, seat, a.attacker, a.defender);
      if (r) return r;
      // Winter's Grasp: the proposal's cost (001 601.2; CR 7.4 403).
      const tax = attackTax(s, seat, a.attacker, a.defender);
      if (tax > 0) {
        payResources(s, seat, tax);
        s.log.push({ text: `P${seat + 1} pays ${tax} to attack with ${nameOf(s, a.attacker)}.` });
      }
      pushLink(s, {
        kind: "proposal",
        controller: seat,
        card: a.attacker,
        targets: [a.defender],
        attacker: a.attacker,
        defender: a.defender,
        ...(obj(s, a.defender).controller === seat ? { friendlyDefender: true } : {}),
      });
      s.log.push({ text: `P${seat + 1} proposes ${nameOf(s, a.attacker)} attacking ${nameOf(s, a.defender)}.` });
      return null;
    }
    case "strike": {
      const r = planStrike(s, seat, a.weapon);
      if ("code" in r) return r;
      obj(s, a.weapon).exhausted = true;
      payResources(s, seat, r.cost);
      // "The next time you strike with a Melee weapon": this strike uses the discount up.
      const used = strikeDiscount(s, seat, a.weapon).used;
      if (used.length) s.turnMods = s.turnMods.filter((_, i) => !used.includes(i));
      if (!s.combat!.struck.includes(a.weapon)) s.combat!.struck.push(a.weapon);
      pushLink(s, { kind: "strike", controller: seat, card: a.weapon, targets: [] });
      onStrike(s, seat, a.weapon);
      triggerFormBreak(s, seat);
      return null;
    }
    default:
      return answer(s, seat, a);
  }
}

/** 101.2: a mulligan answer (family `answerOpening`). */
const answerMulligan = (s: WowState, seat: Seat, keep: boolean): Rejection | null =>
  answerOpening(s, seat, keep, "mulligan", s.mulligans, () => mulligan(s, seat));

function play(
  s: WowState,
  seat: Seat,
  id: string,
  targets: string[],
  x: number,
  pay: readonly string[],
  modes: readonly number[],
  divide: readonly number[],
): Rejection | null {
  const r = planPlay(s, seat, id, targets, x, pay, modes, divide);
  if ("code" in r) return r;
  payResources(s, seat, r.cost);
  // "Your next card this turn": playing this card uses the discount up.
  const hero = s.players[seat]!.hero;
  s.turnMods = s.turnMods.filter((m) => !discountApplies(s, seat, m, id));
  // CR 7.4 707.1e: the additional cost; "X is the cost (ATK) of the ally destroyed" is read as it is paid.
  const d = playPower(s, id)?.additionalCost?.destroyAlly;
  const paidX = pay[0] && d?.costIsX ? (card(s, pay[0]).cost ?? 0) : pay[0] && d?.atkIsX ? atk(s, pay[0]) : null;
  // An alternate cost (Trap: the defending hero exhausted) is paid rather than the cost (CR 7.4 403.3).
  const trap = usesAlternateCost(s, seat, id, pay);
  if (trap) payAlternateCost(s, seat, id, pay);
  // Finishing Move (CR 7.4 glossary): the Combo cards are removed from the game; X is how many.
  const removed = playPower(s, id)?.additionalCost?.finishingMove ? payFinishingMove(s, seat, pay) : null;
  for (const p of trap || removed !== null ? [] : pay) {
    s.log.push({ text: `${nameOf(s, p)} is destroyed to pay the cost.` });
    destroy(s, p);
  }
  // "As an additional cost, put N damage on your hero" (Life Tap): damage put, not dealt (no packet, 402.1).
  const put = playPower(s, id)?.additionalCost?.damageYourHero;
  if (put) {
    const n = putDamage(s, hero, put); // at most fatal (CR 7.4 405.3)
    s.log.push({ text: `P${seat + 1} puts ${n} damage on ${nameOf(s, hero)} to pay the cost.` });
  }
  moveTo(s, id, "chain");
  const linkX = removed ?? paidX ?? (card(s, id).costX ? x : null);
  pushLink(s, {
    kind: "card",
    controller: seat,
    card: id,
    targets,
    ...(linkX !== null ? { x: linkX } : {}),
    ...(modes.length ? { modes: [...modes] } : {}),
    ...(divide.length ? { divide: [...divide] } : {}),
  });
  // CR 7.4 glossary "Bear Form": playing a non-Feral ability breaks the hero's forms (a trigger).
  const p = card(s, id);
  if (p.type === "Ability" && !p.subtypes.includes("Feral")) triggerFormBreak(s, seat);
  // "When you play a Holy ability, destroy Shadowform" (CR 7.4 703: as it is played).
  if (p.type === "Ability") triggerYouPlay(s, seat, id);
  // "When you play your next ability this turn" (Inner Focus): that ability's cost, X included (201.3).
  if (p.type === "Ability") nextAbilityPlayed(s, seat, id, (p.cost ?? 0) + (p.costX ? (linkX ?? 0) : 0));
  // "When you play an ability for the first time on each of your turns" (Naolin Sunsurge).
  if (p.type === "Ability" && recordAbilityPlayed(s, seat))
    trigger(s, seat, "you-play-first-ability-on-your-turn", watchers(s, seat), id);
  // "When you play a card, destroy Mind Control" (CR 7.4 703: as any card is played).
  trigger(s, seat, "you-play-card", watchers(s, seat));
  s.log.push({
    text: `P${seat + 1} plays ${nameOf(s, id)}${targets.length ? ` targeting ${targets.map((t) => (t.startsWith("p") ? `P${Number(t.slice(1)) + 1}` : nameOf(s, t))).join(", ")}` : ""}.`,
  });
  return null;
}

/**
 * Completes a quest (CR 7.4 702.2): pays its cost, exhausting the quest itself first (702.1 allows it and a
 * player always would: it turns face down anyway), turns it face down and adds its reward to the chain.
 */
function complete(
  s: WowState,
  seat: Seat,
  id: string,
  targets: string[],
  pay: string[],
  modes: number[],
): Rejection | null {
  const r = planComplete(s, seat, id, targets, pay, modes);
  if ("code" in r) return r;
  const q = obj(s, id);
  const name = nameOf(s, id);
  // "You pay 1 less to complete your next quest this turn" (Travel Form): used up now.
  let cost = Math.max(0, r.power.cost - questDiscount(s, seat));
  useQuestDiscount(s, seat);
  // 402.1: "Exhaust [this quest] to complete this quest".
  if (r.power.exhaustSelf) q.exhausted = true;
  if (cost > 0 && !q.exhausted) {
    q.exhausted = true;
    cost--;
  }
  payResources(s, seat, cost);
  if (r.power.payWith) payWithCard(s, seat, r.power.payWith, pay[0]!);
  else if (r.power.exhaustAllies) {
    // 402.1: "exhaust N allies in your party" is paid with the chosen allies.
    for (const g of pay) exhaustCard(s, g);
    s.log.push({ text: `P${seat + 1} exhausts ${pay.map((g) => nameOf(s, g)).join(", ")}.` });
  } else {
    // 402.1: "remove N ally cards in your graveyard from the game" is paid with the chosen cards.
    for (const g of pay) moveTo(s, g, "rfg");
    if (pay.length)
      s.log.push({ text: `P${seat + 1} removes ${pay.map((g) => nameOf(s, g)).join(", ")} from the game.` });
  }
  // "Destroy [this quest] to complete this quest" (402.1); otherwise it turns face down (CR 7.4 702.2).
  if (r.power.destroySelf) destroy(s, id);
  else q.faceDown = true;
  pushLink(s, {
    kind: "reward",
    controller: seat,
    card: id,
    power: r.index,
    targets,
    ...(modes.length ? { modes: [...modes] } : {}),
  });
  s.log.push({ text: `P${seat + 1} completes ${name}; it turns face down.` });
  questCompleted(s, seat);
  return null;
}

function usePower(
  s: WowState,
  seat: Seat,
  id: string,
  index: number,
  targets: string[],
  x: number,
  pay: string[],
): Rejection | null {
  const r = planPower(s, seat, id, index, targets, x, pay);
  if ("code" in r) return r;
  const c = r.power.cost;
  const name = nameOf(s, id);
  // A power with no cost at all (Leeroy Jenkins's line) is recorded too, for the offered actions only (legal.ts).
  if (r.power.oncePerTurn || freeCost(r.power.cost)) s.used.push(powerUseKey(s, id, index));
  // A granted power's link keeps where the power is written (CR 7.4 705.3; rules/granted-powers.ts).
  const granted = grantAt(s, id, index);
  if (c.flip) obj(s, id).flipped = true;
  if (c.exhaustSelf) exhaustCard(s, id);
  // CR 7.4 800.1c: hearthing adds no link; the game ends as the cost is paid.
  if (c.concedeGame) {
    payResources(s, seat, c.resources);
    hearth(s, seat, id);
    return null;
  }
  if (c.exhaustHero) obj(s, s.players[seat]!.hero).exhausted = true;
  // Damage put as a cost is not dealt (no packet); the pre-priority check destroys a card it kills (409.6).
  // Never beyond fatal (CR 7.4 405.3): a larger X still makes the character's controller lose at the next check.
  if (c.damageSelf) putDamage(s, id, c.damageSelf === "x" ? x : c.damageSelf);
  if (c.damageHero) putDamage(s, s.players[seat]!.hero, c.damageHero);
  // "Put N damage on an ally in your party" (Soul Link): the chosen ally, put, not dealt (CR 7.4 405.3).
  if (c.damageAlly) placeDamage(s, pay[0]!, c.damageAlly);
  payResources(s, seat, c.resources + (c.damageSelf === "x" ? 0 : x));
  // "where X is the ATK of the destroyed ally": read as the cost is paid (last known information, CR 7.4 709.2d).
  // "… the number of [kind] counters on [this]" after destroying it as the cost: read as it is paid (CR 7.4 709.2d).
  const linkX = c.destroyAlly?.atkIsX && pay[0] ? atk(s, pay[0]) : c.countersAreX ? countersOn(s, id) : x;
  if (c.destroySelf) destroy(s, id);
  // 402.1: "put [this] into her owner's hand" (Meekway Humzinger).
  if (c.returnSelfToHand) {
    moveTo(s, id, "hand");
    s.log.push({ text: `${name} is returned to its owner's hand to pay the cost.` });
  }
  // 402.1: "discard a card" (Landro Longshot): the chosen card of the hand.
  if (c.discardCard) {
    moveTo(s, pay[0]!, "graveyard");
    s.log.push({ text: `P${seat + 1} discards ${nameOf(s, pay[0]!)} to pay the cost.` });
  }
  // 402.1: "exhaust N allies in your party": the chosen allies are exhausted as part of the cost.
  if (c.exhaustAllies) {
    for (const a of pay) exhaustCard(s, a);
    s.log.push({ text: `P${seat + 1} exhausts ${pay.map((a) => nameOf(s, a)).join(", ")}.` });
  }
  if (c.removeSelf) removeFromGame(s, id);
  // 402.1: "remove N ally cards in your graveyard from the game": the chosen cards.
  if (c.removeFromGraveyard) {
    for (const g of pay) moveTo(s, g, "rfg");
    s.log.push({ text: `P${seat + 1} removes ${pay.map((g) => nameOf(s, g)).join(", ")} from the game.` });
  }
  // 402.1: "destroy one of your Pets": the chosen ally is destroyed as part of the cost.
  for (const d of c.exhaustAllies || c.removeFromGraveyard || c.discardCard || c.damageAlly ? [] : pay) {
    // "Exhaust one of your armor" (Onslaught Girdle) exhausts the chosen card; the other pay costs destroy it.
    if (c.exhaustArmor) {
      obj(s, d).exhausted = true;
      s.log.push({ text: `${nameOf(s, d)} is exhausted to pay the cost.` });
      continue;
    }
    s.log.push({ text: `${nameOf(s, d)} is destroyed to pay the cost.` });
    destroy(s, d);
  }
  pushLink(s, {
    kind: "power",
    controller: seat,
    card: id,
    power: index,
    targets,
    ...(c.x || c.destroyAlly?.atkIsX || c.countersAreX ? { x: linkX } : {}),
    ...(c.destroyAlly && pay[0] ? { paid: pay[0] } : {}),
    ...(granted ? { granted } : {}),
  });
  s.log.push({
    text: `P${seat + 1} uses ${name}'s power${c.x ? ` (X = ${x})` : ""}${c.flip ? " (flipping the hero)" : ""}.`,
  });
  return null;
}

/** Answers to asks: protect, armor, discard, uniqueness, trigger targets. */
function answer(s: WowState, seat: Seat, a: WowAction): Rejection | null {
  switch (a.type) {
    case "protect": {
      const r = askOf(s, seat, "protect");
      if (r) return r;
      if (a.protector && !protectors(s).includes(a.protector))
        return no("protect/illegal", "That character can't protect.", "602.2");
      s.ask = null;
      answerProtect(s, a.protector);
      return null;
    }
    case "armor": {
      const r = askOf(s, seat, "armor");
      if (r) return r;
      if (a.armor && !readyArmor(s, seat).includes(a.armor))
        return no("armor/illegal", "That armor can't prevent damage now.", "304.2");
      s.ask = null;
      answerArmor(s, a.armor);
      return null;
    }
    case "discard": {
      const r = askOf(s, seat, "discard");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "discard" }>;
      const hand = s.players[seat]!.hand;
      if (
        a.cards.length !== ask.count ||
        new Set(a.cards).size !== a.cards.length ||
        a.cards.some((c) => !hand.includes(c))
      )
        return no(
          "discard/count",
          `Discard exactly ${ask.count} card(s) from your hand.`,
          ask.reason === "hand-size" ? "503.2a" : undefined,
        );
      s.ask = null;
      for (const c of a.cards) moveTo(s, c, "graveyard");
      s.log.push({ text: `P${seat + 1} discards ${a.cards.map((c) => nameOf(s, c)).join(", ")}.` });
      return null;
    }
    case "repair": {
      const r = askOf(s, seat, "uniqueness");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "uniqueness" }>;
      if (!ask.cards.includes(a.card))
        return no("uniqueness/not-violating", "Choose one of the violating cards.", "CR 7.4 414.2");
      s.ask = null;
      s.log.push({ text: `${nameOf(s, a.card)} is destroyed by uniqueness.` });
      destroy(s, a.card, { byGame: true }); // by the game (CR 7.4 414.2, 103.3)
      return null;
    }
    case "pick": {
      const kind = s.ask && "cards" in s.ask && "link" in s.ask ? s.ask.kind : "graveyard-pick";
      const r = askOf(s, seat, kind);
      if (r) return r;
      const ask = s.ask as ResolvingPickAsk;
      if (!ask.cards.includes(a.card)) return no("pick/illegal", "Choose one of the offered cards.", "CR 7.4 709.2b");
      resumeEffects(s, ask, a.card);
      return null;
    }
    case "either": {
      const r = askOf(s, seat, "either");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "either" }>;
      if (!ask.options.includes(a.option))
        return no("either/illegal", "Choose one of the instructions that can be done.", "CR 7.4 709.2b");
      resumeEither(s, ask, a.option);
      return null;
    }
    case "graveyard-to-hand": {
      const r = askOf(s, seat, "graveyard-to-hand");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "graveyard-to-hand" }>;
      const names = a.cards.map((c) => card(s, c).name);
      if (
        a.cards.length > ask.max ||
        new Set(names).size !== names.length ||
        new Set(a.cards).size !== a.cards.length ||
        a.cards.some((c) => !ask.pool.includes(c))
      )
        return no("graveyard/illegal", `Choose up to ${ask.max} offered cards with different names.`, "CR 7.4 709.2b");
      resumeGraveyardToHand(s, ask, a.cards);
      return null;
    }
    case "name-card": {
      const r = askOf(s, seat, "name-card");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "name-card" }>;
      const c = checkName(a.name, ask.cardType);
      if ("message" in c) return no("name/illegal", c.message, "CR 7.4 200.3");
      s.ask = null;
      const link = named(s, seat, ask.link, c.name);
      const p = linkPower(s, link);
      if (p) runEffects(s, link, p.targets, p.effects, ask.at + 1);
      return null;
    }
    case "pick-cards": {
      const r = askOf(s, seat, "pick-cards");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "pick-cards" }>;
      const bad = checkPickCards(ask, a.cards);
      if (bad) return no("pick/illegal", bad, "CR 7.4 709.2b");
      resumePickCards(s, ask, a.cards);
      return null;
    }
    case "collection-pick": {
      const r = askOf(s, seat, "collection-pick");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "collection-pick" }>;
      const bad = answerCollectionPick(s, seat, a.index);
      if (bad) return bad;
      // The link's remaining instructions (CR 7.4 709.2b: the pick was made as it resolved).
      const p = linkPower(s, ask.link);
      if (p) runEffects(s, ask.link, p.targets, p.effects, ask.at + 1);
      return null;
    }
    case "secret-number": {
      const r = askOf(s, seat, "secret-number");
      return r ?? answerSecretNumber(s, seat, a.value);
    }
    case "tie-outcome": {
      const r = askOf(s, seat, "tie-outcome");
      return r ?? answerTieOutcome(s, seat, a.player);
    }
    case "stay-exhausted": {
      const r = askOf(s, seat, "stay-exhausted");
      return r ?? answerStayExhausted(s, seat, a.cards);
    }
    case "inspire": {
      const r = askOf(s, seat, "inspire");
      if (r) return r;
      const ask = s.ask as InspireAsk;
      const bad = checkInspire(s, ask, a.cards);
      if (bad) return no("inspire/illegal", bad, "CR 7.4 501.1b");
      answerInspire(s, ask, a.cards);
      return null;
    }
    case "shuffle-in": {
      const r = askOf(s, seat, "shuffle-in");
      if (r) return r;
      const ask = s.ask as Extract<WowState["ask"], { kind: "shuffle-in" }>;
      if (new Set(a.cards).size !== a.cards.length || a.cards.some((c) => !ask.pool.includes(c)))
        return no("shuffle/illegal", "Choose different cards of your graveyard.", "CR 7.4 709.2b");
      resumeShuffle(s, ask, a.cards);
      return null;
    }
    case "trigger": {
      const r = askOf(s, seat, "trigger-targets");
      if (r) return r;
      const key = a.targets ? a.targets.join(",") : "none";
      if (!triggerOptions(s).includes(key))
        return no("trigger/target", "Those are not legal targets for the trigger.", "CR 7.4 706.1");
      s.ask = null;
      const w = s.waiting.shift()!;
      if (a.targets)
        pushLink(
          s,
          {
            kind: "trigger",
            controller: w.controller,
            card: w.card,
            power: w.power,
            targets: a.targets,
            ...(w.host ? { host: w.host } : {}),
            ...(w.subject ? { subject: w.subject } : {}),
            ...(w.subjectController !== undefined ? { subjectController: w.subjectController } : {}),
            ...(w.amount !== undefined ? { amount: w.amount } : {}),
            ...(w.damageSource ? { damageSource: w.damageSource } : {}),
          },
          true,
        );
      return null;
    }
    default:
      return no("action/unknown", "Unknown action.");
  }
}

/** The reducer: a new state and no events, or a rejection (state unchanged; family `reduce`). */
export function apply(state: WowState, seat: Seat, a: WowAction): ApplyResult<WowState, never> {
  return reduce(state, seat, a, { copy: copyState, execute, advance: (s) => advance(s, canAct) });
}
