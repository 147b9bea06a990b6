/**
 * Restrictions and permissions of passives (568.3, 559.2): "can't be played", "can't be played to a battlefield",
 * "can't be readied by effects", and "may be played to an occupied enemy battlefield".
 */
import type { Seat } from "../../../engine/index.js";
import type { Passive } from "../cards/types.js";
import type { RbState } from "./state.js";
import { boardPassivesOfKind } from "./board.js";
import { obj, objAt } from "./objects.js";
import { cardIsA, passivesOfCode } from "./passives.js";
import { hereOf, checkCondition, matches } from "./selectors.js";
import { isFriendly, stat, statOf } from "./util.js";
import { passivesOfCard } from "./costs.js";
import { codeTable } from "./catalogue.js";

/** "<Players> can't play cards" (created `cant` passives in force): may `seat` play this card now. */
export function cantPlay(s: RbState, seat: Seat, card: string): boolean {
  if (cantBePlayedNow(s, seat, card)) return true;
  for (const e of s.effects)
    if (e.passive?.kind === "cant" && !e.next && forbids(s, e.passive, e.controller, null, seat, card)) return true;
  for (const { source, passive } of boardPassivesOfKind(s, "cant"))
    if (forbids(s, passive, obj(s, source).controller, source, seat, card)) return true;
  return false;
}

/**
 * "I can't be played on your first, second, or third turns" (567): the card's own `cantBePlayed` restriction, read for
 * the player playing it — by themselves or by an instruction ("play it, ignoring its cost").
 */
export function cantBePlayedNow(s: RbState, seat: Seat, card: string): boolean {
  for (const p of cantBePlayedOf(obj(s, card).code)) if (checkCondition(s, card, seat, p.when)) return true;
  return false;
}

/**
 * The `cantBePlayed` passives printed on a card code (static per code, as `passivesOfCard` is): `legalActions` asks
 * {@link cantBePlayedNow} for every card in hand in an open main window, and almost no card has one.
 */
function cantBePlayedOf(code: string): readonly Extract<Passive, { kind: "cantBePlayed" }>[] {
  let own = cantBePlayedByCode[code];
  if (own === undefined) {
    own = [];
    for (const p of passivesOfCode(code)) if (p.kind === "cantBePlayed") own.push(p);
    cantBePlayedByCode[code] = own;
  }
  return own;
}

const cantBePlayedByCode = codeTable<Extract<Passive, { kind: "cantBePlayed" }>[]>(); // a keyed load (perfL)

/** Does one `cant` passive of `controller` (printed on `source`, or created) forbid `seat` playing `card`. */
function forbids(
  s: RbState,
  p: Extract<Passive, { kind: "cant" }>,
  controller: Seat,
  source: string | null,
  seat: Seat,
  card: string,
): boolean {
  if (p.who !== "you" && p.who !== "opponent") return false; // not a restriction on playing
  if ((p.who === "you") !== (controller === seat)) return false;
  const a = p.action;
  if ("play" in a) {
    if (a.to || !cardIsA(s, card, a.play)) return false; // "to a battlefield": cantPlayToBattlefield
    // "Spells with that name" (Fallen Feline, CR 1.4 762): the name chosen for the source.
    if (a.play.named === "name" && (source === null || objAt(s, source)?.named !== stat(s, card).name)) return false;
    return !p.when || source === null || checkCondition(s, source, controller, p.when); // "while I'm at a battlefield"
  }
  if (!("playFromFacedown" in a)) return false;
  // 723.1: a facedown card is revealed by being played from its battlefield; "here" is the source's (053.3).
  const o = obj(s, card);
  const here = source !== null ? hereOf(s, source) : null;
  return o.zone === "facedown" && here !== null && o.bf === here && cardIsA(s, card, a.playFromFacedown);
}

/**
 * "Opponents can't gain points" (567; Tianna Crownguard errata, Spiritforged FAQ): an active `cant` `gainPoints` of a
 * board object whose controller is an opponent of `seat` (740.1.b) stops every point `seat` would gain — scoring a
 * battlefield still happens, with its triggers; only the points are not gained.
 */
export function cantGainPoints(s: RbState, seat: Seat): boolean {
  for (const { source, passive: p } of boardPassivesOfKind(s, "cant")) {
    if (p.who !== "opponent" || !("gainPoints" in p.action)) continue;
    const controller = obj(s, source).controller;
    if (isFriendly(s, controller, seat)) continue;
    if (!p.when || checkCondition(s, source, controller, p.when)) return true;
  }
  return false;
}

/**
 * "Players can't score here until their third turn" (567 on 630; SFAQ Forgotten Monument: the scoring itself is
 * stopped — no conquer or hold, no triggers, no points): an active `cant` `score: "here"` of an object at battlefield
 * `bf` (053.3) whose `when` holds read as the scoring player ("their", docs/rules-decisions.md).
 */
export function cantScoreAt(s: RbState, seat: Seat, bf: number): boolean {
  for (const { source, passive: p } of boardPassivesOfKind(s, "cant")) {
    if (!("score" in p.action) || hereOf(s, source) !== bf) continue;
    if (!p.when || checkCondition(s, source, seat, p.when)) return true;
  }
  return false;
}

/**
 * Can spells and abilities ready this permanent now (593), or does an active "can't ready" restriction (567) of
 * a board object apply to it (Mageseeker Warden)?
 */
export function canBeReadiedByEffects(s: RbState, id: string): boolean {
  return !readyForbidden(s, id, true);
}

/** Can this permanent be readied at all (567: "I can't be readied" — not even in its controller's Awaken Phase)? */
export function canBeReadied(s: RbState, id: string): boolean {
  return !readyForbidden(s, id, false);
}

/** An active "can't ready" restriction (567) of a board object applies to it: any, or by spells and abilities too. */
function readyForbidden(s: RbState, id: string, byEffects: boolean): boolean {
  for (const { source, passive: p } of boardPassivesOfKind(s, "cant")) {
    if (!("ready" in p.action)) continue;
    if (p.who !== "any" && !(byEffects && p.who === "spellsAndAbilities")) continue;
    const ctrl = obj(s, source).controller;
    if (p.when && !checkCondition(s, source, ctrl, p.when)) continue;
    if (matches(s, id, p.action.ready, ctrl, source)) return true;
  }
  return false;
}

/** Is `seat` forbidden to play this card to a battlefield by an opponent's active restriction (567, 559.2)? */
export function cantPlayToBattlefield(s: RbState, seat: Seat, card: string): boolean {
  for (const { source, passive: p } of boardPassivesOfKind(s, "cant")) {
    if (p.who !== "opponent" || !("play" in p.action)) continue;
    const ctrl = obj(s, source).controller;
    if (ctrl === seat || (p.when && !checkCondition(s, source, ctrl, p.when))) continue;
    const f = p.action.play;
    if (f.type === "unit" && stat(s, card).type !== "Unit") continue;
    return true;
  }
  return false;
}

/**
 * "Units can't be played here" (567 restriction on the 559.2 location choice; Rockfall Path): an active `cant`
 * `play` `to: "here"` of battlefield `bf` itself forbids every player playing a unit there — by a card, an effect
 * or a token instruction ("play a token here" plays it, CR 1.4 350.2).
 */
export function cantPlayUnitHere(s: RbState, bf: number): boolean {
  const card = s.battlefields[bf]?.card;
  for (const { source, passive: p } of boardPassivesOfKind(s, "cant")) {
    if (source !== card || !("play" in p.action) || p.action.to !== "here") continue;
    if (p.action.play.type === "unit" && (!p.when || checkCondition(s, source, obj(s, source).controller, p.when)))
      return true;
  }
  return false;
}

/**
 * "You may play me to an occupied enemy battlefield" (559.2 permission): a battlefield an opponent controls where a
 * unit is (CR 1.4 170.11.a). The unit arrives there and a combat follows (625.2).
 */
export function occupiedEnemyAllowed(s: RbState, seat: Seat, card: string, bf: number): boolean {
  if (enemyAloneAllowed(s, seat, card, bf)) return true;
  const b = s.battlefields[bf];
  if (!b || b.controller === null || b.controller === seat || b.units.length === 0) return false;
  return passivesOfCard(s, card).some((p) => p.kind === "playTo" && p.to === "occupiedEnemy" && !p.others);
}

/**
 * "I can be played to an occupied battlefield if an enemy unit is alone there" (559.2 permission; Arachnoid Horror),
 * the card's own or, with `others`, a board object of `seat` for any unit they play: an enemy unit there has no
 * other unit friendly to it there (CR 1.4 740.2.a).
 */
function enemyAloneAllowed(s: RbState, seat: Seat, card: string, bf: number): boolean {
  const b = s.battlefields[bf];
  if (!b || b.units.length === 0) return false;
  const own = passivesOfCard(s, card).some((p) => p.kind === "playTo" && p.to === "enemyAlone");
  const granted =
    !own &&
    stat(s, card).type === "Unit" &&
    boardPassivesOfKind(s, "playTo").some(
      ({ source, passive: p }) => p.to === "enemyAlone" && p.others === true && obj(s, source).controller === seat,
    );
  if (!own && !granted) return false;
  const ctrl = b.units.map((u) => obj(s, u).controller);
  return ctrl.some((c) => !isFriendly(s, seat, c) && ctrl.filter((d) => isFriendly(s, c, d)).length === 1);
}

/**
 * CR 1.4 822.1.b: [Ambush] — "I may be played to a battlefield where you control units" and "I have [Reaction] as
 * long as I'm being played to a battlefield where you control units". True when this card has Ambush (printed, or
 * by its own passive) and `seat` has units at battlefield `bf` now (822.3: none left there, no permission).
 */
export function ambushAllows(s: RbState, seat: Seat, card: string, bf: number | "base" | undefined): boolean {
  if (typeof bf !== "number") return false;
  const b = s.battlefields[bf];
  if (!b?.units.some((u) => obj(s, u).controller === seat) && !ambushToEnemies(s, seat, card, bf)) return false;
  return hasAmbush(s, card);
}

/** The card's own `ambushTo: enemyUnits` passive and enemy units at that battlefield now (Rengar, Trophy Hunter). */
export function ambushToEnemies(s: RbState, seat: Seat, card: string, bf: number): boolean {
  const b = s.battlefields[bf];
  if (!b?.units.some((u) => !isFriendly(s, seat, obj(s, u).controller))) return false;
  return passivesOfCard(s, card).some((p) => p.kind === "ambushTo" && p.where === "enemyUnits");
}

/**
 * Does this card have [Ambush] (CR 1.4 822.4: a characteristic that can be checked): printed or its own passive. Both
 * are its code's (one code, one printed card), so the answer is remembered by code: `legalActions` asks it for every
 * card outside an open main window (`checkPlaySource`'s timing).
 */
export function hasAmbush(s: RbState, card: string): boolean {
  const o = obj(s, card);
  let known = ambushByCode.get(o.code);
  if (known === undefined) {
    known =
      statOf(o).keywords.includes("Ambush") ||
      passivesOfCode(o.code).some((p) => p.kind === "keyword" && p.keyword === "Ambush");
    ambushByCode.set(o.code, known);
  }
  return known;
}

/** {@link hasAmbush} by card code. */
const ambushByCode = new Map<string, boolean>();

/**
 * "Play me only to a battlefield you conquered this turn" (567 on 559.2; Perched Grimwyrm): may `seat` play `card` to
 * `to` (a battlefield index or the base) as far as the card's own `playOnlyTo` restriction goes. Conquered: scored by
 * Conquer this turn (CR 1.4 469.1, 631: history.scored).
 */
export function playOnlyAllows(s: RbState, seat: Seat, card: string, to: number | "base"): boolean {
  const only = passivesOfCard(s, card).filter((p) => p.kind === "playOnlyTo");
  if (only.length === 0) return true;
  if (to === "base") return false;
  return s.history.scored.some((x) => x.seat === seat && x.bf === to && x.method === "conquer");
}

/**
 * "I can be played to a battlefield you're attacking" (559.2 permission; Rengar, Pouncing): `bf` is the battlefield of
 * the combat in progress and `seat` its attacker (CR 1.4 170.11.a); the unit joins the combat as an attacker (625.1.a).
 */
export function attackingAllowed(s: RbState, seat: Seat, card: string, bf: number): boolean {
  const sd = s.showdown;
  if (!sd?.combat || sd.bf !== bf || sd.combat.attacker !== seat) return false;
  return passivesOfCard(s, card).some((p) => p.kind === "playTo" && p.to === "attacking");
}
