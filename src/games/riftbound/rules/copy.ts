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
import type { BattlefieldState, PlayerState, Pool, RbState, ShowdownState, TurnHistory } from "./state.js";

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
  // A spread clone (V8 copies the object's shape at once; fields keep their order), then the parts changed in place.
  // Zone lists are shared until changed (objects.ts `ownList`, called by zones.ts, the one place that changes them).
  return { ...p, pool: copyPool(p.pool), reserveBattlefields: p.reserveBattlefields.slice() };
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
  const c = { ...b }; // units and facedown are changed by replacing them (zones.ts)
  if (b.extraFacedown) c.extraFacedown = b.extraFacedown.slice();
  return c;
}

function copyShowdown(sd: ShowdownState): ShowdownState {
  const c = { ...sd, relevant: sd.relevant.slice(), passes: sd.passes.slice() };
  if (sd.declined) c.declined = sd.declined.slice();
  return c;
}

/**
 * The turn history: counters and lists one level deep (their entries are never changed in place). The event record
 * grows all turn, so it is shared and copied on its first change (events.ts `recordEvent` takes it with `ownList`).
 */
function copyHistory(h: TurnHistory): TurnHistory {
  const c: TurnHistory = {
    ...h,
    scored: h.scored.slice(),
    cardsPlayed: { ...h.cardsPlayed },
    spellsPlayed: { ...h.spellsPlayed },
    deathReplacements: h.deathReplacements.slice(),
    abilityChoices: { ...h.abilityChoices },
  };
  if (h.spellEnergy) c.spellEnergy = { ...h.spellEnergy };
  if (h.createdPassives) c.createdPassives = h.createdPassives.slice();
  if (h.allyHeld) c.allyHeld = h.allyHeld.slice();
  if (h.declinedInvites) c.declinedInvites = h.declinedInvites.slice();
  // Not carried to the next state, as the field-by-field copy before this one did not (what the traces pin).
  if (h.facedownViews) delete c.facedownViews;
  return c;
}

/**
 * A copy of the state that can be changed without touching `s`. Objects are shared until changed: the array is
 * new, and `mut` (objects.ts) copies an object the first time an apply changes it (between `beginWrite` and
 * `endWrite`). Other readonly parts are shared as they are.
 */
export function copyState(s: RbState): RbState {
  // A spread clone shares every readonly part (fields keep their order); the parts changed in place are copied.
  const c: RbState = {
    ...s,
    objects: s.objects.slice(),
    players: s.players.map(copyPlayer),
    battlefields: s.battlefields.map(copyBattlefield),
    chain: s.chain.slice(),
    chainPasses: s.chainPasses.slice(),
    showdown: s.showdown ? copyShowdown(s.showdown) : null,
    effects: s.effects.slice(),
    triggerQueue: s.triggerQueue.slice(),
    tasks: s.tasks.length ? copyPlain(s.tasks) : [],
    history: copyHistory(s.history),
    match: s.match ? copyPlain(s.match) : null,
  };
  if (s.invite) c.invite = { ...s.invite };
  if (s.extraTurns) c.extraTurns = s.extraTurns.slice();
  carryCodeMemo(s.objects, c.objects);
  return c;
}
