/**
 * The explicit typed copy of a match state that `applyAction` works on (issue "Engine speed": no
 * `structuredClone` of everything). Objects and zone lists are copied on write (objects.ts `mut`, `ownList`);
 * other mutable parts are copied one level deep by their type; readonly parts are shared with the old state: chain
 * items, continuous effects, queued triggers, events, the pending decision and the RNG state are never changed in
 * place (their types are readonly), so sharing them is safe. Tasks are small and copied deeply; the turn history one
 * level deep, except its event record, which is copied on write like the recent log (`ownList`: both grow at every
 * apply). Card data is not in the state at all (catalogue.ts).
 */
import type { BattlefieldState, PlayerState, Pool, RbState, ShowdownState, Task, TurnHistory } from "./state.js";

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

/**
 * A player's copy: every field written, absent ones as `undefined`, in declaration order (state.ts `PlayerState`), so
 * every player record of every state has one V8 shape (issue "Engine speed"; JSON drops `undefined`). Zone lists are
 * shared until changed (objects.ts `ownList`, called by zones.ts, the one place that changes them).
 */
function copyPlayer(p: PlayerState): PlayerState {
  return {
    seat: p.seat,
    points: p.points,
    xp: p.xp,
    pool: copyPool(p.pool),
    mainDeck: p.mainDeck,
    runeDeck: p.runeDeck,
    hand: p.hand,
    trash: p.trash,
    banishment: p.banishment,
    base: p.base,
    runes: p.runes,
    legend: p.legend,
    champion: p.champion,
    chosenChampion: p.chosenChampion,
    reserveBattlefields: p.reserveBattlefields, // never changed in place (state.ts)
    mulliganDone: p.mulliganDone,
    extraRuneFirstChannel: p.extraRuneFirstChannel,
    hasHadChannelPhase: p.hasHadChannelPhase,
    turnsTaken: p.turnsTaken,
    skipFirstDraw: p.skipFirstDraw ? true : undefined, // a false one was never kept (same JSON)
    conceded: p.conceded,
  };
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

/**
 * A showdown's copy: one literal, every field in declaration order (absent ones `undefined`: one V8 shape, JSON drops
 * them); its seat lists are changed in place (chains.ts), `combat` never is.
 */
function copyShowdown(sd: ShowdownState): ShowdownState {
  return {
    bf: sd.bf,
    focus: sd.focus,
    relevant: sd.relevant.slice(),
    passes: sd.passes.slice(),
    combat: sd.combat,
    initial: sd.initial,
    declined: sd.declined ? sd.declined.slice() : undefined,
  };
}

/**
 * A task's copy (tasks are changed in place: `pc`, `vars`, answers, combat damage assigned …). An effects task's
 * instructions are card script data, readonly (cards/types.ts `Effect`): the list is copied (verbs splice it) and its
 * instructions shared; its `item` is the chain item it resolves, shared as the chain shares it (never changed in
 * place), instead of a deep copy of both per apply (issue "Engine speed").
 */
function copyTask(t: Task): Task {
  if (t.t !== "effects") return copyPlain(t);
  const c = copyEffectsTask(t) as Extract<Task, { t: "effects" }>;
  c.effects = t.effects.slice();
  return c;
}

/** {@link copyPlain} of an effects task, its `effects` and `item` shared (same keys in the same order). */
function copyEffectsTask(v: Extract<Task, { t: "effects" }>): Task {
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    out[k] = k === "effects" || k === "item" ? x : copyPlain(x);
  }
  return out as Task;
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
 * A copy of the state that can be changed without touching `s`. Objects are shared until changed: the array too until its
 * first change, and `mut` (objects.ts) copies an object the first time an apply changes it (between `beginWrite` and
 * `endWrite`). Other readonly parts are shared as they are.
 */
export function copyState(s: RbState): RbState {
  // One literal, every field in declaration order, absent optional ones as `undefined`: every state has one V8 shape,
  // so the rules' reads of it stay monomorphic (issue "Engine speed"; JSON drops `undefined`, snapshots are unchanged).
  const c: RbState = {
    game: s.game,
    mode: s.mode,
    teams: s.teams || undefined,
    edition: s.edition || undefined,
    invite: s.invite ? { ...s.invite } : undefined,
    version: s.version,
    rng: s.rng,
    objects: s.objects, // copied on its first change (objects.ts `mut`, `addObject`)
    nextId: s.nextId,
    timestamp: s.timestamp,
    players: s.players.map(copyPlayer),
    battlefields: s.battlefields.map(copyBattlefield),
    turnPlayer: s.turnPlayer,
    firstPlayer: s.firstPlayer,
    turnNumber: s.turnNumber,
    extraTurns: s.extraTurns ? s.extraTurns.slice() : undefined,
    regularTurn: s.regularTurn,
    phase: s.phase,
    step: s.step,
    chain: s.chain, // never changed in place (state.ts `chain`, `chainPasses`: readonly)
    chainPasses: s.chainPasses,
    priority: s.priority,
    chainByFocus: s.chainByFocus,
    chainOpen: s.chainOpen,
    showdown: s.showdown ? copyShowdown(s.showdown) : null,
    effects: s.effects, // never changed in place (state.ts `effects`: readonly)
    triggerQueue: s.triggerQueue.slice(),
    tasks: s.tasks.length ? s.tasks.map(copyTask) : [],
    pending: s.pending,
    history: copyHistory(s.history),
    victoryScore: s.victoryScore,
    winner: s.winner,
    match: s.match ? copyPlain(s.match) : null,
    log: s.log, // copied on its first change (util.ts `emit`, `ownList`)
  };
  return c;
}
