/**
 * The explicit typed copy of a match state that `applyAction` works on (issue "Engine speed": no
 * `structuredClone` of everything). Objects are copied on write (objects.ts); other mutable parts are copied one
 * level deep by their type; readonly parts are shared with the old state: chain items, continuous effects, queued triggers, events, the pending decision and
 * the RNG state are never changed in place (their types are readonly), so sharing them is safe. Tasks and the
 * turn history are small and copied deeply. Card data is not in the state at all (catalogue.ts).
 */
import type { BattlefieldState, PlayerState, RbState, ShowdownState, TurnHistory } from "./state.js";

/** A deep copy of a plain JSON value (small task and history records). */
export function copyPlain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyPlain) as T;
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = copyPlain((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    pool: { ...p.pool, power: { ...p.pool.power } },
    mainDeck: p.mainDeck.slice(),
    runeDeck: p.runeDeck.slice(),
    hand: p.hand.slice(),
    trash: p.trash.slice(),
    banishment: p.banishment.slice(),
    base: p.base.slice(),
    runes: p.runes.slice(),
    reserveBattlefields: p.reserveBattlefields.slice(),
  };
}

function copyBattlefield(b: BattlefieldState): BattlefieldState {
  return { ...b, units: b.units.slice() };
}

function copyShowdown(sd: ShowdownState): ShowdownState {
  return { ...sd, relevant: sd.relevant.slice(), passes: sd.passes.slice() };
}

/**
 * A copy of the state that can be changed without touching `s`. Objects are shared until changed: the array is
 * new, and `mut` (objects.ts) copies an object the first time an apply changes it (between `beginWrite` and
 * `endWrite`). Other readonly parts are shared as they are.
 */
export function copyState(s: RbState): RbState {
  return {
    ...s,
    objects: s.objects.slice(),
    players: s.players.map(copyPlayer),
    battlefields: s.battlefields.map(copyBattlefield),
    chain: s.chain.slice(),
    chainPasses: s.chainPasses.slice(),
    showdown: s.showdown ? copyShowdown(s.showdown) : null,
    effects: s.effects.slice(),
    triggerQueue: s.triggerQueue.slice(),
    tasks: copyPlain(s.tasks),
    history: copyPlain<TurnHistory>(s.history),
    match: s.match ? copyPlain(s.match) : null,
    log: s.log.slice(),
  };
}
