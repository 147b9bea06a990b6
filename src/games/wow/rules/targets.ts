/**
 * Targets (001 413.3; CR 7.4 707.1d): which cards and players a selector allows. Untargetable cards in play are
 * never legal targets (CR 7.4 glossary "Untargetable").
 */
import type { Seat } from "../../../engine/index.js";
import type { Selector, TargetSpec } from "../cards/types.js";
import {
  card,
  equipmentKind,
  has,
  hasTag,
  raceOf,
  inPlay,
  isAbilityInPlay,
  isAlly,
  isCharacter,
  isHero,
  powersOf,
} from "./characteristics.js";
import { isTotem } from "./totems.js";
import { maxTargets, minTargets, optionalFillings, specAt, variableTargets } from "./variable-targets.js";
import { type WowState, obj } from "./state.js";

/** Whether `id` matches `sel` for a link controlled by `seat` (no untargetable check). */
export function matches(s: WowState, sel: Selector, id: string, seat: Seat, x = 0): boolean {
  if (sel === "player") return id === "p0" || id === "p1";
  if (sel === "opponent") return (id === "p0" || id === "p1") && id !== `p${seat}`;
  if (!id.startsWith("o")) return false;
  const o = obj(s, id);
  // CR 7.4 706.1b: only a description naming another zone reaches outside play.
  if (sel === "ally-card-in-your-graveyard")
    return o.zone === "graveyard" && o.owner === seat && card(s, id).type === "Ally";
  // CR 7.4 711.3: only a card played onto the chain (not one placed there) can be targeted for interruption.
  if (sel === "ally-card-on-chain")
    return o.zone === "chain" && card(s, id).type === "Ally" && s.chain.some((l) => l.kind === "card" && l.card === id);
  if (sel === "ability-card-on-chain" || sel === "ability-card-on-chain-targeting-your-hero") {
    const hero = s.players[seat]!.hero;
    return (
      o.zone === "chain" &&
      card(s, id).type === "Ability" &&
      s.chain.some(
        (l) => l.kind === "card" && l.card === id && (sel === "ability-card-on-chain" || l.targets.includes(hero)),
      )
    );
  }
  if (sel === "ally-card-in-any-graveyard") return o.zone === "graveyard" && card(s, id).type === "Ally";
  if (sel === "card-in-any-graveyard") return o.zone === "graveyard";
  if (sel === "equipment-card-in-your-graveyard")
    return o.zone === "graveyard" && o.owner === seat && card(s, id).type === "Equipment";
  // "target resource" (Lobotomize): any card in a resource row, face down or not (001 410).
  if (sel === "resource") return o.zone === "resource";
  if (!inPlay(o)) return false;
  // 001 306.3a: a Totem in play can be targeted as if it were an ally (targets only: `choose` never offers it).
  const allyLike = isAlly(s, id) || isTotem(s, id);
  switch (sel) {
    case "hero-or-ally":
      return isCharacter(s, id);
    case "hero":
      return isHero(s, id);
    case "ally":
      return allyLike;
    case "exhausted-ally":
      return allyLike && o.exhausted;
    case "ability-or-equipment-cost-x":
      return (
        (isAbilityInPlay(s, id) || (o.zone === "hero" && equipmentKind(card(s, id)) !== null)) &&
        (card(s, id).cost ?? 0) === x
      );
    case "ability-cost-x":
      return isAbilityInPlay(s, id) && (card(s, id).cost ?? 0) === x;
    case "damaged-ally":
      return isAlly(s, id) && o.damage > 0;
    case "exhausted-damaged-ally":
      return allyLike && o.exhausted && o.damage > 0;
    case "opposing-ally":
      return allyLike && o.controller !== seat;
    case "pet":
      return isAlly(s, id) && card(s, id).subtypes.some((t) => t === "Pet" || t.startsWith("Pet ("));
    case "hero-or-ally-in-your-party":
      return (isHero(s, id) || isAlly(s, id)) && o.controller === seat;
    case "undead-ally":
      return allyLike && raceOf(s, id) === "Undead";
    case "protecting-ally":
      return isAlly(s, id) && s.combat?.protector === id;
    case "ally-in-your-party":
      return allyLike && o.controller === seat;
    case "ally-cost-4-or-more":
      return allyLike && (card(s, id).cost ?? 0) >= 4;
    case "ally-cost-4-or-less":
      return allyLike && (card(s, id).cost ?? 0) <= 4;
    case "ability":
      return isAbilityInPlay(s, id);
    case "equipment":
      return o.zone === "hero" && equipmentKind(card(s, id)) !== null;
    case "armor":
      return o.zone === "hero" && equipmentKind(card(s, id)) === "armor";
    case "armor-or-weapon": {
      const k = o.zone === "hero" ? equipmentKind(card(s, id)) : null;
      return k === "armor" || k === "weapon";
    }
    case "ability-or-equipment":
      return isAbilityInPlay(s, id) || (o.zone === "hero" && equipmentKind(card(s, id)) !== null);
    case "opposing-hero-or-ally":
      return isCharacter(s, id) && o.controller !== seat;
    case "melee-weapon":
      return o.zone === "hero" && equipmentKind(card(s, id)) === "weapon" && hasTag(s, id, "Melee");
    case "ready-ally":
      return isAlly(s, id) && !o.exhausted;
    case "ally-cost-3-or-less":
      return isAlly(s, id) && (card(s, id).cost ?? 0) <= 3;
    case "ally-cost-7-or-more":
      return allyLike && (card(s, id).cost ?? 0) >= 7;
    case "dwarf-ally":
      return isAlly(s, id) && raceOf(s, id) === "Dwarf";
    case "your-equipment":
      return o.zone === "hero" && equipmentKind(card(s, id)) !== null && o.controller === seat;
    case "damaged-hero-or-ally":
      return isCharacter(s, id) && o.damage > 0;
    case "attacking-ally":
      return isAlly(s, id) && s.combat?.attacker === id;
    case "attacker":
      return isCharacter(s, id) && s.combat?.attacker === id;
    case "opposing-hero":
      return isCharacter(s, id) && !isAlly(s, id) && o.controller !== seat;
    case "your-weapon":
      return o.zone === "hero" && equipmentKind(card(s, id)) === "weapon" && o.controller === seat;
    case "ready-hero-or-ally-in-your-party":
      return isCharacter(s, id) && !o.exhausted && o.controller === seat;
    case "opposing-weapon":
      return o.zone === "hero" && equipmentKind(card(s, id)) === "weapon" && o.controller !== seat;
    case "opposing-equipment":
      return o.zone === "hero" && equipmentKind(card(s, id)) !== null && o.controller !== seat;
    case "ally-cost-x":
      return allyLike && (card(s, id).cost ?? 0) === x;
    case "your-melee-weapon":
    case "your-dagger":
      return (
        o.zone === "hero" &&
        equipmentKind(card(s, id)) === "weapon" &&
        o.controller === seat &&
        hasTag(s, id, sel === "your-dagger" ? "Dagger" : "Melee")
      );
    case "exhausted-hero-or-ally":
      return isCharacter(s, id) && o.exhausted;
    case "weapon":
      return o.zone === "hero" && equipmentKind(card(s, id)) === "weapon";
    case "ally-attacked-your-hero-no-combat-damage": {
      const hero = s.players[seat]!.hero;
      return (
        isAlly(s, id) &&
        (s.heroAttacks ?? []).some((a) => a.attacker === id && a.hero === hero) &&
        !s.dealt.some((d) => d.combat && d.source === id && d.to === hero)
      );
    }
    case "dealt-combat-damage-by-your-hero":
      return isCharacter(s, id) && dealtCombatDamageByYourHero(s, seat, id);
    case "hero-dealt-combat-damage-by-your-hero":
      return isHero(s, id) && dealtCombatDamageByYourHero(s, seat, id);
  }
}

/**
 * Whether `seat`'s hero dealt combat damage to `id` this turn (a packet dealt, 603.1, after prevention, 407; the turn's
 * damage record, cleared in the wrap-up step, 503.2a): the poisons' "target hero or ally that was dealt combat damage by
 * your hero this turn".
 */
function dealtCombatDamageByYourHero(s: WowState, seat: Seat, id: string): boolean {
  const hero = s.players[seat]!.hero;
  return s.dealt.some((d) => d.combat && d.source === hero && d.to === id);
}

/** "Your weapons can't be targeted by opponents" (Stronghold Gauntlets): a weapon of another player than `seat`'s. */
function shieldedWeapon(s: WowState, id: string, seat: Seat): boolean {
  const o = obj(s, id);
  if (o.controller === seat || o.zone !== "hero" || equipmentKind(card(s, id)) !== "weapon") return false;
  const p = s.players[o.controller]!;
  return [p.hero, ...p.allies, ...p.equipment].some((src) =>
    powersOf(s, src).some((pw) => pw.kind === "weapons-untargetable-by-opponents"),
  );
}

/** Whether `id` is a legal target for `spec` (given the targets chosen before it; `x`: the link's X). */
export function legalTarget(
  s: WowState,
  spec: TargetSpec,
  id: string,
  seat: Seat,
  before: readonly (string | null)[],
  x = 0,
): boolean {
  if (!matches(s, spec.select, id, seat, x)) return false;
  if (id.startsWith("o") && has(s, id, "Untargetable")) return false;
  if (id.startsWith("o") && shieldedWeapon(s, id, seat)) return false;
  // "Your hero can't be targeted by opponents this turn" (Divine Shield).
  if (
    id.startsWith("o") &&
    obj(s, id).controller !== seat &&
    s.turnMods.some((m) => m.obj === id && m.mod === "untargetable-by-opponents")
  )
    return false;
  if (spec.distinct && before.includes(id)) return false;
  // "… in one graveyard": the owner of every earlier target's graveyard (a graveyard holds its owner's cards).
  if (spec.sameGraveyard && before.some((b) => b?.startsWith("o") && obj(s, b).owner !== obj(s, id).owner))
    return false;
  return true;
}

/** Every candidate a selector could name (players and face-up cards in play). */
export function candidates(
  s: WowState,
  spec: TargetSpec,
  seat: Seat,
  before: readonly (string | null)[],
  x = 0,
): string[] {
  const pool =
    spec.select === "player" || spec.select === "opponent"
      ? ["p0", "p1"]
      : spec.select === "ally-card-in-your-graveyard" || spec.select === "equipment-card-in-your-graveyard"
        ? s.players[seat]!.graveyard
        : spec.select === "card-in-any-graveyard"
          ? [...s.players[s.active]!.graveyard, ...s.players[1 - s.active]!.graveyard]
          : spec.select === "ability-card-on-chain" ||
              spec.select === "ability-card-on-chain-targeting-your-hero" ||
              spec.select === "ally-card-on-chain"
            ? s.chain.filter((l) => l.kind === "card").map((l) => l.card)
            : spec.select === "resource"
              ? s.objects.filter((o) => o.zone === "resource").map((o) => o.id)
              : s.objects.filter((o) => o.zone === "ally" || o.zone === "hero").map((o) => o.id);
  return pool.filter((id) => legalTarget(s, spec, id, seat, before, x));
}

/**
 * A waiting trigger's target choices (CR 7.4 708.3): as `targetChoices`, without those naming the event's card
 * `subject` where the spec says "another target" of it (`notSubject`, Blade Flurry), and only cards of the party of
 * the player who controlled it (`subjectController`) where the spec says "in that ally's party" (`inSubjectsParty`,
 * Skorn, Vambraces of the Sadist; CR 7.4 709.2d: who controlled it as the event happened).
 */
export function triggerTargetChoices(
  s: WowState,
  specs: readonly TargetSpec[],
  seat: Seat,
  subject: string | undefined,
  subjectController?: Seat,
): string[][] {
  return targetChoices(s, specs, seat).filter(
    (t) =>
      !t.some(
        (id, i) =>
          (specs[i]?.notSubject && id === subject) ||
          (specs[i]?.inSubjectsParty && obj(s, id).controller !== subjectController),
      ),
  );
}

/**
 * Every full choice of targets for `specs` (cartesian, each legal given the earlier ones); with a variable number
 * of targets (CR 7.4 707.1d) the required ones so, then canonical fillings of the optional ones (up to `maxOptional`
 * of them for "any number of").
 */
export function targetChoices(
  s: WowState,
  specs: readonly TargetSpec[],
  seat: Seat,
  x = 0,
  maxOptional = 0,
): string[][] {
  if (variableTargets(specs)) {
    const min = minTargets(specs);
    const max = specs.at(-1)?.anyNumber ? maxOptional : maxTargets(specs) - min;
    return targetChoices(s, specs.slice(0, min), seat, x).flatMap((prefix) => [
      ...(min > 0 ? [prefix] : []),
      ...optionalFillings(s, seat, prefix, max, (before) =>
        candidates(s, specAt(specs, before.length)!, seat, before, x),
      ),
    ]);
  }
  let acc: string[][] = [[]];
  for (const spec of specs) {
    const next: string[][] = [];
    for (const chosen of acc) for (const c of candidates(s, spec, seat, chosen, x)) next.push([...chosen, c]);
    acc = next;
  }
  return acc;
}

/** Checks a submitted target list against `specs`; null when legal, else what is wrong. */
export function checkTargets(
  s: WowState,
  specs: readonly TargetSpec[],
  targets: readonly string[],
  seat: Seat,
  x = 0,
): string | null {
  // CR 7.4 707.1d: "up to N" / "any number of" targets: the number is chosen first.
  if (targets.length < minTargets(specs) || targets.length > maxTargets(specs))
    return `This needs ${specs.length} target(s).`;
  for (let i = 0; i < targets.length; i++)
    if (!legalTarget(s, specAt(specs, i)!, targets[i]!, seat, targets.slice(0, i), x))
      return `${targets[i]} is not a legal target.`;
  return null;
}
