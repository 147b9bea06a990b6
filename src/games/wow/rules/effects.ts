/**
 * Running card instructions as a link resolves (CR 7.4 709; 001 306.1): damage and healing become packets
 * (001 404.4, 406.2: one packet per character), the rest changes the state at once. Targets that became illegal
 * are skipped (CR 7.4 709.2); a link whose every target is illegal does nothing (interrupted).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { script } from "../cards/registry.js";
import type { DamageType, Effect, Ref, TargetSpec } from "../cards/types.js";
import {
  atk,
  card,
  has,
  health,
  inPlay,
  isAbilityInPlay,
  isAlly,
  isCharacter,
  isHero,
  maxHandSize,
  nameOf,
  party,
  readyResources,
} from "./characteristics.js";
import { deckTopToGraveyard } from "./deck-to-graveyard.js";
import { chooseFromHand, discardCard, lookAtHand } from "./look-at-hand.js";
import { type Link, type WowState, obj, opp } from "./state.js";
import { modeTargets } from "./play.js";
import { destroyOwnResource, readyYourResources, topCardToResources } from "./resource-row.js";
import { plusChosenWeaponAtk } from "./weapon-strikes.js";
import { askUnlessPays } from "./unless-pays.js";
import { askInterruptChoice, interruptCandidates } from "./interrupt-choice.js";
import { chooseOwnReadyResource } from "./weapon-attachments.js";
import { enterAlly, graveyardAllyToPlayIfAffordable, graveyardNamedToPlay } from "./enter-play.js";
import {
  finishReveal,
  revealTopNamedToHand,
  revealTopOpponentPicks,
  revealTopTypeToHand,
  revealTwoPickIfTypesDiffer,
} from "./reveal-top.js";
import { exhaustReadyResources, skipNextTurn } from "./resources-and-turns.js";
import { namesTag, searchDeck } from "./deck-search.js";
import {
  type PickCardsAsk,
  destroyAttachedAbilities,
  finishPickCards,
  mayPickOwn,
  readyUpToResources,
  removeGraveyardAllies,
  returnAlliesToHand,
} from "./pick-cards.js";
import { legalTarget, matches } from "./targets.js";
import { askDiscard, changeControl, destroy, draw, moveTo } from "./zones.js";
import { attackOnlyThisTurn, mustAttack } from "./must-attack.js";
import { opponentsMustAttackYou } from "./opponents-must-attack.js";
import { addTurnTrigger } from "./this-turn.js";
import { putTokens } from "./tokens.js";
import { type ShieldLimits, addPreventCombatWhile, addPreventNext } from "./prevention-shields.js";
import { cantDrawThisTurn } from "./cant-draw.js";
import { atkInCombatWithYourHero } from "./in-combat-with.js";
import { specAt } from "./variable-targets.js";
import { canPay, payResources } from "./pay.js";
import { countersOn, putCounters, removeAllCounters, removeCounter } from "./counters.js";
import { destroyRandomFriendlyOther } from "./random-destroy.js";
import {
  acceptGraveyardAllyToPlay,
  eachPlayerGraveyardAlliesToPlay,
  graveyardAllyToPlayDamaged,
  playerMayGraveyardAllyToPlay,
} from "./graveyard-to-play.js";
import { takeExtraTurn } from "./extra-turns.js";
import { flipCoin, rollDie } from "./coin-flip.js";
import { handAlliesUpToX } from "./hand-to-play.js";
import { abilityDamagePlusThisTurn, nextDamagePlusThisTurn } from "./next-damage.js";
import { hasTotemOf } from "./totems.js";
import { questDiscountThisTurn } from "./quest-discount.js";
import { askSameNameSearch, sameNameSearch } from "./same-name-search.js";
import {
  cantAttackYourHeroThisTurn,
  cantBeAttackedThisTurn,
  opponentsCantAttackThisTurn,
  removeAttackersFromCombat,
  yourHeroDefending,
} from "./combat-restrictions.js";
import { gainControlWhileExhausted, gainControlWhileInParty } from "./control-while.js";
import { stopsRemainingExhausted } from "./remains-exhausted.js";
import { startSecretNumbers } from "./secret-choices.js";
import { startCollectionPick } from "./collection.js";
import { finishLook, lookTopKeepOne, lookTopLabels, lookTopMayBottom, lookTopToHand, resumeLookTop } from "./look.js";
import { graveyardToDeckTop } from "./graveyard-to-deck.js";
import { eachPlayerDeckAlliesToPlay } from "./deck-allies-to-play.js";
import { opponentsCantPlayAbilitiesThisTurn } from "./cant-play-abilities.js";
import { effectCondition } from "./turn-conditions.js";
import { removeFromYourGraveyard, removedByQuestsNamedSelf } from "./graveyard-removal.js";
import { finishQuestFaceDown, turnQuestFaceDown } from "./quest-face-down.js";
import { turnHeroFaceDown, yourPetsKeywordThisTurn } from "./heroes-and-pets.js";
import { canMoveAttachment, moveAttachment } from "./moving-attachments.js";
import { destroyOwnEquipmentOrResources, playerDestroysOwn } from "./destroy-own.js";
import {
  alliesAtkAttackingThisTurn,
  alliesAtkThisTurn,
  atkThisCombat,
  keywordThisCombat,
  meleeWeaponsAtk,
  weaponAtkThisTurn,
  weaponsAtkThisTurn,
  weaponsInstantThisTurn,
} from "./weapons.js";
import { attackingAllies, removeFromCombatIfIn } from "./enter-combat.js";
import { doubleDamageOn, placeDamage } from "./placed-damage.js";
import { removeAllDamage, removeDamage, removeOwnDamageDealThatMuch } from "./remove-damage.js";
import { preventCombatDamageToAndBy } from "./combat-prevention.js";
import { exhaustCard } from "./becomes-exhausted.js";
import { askName, cantPlayNamedThisTurn, revealHandDiscardNamed } from "./naming.js";
import { turnDeckOver } from "./face-up-deck.js";
import { graveyardReplacers } from "./graveyard-replacement.js";
import { adoptReplacedDraw, nextReplacedDraw, removeBySelf, removedBySelfTo } from "./removed-by.js";
import { cantBeDestroyed, cantBeDestroyedThisTurn } from "./cant-be-destroyed.js";
import { subjectCost } from "./damage-events.js";
import { answerOrderedDamage, chooseOrderedDamage } from "./ordered-damage.js";
import { copyPaymentPowersThisTurn, grantThisTurn, linkGrantedPower } from "./granted-powers.js";
import { tokenModifiers } from "./token-modifiers.js";

/** The ids an instruction's reference names now; targets are rechecked (illegal ones are dropped). */
function resolveRef(s: WowState, link: Link, specs: readonly TargetSpec[], ref: Ref): string[] {
  const seat = link.controller;
  if (typeof ref === "object" && "controllerOfTarget" in ref) {
    const id = resolveRef(s, link, specs, { target: ref.controllerOfTarget })[0];
    return id ? [id.startsWith("p") ? id : `p${obj(s, id).controller}`] : [];
  }
  if (typeof ref === "object" && "named" in ref)
    return s.objects.filter((o) => inPlay(o) && card(s, o.id).name === ref.named).map((o) => o.id);
  if (typeof ref === "object" && "partyOfTarget" in ref) {
    const player = resolveRef(s, link, specs, { target: ref.partyOfTarget })[0];
    return player?.startsWith("p") ? party(s, Number(player.slice(1)) as Seat) : [];
  }
  if (typeof ref === "object" && "alliesOfTarget" in ref) {
    const player = resolveRef(s, link, specs, { target: ref.alliesOfTarget })[0];
    return player?.startsWith("p") ? [...s.players[Number(player.slice(1)) as Seat]!.allies] : [];
  }
  if (typeof ref === "object") {
    const id = link.targets[ref.target];
    const spec = specs[ref.target];
    if (!id || !spec) return [];
    return legalTarget(
      s,
      spec,
      id,
      seat,
      link.targets.slice(0, ref.target).filter((x): x is string => !!x),
      link.x ?? 0,
    )
      ? [id]
      : [];
  }
  switch (ref) {
    case "self":
      return [link.card];
    case "your-hero":
      return [s.players[seat]!.hero];
    case "you":
      return [`p${seat}`];
    case "each-opposing-character":
      return party(s, opp(seat));
    case "each-character-in-your-party":
      return party(s, seat);
    case "each-character":
      return [...party(s, s.active), ...party(s, opp(s.active))];
    case "each-player":
      // The turn player first (CR 7.4 708.1a's order for simultaneous choices).
      return [`p${s.active}`, `p${opp(s.active)}`];
    case "chosen":
      return link.chosen ? [link.chosen] : [];
    case "each-pet-in-your-party":
      return s.players[seat]!.allies.filter((id) => matches(s, "pet", id, seat));
    case "each-opponent":
      return [`p${opp(seat)}`];
    case "each-ally":
      return [...s.players[s.active]!.allies, ...s.players[opp(s.active)]!.allies];
    case "other-allies-in-your-party":
      return s.players[seat]!.allies.filter((id) => id !== link.card);
    case "each-horde-ally-in-your-party":
      return s.players[seat]!.allies.filter((id) => card(s, id).faction === "Horde");
    case "each-ally-in-your-party":
      return [...s.players[seat]!.allies];
    case "each-ally-in-your-party-that-hasnt-attacked":
      return s.players[seat]!.allies.filter((id) => !s.attacked?.includes(id));
    case "subject-controller":
      return link.subjectController !== undefined ? [`p${link.subjectController}`] : [];
    case "subject-controllers-hero":
      return link.subjectController !== undefined ? [s.players[link.subjectController]!.hero] : [];
    case "subject":
      // "that ally" / "that weapon": the card the event named, while it is in play (CR 7.4 715.1, 712.3a); a card that
      // left play since the event is a new card (415.9a).
      return link.subject && inPlay(obj(s, link.subject)) ? [link.subject] : [];
    case "each-damaged-ally":
      return [...s.players[s.active]!.allies, ...s.players[opp(s.active)]!.allies].filter(
        (id) => obj(s, id).damage > 0,
      );
    case "allies-that-dealt-combat-damage-to-self-this-turn":
      return [...new Set(s.dealt.filter((d) => d.combat && d.to === link.card).map((d) => d.source))].filter(
        (id) => id !== "" && isAlly(s, id),
      );
    case "each-other-character":
      return [...party(s, s.active), ...party(s, opp(s.active))].filter((id) => id !== link.card);
    case "each-attacking-ally":
      return attackingAllies(s);
    case "turn-players-hero":
      return [s.players[s.active]!.hero];
    case "each-character-in-turn-players-party":
      return party(s, s.active);
    case "each-ability-in-play":
      return s.objects.filter((o) => isAbilityInPlay(s, o.id)).map((o) => o.id);
    case "turn-player":
      return [`p${s.active}`];
    case "every-other-non-hero-card":
      return [s.active, opp(s.active)]
        .flatMap((p) => [...s.players[p]!.allies, ...s.players[p]!.equipment, ...s.players[p]!.resources])
        .filter((id) => id !== link.card);
    case "attached-controller": {
      const host = resolveRef(s, link, specs, "attached")[0];
      return host ? [`p${obj(s, host).controller}`] : [];
    }
    case "each-character-self-dealt-damage-to-this-turn":
      return [...new Set(s.dealt.filter((d) => d.source === link.card).map((d) => d.to))].filter(
        (id) => inPlay(obj(s, id)) && isCharacter(s, id),
      );
    case "each-exhausted-ally":
      return [...s.players[s.active]!.allies, ...s.players[opp(s.active)]!.allies].filter((id) => obj(s, id).exhausted);
    case "damage-source":
      return link.damageSource && inPlay(obj(s, link.damageSource)) ? [link.damageSource] : [];
    case "attached": {
      // CR 7.4 709.2d: the host as the effect triggered (last known information), while it is a character in play.
      const host = link.host ?? obj(s, link.card).attachedTo;
      return host && inPlay(obj(s, host)) && isCharacter(s, host) ? [host] : [];
    }
  }
}

/** The seat a player reference (`p0`, `p1`) names; null for anything else (a card, or nothing). */
const playerOf = (id: string | undefined): Seat | null => (id?.startsWith("p") ? (Number(id.slice(1)) as Seat) : null);

/** The seats named by player references (`p0`, `p1`). */
const seatsOf = (ids: readonly string[]): Seat[] =>
  ids.filter((id) => id === "p0" || id === "p1").map((id) => Number(id.slice(1)) as Seat);

/** The source of damage or healing: "your hero", the card itself or the chosen card (001 407.2c); null: none. */
function sourceOf(
  s: WowState,
  link: Link,
  by: "your-hero" | "self" | "chosen" | "attached" | "paid" | "subject" | undefined,
): string | null {
  if (by === "self") return link.card;
  // An attachment's "it deals": its host, the one it had as the effect triggered (CR 7.4 709.2d).
  if (by === "attached") return link.host ?? obj(s, link.card).attachedTo ?? null;
  if (by === "paid") return link.paid ?? null;
  // "it deals …": the event's card, as it last was if it left play (CR 7.4 709.2d).
  if (by === "subject") return link.subject ?? null;
  if (by === "chosen") return link.chosen ?? null;
  return s.players[link.controller]!.hero;
}

/** Ally cards of `seat`'s graveyard with cost at most `max` (for "put an ally card … into play"). */
export function graveyardAllies(s: WowState, seat: Seat, max: number): string[] {
  return s.players[seat]!.graveyard.filter((id) => card(s, id).type === "Ally" && (card(s, id).cost ?? 0) <= max);
}

/** Ally cards of `seat`'s hand with cost at most the number of resources `seat` has (Seraph the Exalted). */
export function handAlliesToPlay(s: WowState, seat: Seat): string[] {
  const n = s.players[seat]!.resources.length;
  return s.players[seat]!.hand.filter((id) => card(s, id).type === "Ally" && (card(s, id).cost ?? 0) <= n);
}

/** A card of `seat`'s graveyard goes to the hand (the graveyard is public: the log names it). */
function graveyardToHand(s: WowState, seat: Seat, id: string): void {
  moveTo(s, id, "hand");
  s.log.push({ text: `P${seat + 1} puts ${nameOf(s, id)} from their graveyard into their hand.` });
}

/** Ends a deck search (CR 7.4 413): the found card is revealed and put into the hand; the deck is shuffled (413.2). */
function finishSearch(s: WowState, seat: Seat, found: string | undefined): void {
  if (found) {
    // "Search your deck and/or graveyard" (Swiftshift): the card may come from the graveyard.
    const from = obj(s, found).zone === "graveyard" ? "graveyard" : "deck";
    moveTo(s, found, "hand");
    s.log.push({ text: `P${seat + 1} reveals ${nameOf(s, found)} from their ${from} and puts it into their hand.` });
  }
  const [rng, deck] = shuffle(s.rng, s.players[seat]!.deck);
  s.rng = rng;
  s.players[seat]!.deck = deck;
}

/**
 * "N damage to it for each card in its controller's hand" (Vexra Darkfall): counted for each target as the link
 * resolves, one packet each (001 404.4, WOW-EX-11); none under 1 (407.2a).
 */
function damagePerCardInHand(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "damage" }>,
  source: string,
): void {
  for (const to of resolveRef(s, link, specs, e.to).filter((id) => isCharacter(s, id))) {
    const amount = (typeof e.amount === "number" ? e.amount : 0) * s.players[obj(s, to).controller]!.hand.length;
    if (amount >= 1) s.packets.push(damagePacket(s, link, to, amount, source, e.type));
  }
}

/**
 * A preventable non-combat damage packet of `link` (001 404.4) to `to`; marked `ability` when an ability card deals it
 * ("deal damage with an ability", CR 7.4 717.1).
 */
function damagePacket(
  s: WowState,
  link: Link,
  to: string,
  amount: number,
  source: string,
  type: DamageType | null,
): WowState["packets"][number] {
  const ability = card(s, link.card).type === "Ability";
  return {
    kind: "damage",
    amount,
    to,
    source,
    controller: link.controller,
    type,
    combat: false,
    preventable: true,
    ...(ability ? { ability, abilityCard: link.card } : {}),
  };
}

/**
 * "Your hero deals X damage divided as you choose to any number of target allies" (CR 7.4 707.1d): the amounts
 * were chosen as the link was added; each target still legal gets its packet (001 404.4), the others' are lost.
 */
function damageDivided(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "damage-divided" }>,
): void {
  const source = sourceOf(s, link, e.by);
  if (!source) return;
  link.targets.forEach((to, i) => {
    const amount = link.divide?.[i] ?? 0;
    const spec = specAt(specs, i);
    const before = link.targets.slice(0, i).filter((t): t is string => !!t);
    if (!to || !spec || amount < 1 || !legalTarget(s, spec, to, link.controller, before, link.x ?? 0)) return;
    s.packets.push(damagePacket(s, link, to, amount, source, e.type));
  });
}

/**
 * A "this turn" modifier on each of `ids` that is a character still in play (CR 7.4 714.3e; ended in the wrap-up
 * step, 001 503.2a), each logged with `text(name)`.
 */
function characterTurnMod(
  s: WowState,
  ids: readonly string[],
  mod: Omit<WowState["turnMods"][number], "obj">,
  text: (name: string) => string,
): void {
  for (const id of ids)
    if (inPlay(obj(s, id)) && isCharacter(s, id)) {
      s.turnMods.push({ obj: id, ...mod });
      s.log.push({ text: text(nameOf(s, id)) });
    }
}

/**
 * "Exhaust all of target player's ready resources. Your hero deals 1 shadow damage to that player's hero for each
 * resource exhausted this way" (Mana Burn): one packet for the count (001 404.4), none for 0 (407.2a).
 */
function exhaustResourcesEffect(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "exhaust-ready-resources" }>,
): void {
  for (const p of resolveRef(s, link, specs, e.who)) {
    const seat = Number(p.slice(1)) as Seat;
    const n = exhaustReadyResources(s, seat) * (e.damageHeroPer?.amount ?? 0);
    const hero = s.players[link.controller]!.hero;
    if (e.damageHeroPer && n >= 1)
      s.packets.push(damagePacket(s, link, s.players[seat]!.hero, n, hero, e.damageHeroPer.type));
  }
}

/** The limits of a `prevent-next-damage-this-turn` shield (rules/prevention-shields.ts, CR 7.4 717.2); null: none made. */
function shieldLimits(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "prevent-next-damage-this-turn" }>,
): ShieldLimits | null {
  const from = e.from ? resolveRef(s, link, specs, e.from)[0] : undefined;
  // "by target hero or ally" with that target gone: nothing is made (CR 7.4 709.2).
  if (e.from && !from) return null;
  return {
    ...(from ? { from } : {}),
    ...(e.combatFromAllies ? { fromAllies: true } : {}),
    ...(e.duration ? { duration: e.duration } : {}),
    ...(e.rider !== undefined ? { rider: { controller: link.controller, card: link.card, power: e.rider } } : {}),
  };
}

/** A runner of one instruction (verb) `e` of `link`, the instruction at index `at` of its power. */
type Verb<K extends Effect["op"]> = (
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: K }>,
  at: number,
) => void;

/** The `damage`, `heal` instructions (one runner: they differ only where `e.op` says). */
function damageHeal(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "damage" | "heal" }>,
  at: number,
): void {
  const source = sourceOf(s, link, e.by);
  if (!source) return;
  if (e.op === "damage" && e.perCardInTargetHand) {
    damagePerCardInHand(s, link, specs, e, source);
    return;
  }
  // "damage equal to its ATK": the source's ATK as it resolves (CR 7.4 709.2d); the damage types are the
  // instruction's own (408.3a: outside combat the modifier specifies them; Skewer names none).
  const fromAtk = e.op === "damage" && e.amount === "atk-of-source";
  if (fromAtk && !(inPlay(obj(s, source)) && isCharacter(s, source))) return;
  const fixed = fromAtk
    ? atk(s, source)
    : e.amount === "x"
      ? (link.x ?? 0)
      : e.amount === "health-of-target"
        ? e.amount
        : e.amount === "event-amount"
          ? (link.amount ?? 0)
          : e.amount === "cost-of-subject"
            ? subjectCost(s, link)
            : e.amount === "your-melee-weapons-atk"
              ? meleeWeaponsAtk(s, link.controller)
              : e.amount === "counters-on-self"
                ? countersOn(s, link.card)
                : typeof e.amount === "object"
                  ? "x" in e.amount
                    ? e.amount.plus + (link.x ?? 0)
                    : plusChosenWeaponAtk(s, link, e.amount.plus)
                  : e.amount;
  const type = e.op === "damage" ? e.type : null;
  for (const to of resolveRef(s, link, specs, e.to).filter((id) => isCharacter(s, id))) {
    // "7 minus the number of cards in its controller's hand", read as it resolves (CR 7.4 709.2d).
    const amount =
      fixed === "7-minus-hand"
        ? 7 - s.players[obj(s, to).controller]!.hand.length
        : fixed === "all-damage"
          ? obj(s, to).damage
          : fixed === "cards-in-your-hand"
            ? s.players[link.controller]!.hand.length
            : fixed === "health-of-target"
              ? health(s, to)
              : (fixed as number);
    // 001 404.4 / 406.2: one packet per character; a packet under 1 is never created (407.2a).
    if (amount < 1) continue;
    s.packets.push({
      kind: e.op,
      amount,
      to,
      source,
      controller: link.controller,
      type,
      // "That damage counts as combat damage" (Shiv).
      combat: e.op === "damage" && !!e.asCombat,
      // "That damage can't be prevented" (001 407).
      preventable: !(e.op === "damage" && e.unpreventable),
      ...(e.op === "damage" && e.drain ? { drainTo: source } : {}),
      // "deal damage with an ability" (CR 7.4 717.1): the effect of an ability card.
      ...(e.op === "damage" && card(s, link.card).type === "Ability" ? { ability: true, abilityCard: link.card } : {}),
      ...(e.op === "damage" && e.dealtCantAttack ? { dealtCantAttack: true } : {}),
      ...(e.op === "damage" && e.dealtCantProtect ? { dealtCantProtect: true } : {}),
      ...(e.op === "damage" && e.discardPerDamage ? { discardPerDamage: true } : {}),
      ...(e.op === "damage" && e.dealtAtk ? { dealtAtk: e.dealtAtk } : {}),
      ...(e.op === "damage" && e.thenAfterPackets ? { after: { link, at: at + 1 } } : {}),
      // "heals damage with an ability" (Illumination): the ability card and its cost, X included (201.3).
      ...(e.op === "heal" && card(s, link.card).type === "Ability"
        ? { ability: true, abilityCard: link.card, abilityCost: (card(s, link.card).cost ?? 0) + (link.x ?? 0) }
        : {}),
    });
  }
}

/** The `destroy`, `exhaust`, `to-hand`, `remove` instructions (one runner: they differ only where `e.op` says). */
function destroyExhaustToHandRemove(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "destroy" | "exhaust" | "to-hand" | "remove" }>,
  at: number,
): void {
  let destroyed = false;
  // Cards destroyed together: a graveyard replacement is judged before any of them leaves (CR 7.4 716.1c).
  const replacers = graveyardReplacers(s);
  for (const id of resolveRef(s, link, specs, e.what)) {
    // A card destroyed along the way (an attachment whose host left play, 400.5) is not destroyed again.
    if (e.op === "destroy" && !["ally", "hero", "resource"].includes(obj(s, id).zone)) continue;
    if (!(e.op === "destroy" && e.unlessAttachedToFriendly && attachedToFriendly(s, id, link.controller)))
      change(s, e.op, id, replacers);
    if (e.op === "destroy" && e.then && !inPlay(obj(s, id))) destroyed = true;
  }
  // "If you do, …": only when the destruction happened (CR 7.4 709.2b).
  if (e.op === "destroy" && destroyed) for (const t of e.then ?? []) runEffect(s, link, specs, t, at);
}

/** Every instruction's runner by op (the verbs of docs/wow.md "Card vocabulary"). */
const VERBS: { readonly [K in Effect["op"]]: Verb<K> } = {
  damage: damageHeal,
  heal: damageHeal,
  "damage-divided": (s, link, specs, e) => {
    damageDivided(s, link, specs, e);
  },
  ready: (s, link, specs, e) => {
    // CR 7.4 411.1: only an exhausted card in play readies.
    for (const id of resolveRef(s, link, specs, e.what))
      if (inPlay(obj(s, id)) && obj(s, id).exhausted) {
        obj(s, id).exhausted = false;
        stopsRemainingExhausted(s, id);
        s.log.push({ text: `${nameOf(s, id)} readies.` });
      }
  },
  "atk-this-turn": (s, link, specs, e) => {
    const n = e.amount < 0 ? `${e.amount}` : `+${e.amount}`;
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: e.while ? `atk-${e.while}` : "atk", amount: e.amount },
      (name) => `${name} has ${n} ATK${e.while ? ` while ${e.while}` : ""} this turn.`,
    );
  },
  "keyword-this-turn": (s, link, specs, e) => {
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: "keyword", keyword: e.keyword },
      (name) => `${name} has ${e.keyword} this turn.`,
    );
  },
  "hand-to-deck-then-draw": (s, link, _specs, e) => {
    const seat = link.controller;
    const p = s.players[seat]!;
    const hand = [...p.hand];
    for (const c of hand) moveTo(s, c, "deck");
    // The hand goes to the bottom in hand order, then the deck is shuffled for "shuffle" (413.2).
    p.deck = [...p.deck.filter((c) => !hand.includes(c)), ...hand];
    if (e.place === "shuffle") {
      const [rng, deck] = shuffle(s.rng, p.deck);
      s.rng = rng;
      p.deck = deck;
    }
    s.log.push({
      text: `P${seat + 1} puts ${hand.length} card(s) from their hand ${e.place === "shuffle" ? "into their deck and shuffles it" : "on the bottom of their deck"}.`,
    });
    draw(s, seat, hand.length);
  },
  "prevent-damage-this-turn": (s, link, specs, e) => {
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: "prevent-damage" },
      (name) => `All damage that would be dealt to ${name} this turn is prevented.`,
    );
  },
  "cant-protect-this-turn": (s, link, specs, e) => {
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: "cant-protect" },
      (name) => `${name} can't protect this turn.`,
    );
  },
  "cant-ready-next": (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what))
      if (inPlay(obj(s, id)) && !(s.frozen ?? []).includes(id)) {
        s.frozen = [...(s.frozen ?? []), id];
        s.log.push({ text: `${nameOf(s, id)} can't ready during its controller's next ready step.` });
      }
  },
  "play-discount": (s, link, _specs, e) => {
    const hero = s.players[link.controller]!.hero;
    s.turnMods.push({
      obj: hero,
      mod: "play-discount",
      amount: e.amount,
      ...(e.cardType ? { tag: e.cardType } : {}),
    });
    const what = e.cardType ? e.cardType.toLowerCase() : "card";
    s.log.push({ text: `P${link.controller + 1} pays ${e.amount} less to play their next ${what} this turn.` });
  },
  "strike-discount": (s, link, _specs, e) => {
    // 303.2: a cost modifier of the controller's next strike with such a weapon (kept on the hero).
    const hero = s.players[link.controller]!.hero;
    s.turnMods.push({
      obj: hero,
      mod: "strike-discount",
      amount: e.amount,
      tag: e.tag,
      ...(e.self ? { target: link.card } : {}),
    });
    s.log.push({ text: `P${link.controller + 1} pays ${e.amount} less to strike with a ${e.tag} weapon next.` });
  },
  "ally-from-graveyard-to-play": (s, link, _specs, e, at) => {
    const choices = graveyardAllies(s, link.controller, e.maxCost);
    if (choices.length === 1) enterAlly(s, choices[0]!, link.controller);
    else if (choices.length > 1) s.ask = { kind: "graveyard-pick", seat: link.controller, cards: choices, link, at };
  },
  "search-deck-ally-to-hand": (s, link, _specs, _e, at) => {
    // CR 7.4 413: the searcher looks through the deck; with one ally card it is found without asking.
    const seat = link.controller;
    const allies = s.players[seat]!.deck.filter((id) => card(s, id).type === "Ally");
    if (allies.length > 1) s.ask = { kind: "search", seat, cards: allies, link, at };
    else finishSearch(s, seat, allies[0]);
  },
  "reveal-top-to-hand": (s, link, _specs, e, at) => {
    const seat = link.controller;
    const revealed = s.players[seat]!.deck.slice(0, e.count);
    s.log.push({ text: `P${seat + 1} reveals ${revealed.map((id) => nameOf(s, id)).join(", ") || "nothing"}.` });
    const allies = revealed.filter((id) => card(s, id).type === e.cardType);
    if (allies.length > 1) s.ask = { kind: "reveal", seat, cards: allies, link, at, revealed };
    else finishReveal(s, seat, revealed, allies[0]);
  },
  choose: (s, link, _specs, e, at) => {
    // CR 7.4 709.2b: a choice not made as the link was added is made now, among the cards that qualify.
    const pool =
      e.select === "your-weapon" ||
      e.select === "your-equipment" ||
      e.select === "your-melee-weapon" ||
      e.select === "your-dagger"
        ? s.players[link.controller]!.equipment
        : e.select === "opposing-weapon"
          ? s.players[opp(link.controller)]!.equipment
          : [...party(s, 0), ...party(s, 1)];
    const choices = pool.filter((id) => matches(s, e.select, id, link.controller));
    if (choices.length === 1) link.chosen = choices[0]!;
    else if (choices.length > 1) s.ask = { kind: "choose", seat: link.controller, cards: choices, link, at };
  },
  draw: (s, link, specs, e) => {
    for (const p of resolveRef(s, link, specs, e.who))
      draw(
        s,
        Number(p.slice(1)) as Seat,
        e.amount === "x"
          ? (link.x ?? 0)
          : e.amount === "per-hero-and-ally-in-your-party"
            ? party(s, link.controller).length
            : e.amount === "per-card-removed-by-quests-named-self"
              ? removedByQuestsNamedSelf(s, link)
              : e.amount === "up-to-max-hand-size"
                ? Math.max(0, maxHandSize(s, Number(p.slice(1)) as Seat) - s.players[Number(p.slice(1))]!.hand.length)
                : e.amount,
      );
  },
  "graveyard-into-deck": (s, link) => {
    graveyardIntoDeck(s, link.controller);
  },
  "destroy-self-then": (s, link, specs, e, at) => {
    destroySelfThen(s, link, specs, e.then, at);
  },
  discard: (s, link, specs, e) => {
    for (const p of resolveRef(s, link, specs, e.who)) askDiscard(s, Number(p.slice(1)) as Seat, e.amount, "effect");
  },
  "discard-hand": (s, link) => {
    askDiscard(s, link.controller, s.players[link.controller]!.hand.length, "effect");
  },
  "top-card-to-resources": (s, link) => {
    topCardToResources(s, link.controller);
  },
  "deck-top-to-graveyard": (s, link, specs, e) => {
    for (const p of e.who ? resolveRef(s, link, specs, e.who) : [`p${link.controller}`])
      deckTopToGraveyard(s, Number(p.slice(1)) as Seat, e.count === "x" ? (link.x ?? 0) : e.count);
  },
  "reveal-top-named-self-to-hand": (s, link, _specs, e) => {
    revealTopNamedToHand(s, link.controller, e.count, card(s, link.card).name);
  },
  "reveal-top-all-of-type-to-hand": (s, link, _specs, e) => {
    revealTopTypeToHand(s, link.controller, e.count, e.cardType);
  },
  "reveal-two-pick-if-types-differ": (s, link, _specs, _e, at) => {
    revealTwoPickIfTypesDiffer(s, link, at);
  },
  "look-at-hand": (s, link, specs, e) => {
    for (const p of resolveRef(s, link, specs, e.who)) lookAtHand(s, link.controller, Number(p.slice(1)) as Seat);
  },
  "name-card": (s, link, _specs, e, at) => {
    askName(s, link, at, e.by ?? "you", e.cardType);
  },
  "cant-play-named-this-turn": (s, link) => {
    cantPlayNamedThisTurn(s, link);
  },
  "reveal-hand-discard-named": (s, link, specs, e) => {
    for (const p of resolveRef(s, link, specs, e.who)) revealHandDiscardNamed(s, link, Number(p.slice(1)) as Seat);
  },
  destroy: destroyExhaustToHandRemove,
  exhaust: destroyExhaustToHandRemove,
  "to-hand": destroyExhaustToHandRemove,
  remove: destroyExhaustToHandRemove,
  either: (s, link, specs, e, at) => {
    // CR 7.4 709.2b: the controller chooses, never an instruction that can't be done; one left is done unasked.
    const options = e.options.flatMap((o, i) => (possible(s, link, specs, o.effect) ? [i] : []));
    if (options.length === 1) runEffect(s, link, specs, e.options[options[0]!]!.effect, at);
    else if (options.length > 1) s.ask = { kind: "either", seat: link.controller, link, at, options };
  },
  "may-pay": (s, link, _specs, e, at) => {
    // 402.1: a cost that can't be paid is not offered.
    if (readyResources(s, link.controller).length >= e.amount)
      s.ask = { kind: "either", seat: link.controller, link, at, options: [0, 1] };
  },
  "put-counters": (s, link, _specs, e) => {
    putCounters(s, link.card, e.count, e.counter);
  },
  "remove-counter": (s, link, specs, e, at) => {
    const r = removeCounter(s, link.card, e.counter);
    for (const then of [...(r.removed ? (e.then ?? []) : []), ...(r.last ? (e.ifLast ?? []) : [])])
      runEffect(s, link, specs, then, at);
  },
  "remove-all-counters": (s, link, specs, e, at) => {
    // "Remove all [kind] counters from [this]. [… for each counter you removed]": X is how many (CR 7.4 709.2d).
    const n = removeAllCounters(s, link.card, e.counter);
    for (const then of e.then) runEffect(s, { ...link, x: n }, specs, then, at);
  },
  "atk-this-combat": (s, link, specs, e) => {
    atkThisCombat(s, resolveRef(s, link, specs, e.what), e.amount === "x" ? (link.x ?? 0) : e.amount);
  },
  "remove-attackers-from-combat": (s) => {
    removeAttackersFromCombat(s);
  },
  "opponents-cant-attack-this-turn": (s, link) => {
    opponentsCantAttackThisTurn(s, link.controller);
  },
  "cant-attack-your-hero-this-turn": (s, link, specs, e) => {
    cantAttackYourHeroThisTurn(s, link.controller, resolveRef(s, link, specs, e.what));
  },
  "if-your-hero-defending": (s, link, specs, e, at) => {
    if (yourHeroDefending(s, link.controller)) for (const then of e.then) runEffect(s, link, specs, then, at);
  },
  "destroy-random-friendly-other": (s, link) => {
    destroyRandomFriendlyOther(s, link);
  },
  "graveyard-ally-to-play-damaged": (s, link, specs, e) => {
    graveyardAllyToPlayDamaged(s, link, resolveRef(s, link, specs, e.what)[0]);
  },
  "choose-from-hand": (s, link, specs, e, at) => {
    for (const p of resolveRef(s, link, specs, e.who).slice(0, 1))
      chooseFromHand(s, link, at, Number(p.slice(1)) as Seat, e.cardTypes);
  },
  "discard-card": (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what)) discardCard(s, id);
  },
  "search-deck-and-graveyard-to-hand": (s, link, _specs, e, at) => {
    // CR 7.4 413: both zones are looked through; one card found is taken without asking; the deck is shuffled.
    const seat = link.controller;
    const me = s.players[seat]!;
    const pool = [...me.deck, ...me.graveyard].filter((id) => card(s, id).subtypes.some((t) => namesTag(t, e.tag)));
    if (pool.length > 1) s.ask = { kind: "search", seat, cards: pool, link, at };
    else finishSearch(s, seat, pool[0]);
  },
  may: (s, link, specs, e, at) => {
    if (e.then.some((t) => possible(s, link, specs, t)))
      s.ask = { kind: "either", seat: link.controller, link, at, options: [0, 1] };
  },
  "hand-ally-to-play-cost-up-to-x": (s, link, _specs, e, at) => {
    const choices = handAlliesUpToX(s, link.controller, e.tag, link.x ?? 0);
    if (choices.length === 1) enterAlly(s, choices[0]!, link.controller);
    else if (choices.length > 1) s.ask = { kind: "hand-pick", seat: link.controller, cards: choices, link, at };
  },
  "next-damage-plus-this-turn": (s, link, _specs, e) => {
    nextDamagePlusThisTurn(s, link, e.type, e.amount);
  },
  "allies-atk-this-turn": (s, link, _specs, e) => {
    alliesAtkThisTurn(s, link, e.amount);
  },
  "if-you-have-totem": (s, link, specs, e, at) => {
    if (hasTotemOf(s, link.controller, e.element)) for (const then of e.then) runEffect(s, link, specs, then, at);
  },
  "ability-damage-plus-this-turn": (s, link, _specs, e) => {
    abilityDamagePlusThisTurn(s, link, e.amount);
  },
  "subject-controller-may-search-same-name-to-play": (s, link, _specs, _e, at) => {
    askSameNameSearch(s, link, at);
  },
  "quest-discount-this-turn": (s, link, _specs, e) => {
    questDiscountThisTurn(s, link, e.amount);
  },
  "ready-your-resources": (s, link) => {
    readyYourResources(s, link.controller);
  },
  pay: (s, link, _specs, e) => {
    if (canPay(s, link.controller, e.amount)) payResources(s, link.controller, e.amount);
  },
  "at-next-end-of-turn": (s, link, _specs, e) => {
    s.delayed = [...(s.delayed ?? []), { controller: link.controller, card: link.card, power: e.power }];
  },
  "graveyard-shuffle-any": (s, link, _specs, _e, at) => {
    const pool = [...s.players[link.controller]!.graveyard];
    if (pool.length > 0) s.ask = { kind: "shuffle-in", seat: link.controller, link, at, pool };
    else shuffleIn(s, link.controller, []);
  },
  "graveyard-to-hand": (s, link, _specs, e, at) => {
    graveyardCardsToHand(s, link, at, e);
  },
  attach: (s, link, specs, e) => {
    attach(s, link, resolveRef(s, link, specs, e.to)[0]);
  },
  interrupt: (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what)) interrupt(s, id);
  },
  "remove-attackers-if-your-hero-defends": (s, link, _specs, e) => {
    // CR 7.4 602.3-602.4: the hero defends once it is the defender (not while only proposed).
    const c = s.combat;
    if (!c?.attacker || c.defender !== s.players[link.controller]!.hero) return;
    if (e.alliesOnly && !isAlly(s, c.attacker)) return;
    s.log.push({ text: `${nameOf(s, c.attacker)} is removed from combat.` });
    c.attacker = null;
  },
  "cant-attack-this-turn": (s, link, specs, e) => {
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: "cant-attack" },
      (name) => `${name} can't attack this turn.`,
    );
  },
  "hand-ally-to-play-cost-up-to-resources": (s, link, _specs, _e, at) => {
    const choices = handAlliesToPlay(s, link.controller);
    if (choices.length === 1) enterAlly(s, choices[0]!, link.controller);
    else if (choices.length > 1) s.ask = { kind: "hand-pick", seat: link.controller, cards: choices, link, at };
  },
  "grant-power-this-turn": (s, link, specs, e, at) => {
    grantThisTurn(s, link, resolveRef(s, link, specs, e.what), at);
  },
  "copy-payment-powers-this-turn": (s, link, specs, e) => {
    copyPaymentPowersThisTurn(s, resolveRef(s, link, specs, e.what));
  },
  "put-token": (s, link, specs, e) => {
    // "Target opponent puts … into play" (CR 7.4 404.2a): that player controls and owns the tokens.
    const who = e.who ? playerOf(resolveRef(s, link, specs, e.who)[0]) : link.controller;
    if (who === null) return;
    const made = putTokens(s, who, e.token, e.count ?? 1);
    tokenModifiers(s, link, made, e);
    // "At the start of your next turn, [instructions about the token]" (CR 7.4 715.1): one modifier per token.
    const power = e.atYourNextTurnStart;
    if (power !== undefined)
      s.delayedNextTurn = [
        ...(s.delayedNextTurn ?? []),
        ...made.map((subject) => ({ controller: link.controller, card: link.card, power, subject, modifier: true })),
      ];
  },
  "must-attack-this-turn": (s, link, specs, e) => {
    mustAttack(s, resolveRef(s, link, specs, e.what));
  },
  "this-turn-trigger": (s, link, specs, e) => {
    // A watched target that is gone (or illegal now) is never destroyed "this turn" (CR 7.4 709.2a).
    const watch = e.watch ? resolveRef(s, link, specs, e.watch)[0] : undefined;
    if (!e.watch || watch) addTurnTrigger(s, link, e.event, e.power, watch);
  },
  "can-attack-only-this-turn": (s, link, specs, e) => {
    attackOnlyThisTurn(s, resolveRef(s, link, specs, e.what), s.players[link.controller]!.hero);
  },
  "each-player-destroys-own-ally": (s, link, _specs, e, at) => {
    eachPlayerDestroysOwnAlly(s, link, at, e.ifYouHaveAlly ?? false);
  },
  "remove-from-graveyards-any": (s, link, _specs, e, at) => {
    // CR 7.4 706.1b: "in graveyards" names every graveyard, the turn player's first.
    const pool = [s.active, opp(s.active)].flatMap((p) =>
      s.players[p]!.graveyard.filter((id) => card(s, id).type === e.cardType),
    );
    if (pool.length > 0)
      s.ask = { kind: "shuffle-in", seat: link.controller, link, at, pool, removeHealPerCard: e.healYourHeroPerCard };
  },
  "look-top-to-hand": (s, link, _specs, e, at) => {
    lookTopToHand(s, link, at, e.count);
  },
  "look-top-may-bottom": (s, link, _specs, e, at) => {
    lookTopMayBottom(s, link, at, e.to);
  },
  "turn-quest-face-down": (s, link, specs, e, at) => {
    turnQuestFaceDown(s, link, at, resolveRef(s, link, specs, e.who)[0]);
  },
  "gain-control-while-in-party": (s, link, specs, e) => {
    gainControlWhileInParty(s, link, resolveRef(s, link, specs, e.what));
  },
  "gain-control-while-exhausted": (s, link, specs, e) => {
    gainControlWhileExhausted(s, link, resolveRef(s, link, specs, e.what));
  },
  "secret-numbers-highest-gains-control": (s, link, _specs, _e, at) => {
    startSecretNumbers(s, link, at);
  },
  "collection-card-to-hand": (s, link, _specs, _e, at) => {
    startCollectionPick(s, link, at);
  },
  "weapons-atk-this-turn": (s, link, _specs, e) => {
    weaponsAtkThisTurn(s, link, e.tag, e.amount);
  },
  "allies-atk-attacking-this-turn": (s, link, _specs, e) => {
    alliesAtkAttackingThisTurn(s, link, e.amount);
  },
  "keyword-this-combat": (s, link, specs, e) => {
    keywordThisCombat(s, resolveRef(s, link, specs, e.what), e.keyword);
  },
  "your-pets-keyword-this-turn": (s, link, _specs, e) => {
    yourPetsKeywordThisTurn(s, link, e.keyword);
  },
  "weapons-instant-this-turn": (s, link) => {
    weaponsInstantThisTurn(s, link);
  },
  "opponents-must-attack-you-this-turn": (s, link) => {
    opponentsMustAttackYou(s, link.controller);
  },
  "choose-own-ready-resource": (s, link, specs, e, at) => {
    chooseOwnReadyResource(s, link, at, playerOf(resolveRef(s, link, specs, e.who)[0]));
  },
  "may-interrupt-ability-of-targeted-hero": (s, link, _specs, _e, at) => {
    askInterruptChoice(s, link, at);
  },
  "if-your-hero-has": (s, link, specs, e, at) => {
    // Checked as the instruction is reached (CR 7.4 709.2); the instructions then run in order.
    if (has(s, s.players[link.controller]!.hero, e.keyword)) for (const t of e.then) runEffect(s, link, specs, t, at);
  },
  "unless-pays": (s, link, specs, e, at) => {
    if (!askUnlessPays(s, link, at, playerOf(resolveRef(s, link, specs, e.who)[0]), e.amount))
      runEffect(s, link, specs, e.then, at);
  },
  "cant-be-healed-this-turn": (s, link, specs, e) => {
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: "cant-be-healed" },
      (n) => `${n} can't be healed this turn.`,
    );
  },
  "graveyard-ally-to-play-if-affordable": (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what)) graveyardAllyToPlayIfAffordable(s, id, link.controller);
  },
  "exhaust-ready-resources": (s, link, specs, e) => {
    exhaustResourcesEffect(s, link, specs, e);
  },
  "skip-next-turn": (s, link) => {
    skipNextTurn(s, link.controller);
  },
  "ready-up-to-resources": (s, link, _specs, _e, at) => {
    readyUpToResources(s, link, at, link.amount ?? 0);
  },
  "may-pick-own": (s, link, _specs, e, at) => {
    mayPickOwn(s, link, at, e.from);
  },
  "search-deck": (s, link, _specs, e, at) => {
    searchDeck(s, link, at, e.tag, e.upTo, e.to);
  },
  "destroy-attached-abilities": (s, link, specs, e, at) => {
    destroyAttachedAbilities(s, link, at, resolveRef(s, link, specs, e.host)[0], e.upTo);
  },
  "return-allies-to-hand": (s, link, specs, e, at) => {
    returnAlliesToHand(s, link, at, seatsOf(resolveRef(s, link, specs, e.who)), e.count);
  },
  "untargetable-by-opponents-this-turn": (s, link, specs, e) => {
    characterTurnMod(
      s,
      resolveRef(s, link, specs, e.what),
      { mod: "untargetable-by-opponents" },
      (name) => `${name} can't be targeted by opponents this turn.`,
    );
  },
  "prevent-next-damage-this-turn": (s, link, specs, e) => {
    const limits = shieldLimits(s, link, specs, e);
    if (limits)
      addPreventNext(s, resolveRef(s, link, specs, e.what), e.amount === "x" ? (link.x ?? 0) : e.amount, limits);
  },
  "cant-draw-this-turn": (s, link, specs, e) => {
    cantDrawThisTurn(s, resolveRef(s, link, specs, e.who));
  },
  "prevent-combat-damage-while-keyword-this-turn": (s, link, specs, e) => {
    addPreventCombatWhile(s, resolveRef(s, link, specs, e.what), e.keyword);
  },
  "remove-by-self": (s, link, _specs, e) => {
    removeBySelf(s, link, e);
  },
  "removed-by-self-to": (s, link, _specs, e) => {
    removedBySelfTo(s, link, e);
  },
  "turn-deck-over": (s, link) => {
    turnDeckOver(s, link.controller);
  },
  "atk-in-combat-with-your-hero-this-turn": (s, link, specs, e) => {
    atkInCombatWithYourHero(
      s,
      link.controller,
      resolveRef(s, link, specs, e.what),
      e.amount === "minus-x" ? -(link.x ?? 0) : e.amount,
    );
  },
  "turn-hero-face-down": (s, link, specs, e) => {
    turnHeroFaceDown(s, resolveRef(s, link, specs, e.what));
  },
  "double-damage-on": (s, link, specs, e) => {
    doubleDamageOn(s, resolveRef(s, link, specs, e.what));
  },
  "put-damage": (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what)) placeDamage(s, id, e.amount);
  },
  "remove-own-damage-deal-that-much": (s, link, specs, e) => {
    removeOwnDamageDealThatMuch(s, link.card, resolveRef(s, link, specs, e.to), (to, n) =>
      damagePacket(s, link, to, n, link.card, e.type),
    );
  },
  "player-may-graveyard-ally-to-play-damaged": (s, link, specs, e, at) => {
    playerMayGraveyardAllyToPlay(s, link, at, resolveRef(s, link, specs, e.who)[0]);
  },
  "remove-then": (s, link, specs, e, at) => {
    // "Remove [it] from the game. If you do, …": only a card still in play is removed (CR 7.4 709.2f).
    const gone = resolveRef(s, link, specs, e.what).filter((id) => inPlay(obj(s, id)));
    for (const id of gone) change(s, "remove", id);
    if (gone.length) for (const then of e.then) runEffect(s, link, specs, then, at);
  },
  "remove-all-damage": (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what)) removeAllDamage(s, id);
  },
  "remove-from-combat": (s, link, specs, e) => {
    removeFromCombatIfIn(s, resolveRef(s, link, specs, e.what));
  },
  "prevent-combat-damage-to-and-by-this-turn": (s, link, specs, e) => {
    preventCombatDamageToAndBy(s, resolveRef(s, link, specs, e.what));
  },
  "prevent-combat-damage-by-this-turn": (s, link, specs, e) => {
    preventCombatDamageToAndBy(s, resolveRef(s, link, specs, e.what), true);
  },
  "destroy-own-resource": (s, link, specs, e, at) => {
    destroyOwnResource(
      s,
      link,
      at,
      resolveRef(s, link, specs, e.who).map((p) => Number(p.slice(1)) as Seat),
    );
  },
  "cant-play-or-strike-this-turn": (s, link, specs, e) => {
    for (const p of resolveRef(s, link, specs, e.who)) {
      const seat = Number(p.slice(1)) as Seat;
      s.turnMods.push({ obj: s.players[seat]!.hero, mod: "cant-play-or-strike" });
      s.log.push({ text: `P${seat + 1} can't play cards or strike with weapons this turn.` });
    }
  },
  "weapon-atk-this-turn": (s, link, specs, e) => {
    weaponAtkThisTurn(s, resolveRef(s, link, specs, e.what), e.amount);
  },
  "move-attachment": (s, link, specs, e, at) => {
    moveAttachment(s, link, resolveRef(s, link, specs, e.what), at);
  },
  "player-destroys-own": (s, link, specs, e, at) => {
    playerDestroysOwn(s, link, at, resolveRef(s, link, specs, e.who)[0], e.kind);
  },
  "look-top-keep-one": (s, link, _specs, e, at) => {
    lookTopKeepOne(s, link, at, e.count);
  },
  "reveal-two-opponent-picks": (s, link, specs, e, at) => {
    revealTopOpponentPicks(s, link, at, resolveRef(s, link, specs, e.by)[0]);
  },
  "graveyard-to-deck-top": (s, link, _specs, e, at) => {
    graveyardToDeckTop(s, link, at, e.cardType);
  },
  "each-player-deck-allies-to-play": (s) => {
    eachPlayerDeckAlliesToPlay(s);
  },
  "each-player-graveyard-allies-to-play": (s) => {
    eachPlayerGraveyardAlliesToPlay(s);
  },
  "take-extra-turn": (s, link) => {
    takeExtraTurn(s, link.controller);
  },
  "graveyard-named-to-play": (s, link, _specs, e) => {
    graveyardNamedToPlay(s, link.controller, e.name);
  },
  "destroy-own-equipment-or-resources": (s, link, _specs, _e, at) => {
    destroyOwnEquipmentOrResources(s, link, at, link.amount ?? 0);
  },
  "remove-graveyard-allies": (s, link, _specs, _e, at) => {
    removeGraveyardAllies(s, link, at, link.amount ?? 0);
  },
  "remove-damage-per-picked": (s, link, specs, e) => {
    for (const id of resolveRef(s, link, specs, e.what)) removeDamage(s, id, link.pickedCount ?? 0);
  },
  "damage-chosen-in-order": (s, link, _specs, e, at) => {
    chooseOrderedDamage(s, link, at, e);
  },
  "roll-die": (s, link, specs, e, at) => {
    for (const w of rollDie(s, link, e)) runEffect(s, link, specs, w, at);
  },
  "cant-be-destroyed-this-turn": (s, link, specs, e) => {
    cantBeDestroyedThisTurn(s, resolveRef(s, link, specs, e.what));
  },
  "cant-be-attacked-this-turn": (s, link, specs, e) => {
    cantBeAttackedThisTurn(s, resolveRef(s, link, specs, e.what));
  },
  "flip-coin": (s, link, specs, e, at) => {
    if (flipCoin(s, link, e, at)) for (const w of e.win) runEffect(s, link, specs, w, at);
  },
  "interrupt-all-other-abilities": (s, link) => {
    interruptAllOtherAbilities(s, link);
  },
  "opponents-cant-play-abilities-this-turn": (s, link) => {
    opponentsCantPlayAbilitiesThisTurn(s, link);
  },
  "remove-from-your-graveyard": (s, link, specs, e, at) => {
    if (removeFromYourGraveyard(s, link, at, e.cardType)) for (const t of e.then) runEffect(s, link, specs, t, at);
  },
  if: (s, link, specs, e, at) => {
    if (effectCondition(s, link.controller, e.condition, link.chosen, link.targets[0] ?? undefined))
      for (const t of e.then) runEffect(s, link, specs, t, at);
  },
  "gain-control": (s, link, specs, e) => {
    const who = resolveRef(s, link, specs, e.who)[0];
    if (!who?.startsWith("p")) return;
    const seat = Number(who.slice(1)) as Seat;
    for (const id of resolveRef(s, link, specs, e.what))
      if (inPlay(obj(s, id)) && obj(s, id).controller !== seat) {
        changeControl(s, id, seat);
        s.log.push({ text: `P${seat + 1} gains control of ${nameOf(s, id)}.` });
      }
  },
};

/** Runs one instruction (a verb) of `link`, the instruction at index `at` of its power. */
function runEffect(s: WowState, link: Link, specs: readonly TargetSpec[], e: Effect, at: number): void {
  (VERBS[e.op] as Verb<Effect["op"]>)(s, link, specs, e, at);
}

/**
 * "Put [cards] from your graveyard into your hand" (the `graveyard-to-hand` instruction): the card itself if it is
 * still there (CR 7.4 415.9b), one matching card (picked when there is a choice), or up to X / N matching cards with
 * different names (CR 7.4 709.2b: chosen as the link resolves).
 */
function graveyardCardsToHand(
  s: WowState,
  link: Link,
  at: number,
  e: Extract<Effect, { op: "graveyard-to-hand" }>,
): void {
  const seat = link.controller;
  if (e.what === "self") {
    if (obj(s, link.card).zone === "graveyard") {
      moveTo(s, link.card, "hand");
      s.log.push({ text: `${nameOf(s, link.card)} returns to its owner's hand.` });
    }
    return;
  }
  const { cardType, tag, namedSelf } = e.what;
  const pool = s.players[seat]!.graveyard.filter(
    (id) =>
      (!cardType || card(s, id).type === cardType) &&
      (!tag || card(s, id).subtypes.some((t) => namesTag(t, tag))) &&
      (!namedSelf || card(s, id).name === card(s, link.card).name),
  );
  const count = e.count ?? 1;
  if (count === 1) {
    if (pool.length === 1) graveyardToHand(s, seat, pool[0]!);
    else if (pool.length > 1) s.ask = { kind: "graveyard-pick", seat, cards: pool, link, at, toHand: true };
    return;
  }
  const max = count === "up-to-x" ? (link.x ?? 0) : count.upTo;
  if (max > 0 && pool.length > 0) s.ask = { kind: "graveyard-to-hand", seat, link, at, pool, max };
}

/**
 * "Each player destroys an ally in his party" (CR 7.4 708.1a: the turn player chooses first; the allies are destroyed
 * together once both chose). The picks so far ride on the link (`picks`, in turn order, "" for a player without
 * allies); a player with a choice is asked and the instruction runs again with the answer (`again`).
 */
function eachPlayerDestroysOwnAlly(s: WowState, link: Link, at: number, ifYouHaveAlly: boolean): void {
  if (!link.picks && ifYouHaveAlly && s.players[link.controller]!.allies.length === 0) return;
  const order = [s.active, opp(s.active)];
  const picks = [...(link.picks ?? [])];
  while (picks.length < order.length) {
    const seat = order[picks.length]!;
    // CR 7.4 709.2b: he can't choose an ally that can't be destroyed.
    const allies = s.players[seat]!.allies.filter((a) => !cantBeDestroyed(s, a));
    if (allies.length > 1) {
      s.ask = { kind: "choose", seat, cards: [...allies], link: { ...link, picks }, at, again: true };
      return;
    }
    picks.push(allies[0] ?? "");
  }
  for (const id of picks)
    if (id && obj(s, id).zone === "ally") {
      s.log.push({ text: `${nameOf(s, id)} is destroyed.` });
      destroy(s, id);
    }
}

/**
 * "Destroy [this]. If you do, [instructions]" (Fire Nova Totem): only a card still in play can be destroyed; the
 * instructions then run (none of them asks in the implemented cards).
 */
function destroySelfThen(s: WowState, link: Link, specs: readonly TargetSpec[], then: readonly Effect[], at: number) {
  if (!inPlay(obj(s, link.card))) return;
  change(s, "destroy", link.card);
  for (const e of then) runEffect(s, link, specs, e, at);
}

/** "Shuffle your graveyard into your deck" (413.2: the deck is shuffled with the seeded RNG). */
function graveyardIntoDeck(s: WowState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const id of [...p.graveyard]) moveTo(s, id, "deck");
  const [rng, deck] = shuffle(s.rng, p.deck);
  s.rng = rng;
  p.deck = deck;
  s.log.push({ text: `P${seat + 1} shuffles their graveyard into their deck.` });
}

/** "Attached to a friendly hero or ally" (Purge): its host is a hero or ally `seat` controls. */
function attachedToFriendly(s: WowState, id: string, seat: Seat): boolean {
  const host = obj(s, id).attachedTo;
  return !!host && obj(s, host).controller === seat && (isHero(s, host) || isAlly(s, host));
}

/**
 * CR 7.4 400.2: the resolving attachment enters play attached to its target, in its controller's hero row list
 * (not the hero row itself, 415.9a: attachments are physically attached). No host: nothing happens here and the
 * card goes to the graveyard as it finishes resolving.
 */
function attach(s: WowState, link: Link, host: string | undefined): void {
  if (!host || obj(s, link.card).zone !== "chain") return;
  moveTo(s, link.card, "hero", link.controller);
  obj(s, link.card).attachedTo = host;
  s.log.push({ text: `${nameOf(s, link.card)} enters play attached to ${nameOf(s, host)}.` });
}

/**
 * CR 7.4 711.1-711.2: the card's link leaves the chain and does nothing (no modifiers, nothing enters play); the
 * card goes to its owner's graveyard. Costs paid stay paid.
 */
function interrupt(s: WowState, id: string): void {
  const i = s.chain.findIndex((l) => l.kind === "card" && l.card === id);
  if (i < 0) return;
  s.chain.splice(i, 1);
  moveTo(s, id, "graveyard");
  s.log.push({ text: `${nameOf(s, id)} is interrupted.` });
}

/**
 * "Interrupt all other ability cards" (Arcane Torrent; CR 7.4 711.1-711.2): each ability card played onto the chain
 * (not placed there, 711.3) other than the link's own card is interrupted, whoever controls it.
 */
function interruptAllOtherAbilities(s: WowState, link: Link): void {
  const cards = s.chain.filter((l) => l.kind === "card" && l.card !== link.card && card(s, l.card).type === "Ability");
  for (const l of cards) interrupt(s, l.card);
}

/** Whether an instruction can be done now (CR 7.4 709.2b: "can't choose to do anything that can't be done"). */
function possible(s: WowState, link: Link, specs: readonly TargetSpec[], e: Effect): boolean {
  switch (e.op) {
    case "discard":
      // "Discard two cards" can't be done with fewer in hand (Last Stand; docs/rules-decisions.md).
      return resolveRef(s, link, specs, e.who).some((p) => s.players[Number(p.slice(1))]!.hand.length >= e.amount);
    case "gain-control": {
      const who = resolveRef(s, link, specs, e.who)[0];
      return (
        !!who?.startsWith("p") &&
        resolveRef(s, link, specs, e.what).some((id) => inPlay(obj(s, id)) && `p${obj(s, id).controller}` !== who)
      );
    }
    case "pay":
      return canPay(s, link.controller, e.amount);
    case "hand-ally-to-play-cost-up-to-x":
      return handAlliesUpToX(s, link.controller, e.tag, link.x ?? 0).length > 0;
    case "move-attachment":
      return canMoveAttachment(s, link.controller, resolveRef(s, link, specs, e.what)[0]);
    default:
      return true;
  }
}

/** Puts `cards` from `seat`'s graveyard into the deck and shuffles it (413.2, seeded RNG). */
function shuffleIn(s: WowState, seat: Seat, cards: readonly string[]): void {
  for (const c of cards) moveTo(s, c, "deck");
  const [rng, deck] = shuffle(s.rng, s.players[seat]!.deck);
  s.rng = rng;
  s.players[seat]!.deck = deck;
  s.log.push({ text: `P${seat + 1} shuffles ${cards.length} card(s) from their graveyard into their deck.` });
}

/** Cannibalize: the chosen cards are removed from the game, then the hero heals N per card (one packet, 406). */
function removeAndHeal(s: WowState, link: Link, cards: readonly string[], per: number): void {
  for (const c of cards) moveTo(s, c, "rfg");
  s.log.push({
    text: `P${link.controller + 1} removes ${cards.map((c) => nameOf(s, c)).join(", ") || "nothing"} from the game.`,
  });
  const hero = s.players[link.controller]!.hero;
  if (cards.length > 0)
    s.packets.push({
      kind: "heal",
      amount: per * cards.length,
      to: hero,
      source: hero,
      controller: link.controller,
      type: null,
      combat: false,
      preventable: true,
    });
}

/** Answers a "shuffle-in" ask: the cards go into the deck, it is shuffled, the rest of the link runs. */
export function resumeShuffle(
  s: WowState,
  ask: Extract<NonNullable<WowState["ask"]>, { kind: "shuffle-in" }>,
  cards: readonly string[],
): void {
  s.ask = null;
  if (ask.removeHealPerCard !== undefined) removeAndHeal(s, ask.link, cards, ask.removeHealPerCard);
  else shuffleIn(s, ask.seat, cards);
  const p = linkPower(s, ask.link);
  if (p) runEffects(s, ask.link, p.targets, p.effects, ask.at + 1);
}

/** Answers a "pick-cards" ask (rules/pick-cards.ts): the picked cards are dealt with, then the link goes on. */
export function resumePickCards(s: WowState, ask: PickCardsAsk, cards: readonly string[]): void {
  s.ask = null;
  const e = ask.link && linkPower(s, ask.link)?.effects[ask.at];
  // Thunderfury: the next character is asked for until the choosing ends (rules/ordered-damage.ts).
  if (ask.link && e?.op === "damage-chosen-in-order" && answerOrderedDamage(s, ask.link, ask.at, e, cards)) return;
  finishPickCards(s, ask.seat, ask.then, cards);
  // Another player's replaced draw of the same instruction is asked next (CR 7.4 716; rules/zones.ts).
  if (nextReplacedDraw(s, ask)) return;
  const p = ask.link && linkPower(s, ask.link);
  if (p && ask.link) runEffects(s, ask.link, p.targets, p.effects, ask.at + 1);
}

/** Answers a "graveyard-to-hand" ask: the cards go to the hand (revealed: named in the log), the link goes on. */
export function resumeGraveyardToHand(
  s: WowState,
  ask: Extract<NonNullable<WowState["ask"]>, { kind: "graveyard-to-hand" }>,
  cards: readonly string[],
): void {
  s.ask = null;
  for (const c of cards) moveTo(s, c, "hand");
  s.log.push({
    text: `P${ask.seat + 1} puts ${cards.map((c) => nameOf(s, c)).join(", ") || "nothing"} from their graveyard into their hand.`,
  });
  const p = linkPower(s, ask.link);
  if (p) runEffects(s, ask.link, p.targets, p.effects, ask.at + 1);
}

/** Labels of the instructions an "either" ask offers, by index. */
export function eitherLabels(s: WowState, ask: Extract<NonNullable<WowState["ask"]>, { kind: "either" }>): string[] {
  const e = linkPower(s, ask.link)?.effects[ask.at];
  if (e?.op === "may-pay" || e?.op === "unless-pays") return [`Pay ${e.amount}`, "Don't pay"];
  if (e?.op === "flip-coin") return [`Pay ${e.reflipCost} to reflip`, "Don't pay"];
  if (e?.op === "may" || e?.op === "player-may-graveyard-ally-to-play-damaged") return ["Yes", "No"];
  if (e?.op === "subject-controller-may-search-same-name-to-play") return ["Search", "Don't search"];
  if (e?.op === "may-interrupt-ability-of-targeted-hero")
    return [...interruptCandidates(s, ask.link).map((c) => `Interrupt ${nameOf(s, c)}`), "Don't interrupt"];
  if (e?.op === "look-top-may-bottom") return lookTopLabels(s, ask.seat, e.to);
  return e?.op === "either" ? e.options.map((o) => o.label) : [];
}

/** Answers an "either" ask (CR 7.4 709.2b): the chosen instruction runs, then the rest of the link. */
export function resumeEither(
  s: WowState,
  ask: Extract<NonNullable<WowState["ask"]>, { kind: "either" }>,
  option: number,
): void {
  s.ask = null;
  const p = linkPower(s, ask.link);
  const e = p?.effects[ask.at];
  if (
    !p ||
    (e?.op !== "either" &&
      e?.op !== "may-pay" &&
      e?.op !== "may" &&
      e?.op !== "look-top-may-bottom" &&
      e?.op !== "subject-controller-may-search-same-name-to-play" &&
      e?.op !== "unless-pays" &&
      e?.op !== "may-interrupt-ability-of-targeted-hero" &&
      e?.op !== "player-may-graveyard-ally-to-play-damaged" &&
      e?.op !== "flip-coin")
  )
    return;
  if (e.op === "look-top-may-bottom") resumeLookTop(s, ask.seat, option, e.to);
  else if (e.op === "subject-controller-may-search-same-name-to-play") {
    if (option === 0) sameNameSearch(s, ask.link, ask.seat);
  } else if (e.op === "may") {
    // "You may": the instructions run only with "Yes" (option 0).
    if (option === 0) for (const then of e.then) runEffect(s, ask.link, p.targets, then, ask.at);
  } else if (e.op === "player-may-graveyard-ally-to-play-damaged") {
    if (option === 0) acceptGraveyardAllyToPlay(s, ask.link, ask.at, ask.seat);
  } else if (e.op === "may-interrupt-ability-of-targeted-hero") {
    const chosen = interruptCandidates(s, ask.link)[option];
    if (chosen) interrupt(s, chosen);
  } else if (e.op === "unless-pays") {
    if (option === 0) payResources(s, ask.seat, e.amount);
    else runEffect(s, ask.link, p.targets, e.then, ask.at);
  } else if (e.op === "flip-coin") {
    // "You may pay N to reflip": the flip runs again (and may ask again).
    if (option === 0) {
      payResources(s, ask.seat, e.reflipCost);
      runEffect(s, ask.link, p.targets, e, ask.at);
    }
  } else if (e.op === "may-pay") {
    // CR 7.4 709.2f: "if you do" follows only when the payment was made.
    if (option === 0) {
      payResources(s, ask.seat, e.amount);
      for (const then of Array.isArray(e.then) ? e.then : [e.then]) runEffect(s, ask.link, p.targets, then, ask.at);
    }
  } else runEffect(s, ask.link, p.targets, e.options[option]!.effect, ask.at);
  adoptReplacedDraw(s, ask.link, ask.at);
  if (!(s.ask && "link" in s.ask)) runEffects(s, ask.link, p.targets, p.effects, ask.at + 1);
}

function change(
  s: WowState,
  op: "destroy" | "exhaust" | "to-hand" | "remove",
  id: string,
  replacers?: readonly Seat[],
): void {
  const name = nameOf(s, id);
  if (op === "exhaust") exhaustCard(s, id);
  else if (op === "destroy") {
    const zone = obj(s, id).zone;
    destroy(s, id, { replacers });
    // It can't be destroyed (CR 7.4 103.2), or it was removed instead (716.1a): each logged by `destroy`.
    if (obj(s, id).zone === zone || obj(s, id).zone === "rfg") return;
  } else moveTo(s, id, op === "to-hand" ? "hand" : "rfg");
  s.log.push({
    text: `${name} is ${op === "to-hand" ? "returned to its owner's hand" : `${op}ed`}.`.replace(
      "removeed",
      "removed from the game",
    ),
  });
}

/**
 * Runs a resolving link's instructions in order from `from`. A link with targets all of which became illegal does
 * nothing (CR 7.4 709.2a). A pick made as it resolves (choose, graveyard) stops the run to ask; `resumeEffects`
 * continues after the answer. A discard instruction also asks (always last in the implemented cards).
 */
export function runEffects(
  s: WowState,
  link: Link,
  specs: readonly TargetSpec[],
  effects: readonly Effect[],
  from = 0,
): void {
  if (specs.length > 0 && from === 0) {
    const live = link.targets.filter(
      (id, i) =>
        id &&
        legalTarget(
          s,
          specAt(specs, i)!,
          id,
          link.controller,
          link.targets.slice(0, i).filter((x): x is string => !!x),
          link.x ?? 0,
        ),
    );
    if (live.length === 0) {
      s.log.push({ text: "Every target is gone: the link does nothing." });
      return;
    }
  }
  for (let i = from; i < effects.length; i++) {
    runEffect(s, link, specs, effects[i]!, i);
    adoptReplacedDraw(s, link, i);
    if (s.ask && "link" in s.ask) return;
    // The next instructions read this damage's result: they wait for its packet (rules/after-packets.ts).
    if (s.packets.some((p) => p.after?.at === i + 1 && p.after.link.card === link.card)) return;
  }
}

/** The targets and instructions a link runs (its card's play power, or the power it is an effect of). */
export function linkPower(
  s: WowState,
  link: Link,
): { targets: readonly TargetSpec[]; effects: readonly Effect[] } | undefined {
  // The script directly: a completed quest is face down and an ability may be in the graveyard by now (707.3).
  const powers = script(obj(s, link.card).code)?.powers ?? [];
  // A granted payment power (CR 7.4 700.1) is read where it is written (rules/granted-powers.ts).
  const p = link.granted
    ? linkGrantedPower(s, link)
    : link.kind === "card"
      ? powers.find((x) => x.kind === "play")
      : powers[link.power ?? -1];
  // CR 7.4 707.1c: a modal card or reward runs the chosen modes' instructions, in printed order.
  if ((p?.kind === "reward" || p?.kind === "play") && p.modes)
    return {
      targets: modeTargets(p, link.modes ?? []),
      effects: (link.modes ?? []).flatMap((m) => p.modes![m]?.effects ?? []),
    };
  return p && "effects" in p ? p : undefined;
}

/**
 * Answers a pick asked while a link resolved (CR 7.4 709.2b): the graveyard ally enters play, or the chosen card
 * is remembered; then the link's remaining instructions run.
 */
export function resumeEffects(s: WowState, ask: ResolvingPickAsk, picked: string): void {
  s.ask = null;
  // "Each player destroys …": the pick joins the others and the instruction runs again (`again`).
  const link = ask.again
    ? { ...ask.link, picks: [...(ask.link.picks ?? []), picked] }
    : ask.kind === "choose"
      ? { ...ask.link, chosen: picked }
      : ask.link;
  if (ask.kind === "hand-pick") enterAlly(s, picked, ask.seat);
  if (ask.kind === "graveyard-pick") {
    if (ask.toHand) graveyardToHand(s, ask.seat, picked);
    else enterAlly(s, picked, ask.seat);
  }
  if (ask.kind === "search") finishSearch(s, ask.seat, picked);
  if (ask.kind === "reveal") finishReveal(s, ask.seat, ask.revealed ?? [], picked);
  if (ask.kind === "look") finishLook(s, ask.seat, ask.revealed ?? [], picked);
  if (ask.kind === "quest-face-down") finishQuestFaceDown(s, ask.seat, picked);
  const p = linkPower(s, link);
  if (p) runEffects(s, link, p.targets, p.effects, ask.again ? ask.at : ask.at + 1);
}

/** An ask made while a link resolves. */
export type ResolvingPickAsk = Extract<NonNullable<WowState["ask"]>, { link: Link; cards: string[] }>;
