/**
 * Combat (620-628): starting it, attack and defend triggers, combat damage and its assignment (626), the
 * result (627: conquer, ties, recalls).
 */
import type { Seat } from "../../../engine/index.js";
import type { ContinuousEffect, RbState, RbEvent, Task } from "./state.js";
import {
  bfAt,
  seatsAt,
  unitsAt,
  turnOrderFrom,
  emit,
  nameOf,
  targetLabel,
  isTeammate,
  type Reason,
  reason,
} from "./util.js";
import { mut, obj, objIndex } from "./objects.js";
import { might, hasKeyword } from "./layers.js";
import { ask } from "./decisions.js";
import { damage, recall, killIfLethal, killIfLethalKnowing } from "./game-actions.js";
import { anyDamageLethalBy } from "./lethal.js";
import { ownPassives } from "./passives.js";
import { boardPassives, boardPassivesOfKind } from "./board.js";
import { scoreBattlefield } from "./scoring.js";
import { type GameEvent, mayListenFor, recordEvent, snapshot } from "./events.js";
import { checkCondition, matches } from "./selectors.js";
import { matchMentions } from "./mentions.js";

/** "I don't deal combat damage [unless …]" (567: a restriction; 626): the unit's Might counts for nothing. */
function dealsNoCombatDamage(s: RbState, id: string): boolean {
  const c = obj(s, id).controller;
  for (const p of ownPassives(s, id))
    if (p.kind === "noCombatDamage" && !p.to && (!p.when || checkCondition(s, id, c, p.when))) return true;
  // 567: "Enemy units here with less Might than me don't deal combat damage" (Vilemaw), read as damage is dealt.
  return boardPassivesOfKind(s, "noCombatDamage").some(({ source, passive: p }) => {
    if (!p.to || source === id) return false;
    const sc = obj(s, source).controller;
    return matches(s, id, p.to, sc, source) && (!p.when || checkCondition(s, source, sc, p.when));
  });
}

/**
 * Does this receiving unit's [Tank] count in the combat damage assigned to it (626.1.d.1, 727)? Not when an object
 * of another player at its battlefield says "You ignore [Tank] while assigning combat damage here" (the assigning
 * side is the other side of the combat).
 */
export function tankCounts(s: RbState, id: string): boolean {
  return hasKeyword(s, id, "Tank") && !tankIgnored(s, id);
}

/** "You ignore [Tank] while assigning combat damage here" from an object of another player there (626.1.d.1). */
function tankIgnored(s: RbState, id: string): boolean {
  const o = obj(s, id);
  if (o.zone !== "battlefield") return false;
  return boardPassivesOfKind(s, "ignoreTankHere").some(({ source }) => {
    const src = obj(s, source);
    return src.zone === "battlefield" && src.bf === o.bf && src.controller !== o.controller;
  });
}

/** Combat (620-625): the showdown step with attacker/defender status and the initial chain of attack/defend triggers. */
export function startCombat(s: RbState, bf: number, out: RbEvent[]): void {
  const b = bfAt(s, bf);
  const seats = seatsAt(s, bf);
  const attacker =
    b.contestedBy !== null && seats.includes(b.contestedBy)
      ? b.contestedBy
      : (seats.find((x) => x !== b.controller) ?? seats[0]!);
  const defender = seats.find((x) => x !== attacker)!;
  const atk = unitsAt(s, bf, attacker);
  const def = unitsAt(s, bf, defender);
  for (const u of atk) mut(s, u).combatRole = "attacker";
  for (const u of def) mut(s, u).combatRole = "defender";
  s.showdown = {
    bf,
    focus: attacker,
    relevant: combatRelevant(s, attacker, defender),
    passes: [],
    combat: { attacker, defender },
    initial: true,
  };
  emit(s, out, {
    kind: "combatStart",
    seat: attacker,
    text: `Combat at ${nameOf(s, b.card)}: P${attacker + 1} attacks, P${defender + 1} defends.`,
    data: { bf, attacker, defender },
  });
  emit(s, out, {
    kind: "showdownStart",
    seat: attacker,
    text: `Showdown at ${nameOf(s, b.card)}; P${attacker + 1} has Focus.`,
    data: { bf },
  });
  if (mayListenFor(s, "showdownStarted")) recordEvent(s, "showdownStarted", attacker, undefined, { bf }); // 548.1
  fireCombatTriggers(s, bf, attacker, defender, atk, def);
}

/**
 * The relevant players of a combat, in turn order. Seed rules: the attacker and the defender (550.1) and their
 * teammates (648.8.e). Core Rules v1.4 has no relevance: every player in the game takes Focus in turn and must
 * pass for the showdown to end (CR 1.4 347.2.a, 348).
 */
function combatRelevant(s: RbState, attacker: Seat, defender: Seat): Seat[] {
  const order = turnOrderFrom(s, s.turnPlayer);
  if (s.edition === "1.4") return order; // CR 1.4 347.2.a, 348
  return order.filter(
    (x) => x === attacker || x === defender || isTeammate(s, x, attacker) || isTeammate(s, x, defender),
  ); // 550.1, 648.8.e
}

/**
 * Combat damage step (626): both sides total their Might (stunned units deal none, 599.1.b); the attacker then
 * the defender assigns it to the other side's units, lethal damage first and Tank units first (626.1.d); then
 * all of it is dealt.
 */
export function combatDamage(
  s: RbState,
  task: Extract<Task, { t: "combatDamage" }>,
  out: RbEvent[],
  known: Map<string, number> = new Map(),
): void {
  const effectsRead = s.effects; // the continuous effects while `known` is read (a new list at any change)
  const atkUnits = combatants(s, task.bf, "attacker");
  const defUnits = combatants(s, task.bf, "defender");
  if (task.stage === 0) {
    if (atkUnits.length === 0 || defUnits.length === 0) {
      s.tasks.pop();
      s.tasks.push({ t: "combatResolve", bf: task.bf }); // 626.1.a
      return;
    }
    task.stage = 1;
  }
  // Each unit's Might is read once until damage is dealt (`known`, or what the answer's check read:
  // answerAssignment): until then nothing changes but this task's stage and assignment and the question, which no
  // Might reads (`selectors.ts#combatAt` reads a combat task's kind and battlefield only), so assignments with no
  // choice (stage 1, then 2) run here in one go.
  // The assignment so far is kept in a Map (same entries, same order) and written to the task only if a question is
  // asked: a record keyed by unit ids takes a new hidden class per key (issue "Engine speed"). Until stage 2 the
  // task's record is the empty one `showdowns.ts` made (an answer moves the stage to 2 as it writes, and the stage-1
  // question is asked before anything joins), so it is read only from stage 2 (`for … in` of it: 0.15% of all time).
  const assigned = new Map<string, number>();
  if (task.stage >= 2) for (const id in task.assigned) assigned.set(id, task.assigned[id]!);
  let added = false; // anything joined `assigned` since it was read from the task
  while (task.stage === 1 || task.stage === 2) {
    const assigning = task.stage === 1 ? atkUnits : defUnits;
    const receiving = task.stage === 1 ? defUnits : atkUnits;
    const seat = obj(s, assigning[0]!).controller;
    const amount = combatMight(s, assigning, known);
    // No damage, or one unit to receive it: nothing to choose and nothing to read (626.1.d).
    const units = amount === 0 || receiving.length === 1 ? NO_RECEIVERS : receiversOf(s, receiving, known);
    if (amount === 0 || receiving.length === 1 || addForced(units, amount, assigned)) {
      if (amount > 0 && receiving.length === 1) addDamage(assigned, receiving[0]!, amount);
      added ||= amount > 0;
      task.stage++;
      continue;
    }
    if (added) task.assigned = Object.fromEntries(assigned);
    ask(
      s,
      seat,
      "assignDamage",
      `Assign ${amount} combat damage: lethal damage to each unit before the next, Tank units first (626.1.d).`,
      units.map(({ id, lethal, tank }) => ({
        id,
        label: `${targetLabel(s, id)} — needs ${lethal} for lethal${tank ? ", Tank" : ""}`,
        object: id,
      })),
      0,
      receiving.length,
      { route: "assignDamage", total: amount, units: receiving },
    );
    return;
  }
  // stage 3: deal all assigned damage at once; damage beyond lethal to the defenders is the attacker's excess (626.1.d)
  let excess = 0;
  for (const id of defUnits) excess += Math.max(0, (assigned.get(id) ?? 0) - lethalNeededIn(s, id, known));
  // 626: each side's units deal the damage assigned to the other side's units (604.1.a: who kills with it).
  const atkSeat = atkUnits[0] !== undefined ? obj(s, atkUnits[0]).controller : undefined;
  const defSeat = defUnits[0] !== undefined ? obj(s, defUnits[0]).controller : undefined;
  for (const [id, n] of assigned)
    damage(s, id, n, out, "combat", obj(s, id).combatRole === "attacker" ? defSeat : atkSeat);
  s.tasks.pop();
  s.tasks.push({ t: "combatResolve", bf: task.bf, excess });
  keepMight(s, task.bf, known, effectsRead);
}

/**
 * The Might combat damage read, handed to the resolution step that runs next (627: `advance` runs the newest task,
 * which is it) for its lethal damage checks, so the units' Might is not computed a third time in a combat (issue
 * "Engine speed"). Kept only for the same state and battlefield, with no event recorded since it was kept.
 */
let keptMight: {
  readonly s: RbState;
  readonly bf: number;
  readonly events: number;
  readonly known: Map<string, number>;
} | null = null;

/**
 * Keeps `known` for {@link takeKeptMight} when dealing the damage changed nothing a Might reads: the damage itself, the
 * `damaged` events and the units' damaged state are read only by cards that mention `"damaged"` (139.3 state filters,
 * `happened` conditions), and a used-up prevention or shield makes a new effects list (`effectsRead` is the list the
 * Might was read with). Between the damage and the resolution only this task's own stage and assignment and the task
 * stack change (`selectors.ts#combatAt` reads a combat task's kind and battlefield, and the units' combat roles).
 */
function keepMight(s: RbState, bf: number, known: Map<string, number>, effectsRead: RbState["effects"]): void {
  keptMight =
    known.size > 0 && s.effects === effectsRead && !matchMentions(s, "damaged")
      ? { s, bf, events: s.history.events.length, known }
      : null;
}

/** The Might {@link keepMight} kept for this state and battlefield, once; undefined when none or anything happened since. */
function takeKeptMight(s: RbState, bf: number): Map<string, number> | undefined {
  const k = keptMight;
  keptMight = null;
  return k !== null && k.s === s && k.bf === bf && k.events === s.history.events.length ? k.known : undefined;
}

/** Adds `n` combat damage assigned to unit `id` (626.1.d) to what it was assigned before. */
function addDamage(assigned: Map<string, number>, id: string, n: number): void {
  assigned.set(id, (assigned.get(id) ?? 0) + n);
}

/**
 * 626.1.d: an accepted damage assignment (the answer to the newest combat task's question) joins the task's damage,
 * and combat damage goes on at once, as `advance` would run the task next (nothing else is pending or newer). `known`:
 * the Might `checkAssignment` read for the answer's check, on this state; since then only the task's assignment and
 * stage and the question (cleared here) changed, which no Might reads, so the defenders' Might is not computed again
 * for their damage and the excess (issue "Engine speed").
 */
export function answerAssignment(
  s: RbState,
  assign: Readonly<Record<string, number>>,
  out: RbEvent[],
  known: Map<string, number>,
): void {
  const task = s.tasks[s.tasks.length - 1];
  if (task?.t !== "combatDamage") throw new Error("assignDamage without a combat task");
  for (const [id, n] of Object.entries(assign)) task.assigned[id] = (task.assigned[id] ?? 0) + n;
  task.stage++;
  s.pending = null;
  combatDamage(s, task, out, known);
}

/** The combat damage a side deals (626.1.b): its units' Might, stunned units and "I don't deal combat damage" none. */
function combatMight(s: RbState, ids: readonly string[], known: Map<string, number>): number {
  let n = 0;
  for (const id of ids) if (!obj(s, id).stunned && !dealsNoCombatDamage(s, id)) n += mightIn(s, id, known); // 599.1.b
  return n;
}

/** A unit's Might (139.2), read once per `known` map: the caller keeps one only while nothing changes the state. */
function mightIn(s: RbState, id: string, known: Map<string, number> | undefined): number {
  if (known === undefined) return might(s, id);
  let m = known.get(id);
  if (m === undefined) {
    m = might(s, id);
    known.set(id, m);
  }
  return m;
}

/**
 * Does this unit have "I must be assigned combat damage last" (626.1.d), or [Backline] (CR 1.4 826.3: lethal damage
 * only after every unit without Backline; several Backline units may be assigned in any order, 826.4.b).
 */
export function assignedLast(s: RbState, id: string): boolean {
  return hasKeyword(s, id, "Backline") || lastByPassive(s, id);
}

/** "I must be assigned combat damage last" printed on the unit (626.1.d). */
function lastByPassive(s: RbState, id: string): boolean {
  return ownPassives(s, id).some((p) => p.kind === "assignedDamageLast");
}

/** What 626.1.d reads of a receiving unit: lethal damage still needed, whether its Tank counts, whether it is last. */
export interface Receiver {
  readonly id: string;
  /** {@link lethalNeeded} */
  readonly lethal: number;
  /** {@link tankCounts} */
  readonly tank: boolean;
  /** {@link assignedLast} */
  readonly last: boolean;
}

/**
 * Reads each receiving unit once: Tank (727) and Backline (CR 1.4 826.3) by `hasKeyword`, which answers "no" without
 * computing keywords when nothing could give the unit that keyword (most units). Valid only while nothing changes
 * (one check of an assignment, one question): an apply keeps no Might or keywords memo.
 */
export function receiversOf(s: RbState, ids: readonly string[], known?: Map<string, number>): Receiver[] {
  const out: Receiver[] = [];
  for (const id of ids)
    out.push({ id, lethal: lethalNeededIn(s, id, known), tank: tankCounts(s, id), last: assignedLast(s, id) });
  return out;
}

/**
 * The only legal assignment when there is no choice (one Tank absorbing it all, one unit not assigned last, exactly
 * lethal damage for every unit), added to `assigned`; false (nothing added) when there is a choice. No damage or one
 * receiving unit are settled before the units are read.
 */
function addForced(units: readonly Receiver[], amount: number, assigned: Map<string, number>): boolean {
  const tanks = units.filter((u) => u.tank);
  if (tanks.length === 1 && amount <= tanks[0]!.lethal) {
    addDamage(assigned, tanks[0]!.id, amount); // 727
    return true;
  }
  const first = units.filter((u) => !u.last);
  if (tanks.length === 0 && first.length === 1 && amount <= first[0]!.lethal) {
    addDamage(assigned, first[0]!.id, amount);
    return true;
  }
  // Exactly enough for lethal damage on every unit: the only legal assignment (626.1.d.2).
  const lethalSum = units.reduce((a, u) => a + u.lethal, 0);
  if (amount !== lethalSum) return false;
  for (const u of units) addDamage(assigned, u.id, u.lethal);
  return true;
}

/** No receivers read yet: {@link checkAssignment} reads them. */
const NO_RECEIVERS: readonly Receiver[] = [];

/**
 * Checks a damage assignment against 626.1.d: all damage assigned to the receiving units; Tank units get lethal
 * before any non-Tank unit gets damage (727); at most one unit receives non-lethal damage, and only when every
 * other damaged unit got lethal and nothing is left to give. `read`: {@link receiversOf} the receiving units, when the
 * caller has them (nothing changed since); else read here, their Might kept in `known` when given ({@link mightIn}).
 * @returns why it is not (a {@link Reason} with its `case`), or null when legal
 */
export function checkAssignment(
  s: RbState,
  receiving: string[],
  total: number,
  assign: Record<string, number>,
  read: readonly Receiver[] = NO_RECEIVERS,
  known?: Map<string, number>,
): Reason | null {
  let sum = 0;
  for (const [id, n] of Object.entries(assign)) {
    if (!receiving.includes(id))
      return reason(`${id} is not a unit you can assign damage to.`, "not-receiving", { id });
    if (!Number.isInteger(n) || n < 0) return reason("Damage amounts must be whole numbers of 0 or more.", "amount");
    sum += n;
  }
  if (sum !== total)
    return reason(`You must assign exactly ${total} damage (you assigned ${sum}).`, "total", { total, sum });
  // Each unit read once; the four conditions below in the order they are reported.
  let otherGot = false; // a unit that is not a counting Tank got damage
  let tankShort = false; // a counting Tank is short of lethal
  let lastGot = false; // a unit assigned last got damage
  let firstShort = false; // a unit not assigned last is short of lethal
  let excess = false; // a unit got more than lethal
  let short = false; // a unit is short of lethal
  let partial = 0; // units with damage short of lethal
  for (const u of read === NO_RECEIVERS ? receiversOf(s, receiving, known) : read) {
    const n = assign[u.id] ?? 0;
    const lethal = n >= u.lethal;
    // A unit with Tank that "must be assigned combat damage last" is ordered last (docs/rules-decisions.md): the two
    // restrictions together would leave no legal assignment.
    if (u.tank && !u.last) tankShort ||= !lethal;
    else otherGot ||= n > 0;
    if (u.last) lastGot ||= n > 0;
    else firstShort ||= !lethal;
    excess ||= n > u.lethal;
    short ||= !lethal;
    if (n > 0 && !lethal) partial++;
  }
  if (otherGot && tankShort)
    return reason("Units with Tank must be assigned lethal damage before other units (626.1.d.1, 727).", "tank");
  // "I must be assigned combat damage last" (Caitlyn, Patrolling): only once every other unit has lethal.
  if (lastGot && firstShort)
    return reason(
      "Units that must be assigned combat damage last get damage only after every other unit has lethal damage (626.1.d).",
      "last",
    );
  // Damage beyond lethal only once every unit has lethal damage (626.1.d.2).
  if (excess && short)
    return reason(
      "Assign lethal damage to every unit before assigning extra damage to any of them (626.1.d.2).",
      "excess",
    );
  if (partial > 1)
    return reason(
      "Each unit must be assigned lethal damage before damage is assigned to another unit (626.1.d.2).",
      "partial",
    );
  return null;
}

/** Removes damage from the units (627.5) and combat status from the objects of one board zone list. */
function endCombatFor(s: RbState, ids: readonly string[]): void {
  for (const id of ids) {
    const o = obj(s, id);
    const clearDamage = (o.zone === "base" || o.zone === "battlefield") && o.damage !== 0;
    if (!clearDamage && o.combatRole === undefined) continue;
    const m = mut(s, id);
    if (clearDamage) m.damage = 0;
    m.combatRole = undefined;
  }
}

/**
 * The attacking or defending units at a battlefield (620), in creation order (the order of the state's objects: the
 * order their assignment is asked in). Read from the battlefield's unit list: only units there have a combat role at it.
 */
function combatants(s: RbState, bf: number, role: "attacker" | "defender"): string[] {
  const out: string[] = [];
  for (const id of s.battlefields[bf]!.units) {
    const o = obj(s, id);
    if (o.combatRole === role && o.zone === "battlefield" && o.bf === bf) out.push(id);
  }
  if (out.length > 1) sortByCreation(out);
  return out;
}

/**
 * Sorts object ids in place by creation order (their index in the state's objects). Insertion sort on the ids'
 * indices: a side has one to a few units, and `sort` with a comparator made a closure per call. Ids are distinct, so
 * the order is the one `sort` gave.
 */
function sortByCreation(ids: string[]): void {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i]!;
    const k = objIndex(id);
    let j = i - 1;
    while (j >= 0 && objIndex(ids[j]!) > k) {
      ids[j + 1] = ids[j]!;
      j--;
    }
    ids[j + 1] = id;
  }
}

/** Does a replacement of the attacking player turn the tie recall into "recall all units at that battlefield" (571)? */
function tieRecallsAll(s: RbState, attacker: Seat): boolean {
  return boardPassives(s).some(
    ({ source, passive: p }) =>
      p.kind === "replace" &&
      p.event === "recalled" &&
      p.filter?.data?.cause === "combatTie" &&
      (p.filter.player !== "you" || obj(s, source).controller === attacker) &&
      typeof p.with === "object" &&
      "recallAllThere" in p.with,
  );
}

/**
 * Resolution step (627): units with lethal damage die; if both sides remain the attackers are recalled (627.2);
 * if only attackers remain the battlefield is conquered (627.3); the battlefield is no longer contested (627.4);
 * damage is removed from all units (627.5); cleanup (628).
 */
export function combatResolve(s: RbState, bf: number, out: RbEvent[], excess: number): void {
  const b = bfAt(s, bf);
  const before0 = s.tasks.length;
  // 520: lethal damage kills; the Might combat damage read serves until a kill is tried (it may change the board).
  let known = takeKeptMight(s, bf);
  for (const id of b.units.slice()) {
    const m = known?.get(id);
    if (m !== undefined) {
      if (killIfLethalKnowing(s, id, out, m)) known = undefined;
      continue;
    }
    if (obj(s, id).damage > 0) known = undefined; // its Might is computed, and its kill may change the board
    killIfLethal(s, id, out);
  }
  if (s.tasks.length > before0) {
    // 571, 575: an optional death replacement is answered before the combat's result is decided (627).
    const asked = s.tasks.splice(before0);
    s.tasks.push({ t: "combatResolve", bf }, ...asked);
    return;
  }
  const atk = b.units.filter((u) => obj(s, u).combatRole === "attacker");
  const def = b.units.filter((u) => obj(s, u).combatRole === "defender");
  if (atk.length > 0 && def.length > 0) {
    // 627.2: a tie with both sides left recalls the attackers — unless a replacement recalls everyone there (575).
    const all = tieRecallsAll(s, obj(s, atk[0]!).controller);
    for (const u of all ? b.units.slice() : atk) recall(s, u, out);
  }
  const before = b.controller;
  const seats = seatsAt(s, bf);
  recordCombatWin(s, bf, seats);
  b.contestedBy = null;
  // 627.5 and the end of combat status: only board objects have either (zones.ts#becomeNewObject clears both as an
  // object leaves the board), so the board's zone lists are read instead of every object of the state. Of those, only
  // bases and battlefields: runes and facedown cards have no damage to remove (627.5 removes it from units there) and
  // never a combat status (they enter their zones from non-board zones as new objects: cleanup.ts#endCombatStatus).
  for (const p of s.players) endCombatFor(s, p.base);
  for (const x of s.battlefields) endCombatFor(s, x.units);
  // Effects "this combat" end with it; the list is replaced only when one does (a new list marks a change).
  if (s.effects.some(lastsThisCombat)) s.effects = s.effects.filter((e) => !lastsThisCombat(e));
  emit(s, out, { kind: "combatEnd", text: `Combat at ${nameOf(s, b.card)} ends.`, data: { bf } });
  // "When a combat that I was in ends": each unit of the combat still on the board (628, CR 1.4 466.7.b).
  for (const u of [...atk, ...def]) {
    const z = obj(s, u).zone;
    if (z === "base" || z === "battlefield")
      recordEvent(s, "combatEnded", obj(s, u).controller, snapshot(s, u), { bf });
  }
  if (seats.length === 1) {
    b.controller = seats[0]!;
    // 627.3, 181.4.c: a conquest after combat; the attacker's excess damage is part of the event (Tryndamere)
    if (before !== seats[0])
      scoreBattlefield(s, seats[0]!, bf, "conquer", out, {
        afterCombat: true,
        excessDamage: excess,
        uncontrolled: before === null, // SFD FAQ (Yone errata): control immediately before conquering
      });
  } else if (seats.length === 0) b.controller = null;
  s.tasks.push({ t: "cleanup" });
}

/** Does a continuous effect last only for the current combat (ending with it, 627)? */
function lastsThisCombat(e: ContinuousEffect): boolean {
  return e.duration === "combat";
}

/**
 * CR 1.4 466.3.a, c: the attacker or defender who is the only player with units left at the battlefield won the
 * combat, and so did each of their units there (`wonCombat`, one batch). A tie's recall (466.3.d) or an empty
 * battlefield is no result.
 */
function recordCombatWin(s: RbState, bf: number, seats: readonly Seat[]): void {
  const winner = seats.length === 1 ? seats[0]! : null;
  if (winner === null) return;
  // The designations are those of this combat's attack and defend events (the latest batch at this battlefield).
  const ev = s.history.events;
  let i = ev.length - 1;
  while (i >= 0 && !((ev[i]!.kind === "attacked" || ev[i]!.kind === "defended") && ev[i]!.data.bf === bf)) i--;
  if (i < 0) return;
  const combatBatch = ev[i]!.data.batch;
  if (!wasInCombat(ev, i, combatBatch, winner)) return;
  const batch = ev.length;
  for (const u of unitsAt(s, bf, winner)) recordEvent(s, "wonCombat", winner, snapshot(s, u), { bf, batch });
}

/**
 * Did `seat` attack or defend in the combat whose latest attack or defend event is `ev[i]` (batch `batch`)? The turn's
 * events are only appended and a batch is the event count as it starts (`fireCombatTriggers`), so its events lie
 * between `batch` and `i`: only those are read, not the whole turn's.
 */
function wasInCombat(ev: readonly GameEvent[], i: number, batch: unknown, seat: Seat): boolean {
  const lo = typeof batch === "number" ? batch : 0;
  const hi = typeof batch === "number" ? i : ev.length - 1;
  for (let j = hi; j >= lo; j--) {
    const e = ev[j]!;
    if ((e.kind === "attacked" || e.kind === "defended") && e.data.batch === batch && e.player === seat) return true;
  }
  return false;
}

/** Records the attack and defend events of a combat (620-621), which its attack/defend triggers listen to (551.1, 625.1.c). */
function fireCombatTriggers(
  s: RbState,
  bf: number,
  attacker: Seat,
  defender: Seat,
  atk: readonly string[],
  def: readonly string[],
): void {
  // 620-621: the units that attack and defend, together (one batch: "alone" when a side has one unit; "when you
  // defend here" triggers once for the batch).
  const batch = s.history.events.length;
  for (const u of atk) recordEvent(s, "attacked", attacker, snapshot(s, u), { bf, alone: atk.length === 1, batch });
  for (const u of def) recordEvent(s, "defended", defender, snapshot(s, u), { bf, alone: def.length === 1, batch });
}

/**
 * Lethal damage still needed by a unit (626.1.d.1.a): non-zero and at least its Might; 1 when the player assigning
 * damage to it (the other side of its combat) has "any amount of your damage is enough" (Elder Dragon, lethal.ts).
 */
export function lethalNeeded(s: RbState, id: string): number {
  return lethalNeededIn(s, id, undefined);
}

/** {@link lethalNeeded}, with the Might read through `known` ({@link mightIn}). */
function lethalNeededIn(s: RbState, id: string, known: Map<string, number> | undefined): number {
  const o = obj(s, id);
  // The other side is looked for only when the board has an "any amount is lethal" passive to ask it of.
  if (o.combatRole !== undefined && o.bf !== undefined && boardPassivesOfKind(s, "anyDamageLethal").length > 0) {
    const by = otherSide(s, o.bf, o.combatRole);
    if (by !== undefined && anyDamageLethalBy(s, by, id)) return 1;
  }
  return Math.max(1, mightIn(s, id, known) - o.damage);
}

/** The controller of the units on the other side of a combat at a battlefield (620), if any. */
function otherSide(s: RbState, bf: number, role: "attacker" | "defender"): Seat | undefined {
  const other = role === "attacker" ? "defender" : "attacker";
  const u = (s.battlefields[bf]?.units ?? []).find((x) => obj(s, x).combatRole === other);
  return u !== undefined ? obj(s, u).controller : undefined;
}
