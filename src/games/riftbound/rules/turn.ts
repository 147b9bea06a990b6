/**
 * Turn structure (501-517): the steps of a turn (Awaken, Beginning, Channel, Draw, Action, End), the turn player
 * and the next, readying (515.1), the turn history reset and the end of a turn (517); conceding (649).
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import { emit, err, turnOrderFrom, isTeammate, teamOf } from "./util.js";
import { readyObject, kill, channel, draw } from "./game-actions.js";
import { obj, mut, objAt } from "./objects.js";
import { hasKeyword } from "./layers.js";
import { mayListenFor, recordEvent } from "./events.js";
import { scoreBattlefield } from "./scoring.js";
import { win } from "./victory.js";
import { cleanup } from "./cleanup.js";
import { canBeReadied } from "./restrictions.js";
import { removePlayer } from "./removal.js";
import { windowFor } from "./timing.js";
import { boardPassivesOfKind } from "./board.js";
import { checkCondition } from "./selectors.js";
import { countTurnStart } from "./turn-count.js";
import { baseAndBattlefieldIds } from "./zones.js";

/**
 * Runs the next step of the turn (515-517) and sets the one after. Start-of-phase abilities and Temporary (728)
 * trigger in the beginning step; Hold scores in the scoring step (515.2.b); the channel phase channels 2 runes
 * (+1 for the second player's first, 644.7); the draw phase draws 1 with burn out (515.4); pools empty at the end
 * of the draw phase and in the expiration step (160, 517.2.c); damage and "this turn" effects expire (517.2).
 */
export function runStep(s: RbState, out: RbEvent[]): void {
  // A switch, not a table looked up by the step's name (a keyed load on one object with ~11 names; issue "Engine speed").
  switch (s.step) {
    case "awaken":
      awakenStep(s, out);
      return;
    case "beginning":
      beginningStep(s, out);
      return;
    case "scoring":
      scoringStep(s, out);
      return;
    case "channel":
      channelStep(s, out);
      return;
    case "draw":
      drawStep(s, out);
      return;
    case "drawEnd":
      drawEndStep(s);
      return;
    case "action":
      return; // the action phase waits for the turn player (no step work)
    case "ending":
      endingStep(s);
      return;
    case "expiration":
      expirationStep(s);
      return;
    case "cleanup":
      cleanup(s, out); // 517.3
      s.step = "nextTurn";
      return;
    case "nextTurn":
      nextTurnPlayer(s, s.turnPlayer); // 517.5, CR 1.4 734-738
      s.turnNumber++;
      s.history = emptyHistory();
      s.step = "awaken";
      return;
    default:
      s.step = "awaken";
  }
}

/** 515.1: the Awaken step readies the turn player's permanents, runes and legend. */
function awakenStep(s: RbState, out: RbEvent[]): void {
  const tp = s.turnPlayer;
  const p = s.players[tp]!;
  s.phase = "awaken";
  countTurnStart(s); // CR 1.4 736-737
  emit(s, out, {
    kind: "turnStart",
    seat: tp,
    text: `Turn ${s.turnNumber}: P${tp + 1}.`,
    data: { turn: s.turnNumber },
  });
  // 567: "I can't be readied" holds in the Awaken Phase too. Readying moves nothing, so the board's restrictions stay
  // the same through the step: with none about readying, no object needs asking (issue "Engine speed").
  const ask = mayForbidReadying(s);
  for (const id of p.base) if (!ask || canBeReadied(s, id)) readyObject(s, id, tp); // 515.1.a, 593.4.a
  for (const id of p.runes) if (!ask || canBeReadied(s, id)) readyObject(s, id, tp);
  if (p.legend && (!ask || canBeReadied(s, p.legend))) readyObject(s, p.legend, tp);
  for (const b of s.battlefields)
    for (const u of b.units) if (obj(s, u).controller === tp && (!ask || canBeReadied(s, u))) readyObject(s, u, tp);
  s.step = "beginning";
}

/**
 * Whether a board object has a "can't be readied" restriction (567, restrictions.ts `canBeReadied`) that holds in the
 * Awaken Phase (`who: "any"`); without one, every object can be readied.
 */
function mayForbidReadying(s: RbState): boolean {
  for (const { passive: p } of boardPassivesOfKind(s, "cant")) if ("ready" in p.action && p.who === "any") return true;
  return false;
}

/** 515.2: Temporary (728) and start-of-phase abilities, then a cleanup before scoring (519, 181.4.d). */
function beginningStep(s: RbState, out: RbEvent[]): void {
  const tp = s.turnPlayer;
  s.phase = "beginning";
  // 728: Temporary permanents are killed at the start of their controller's Beginning Phase, before scoring.
  for (const id of baseAndBattlefieldIds(s, tp)) {
    const o = obj(s, id);
    // CR 1.4 721.2, 722.2 (Spinning Axe): an attached card's rules text is inactive, so its Temporary does not kill it.
    const live = o.attachedTo === undefined && (o.zone === "base" || o.zone === "battlefield");
    if (o.controller === tp && live && hasKeyword(s, id, "Temporary") && !temporarySuppressed(s, id)) kill(s, id, out);
  }
  // 648.8.b: battlefields the turn player's teammate controls now cannot be scored by the team this turn.
  if (s.teams) {
    const held = s.battlefields.filter((b) => b.controller !== null && isTeammate(s, tp, b.controller));
    if (held.length) s.history.allyHeld = held.map((b) => b.index);
  }
  recordEvent(s, "beginningPhase", tp, undefined, { first: !s.players[tp]!.hasHadChannelPhase });
  s.tasks.push({ t: "cleanup" });
  s.step = "scoring";
}

/**
 * "Your [Temporary] effects at my battlefield don't trigger" (LeBlanc, Everywhere at Once; CR 1.4 722): a board
 * object of the unit's controller at the same battlefield has the `noTemporaryHere` rule.
 */
function temporarySuppressed(s: RbState, id: string): boolean {
  const o = obj(s, id);
  if (o.zone !== "battlefield") return false;
  return boardPassivesOfKind(s, "rule").some(({ source, passive: p }) => {
    const src = obj(s, source);
    return (
      p.key === "noTemporaryHere" && src.controller === o.controller && src.zone === "battlefield" && src.bf === o.bf
    );
  });
}

/** 515.2.b, 630.2: the turn player holds each battlefield they control. */
function scoringStep(s: RbState, out: RbEvent[]): void {
  const tp = s.turnPlayer;
  for (const b of s.battlefields) if (b.controller === tp) scoreBattlefield(s, tp, b.index, "hold", out);
  s.step = "channel";
}

/** 515.3.b: channel 2 runes, 3 on the second player's first channel phase (644.7). */
function channelStep(s: RbState, out: RbEvent[]): void {
  const tp = s.turnPlayer;
  const p = s.players[tp]!;
  s.phase = "channel";
  const n = channelPhaseLimit(s, 2 + (p.extraRuneFirstChannel && !p.hasHadChannelPhase ? 1 : 0));
  p.hasHadChannelPhase = true;
  channel(s, tp, n, false, out);
  s.step = "draw";
}

/** 515.4.a changed by a `channelPhaseRunes` rule on the board ("players only channel 1 rune", Sandstone Chimera). */
function channelPhaseLimit(s: RbState, n: number): number {
  for (const { source, passive: p } of boardPassivesOfKind(s, "rule"))
    if (p.key === "channelPhaseRunes" && (!p.when || checkCondition(s, source, obj(s, source).controller, p.when)))
      n = Math.min(n, p.value);
  return n;
}

/** 515.4.b: draw 1 (burn out when the deck is empty, 607). */
function drawStep(s: RbState, out: RbEvent[]): void {
  s.phase = "draw";
  const p = s.players[s.turnPlayer]!;
  if (p.skipFirstDraw)
    p.skipFirstDraw = undefined; // 646.7, 647.7, 648.7: the first player's first Draw Phase (no `delete`: one shape)
  else if (!skipsDrawPhase(s, s.turnPlayer)) draw(s, s.turnPlayer, 1, out);
  s.step = "drawEnd";
}

/** CR 1.4 443: "Skip your Draw Phase" — a board object the player controls replaces their Draw Phase with nothing. */
function skipsDrawPhase(s: RbState, seat: Seat): boolean {
  return boardPassivesOfKind(s, "skip").some(
    ({ source, passive }) => passive.what === "drawPhase" && obj(s, source).controller === seat,
  );
}

/** 515.4.d: Rune Pools empty at the end of the draw phase; the action phase starts. */
function drawEndStep(s: RbState): void {
  for (const pl of s.players) pl.pool = { energy: 0, power: {} };
  s.step = "action";
  s.phase = "action";
  // CR 1.4 316.4: "at the start of your Main Phase" effects (recorded only when a card of the match listens).
  if (mayListenFor(s, "mainPhase")) recordEvent(s, "mainPhase", s.turnPlayer, undefined);
}

/** 517.1: the ending step — stuns end (599.1.a.2); "at the end of turn" abilities trigger (delayed ones too). */
function endingStep(s: RbState): void {
  const tp = s.turnPlayer;
  s.phase = "end";
  for (const o of s.objects) if (o?.stunned) mut(s, o.id).stunned = false; // in id order, no list built
  recordEvent(s, "endOfTurn", tp, undefined);
  s.step = "expiration";
}

/** 517.2: damage is removed, "this turn" effects end, Rune Pools empty. */
function expirationStep(s: RbState): void {
  for (const o of s.objects)
    if (o && (o.zone === "base" || o.zone === "battlefield") && o.damage !== 0) mut(s, o.id).damage = 0; // 517.2.a
  // 517.2.b; effects lasting while an object stays where it is end once none of their objects is left (713.3.a.3).
  s.effects = s.effects.filter(
    (e) =>
      (e.duration === "untilUsed" && e.next !== undefined && e.objects.length === 0) || // "your next card": not used yet
      (e.duration === "permanent" && e.once === true && e.trigger !== undefined && e.objects.length === 0) || // CR 1.4 389: until it triggers
      (e.duration === "permanent" &&
        e.objects.some((r) => objAt(s, r.id)?.incarnation === r.incarnation && objAt(s, r.id)?.zone !== "gone")),
  );
  for (const pl of s.players) pl.pool = { energy: 0, power: {} }; // 517.2.c
  s.step = "cleanup";
}

/**
 * Who takes the next turn (517.5): the first queued additional turn, else the regular turn order resumes from the
 * last regular turn (CR 1.4 737: an additional turn does not change the turn order).
 */
function nextTurnPlayer(s: RbState, tp: Seat): void {
  const regular = s.regularTurn ?? tp;
  const extra = s.extraTurns?.[0];
  if (extra !== undefined) {
    s.extraTurns = s.extraTurns!.slice(1);
    if (s.extraTurns.length === 0) s.extraTurns = undefined; // not `delete`: one shape (copy.ts)
    s.regularTurn = regular;
    s.turnPlayer = extra;
    return;
  }
  s.regularTurn = undefined; // not `delete`: every state keeps one shape (copy.ts)
  // 517.5, 648.5.b: the next player in turn order still in the game (652.5.a.1 skips removed players).
  s.turnPlayer = turnOrderFrom(s, (regular + 1) % s.players.length)[0] ?? (regular + 1) % s.players.length;
}

/** Readies up to N exhausted runes of a player (Targon's Peak, Annie's legend). */
export function readyRunes(s: RbState, seat: Seat, n: number, out: RbEvent[]): void {
  let left = n;
  for (const id of s.players[seat]!.runes) {
    if (left === 0) break;
    if (obj(s, id).exhausted) {
      mut(s, id).exhausted = false;
      left--;
    }
  }
  if (n - left > 0) emit(s, out, { kind: "readyRunes", seat, text: `P${seat + 1} readies ${n - left} rune(s).` });
}

/**
 * A fresh per-turn history: every field present (absent ones `undefined`) in declaration order, the one shape
 * copy.ts `copyHistory` gives every history record (issue "Engine speed"; JSON drops `undefined`).
 */
export function emptyHistory(): RbState["history"] {
  return {
    scored: [],
    cardsPlayed: {},
    spellsPlayed: {},
    spellEnergy: undefined,
    powerSpent: undefined,
    holdPoints: undefined,
    deathReplacements: [],
    abilityChoices: {},
    events: [],
    createdPassives: undefined,
    allyHeld: undefined,
    declinedInvites: undefined,
    facedownViews: undefined,
  };
}

/** End of turn requested by the turn player (516.6). */
function endTurn(s: RbState, out: RbEvent[]): void {
  emit(s, out, { kind: "endTurn", seat: s.turnPlayer, text: `P${s.turnPlayer + 1} ends their turn.` });
  s.step = "ending";
}

/**
 * Concede (649-651): in a duel the other player wins at once (651.1); with more players the conceding player is
 * removed and the game goes on (651.2, 652); in 2v2 a concession concedes for the team (CR 1.4 489.6.a.1).
 */
function concede(s: RbState, seat: Seat, out: RbEvent[]): void {
  const leaving = s.teams ? teamOf(s, seat) : [seat];
  for (const x of leaving) s.players[x]!.conceded = true;
  emit(s, out, { kind: "concede", seat, text: `P${seat + 1} concedes.` });
  const left = s.players.filter((p) => !p.conceded);
  if (left.length === 1 || (s.teams && left.length > 0)) {
    win(s, left[0]!.seat, out, "opponent conceded");
    return;
  }
  if (left.length > 1) removePlayer(s, seat, out); // 651.2
}

/** Checks ending the turn (516.6): the turn player, in the neutral open state. */
export function checkEndTurn(s: RbState, seat: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err(
      "turn/not-now",
      "You can end your turn in your action phase when no chain or showdown is in progress.",
      "516.6",
    );
  return null;
}

/** End turn (516.6). */
export function endTurnAction(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  const e = checkEndTurn(s, seat);
  if (e) return e;
  endTurn(s, out);
  return null;
}

/** Concede (649-650): at any time. */
export function concedeAction(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  if (s.winner !== null) return err("game/over", "The game is over.", "633");
  concede(s, seat, out);
  return null;
}
