/**
 * Combat (001 600-603): the proposal resolving (601.3: legality rechecked, else interrupted), the combat step
 * (602.1: the attacker exhausts; attack window), the protect point (602.2: an opponent may exhaust a Protector to
 * become the proposed defender, not against Stealth, 602.2a), the defender (602.3; defend window, strikes 303.2),
 * and the conclusion (603.1: simultaneous combat packets; Long-Range 603.1a; 603.2 removal from combat).
 */
import { cantAttackTarget } from "./combat-restrictions.js";
import { endCombatMods } from "./weapons.js";
import { concludeCombat, startDefending as familyStartDefending } from "../../wow-family/rules/core.js";
import type { Seat } from "../../../engine/index.js";
import {
  atk,
  combatType,
  has,
  inPlay,
  isAlly,
  isCharacter,
  isHero,
  nameOf,
  party,
  powersOf,
} from "./characteristics.js";
import { attackOnly, canAttack } from "./play.js";
import { type Link, type Packet, type WowState, obj, opp } from "./state.js";
import { trigger, watchers } from "./triggers.js";
import { triggerEnterCombat } from "./enter-combat.js";
import { exhaustCard } from "./becomes-exhausted.js";
import { defenderSeat, friendlyDefenderAllowed } from "./friendly-attacks.js";

/** Whether a combat participant is still one (602.4: it left play or changed control). */
function stillIn(s: WowState, id: string | null, seat: Seat): string | null {
  if (!id) return null;
  const o = obj(s, id);
  return inPlay(o) && isCharacter(s, id) && o.controller === seat ? id : null;
}

/**
 * The family's "still in combat" for WoW: the attacker under the turn player, the defender under `defenderSeat` (the
 * opponent, or the attacker's side for an attack on its own Gamon; 602.4).
 */
function inCombat(s: WowState, id: string | null, seat: Seat): string | null {
  return stillIn(s, id, id !== null && id === s.combat?.attacker ? seat : defenderSeat(s));
}

/** 601.3: a resolving proposal starts a combat step if still legal, else it is interrupted. */
export function resolveProposal(s: WowState, link: Link): void {
  const a = link.attacker!;
  const d = link.defender!;
  // 601.2c: an "attack only" restriction that arose since the proposal makes it illegal too.
  const only = attackOnly(s, link.controller, a);
  const legal =
    canAttack(s, link.controller, a) &&
    // 601.2f: a defender that changed controllers since the proposal is no longer the proposed defender.
    (link.friendlyDefender
      ? friendlyDefenderAllowed(s, link.controller, a, d)
      : stillIn(s, d, opp(link.controller)) !== null) &&
    !has(s, d, "Elusive") &&
    !cantAttackTarget(s, a, d) &&
    (only.length === 0 || only.includes(d));
  if (!legal) {
    s.log.push({ text: "The combat proposal is interrupted: it is no longer legal." });
    return;
  }
  s.combat = { attacker: a, proposedDefender: d, defender: null, protector: null, struck: [], strikes: [] };
  // An attack on one's own Gamon: the defender belongs to the attacker's side (602.4 checks that seat).
  if (obj(s, d).controller === link.controller) s.combat.defenderSeat = link.controller;
  s.window = null;
  s.next = "combat-start";
}

/** 602.1: the attacker exhausts; the attack window opens. */
export function startCombat(s: WowState): void {
  endCombatMods(s);
  const c = s.combat!;
  exhaustCard(s, c.attacker!);
  s.log.push({ text: `${nameOf(s, c.attacker!)} attacks ${nameOf(s, c.proposedDefender!)}.` });
  // CR 7.4 602.1: it becomes an attacker; "when this attacks" powers trigger (added as the window opens, 708.1).
  trigger(s, s.active, "attacks", [c.attacker!]);
  // "When your hero attacks" (Berserking): the cards of the attacking hero's controller.
  if (s.players[s.active]!.hero === c.attacker) trigger(s, s.active, "your-hero-attacks", watchers(s, s.active));
  // "When each hero or ally in your party attacks for the first time each turn" (Windfury Totem).
  if (!s.attacked?.includes(c.attacker!)) {
    s.attacked = [...(s.attacked ?? []), c.attacker!];
    trigger(s, s.active, "party-attacks-first-time", watchers(s, s.active), c.attacker!);
    trigger(s, s.active, "attacks-first-time", [c.attacker!]);
  }
  trigger(s, opp(s.active), "opposing-attacks", watchers(s, opp(s.active)));
  // Revenge's "attacked your hero this turn": the proposed defender as it became an attacker.
  if (isHero(s, c.proposedDefender!))
    s.heroAttacks = [...(s.heroAttacks ?? []), { attacker: c.attacker!, hero: c.proposedDefender! }];
  s.window = { kind: "attack", priority: s.active, passes: 0 };
}

/** Characters of the defending player that may protect now (602.2, 602.2a, 602.2b). */
export function protectors(s: WowState): string[] {
  const c = s.combat;
  if (!c?.attacker || !c.proposedDefender || has(s, c.attacker, "Stealth")) return [];
  const seat = opp(obj(s, c.attacker).controller);
  // "Opposing heroes and allies can't protect" (Hannah the Unstoppable): a card of the other player in play.
  if (watchers(s, opp(seat)).some((id) => powersOf(s, id).some((p) => p.kind === "opposing-cant-protect"))) return [];
  const heroDefends = c.proposedDefender === s.players[seat]!.hero;
  return party(s, seat).filter(
    (id) =>
      id !== c.proposedDefender &&
      !obj(s, id).exhausted &&
      // "[This] can't protect this turn" (Jin'lak Nightfang); "[this] can protect your hero" (Old Bones).
      !s.turnMods.some((m) => m.obj === id && m.mod === "cant-protect") &&
      !has(s, id, "CantProtect") &&
      (has(s, id, "Protector") || (heroDefends && powersOf(s, id).some((p) => p.kind === "protect-your-hero"))),
  );
}

/** 602.2: the protect point (asks the defending player when a protector exists). */
export function protectPoint(s: WowState): void {
  const c = s.combat!;
  const seat = opp(s.active);
  c.attacker = stillIn(s, c.attacker, s.active);
  c.proposedDefender = stillIn(s, c.proposedDefender, defenderSeat(s));
  if (!c.attacker || !c.proposedDefender) {
    s.next = "conclude";
    return;
  }
  s.next = "defend";
  if (protectors(s).length > 0) s.ask = { kind: "protect", seat };
}

/** Answers the protect point: the protector exhausts and becomes the proposed defender (602.2). */
export function answerProtect(s: WowState, protector: string | null): void {
  if (!protector) return;
  const c = s.combat!;
  exhaustCard(s, protector);
  c.proposedDefender = protector;
  c.protector = protector;
  // 602.2: the protector is the opposing player's (it may protect a Gamon attacked by its own party).
  if (c.defenderSeat !== undefined) c.defenderSeat = obj(s, protector).controller;
  s.log.push({ text: `${nameOf(s, protector)} protects.` });
  // "When your hero protects" (Sacred Duty): triggers as it becomes the protector (602.2).
  const seat = obj(s, protector).controller;
  if (s.players[seat]!.hero === protector) trigger(s, seat, "your-hero-protects", watchers(s, seat));
}

/** 602.3: the proposed defender becomes the defender; the defend window opens. */
export function startDefending(s: WowState): void {
  familyStartDefending(s, s.combat!.proposedDefender, (id, seat) => inCombat(s, id, seat));
  // 602.3: "when [this] defends" / "when your hero defends" trigger as it becomes the defender.
  const d = s.combat?.defender;
  if (!d) return;
  // 602.3: both enter combat ("when an ally enters combat with [this]"; the attacker's side first, 708.1a).
  triggerEnterCombat(s);
  const seat = obj(s, d).controller;
  trigger(s, seat, "defends", [d]);
  if (s.players[seat]!.hero === d) trigger(s, seat, "your-hero-defends", watchers(s, seat));
}

/** 603.1: simultaneous combat damage packets (none under 1, 407.2a; Long-Range, 603.1a). */
export function conclude(s: WowState): void {
  const packet = (from: string, to: string) => ({
    kind: "damage" as const,
    amount: preventedFromAttackingAlly(s, from, to) ? 0 : atk(s, from),
    to,
    source: from,
    controller: obj(s, from).controller,
    type: combatType(s, from),
    combat: true,
    preventable: !unpreventableStrike(s, from),
  });
  concludeCombat<WowState, Packet>(
    s,
    (id, seat) => inCombat(s, id, seat),
    packet,
    (a) => has(s, a, "Long-Range"),
  );
  endCombatMods(s, true);
}

/**
 * "Combat damage dealt by your hero with [this weapon] can't be prevented": `from` is a hero that struck this combat
 * with a weapon having that power (001 303.2: the strike's damage is the hero's combat damage).
 */
function unpreventableStrike(s: WowState, from: string): boolean {
  const seat = obj(s, from).controller;
  if (s.players[seat]!.hero !== from) return false;
  return (s.combat?.struck ?? []).some(
    (w) => obj(s, w).controller === seat && powersOf(s, w).some((p) => p.kind === "unpreventable-combat-damage"),
  );
}

/**
 * "Prevent all combat damage that would be dealt to [this] by attacking allies" (Brother Rhone): the packet from an
 * attacking ally to it deals nothing (407; unpreventable damage is not prevented).
 */
function preventedFromAttackingAlly(s: WowState, from: string, to: string): boolean {
  if (s.combat?.attacker !== from || !isAlly(s, from) || unpreventableStrike(s, from)) return false;
  if (!powersOf(s, to).some((p) => p.kind === "prevent-combat-damage-from-attacking-allies")) return false;
  s.log.push({ text: `${nameOf(s, to)} prevents the combat damage ${nameOf(s, from)} would deal to it.` });
  return true;
}
