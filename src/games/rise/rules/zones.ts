/**
 * Zones (002 405): moving a card between zones (405.2: cards go to their owner's zones; 405.9a: a card that changes
 * zones is another card, losing damage, exhaustion and effects), drawing (405.9e; 412.6b: drawing from an empty
 * deck marks the player), destroying (405.9c: play → salvage base) and discarding (405.9d).
 */
import type { Seat } from "../../../engine/index.js";
import { askDiscard as familyAskDiscard } from "../../wow-family/rules/core.js";
import { abilitiesOf } from "./characteristics.js";
import { type RiseState, type Waiting, type Zone, obj } from "./state.js";

function listOf(s: RiseState, seat: Seat, zone: Zone): string[] | null {
  const p = s.players[seat]!;
  switch (zone) {
    case "deck":
      return p.deck;
    case "hand":
      return p.hand;
    case "salvage":
      return p.salvage;
    case "vortex":
      return p.vortex;
    case "resource":
      return p.resources;
    case "troop":
      return p.troops;
    case "commander":
      return p.gear;
    case "chain":
    case "gone":
      return null;
  }
}

/** Takes a card out of its current zone list (the commander itself is not in a list). */
function detach(s: RiseState, id: string): void {
  const o = obj(s, id);
  if (o.zone === "commander" && s.players[o.controller]!.commander === id) return;
  const from = listOf(s, o.controller, o.zone);
  const i = from ? from.indexOf(id) : -1;
  if (from && i >= 0) from.splice(i, 1);
}

/**
 * Moves a card to `zone` (of its owner, or of `controller` for rows of play). It becomes another card (405.9a):
 * damage and exhaustion go, its incarnation changes; a face-down status survives only into hidden zones.
 */
export function moveTo(s: RiseState, id: string, zone: Zone, controller?: Seat, bottom = false): void {
  const o = obj(s, id);
  detach(s, id);
  const inPlayZone = zone === "troop" || zone === "commander" || zone === "resource";
  o.controller = inPlayZone ? (controller ?? o.controller) : o.owner;
  o.zone = zone;
  o.damage = 0;
  o.exhausted = false;
  o.skipReady = false;
  // 405.9a / 413.1: counters go; an attachment that moved is attached to nothing.
  delete o.counters;
  delete o.attachedTo;
  delete o.attachedInc;
  delete o.aboard;
  delete o.activeAt;
  o.inc++;
  removeFromCombat(s, id);
  if (zone !== "resource" && zone !== "deck" && zone !== "hand" && zone !== "chain") o.faceDown = false;
  if (inPlayZone) o.since = s.turn;
  const list = listOf(s, o.controller, zone);
  if (list) bottom ? list.push(id) : zone === "deck" ? list.unshift(id) : list.push(id);
}

/**
 * CR 7.4 602.4 (read for Rise): a card that becomes another card (405.9a) is removed from combat: it stops being the
 * attacker, planned defender, defender or guard; the combat step still goes on to its conclusion (602.4a).
 */
function removeFromCombat(s: RiseState, id: string): void {
  const c = s.combat;
  if (!c) return;
  if (c.attacker === id) c.attacker = null;
  if (c.plannedDefender === id) c.plannedDefender = null;
  if (c.defender === id) c.defender = null;
  if (c.guard === id) c.guard = null;
}

/** Draws `n` cards for `seat` one at a time (405.9e); from an empty deck the player is marked (412.6b). */
export function draw(s: RiseState, seat: Seat, n: number): void {
  const p = s.players[seat]!;
  for (let i = 0; i < n; i++) {
    const top = p.deck[0];
    if (!top) {
      p.decked = true;
      return;
    }
    moveTo(s, top, "hand");
    s.log.push({
      text: `P${seat + 1} draws ${s.cards[obj(s, top).code]?.name ?? top}.`,
      visibleTo: [seat],
      publicText: `P${seat + 1} draws a card.`,
    });
    drawTriggers(s, seat);
  }
}

/**
 * An attachment's host now, as a trigger's `host` (709.2d: kept for last known information), or nothing for a card
 * that is not attached (403).
 */
export function hostOf(s: RiseState, id: string): Pick<Waiting, "host"> {
  const a = obj(s, id);
  if (!a.attachedTo) return {};
  const h = obj(s, a.attachedTo);
  return h.inc === a.attachedInc ? { host: { obj: h.id, inc: h.inc } } : {};
}

/** "Whenever the attached's controller draws a card" (侵蚀): one trigger per card drawn (405.9e). */
function drawTriggers(s: RiseState, seat: Seat): void {
  for (const p of s.players)
    for (const id of p.gear) {
      const h = hostOf(s, id).host;
      if (!h || obj(s, h.obj).controller !== seat) continue;
      abilitiesOf(s, id).forEach((a, i) => {
        if (a.kind === "attached-controller-draws")
          s.waiting.push({ controller: obj(s, id).controller, card: id, cardInc: obj(s, id).inc, ability: i, host: h });
      });
    }
}

/** 405.9c: destroys a card in play (to its owner's salvage base; a substitute leaves play and vanishes, 413.2b). */
export function destroy(s: RiseState, id: string): void {
  const o = obj(s, id);
  if (o.substitute) {
    detach(s, id);
    o.zone = "gone";
    o.damage = 0;
    o.exhausted = false;
    o.inc++;
    return;
  }
  moveTo(s, id, "salvage");
}

/** Asks `seat` to discard `count` cards, or discards the whole hand when that is the only answer (family). */
export const askDiscard = (s: RiseState, seat: Seat, count: number, reason: "hand-size" | "effect"): void =>
  familyAskDiscard(s, seat, count, reason, (id, z) => moveTo(s, id, z), "salvage");
