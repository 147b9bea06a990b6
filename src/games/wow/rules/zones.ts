/**
 * Zones (001 413): moving a card between its owner's zones (413.2: cards always go to their owner's zone), and
 * drawing (001 501.2a; 102.1a: drawing from an empty deck marks the player, who loses at the next check).
 */
import type { Seat } from "../../../engine/index.js";
import { stopsRemainingExhausted } from "./remains-exhausted.js";
import { askDiscard as familyAskDiscard } from "../../wow-family/rules/core.js";
import { printing } from "../cards/registry.js";
import { type WowState, type Zone, obj } from "./state.js";
import { turnEvent } from "./this-turn.js";
import { trigger, triggerAttachedDestroyed, watchers } from "./triggers.js";
import { isTokenCode } from "../cards/tokens.js";
import { triggerPartyAllyDestroyed } from "./party-destroyed.js";
import { cantDraw } from "./cant-draw.js";
import { drawReplacementPool, forgetOnMove } from "./removed-record.js";
import { removedInstead } from "./graveyard-replacement.js";
import { cantBeDestroyed } from "./cant-be-destroyed.js";
import { leftPlay } from "./token-modifiers.js";

function listOf(s: WowState, seat: Seat, zone: Zone): string[] | null {
  const p = s.players[seat]!;
  switch (zone) {
    case "deck":
      return p.deck;
    case "hand":
      return p.hand;
    case "graveyard":
      return p.graveyard;
    case "rfg":
      return p.rfg;
    case "resource":
      return p.resources;
    case "ally":
      return p.allies;
    case "hero":
      return p.equipment;
    case "chain":
    case "gone":
      return null;
  }
}

/**
 * Moves a card to `zone` of its owner (or of `controller` for in-play zones). A card leaving play loses its damage
 * and exhaustion (001 404.1, 105.2) and its face-down status once it is public again.
 */
export function moveTo(s: WowState, id: string, zone: Zone, controller?: Seat): void {
  const o = obj(s, id);
  // "When a card leaves your hand" (Evocation): the hand's owner's cards in play watch (CR 7.4 703.1).
  if (o.zone === "hand" && zone !== "hand") trigger(s, o.owner, "card-leaves-your-hand", watchers(s, o.owner));
  const from = o.zone === "hero" && s.players[o.controller]!.hero === id ? null : listOf(s, o.controller, o.zone);
  if (from) {
    const i = from.indexOf(id);
    if (i >= 0) from.splice(i, 1);
  }
  const inPlayZone = zone === "ally" || zone === "hero" || zone === "resource";
  forgetOnMove(s, id, o.zone, zone); // "removed by [this]" records (CR 7.4 415.9a)
  // "When [token] leaves play, …" (CR 7.4 715.1; rules/token-modifiers.ts).
  if ((o.zone === "ally" || o.zone === "hero") && !inPlayZone) leftPlay(s, id);
  o.controller = inPlayZone ? (controller ?? o.controller) : o.owner;
  o.zone = zone;
  // CR 7.4 415.9a: a card that changes zones is a new card; "this turn" records of the old one no longer name it.
  s.used = s.used.filter((u) => !u.startsWith(`${id}:`));
  if (s.frozen?.includes(id)) s.frozen = s.frozen.filter((f) => f !== id);
  if (s.lastingShields?.some((m) => m.obj === id)) s.lastingShields = s.lastingShields.filter((m) => m.obj !== id);
  if (s.grants?.some((g) => g.obj === id)) s.grants = s.grants.filter((g) => g.obj !== id);
  if (s.attacked?.includes(id)) s.attacked = s.attacked.filter((a) => a !== id);
  removeFromCombat(s, id); // CR 7.4 602.4: it became a different card (415.9a)
  if (s.heroAttacks?.some((a) => a.attacker === id)) s.heroAttacks = s.heroAttacks.filter((a) => a.attacker !== id);
  for (const d of s.dealt) if (d.source === id) d.source = "";
  for (const d of s.dealt) if (d.to === id) d.to = "";
  o.damage = 0;
  o.exhausted = false;
  stopsRemainingExhausted(s, id);
  if (zone !== "resource" && zone !== "deck" && zone !== "hand") o.faceDown = false;
  if (inPlayZone) o.since = s.turn;
  // An attachment that moves has no host any more (it may be attached again as it enters play, CR 7.4 400.2).
  delete o.attachedTo;
  delete o.counters;
  listOf(s, o.controller, zone)?.push(id);
  // CR 7.4 400.5: as a host becomes a different card (415.9a), each of its attachments is destroyed by the game.
  for (const a of s.objects)
    if (a.attachedTo === id) {
      s.log.push({ text: `${printing(a.code).name} is destroyed (its host left play).` });
      destroy(s, a.id, { byGame: true });
    }
}

/**
 * `seat` gains control of a card in play (001 401.3): it is still the same card (damage, exhaustion and "this turn"
 * records stay, 401.3a) and moves to the new controller's ally or hero row; it has been under that player's control
 * only since now (302.2, 601.2a).
 */
export function changeControl(s: WowState, id: string, seat: Seat): void {
  const o = obj(s, id);
  if ((o.zone !== "ally" && o.zone !== "hero") || o.controller === seat || s.players[o.controller]!.hero === id) return;
  const from = listOf(s, o.controller, o.zone)!;
  from.splice(from.indexOf(id), 1);
  o.controller = seat;
  o.since = s.turn;
  listOf(s, seat, o.zone)!.push(id);
  removeFromCombat(s, id); // CR 7.4 602.4: it changes controllers
}

/**
 * CR 7.4 602.4: a card that becomes a different card (415.9a), changes controllers or stops being a character is
 * removed from combat: it stops being the attacker, defender or protector (a proposal is judged as it resolves, and
 * the combat step still goes on to its conclusion, 602.4a).
 */
function removeFromCombat(s: WowState, id: string): void {
  const c = s.combat;
  if (!c) return;
  if (c.attacker === id) c.attacker = null;
  if (c.proposedDefender === id) c.proposedDefender = null;
  if (c.defender === id) c.defender = null;
  if (c.protector === id) c.protector = null;
}

/** Draws `n` cards for `seat` (001 501.2a); past the end of the deck the player is marked decked (102.1a). */
export function draw(s: WowState, seat: Seat, n: number): void {
  const p = s.players[seat]!;
  // "Can't draw cards this turn" (CR 7.4 103.4): nothing is drawn, so an empty deck loses nothing.
  if (n > 0 && cantDraw(s, seat)) {
    s.log.push({ text: `P${seat + 1} can't draw cards this turn.` });
    return;
  }
  // "If you would draw a card, choose a card you removed … instead" (Forbidden Knowledge, CR 7.4 716.1a: no draw).
  const pool = n > 0 ? drawReplacementPool(s, seat) : null;
  if (pool) {
    replaceDraws(s, seat, n, pool);
    return;
  }
  for (let i = 0; i < n; i++) {
    const top = p.deck[0];
    if (!top) {
      p.decked = true;
      return;
    }
    moveTo(s, top, "hand");
    s.log.push({
      text: `P${seat + 1} draws ${printing(obj(s, top).code).name}.`,
      visibleTo: [seat],
      publicText: `P${seat + 1} draws a card.`,
    });
    // "When a player draws a card" (Jin'do's Judgement): each card drawn is an event, the turn player's first (708.1a).
    for (const w of [s.active, (1 - s.active) as Seat])
      trigger(s, w, "player-draws-card", watchers(s, w), undefined, seat);
  }
}

/**
 * `seat`'s `n` draws replaced by "choose a card you removed this way and put it into your hand" (CR 7.4 716): all the
 * choices made at once (a `pick-cards` ask, `removed-to-hand`), forced when the pool holds no more than `n`; with none
 * left nothing happens and the player is not decked (716.1d). A replaced draw of another player already asked in the
 * same instruction waits in its `queued` list.
 */
export function replaceDraws(s: WowState, seat: Seat, n: number, pool: readonly string[], queued = false): void {
  const a = s.ask;
  if (!queued && a?.kind === "pick-cards" && a.then === "removed-to-hand") {
    a.queued = [...(a.queued ?? []), { seat, count: n }];
    return;
  }
  const count = Math.min(n, pool.length);
  if (count < pool.length) {
    s.ask = { kind: "pick-cards", seat, at: 0, pool: [...pool], min: count, max: count, then: "removed-to-hand" };
    return;
  }
  removedToHand(s, seat, pool);
}

/** Puts the chosen removed cards into their owner's hand (public: they were face up in the RFG zone, 415.7b). */
export function removedToHand(s: WowState, seat: Seat, ids: readonly string[]): void {
  for (const c of ids) if (obj(s, c).zone === "rfg") moveTo(s, c, "hand");
  s.log.push({
    text: `P${seat + 1} puts ${ids.map((c) => printing(obj(s, c).code).name).join(", ") || "nothing"} removed from the game into their hand instead of drawing.`,
  });
}

/** "Remove [this] from the game" as a cost (402.1): the card goes to its owner's removed-from-game zone (001 413.8). */
export function removeFromGame(s: WowState, id: string): void {
  s.log.push({ text: `${printing(obj(s, id).code).name} is removed from the game.` });
  moveTo(s, id, "rfg");
}

/**
 * Destroys a card in play: to its owner's graveyard (a token ceases to exist at the next checks, CR 7.4 404.2c). A card
 * that can't be destroyed stays (CR 7.4 103.2) unless the game destroys it (`byGame`: 103.3, uniqueness and hosts, and
 * a wave of checks that read what is spared as it began). An ally a replacement modifier removes instead (Dramla
 * Lifebender, CR 7.4 716.1a) is not destroyed: it goes to its owner's RFG zone and nothing triggers. `replacers`: the
 * replacement's players judged once for a simultaneous batch.
 */
export function destroy(
  s: WowState,
  id: string,
  opts: { readonly byGame?: boolean; readonly replacers?: readonly Seat[] } = {},
): void {
  const o = obj(s, id);
  if (!opts.byGame && cantBeDestroyed(s, id)) {
    s.log.push({ text: `${printing(o.code).name} can't be destroyed.` });
    return;
  }
  if (removedInstead(s, id, opts.replacers)) {
    s.log.push({ text: `${printing(o.code).name} is removed from the game instead.` });
    moveTo(s, id, "rfg");
    return;
  }
  const fromPlay = (o.zone === "ally" || o.zone === "hero") && !o.faceDown;
  const controller = o.controller;
  const ally = o.zone === "ally";
  // "When attached character is destroyed" (Corruption): its attachments' powers trigger, the host's controller named.
  if (fromPlay) for (const a of s.objects) if (a.attachedTo === id) triggerAttachedDestroyed(s, a.id, controller);
  moveTo(s, id, "graveyard");
  // "When an opposing non-token ally is destroyed this turn" (CR 7.4 715.1; tokens told apart, 404.2a).
  if (ally && !isTokenCode(o.code))
    turnEvent(s, "opposing-non-token-ally-destroyed", id, controller, (c) => c !== controller);
  // "When that character is destroyed this turn" (Shadow Bolt): a character in play.
  if (fromPlay) turnEvent(s, "watched-destroyed", id, controller, () => true);
  // "When this is destroyed" powers look back at the card in play (CR 7.4 703.4); its controller then controls them.
  if (fromPlay) trigger(s, controller, "destroyed", [id]);
  // "When an ally is destroyed" (Circle of Life): both players' cards watch, the turn player's first (708.1a).
  if (ally && fromPlay)
    for (const seat of [s.active, s.active === 0 ? 1 : 0] as const)
      trigger(s, seat, "ally-destroyed", watchers(s, seat), id, controller);
  // "When a Night Elf in your party is destroyed" (Tyrande Whisperwind).
  if (fromPlay && ally) triggerPartyAllyDestroyed(s, controller, id);
}

/** Asks `seat` to discard `count` cards, or discards the whole hand when that is the only answer (family). */
export const askDiscard = (s: WowState, seat: Seat, count: number, reason: "hand-size" | "effect"): void =>
  familyAskDiscard(s, seat, count, reason, (id, z) => moveTo(s, id, z), "graveyard");
