/**
 * Combat. 002 600-602 are lost (docs/rules-decisions.md "Rise: combat"), so declaring and the combat step follow
 * WoW TCG CR 7.4 600-602 in Rise's terms (propose → declare, protect → guard, Protector → 守护者, Elusive → Dodge,
 * Stealth → Optical Camouflage): the declaration resolving (CR 7.4 601.3: legality rechecked, else interrupted by
 * the game, 002 709.2a), the combat step (CR 7.4 602.1: the attacker exhausts; attack window), the guard point (CR
 * 7.4 602.2: one ready Protector of the defending player may exhaust to become the planned defender; not against
 * Optical Camouflage; locked units can't guard, 电磁封锁), the defender (CR 7.4 602.3; defense window where weapons
 * are fired, 002 305.2), and the conclusion (002 603.1: simultaneous combat packets; Beyond-Visual-Range 603.1a).
 */
import { concludeCombat, startDefending as familyStartDefending } from "../../wow-family/rules/core.js";
import type { Seat } from "../../../engine/index.js";
import {
  abilitiesOf,
  atk,
  combatTypes,
  has,
  inPlay,
  isCharacter,
  isCommander,
  nameOf,
  restrained,
  units,
} from "./characteristics.js";
import { canAttack, locked } from "./play.js";
import { isAboard } from "./vehicles.js";
import { type Link, type Packet, type RiseState, obj, opp } from "./state.js";

/** Whether a combat participant still is one (CR 7.4 602.4: it left play or changed control). */
function stillIn(s: RiseState, id: string | null, seat: Seat): string | null {
  if (!id) return null;
  const o = obj(s, id);
  return inPlay(o) && isCharacter(s, id) && o.controller === seat ? id : null;
}

/** CR 7.4 601.3: a resolving declaration starts a combat step if still legal, else it is interrupted. */
export function resolveDeclaration(s: RiseState, link: Link): void {
  const a = link.attacker!;
  const d = link.defender!;
  const sameCards = obj(s, a).inc === link.incs[0] && obj(s, d).inc === link.incs[1];
  const legal =
    sameCards &&
    canAttack(s, link.controller, a) &&
    stillIn(s, d, opp(link.controller)) !== null &&
    !has(s, d, "dodge");
  if (!legal) {
    s.log.push({ text: "The combat declaration is interrupted by the game: it is no longer legal." });
    return;
  }
  s.combat = { attacker: a, plannedDefender: d, defender: null, guard: null, fired: [], fires: [] };
  s.window = null;
  s.next = "combat-start";
}

/** CR 7.4 602.1: the attacker exhausts; the attack window opens. */
export function startCombat(s: RiseState): void {
  const c = s.combat!;
  obj(s, c.attacker!).exhausted = true;
  s.log.push({ text: `${nameOf(s, c.attacker!)} attacks ${nameOf(s, c.plannedDefender!)}.` });
  // 703.1 "When this attacks, …" (特使萨曼耶): triggers now, before the attack window's priority (708.1).
  const a = c.attacker!;
  abilitiesOf(s, a).forEach((x, i) => {
    if (x.kind === "attacks") s.waiting.push({ controller: s.active, card: a, cardInc: obj(s, a).inc, ability: i });
  });
  s.window = { kind: "attack", priority: s.active, passes: 0 };
}

/** Units of the defending player that may guard now (CR 7.4 602.2, 602.2a-b; 002 302.2: guarding is not activated). */
export function guards(s: RiseState): string[] {
  const c = s.combat;
  if (!c?.attacker || !c.plannedDefender || has(s, c.attacker, "optical-camouflage")) return [];
  const seat = opp(obj(s, c.attacker).controller);
  return units(s, seat).filter(
    (id) =>
      id !== c.plannedDefender &&
      !obj(s, id).exhausted &&
      has(s, id, "protector") &&
      !locked(s, id) &&
      !restrained(s, id) &&
      !isAboard(s, id),
  );
}

/** CR 7.4 602.2: the guard point (asks the defending player when a guard exists). */
export function guardPoint(s: RiseState): void {
  const c = s.combat!;
  const seat = opp(s.active);
  c.attacker = stillIn(s, c.attacker, s.active);
  c.plannedDefender = stillIn(s, c.plannedDefender, seat);
  if (!c.attacker || !c.plannedDefender) {
    s.next = "conclude";
    return;
  }
  s.next = "defend";
  if (guards(s).length > 0) s.ask = { kind: "guard", seat };
}

/** Answers the guard point: the guard exhausts and becomes the planned defender (CR 7.4 602.2). */
export function answerGuard(s: RiseState, guard: string | null): void {
  if (!guard) return;
  const c = s.combat!;
  obj(s, guard).exhausted = true;
  c.plannedDefender = guard;
  c.guard = guard;
  s.log.push({ text: `${nameOf(s, guard)} guards.` });
  // "When your commander guards, …" (千钧勇士护盾).
  if (isCommander(s, guard)) {
    const seat = obj(s, guard).controller;
    for (const id of [...s.players[seat]!.gear, ...s.players[seat]!.troops])
      abilitiesOf(s, id).forEach((a, i) => {
        if (a.kind === "commander-guards")
          s.waiting.push({ controller: seat, card: id, cardInc: obj(s, id).inc, ability: i, attacker: c.attacker! });
      });
  }
}

/** CR 7.4 602.3: the planned defender becomes the defender; the defense window opens (002 305.2 firing). */
export function startDefending(s: RiseState): void {
  familyStartDefending(s, s.combat!.plannedDefender, (id, seat) => stillIn(s, id, seat));
}

/** 603.1: simultaneous combat damage packets (none under 1, 408.2a; Beyond-Visual-Range, 603.1a; 603.1b). */
export function conclude(s: RiseState): void {
  const c = s.combat!;
  const packet = (from: string, to: string) => ({
    kind: "damage" as const,
    amount: atk(s, from),
    to,
    source: from,
    controller: obj(s, from).controller,
    types: combatTypes(s, from),
    combat: true,
    preventable: !has(s, from, "unpreventable-combat") && !c.fires.some((f) => f.firer === from && f.unpreventable),
  });
  concludeCombat<RiseState, Packet>(
    s,
    (id, seat) => stillIn(s, id, seat),
    packet,
    (a) => has(s, a, "beyond-visual-range"),
  );
}
