/**
 * The explicit typed copy of a match state that `applyAction` works on (issue "Engine speed": no
 * `structuredClone` of everything). Objects and zone lists are copied on write (objects.ts `mut`, `ownList`);
 * other mutable parts are copied one level deep by their type; readonly parts are shared with the old state: chain
 * items, continuous effects, queued triggers, events, the pending decision and the RNG state are never changed in
 * place (their types are readonly), so sharing them is safe. Tasks are small and copied deeply; the turn history one
 * level deep, except its event record, which is copied on write like the recent log (`ownList`: both grow at every
 * apply). Card data is not in the state at all (catalogue.ts).
 */
import { carryCodeMemo } from "./objects.js";
import type { BattlefieldState, PlayerState, Pool, RbState, ShowdownState, TurnHistory, Writable } from "./state.js";

/** A deep copy of a plain JSON value (small task and history records). */
function copyPlain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyPlain) as T;
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = copyPlain((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

function copyPlayer(p: PlayerState): PlayerState {
  // Every field written out, in declaration order, without spreads inside the literal: a spread makes every later
  // field a keyed store (issue "Engine speed"). Optional fields are added only when present (same keys, same order).
  // Zone lists are shared until changed (objects.ts `ownList`, called by zones.ts, the one place that changes them).
  const c = { seat: p.seat, points: p.points } as PlayerState;
  if (p.xp !== undefined) c.xp = p.xp;
  c.pool = copyPool(p.pool);
  c.mainDeck = p.mainDeck;
  c.runeDeck = p.runeDeck;
  c.hand = p.hand;
  c.trash = p.trash;
  c.banishment = p.banishment;
  c.base = p.base;
  c.runes = p.runes;
  c.legend = p.legend;
  c.champion = p.champion;
  if (p.chosenChampion !== undefined) c.chosenChampion = p.chosenChampion;
  c.reserveBattlefields = p.reserveBattlefields.slice();
  c.mulliganDone = p.mulliganDone;
  c.extraRuneFirstChannel = p.extraRuneFirstChannel;
  c.hasHadChannelPhase = p.hasHadChannelPhase;
  if (p.skipFirstDraw) c.skipFirstDraw = true;
  if (p.turnsTaken !== undefined) c.turnsTaken = p.turnsTaken;
  c.conceded = p.conceded;
  return c;
}

function copyPool(pool: Pool): Pool {
  const c: Pool = { energy: pool.energy, power: { ...pool.power } };
  if (pool.spellEnergy !== undefined) c.spellEnergy = pool.spellEnergy;
  if (pool.showdownEnergy !== undefined) c.showdownEnergy = pool.showdownEnergy;
  if (pool.spellPower !== undefined) c.spellPower = pool.spellPower;
  if (pool.typeEnergy !== undefined) c.typeEnergy = { ...pool.typeEnergy };
  if (pool.typePower !== undefined) c.typePower = { ...pool.typePower };
  return c;
}

function copyBattlefield(b: BattlefieldState): BattlefieldState {
  const c: BattlefieldState = {
    index: b.index,
    card: b.card,
    controller: b.controller,
    contestedBy: b.contestedBy,
    units: b.units,
    facedown: b.facedown,
  };
  if (b.extraFacedown) c.extraFacedown = b.extraFacedown.slice();
  if (b.replaced !== undefined) c.replaced = b.replaced;
  return c;
}

function copyShowdown(sd: ShowdownState): ShowdownState {
  const c = { ...sd }; // then assigned: fields after a spread in a literal are each a slow keyed store in V8
  c.relevant = sd.relevant.slice();
  c.passes = sd.passes.slice();
  if (sd.declined) c.declined = sd.declined.slice();
  return c;
}

/**
 * The turn history, one field deep: its records and lists are never changed in place (state.ts `TurnHistory`: a
 * change replaces the field), so they are shared; the event record is copied on its first change (events.ts
 * `recordEvent`, `ownList`). Every field is written, absent ones as `undefined`, in declaration order, as
 * `emptyHistory` does: one V8 shape for every history record (JSON drops `undefined`, so snapshots are unchanged).
 */
function copyHistory(h: TurnHistory): TurnHistory {
  return {
    scored: h.scored,
    cardsPlayed: h.cardsPlayed,
    spellsPlayed: h.spellsPlayed,
    spellEnergy: h.spellEnergy,
    powerSpent: h.powerSpent,
    holdPoints: h.holdPoints,
    deathReplacements: h.deathReplacements,
    abilityChoices: h.abilityChoices,
    events: h.events,
    createdPassives: h.createdPassives,
    allyHeld: h.allyHeld,
    declinedInvites: h.declinedInvites,
    facedownViews: h.facedownViews,
  };
}

/**
 * A copy of the state that can be changed without touching `s`. Objects are shared until changed: the array is
 * new, and `mut` (objects.ts) copies an object the first time an apply changes it (between `beginWrite` and
 * `endWrite`). Other readonly parts are shared as they are.
 */
export function copyState(s: RbState): RbState {
  // Optional fields are added only when present, in declaration order (same keys, same order as a literal with
  // spreads, without the keyed stores a spread inside a literal costs every later field).
  const c = { game: s.game, mode: s.mode } as Writable<RbState>;
  if (s.teams) c.teams = s.teams;
  if (s.edition) c.edition = s.edition;
  if (s.invite) c.invite = { ...s.invite };
  c.version = s.version;
  c.rng = s.rng;
  c.objects = s.objects.slice();
  c.nextId = s.nextId;
  c.timestamp = s.timestamp;
  c.players = s.players.map(copyPlayer);
  c.battlefields = s.battlefields.map(copyBattlefield);
  c.turnPlayer = s.turnPlayer;
  c.firstPlayer = s.firstPlayer;
  c.turnNumber = s.turnNumber;
  if (s.extraTurns) c.extraTurns = s.extraTurns.slice();
  if (s.regularTurn !== undefined) c.regularTurn = s.regularTurn;
  c.phase = s.phase;
  c.step = s.step;
  c.chain = s.chain.slice();
  c.chainPasses = s.chainPasses.slice();
  c.priority = s.priority;
  c.chainByFocus = s.chainByFocus;
  c.chainOpen = s.chainOpen;
  c.showdown = s.showdown ? copyShowdown(s.showdown) : null;
  c.effects = s.effects.slice();
  c.triggerQueue = s.triggerQueue.slice();
  c.tasks = s.tasks.length ? copyPlain(s.tasks) : [];
  c.pending = s.pending;
  c.history = copyHistory(s.history);
  c.victoryScore = s.victoryScore;
  c.winner = s.winner;
  c.match = s.match ? copyPlain(s.match) : null;
  c.log = s.log; // copied on its first change (util.ts `emit`, `ownList`)
  carryCodeMemo(s.objects, c.objects);
  return c;
}
