/**
 * Legal actions (docs/engine.md): candidates generated from the state and kept when their plan succeeds; nothing
 * is applied to decide legality. Also the pending decision of a state (answers of asks are options; priority is
 * an open decision answered by actions).
 */
import type { PendingDecision, Seat } from "../../../engine/index.js";
import { discardDecision, familyLegalActions, familyPending, option } from "../../wow-family/rules/decisions.js";
import type { WowAction } from "./actions.js";
import { card, equipmentKind, health, nameOf, party, readyResources } from "./characteristics.js";
import { protectors } from "./combat.js";
import { readyArmor } from "./damage.js";
import { payWithChoices } from "./quest-costs.js";
import {
  canAttack,
  destroyPayCards,
  freeCost,
  graveyardPayCards,
  modeChoices,
  planAttack,
  planComplete,
  planPlay,
  planPower,
  planResource,
  planStrike,
  playPower,
  readyAllies,
  readyArmorOf,
  rewardOf,
  modeTargets,
} from "./play.js";
import { type WowState, obj } from "./state.js";
import { targetChoices, triggerTargetChoices } from "./targets.js";
import { defenderCandidates } from "./friendly-attacks.js";
import { SECRET_NUMBER_MAX } from "./secret-choices.js";
import { collectionChoices } from "./collection.js";
import { canonicalDivision, dividedDamage } from "./variable-targets.js";
import type { TargetSpec } from "../cards/types.js";
import { eitherLabels } from "./effects.js";
import { waitingPower } from "./flow.js";
import { mustAttackNow } from "./must-attack.js";
import { alternateCostPool } from "./alternate-costs.js";
import { finishingMoveChoices } from "./finishing-moves.js";
import { pickCardsAnswers, pickCardsPrompt } from "./pick-cards.js";
import { damageAllyPayCards } from "./placed-damage.js";
import { legalNames } from "./naming.js";
import { graveyardAlliesPlayable } from "./graveyard-replacement.js";
import { inspireAnswers, inspireMax, inspirePrompt } from "./inspire.js";
import { powerUseKey, powersWithGranted } from "./granted-powers.js";

/** The trigger's target choices as option ids (targets joined by commas), and "none" when it may be declined. */
export function triggerOptions(s: WowState): string[] {
  const w = s.waiting[0];
  if (!w) return [];
  const p = waitingPower(s, w);
  if (p?.kind !== "enters" && p?.kind !== "trigger") return [];
  const ids = triggerTargetChoices(s, p.targets, w.controller, w.subject, w.subjectController).map((t) => t.join(","));
  return p.optional ? [...ids, "none"] : ids;
}

/** The decision the game waits on, or null when it is over (family `familyPending`). */
export function pending(s: WowState): PendingDecision | null {
  return familyPending(s, (id) => askDecision(s, id));
}

/** The decision of an ask (a closed choice of options). */
function askDecision(s: WowState, id: string): PendingDecision | null {
  const a = s.ask;
  if (a) {
    switch (a.kind) {
      case "mulligan":
        return {
          id,
          seat: a.seat,
          kind: "mulligan",
          prompt: "Keep your opening hand or mulligan (once)?",
          options: [option("keep", "Keep"), option("mulligan", "Mulligan")],
          min: 1,
          max: 1,
        };
      case "protect":
        return {
          id,
          seat: a.seat,
          kind: "protect",
          prompt: "Protect with a character?",
          options: [...protectors(s).map((p) => option(p, nameOf(s, p))), option("none", "Don't protect")],
          min: 1,
          max: 1,
        };
      case "armor":
        return {
          id,
          seat: a.seat,
          kind: "armor",
          prompt: `Exhaust armor to prevent damage to your hero (${s.packets[0]?.amount ?? 0} incoming)?`,
          options: [...readyArmor(s, a.seat).map((p) => option(p, nameOf(s, p))), option("none", "Take the damage")],
          min: 1,
          max: 1,
        };
      case "discard":
        return discardDecision(id, a.seat, a.count, s.players[a.seat]!.hand, (h) => nameOf(s, h));
      case "uniqueness":
        return {
          id,
          seat: a.seat,
          kind: "uniqueness",
          prompt: "Uniqueness: choose a card to destroy.",
          options: a.cards.map((c) => option(c, nameOf(s, c))),
          min: 1,
          max: 1,
        };
      case "stay-exhausted":
        return {
          id,
          seat: a.seat,
          kind: "stay-exhausted",
          // "none" readies them all: a single pick can't be empty in Discord, so it is an option of its own.
          prompt: "Ready step: you may choose not to ready these cards. Pick those you keep exhausted, or ready them.",
          options: [
            ...a.cards.map((c) => option(c, `Keep ${nameOf(s, c)} exhausted`)),
            option("none", a.cards.length > 1 ? "Ready them all" : `Ready ${nameOf(s, a.cards[0]!)}`),
          ],
          min: 1,
          max: a.cards.length,
        };
      case "secret-number":
        return {
          id,
          seat: a.seat,
          kind: "secret-number",
          prompt: `${nameOf(s, a.link.card)}: choose a number secretly (0 to ${SECRET_NUMBER_MAX}). The highest number gains control of it and takes that much damage on its hero.`,
          options: Array.from({ length: SECRET_NUMBER_MAX + 1 }, (_, n) => option(String(n), String(n))),
          min: 1,
          max: 1,
        };
      case "collection-pick":
        return {
          id,
          seat: a.seat,
          kind: "collection-pick",
          prompt: `${nameOf(s, a.link.card)}: choose a card from your collection (your side deck) to reveal and put into your hand.`,
          options: collectionChoices(s, a.seat).map(([i, name]) => option(String(i), name)),
          min: 1,
          max: 1,
        };
      case "tie-outcome":
        return {
          id,
          seat: a.seat,
          kind: "tie-outcome",
          prompt: `${nameOf(s, a.link.card)}: the numbers tie at ${a.amount}. Choose which player chose the highest number.`,
          options: a.tied.map((p) => option(String(p), `P${p + 1}`)),
          min: 1,
          max: 1,
        };
      case "graveyard-pick":
      case "hand-pick":
      case "choose":
      case "search":
      case "reveal":
      case "look":
      case "quest-face-down":
        return {
          id,
          seat: a.seat,
          kind: a.kind,
          prompt: a.prompt ?? cardAskPrompt(s, a),
          options: a.cards.map((c) => option(c, nameOf(s, c))),
          min: 1,
          max: 1,
        };
      case "either":
        return {
          id,
          seat: a.seat,
          kind: "either",
          prompt: `${nameOf(s, a.link.card)}: choose one.`,
          options: a.options.map((i) => option(String(i), eitherLabels(s, a)[i] ?? `Option ${i + 1}`)),
          min: 1,
          max: 1,
        };
      case "graveyard-to-hand":
        return {
          id,
          seat: a.seat,
          kind: "graveyard-to-hand",
          prompt: `Choose up to ${a.max} cards with different names from your graveyard to put into your hand.`,
          options: a.pool.map((c) => option(c, nameOf(s, c))),
          min: 0,
          max: Math.min(a.max, a.pool.length),
        };
      case "pick-cards":
        return {
          id,
          seat: a.seat,
          kind: "pick-cards",
          prompt: pickCardsPrompt(s, a),
          options: a.pool.map((c) => option(c, nameOf(s, c))),
          min: a.min,
          max: a.max,
        };
      case "inspire":
        return {
          id,
          seat: a.seat,
          kind: "inspire",
          prompt: inspirePrompt(a),
          options: a.pool.map((c) => option(c, nameOf(s, c))),
          min: 0,
          max: inspireMax(s, a),
        };
      case "shuffle-in":
        return {
          id,
          seat: a.seat,
          kind: "shuffle-in",
          prompt:
            a.removeHealPerCard !== undefined
              ? "Choose any number of ally cards in graveyards to remove from the game."
              : "Choose any number of cards from your graveyard to shuffle into your deck.",
          options: a.pool.map((c) => option(c, nameOf(s, c))),
          min: 0,
          max: a.pool.length,
        };
      case "name-card":
        return {
          id,
          seat: a.seat,
          kind: "name-card",
          prompt: `${nameOf(s, a.link.card)}: name ${a.cardType ? `an ${a.cardType.toLowerCase()}` : "a"} card (pick it or type its name).`,
          options: legalNames(a.cardType).map((c) => option(c.id, c.name)),
          min: 1,
          max: 1,
        };
      case "trigger-targets":
        return {
          id,
          seat: a.seat,
          kind: "trigger-targets",
          prompt: `Choose targets for ${nameOf(s, s.waiting[0]!.card)}.`,
          options: triggerOptions(s).map((t) =>
            option(
              t,
              t === "none"
                ? "No target"
                : t === ""
                  ? "Use it"
                  : t
                      .split(",")
                      .map((x) => (x.startsWith("p") ? `P${Number(x.slice(1)) + 1}` : nameOf(s, x)))
                      .join(", "),
            ),
          ),
          min: 1,
          max: 1,
        };
    }
  }
  return null;
}

/** Every action or answer `seat` may submit now (family `familyLegalActions`). */
export function legalActions(s: WowState, seat: Seat): WowAction[] {
  const all = familyLegalActions<WowAction>(
    s,
    seat,
    pending(s),
    (p) => answers(s, p),
    () => discretionary(s, seat),
  );
  // CR 7.4 600.2: no pass while a character that must attack can.
  return mustAttackNow(s, seat) ? all.filter((a) => a.type !== "pass") : all;
}

function answers(s: WowState, p: PendingDecision): WowAction[] {
  const ids = p.options.map((o) => o.id);
  switch (p.kind) {
    case "mulligan":
      return [
        { type: "mulligan", keep: true },
        { type: "mulligan", keep: false },
      ];
    case "protect":
      return ids.map((x) => ({ type: "protect", protector: x === "none" ? null : x }));
    case "armor":
      return ids.map((x) => ({ type: "armor", armor: x === "none" ? null : x }));
    case "uniqueness":
      return ids.map((x) => ({ type: "repair", card: x }));
    case "graveyard-pick":
    case "hand-pick":
    case "choose":
    case "search":
    case "reveal":
    case "look":
    case "quest-face-down":
      return ids.map((x) => ({ type: "pick", card: x }));
    case "trigger-targets":
      return ids.map((x) => ({ type: "trigger", targets: x === "none" ? null : x === "" ? [] : x.split(",") }));
    case "either":
      return ids.map((x) => ({ type: "either", option: Number(x) }));
    case "graveyard-to-hand": {
      // Canonical answers (any legal set is accepted when submitted): none, each card alone, and the first cards of
      // different names up to the maximum.
      const most: string[] = [];
      for (const x of ids)
        if (most.length < p.max && !most.some((m) => card(s, m).name === card(s, x).name)) most.push(x);
      return [
        { type: "graveyard-to-hand", cards: [] },
        ...(most.length > 1 ? [{ type: "graveyard-to-hand" as const, cards: most }] : []),
        ...ids.map((x) => ({ type: "graveyard-to-hand" as const, cards: [x] })),
      ];
    }
    case "pick-cards":
      return s.ask?.kind === "pick-cards" ? pickCardsAnswers(s.ask) : [];
    case "name-card":
      return p.options.map((o) => ({ type: "name-card", name: o.label }));
    case "secret-number":
      return ids.map((x) => ({ type: "secret-number", value: Number(x) }));
    case "tie-outcome":
      return ids.map((x) => ({ type: "tie-outcome", player: Number(x) }));
    case "collection-pick":
      return ids.map((x) => ({ type: "collection-pick", index: Number(x) }));
    case "stay-exhausted": {
      // Canonical answers (any subset is accepted when submitted): ready all, keep all, or keep one.
      const ids = p.options.map((o) => o.id).filter((x) => x !== "none");
      return [
        { type: "stay-exhausted", cards: [] },
        ...(ids.length > 1 ? [{ type: "stay-exhausted" as const, cards: ids }] : []),
        ...ids.map((x) => ({ type: "stay-exhausted" as const, cards: [x] })),
      ];
    }
    case "inspire":
      return s.ask?.kind === "inspire" ? inspireAnswers(s, s.ask) : [];
    case "shuffle-in":
      // Canonical answers (any subset is accepted when submitted): none, all, or one card.
      return [
        { type: "shuffle-in", cards: [] },
        ...(ids.length > 1 ? [{ type: "shuffle-in" as const, cards: ids }] : []),
        ...ids.map((x) => ({ type: "shuffle-in" as const, cards: [x] })),
      ];
    case "discard":
      // One canonical answer per first-choice card keeps the list short; any set of `min` cards is legal.
      return ids.map((x, i) => ({ type: "discard", cards: [x, ...ids.filter((_, j) => j !== i).slice(0, p.min - 1)] }));
  }
  return [];
}

/** Actions with priority: plays, resources, powers, proposals, strikes (409.2). */
export function discretionary(s: WowState, seat: Seat): WowAction[] {
  const out: WowAction[] = [];
  const me = s.players[seat]!;
  // Ally cards of the graveyard are playable too while a card allows it (Dramla Lifebender, CR 7.4 409).
  for (const id of [...me.hand, ...graveyardAlliesPlayable(s, seat)]) {
    if (planResource(s, seat, id) === null) out.push({ type: "resource", card: id });
    if (card(s, id).type === "Quest" && planResource(s, seat, id, true) === null)
      out.push({ type: "resource", card: id, faceUp: true });
    if (card(s, id).type === "Quest" || card(s, id).type === "Hero") continue;
    const pp = playPower(s, id);
    // CR 7.4 707.1c: a modal ability is offered once per mode, with that mode's targets.
    for (const modes of pp?.modes?.length ? pp.modes.map((_, i) => [i]) : [[]]) {
      const specs = pp ? modeTargets(pp, modes) : [];
      // CR 7.4 707.1b: each value of X that can be paid is a separate choice.
      const maxX = card(s, id).costX ? readyResources(s, seat).length - (card(s, id).cost ?? 0) : 0;
      // 402.1: one choice per ally that can pay an additional "destroy" cost.
      const d = pp?.additionalCost?.destroyAlly;
      const divided = !!pp && !!dividedDamage(pp.effects);
      // Finishing Move: one choice per number of Combo cards removed (its X).
      const fm = !!pp?.additionalCost?.finishingMove;
      for (let x = 0; x <= maxX; x++)
        for (const pay of fm
          ? finishingMoveChoices(s, seat)
          : d
            ? destroyPayCards(s, seat, d, x).map((c) => [c])
            : pp?.additionalCost?.destroyResources
              ? graveyardPayChoices(me.resources, pp.additionalCost.destroyResources)
              : alternatePayChoices(s, seat, id))
          for (const [targets, divide] of playTargetChoices(s, seat, specs, fm ? pay.length : x, divided))
            if (!("code" in planPlay(s, seat, id, targets, x, pay, modes, divide)))
              out.push({
                type: "play",
                card: id,
                ...(targets.length ? { targets } : {}),
                ...(card(s, id).costX ? { x } : {}),
                ...(pay.length ? { pay } : {}),
                ...(modes.length ? { modes } : {}),
                ...(divide.length ? { divide } : {}),
              });
    }
  }
  // Printed and granted payment powers (CR 7.4 700.1; rules/granted-powers.ts).
  for (const id of [me.hero, ...me.allies, ...me.equipment])
    powersWithGranted(s, id).forEach((pw, i) => {
      if (pw.kind !== "payment") return;
      // A cost-free power is offered once per turn (using it again is legal but changes nothing).
      if (freeCost(pw.cost) && s.used.includes(powerUseKey(s, id, i))) return;
      // CR 7.4 707.1b: each value of X that can be paid is a separate choice.
      // X paid in damage on the card: up to one less than what would destroy it (docs/rules-decisions.md).
      const o = obj(s, id);
      const maxX = !pw.cost.x
        ? 0
        : pw.cost.damageSelf === "x"
          ? health(s, id) - o.damage - 1
          : readyResources(s, seat).length - pw.cost.resources;
      for (let x = 0; x <= maxX; x++) {
        // 402.1: one choice per ally that can pay "destroy one of your [tag]s".
        const d = pw.cost.destroyAlly;
        const n = pw.cost.destroyResources;
        const g = pw.cost.removeFromGraveyard;
        const pays = pw.cost.exhaustArmor
          ? readyArmorOf(s, seat).map((a) => [a])
          : pw.cost.discardCard
            ? s.players[seat]!.hand.map((c) => [c])
            : n
              ? graveyardPayChoices(s.players[seat]!.resources, n)
              : pw.cost.exhaustAllies
                ? graveyardPayChoices(readyAllies(s, seat), pw.cost.exhaustAllies)
                : pw.cost.damageAlly
                  ? damageAllyPayCards(s, seat, pw.cost.damageAlly).map((c) => [c])
                  : d
                    ? destroyPayCards(s, seat, d, x).map((c) => [c])
                    : g
                      ? graveyardPayChoices(graveyardPayCards(s, seat, g.type), g.count)
                      : [[]];
        for (const pay of pays)
          for (const targets of pw.targets.length ? targetChoices(s, pw.targets, seat, x) : [[]])
            if (!("code" in planPower(s, seat, id, i, targets, x, pay)))
              out.push({
                type: "power",
                card: id,
                power: i,
                ...(targets.length ? { targets } : {}),
                ...(pw.cost.x ? { x } : {}),
                ...(pay.length ? { pay } : {}),
              });
      }
    });
  for (const q of me.resources) {
    const r = !obj(s, q).faceDown && rewardOf(s, q);
    if (!r) continue;
    const g = r.power.removeFromGraveyard;
    for (const modes of modeChoices(s, seat, r.power))
      for (const pay of r.power.payWith
        ? payWithChoices(s, seat, r.power.payWith).map((c) => [c])
        : r.power.exhaustAllies
          ? graveyardPayChoices(readyAllies(s, seat), r.power.exhaustAllies)
          : g
            ? graveyardPayChoices(graveyardPayCards(s, seat, g.type), g.count)
            : [[]])
        for (const targets of modeTargets(r.power, modes).length
          ? targetChoices(s, modeTargets(r.power, modes), seat)
          : [[]])
          if (!("code" in planComplete(s, seat, q, targets, pay, modes)))
            out.push({
              type: "complete",
              quest: q,
              ...(targets.length ? { targets } : {}),
              ...(pay.length ? { pay } : {}),
              ...(modes.length ? { modes } : {}),
            });
  }
  for (const a of party(s, seat))
    if (canAttack(s, seat, a))
      // 001 306.3a: a Totem can be proposed as a defender; so can one's own Gamon.
      for (const d of defenderCandidates(s, seat))
        if (planAttack(s, seat, a, d) === null) out.push({ type: "attack", attacker: a, defender: d });
  for (const w of me.equipment)
    if (equipmentKind(card(s, w)) === "weapon" && !("code" in planStrike(s, seat, w)))
      out.push({ type: "strike", weapon: w });
  return out;
}

/**
 * The target choices offered for playing a card with X = `x`; divided damage (CR 7.4 707.1d) is offered all on one
 * target, or one each on as many targets as possible with the rest on the first (canonical: any division may be
 * submitted).
 */
function playTargetChoices(
  s: WowState,
  seat: Seat,
  specs: readonly TargetSpec[],
  x: number,
  divided: boolean,
): [string[], number[]][] {
  if (!specs.length) return [[[], []]];
  if (!divided) return targetChoices(s, specs, seat).map((t) => [t, []]);
  const choices = targetChoices(s, specs, seat, 0, x);
  const longest = Math.max(0, ...choices.map((t) => t.length));
  return choices.flatMap((t): [string[], number[]][] => {
    const divide = t.length === 1 || t.length === longest ? canonicalDivision(x, t.length) : null;
    return divide ? [[t, divide]] : [];
  });
}

/** The `pay` choices for playing `id`: none (the printed cost), and each canonical payment of its alternate cost. */
function alternatePayChoices(s: WowState, seat: Seat, id: string): string[][] {
  const pool = alternateCostPool(s, seat, id);
  return pool ? [[], ...graveyardPayChoices(pool.cards, pool.count)] : [[]];
}

/**
 * Canonical choices of `count` cards among `cards` for a cost (as for discards, any set of `count` is legal when
 * submitted): each run of `count` cards in graveyard order, so every card is offered in some choice.
 */
function graveyardPayChoices(cards: readonly string[], count: number): string[][] {
  if (cards.length < count) return [];
  return Array.from({ length: cards.length - count + 1 }, (_, i) => cards.slice(i, i + count));
}

/** Whether the priority holder can do anything but pass (used by the flow to pass for them). */
export function canAct(s: WowState): boolean {
  return discretionary(s, s.window!.priority).length > 0;
}

/** Whether `id` names an object (guards against ids past the end). */
export const exists = (s: WowState, id: string): boolean =>
  !!s.objects[Number(id.slice(1))] && obj(s, id) !== undefined;

type CardAsk = Extract<
  NonNullable<WowState["ask"]>,
  { kind: "graveyard-pick" | "hand-pick" | "choose" | "search" | "reveal" | "look" | "quest-face-down" }
>;

/** The fixed prompts of the card-choosing asks, by kind (a link's own `prompt` comes first). */
const CARD_ASK_PROMPTS: Record<Exclude<CardAsk["kind"], "choose" | "graveyard-pick">, string> = {
  search: "Choose the card you find (it is revealed and put into your hand).",
  reveal: "Choose a revealed card to put into your hand.",
  look: "Choose one of the cards you look at to put into your hand (the rest go to the bottom of your deck).",
  "quest-face-down": "Choose one of your quests to turn face down.",
  "hand-pick": "Choose an ally card from your hand to put into play.",
};

/** The prompt of a card-choosing ask without a prompt of its own. */
function cardAskPrompt(s: WowState, a: CardAsk): string {
  if (a.kind === "choose")
    return a.again ? "Choose an ally in your party to destroy." : `${nameOf(s, a.link.card)}: choose a card.`;
  if (a.kind === "graveyard-pick")
    return `Choose a card from your graveyard to put into ${a.toHand ? "your hand" : "play"}.`;
  return CARD_ASK_PROMPTS[a.kind];
}
