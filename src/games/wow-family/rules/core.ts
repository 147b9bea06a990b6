/**
 * The rules machinery WoW TCG and Rise TCG share (docs/engine.md "The WoW family"): objects in an array by id
 * number, refusals, priority and the chain (001 409.1-409.4 = 002 412.1-412.4; CR 7.4 707-709), conceding (102.1b),
 * the loop that runs a game forward to its next decision, the reducer around a game's `execute`, and the opening
 * deal (101.1). Pure, typed structurally: a game's state has the fields read here; every rule number that differs
 * between the games is a parameter (`FamilyRuleNumbers`) each game fills from its own document.
 */
import {
  type ApplyResult,
  type Rejection,
  type RngState,
  type Seat,
  nextInt,
  seedRng,
  shuffle,
} from "../../../engine/index.js";

/** The opponent of `seat` (two-player game). */
export const opp = (seat: Seat): Seat => 1 - seat;

/** A refusal value (docs/conventions.md: expected failures are typed values). */
export const no = (code: string, message: string, rule?: string): Rejection =>
  rule === undefined ? { code, message } : { code, message, rule };

/**
 * The object with id `o<n>` (`objects[n]`).
 * @throws on an unknown id (a broken invariant), naming the game.
 */
export function objectAt<O>(s: { objects: O[] }, id: string, game: string): O {
  const o = s.objects[Number(id.slice(1))];
  if (!o) throw new Error(`${game}: no object ${id}`);
  return o;
}

/** The rule numbers of the shared checks, as each game's document numbers them. */
export interface FamilyRuleNumbers {
  /** Only the player with priority acts (001 409.1; 002 412.1). */
  readonly priority: string;
  /** A pending decision is answered before anything else (001 409.5; 002 412.5). */
  readonly answerFirst: string;
  /** Your non-combat action phase with an empty chain (001 409.2b; 002 502.1). */
  readonly mainTiming: string;
  /** A resource cost is paid by exhausting that many ready resources (001 402.1; 002 414.2). */
  readonly cost: string;
}

/** A priority window (001 409.4, 002 412.4): who holds priority and how many passed in succession. */
export interface FamilyWindow<K extends string = string> {
  kind: K;
  priority: Seat;
  passes: number;
}

/** What the shared machinery reads and writes of a family state. */
export interface CoreState {
  version: number;
  over: boolean;
  winner: Seat | null;
  active: Seat;
  ask: { kind: string; seat: Seat } | null;
  window: FamilyWindow | null;
  chain: { controller: Seat }[];
  combat: unknown;
  players: { lost: boolean }[];
  log: { text: string }[];
}

/** 001 409.1 / 002 412.1: only the player with priority acts in a window; a pending decision comes first. */
export function checkPriority(s: CoreState, seat: Seat, r: FamilyRuleNumbers): Rejection | null {
  if (s.over) return no("game/over", "The game is over.", "102.1");
  if (s.ask) return no("action/answer-first", "Answer the pending decision first.", r.answerFirst);
  if (!s.window || s.window.priority !== seat)
    return no("action/not-your-priority", "You do not have priority.", r.priority);
  return null;
}

/** 001 409.2b / 002 502.1: your non-combat action phase, with priority and an empty chain. */
export function checkMainTiming(s: CoreState, seat: Seat, r: FamilyRuleNumbers): Rejection | null {
  if (s.active !== seat || s.window?.kind !== "action" || s.chain.length > 0 || s.combat)
    return no("timing/not-main", "Only in your non-combat action phase with an empty chain.", r.mainTiming);
  return null;
}

/** 001 402.1 / 002 414.2: a cost of `n` resources needs `n` ready resources (`ready` of them now). */
export function checkCost(ready: number, n: number, r: FamilyRuleNumbers): Rejection | null {
  return ready >= n ? null : no("cost/cannot-pay", `You need ${n} ready resource(s).`, r.cost);
}

/** Checks an answer to the pending ask belongs to `seat` and is of the right kind. */
export function askOf(s: CoreState, seat: Seat, kind: string): Rejection | null {
  if (s.over) return no("game/over", "The game is over.", "102.1");
  if (s.ask?.kind !== kind) return no("choose/no-decision", `There is no ${kind} decision to answer.`);
  if (s.ask.seat !== seat) return no("choose/not-yours", "This decision belongs to the other player.");
  return null;
}

/** 102.1b: a player may concede at any time; the other player wins. */
export function concede(s: CoreState, seat: Seat): Rejection | null {
  if (s.over) return no("game/over", "The game is over.", "102.1");
  s.over = true;
  s.winner = opp(seat);
  s.players[seat]!.lost = true;
  s.ask = null;
  s.window = null;
  s.log.push({ text: `P${seat + 1} concedes.` });
  return null;
}

/**
 * Adds a link to the chain (001 409.1; 002 707.1f): its controller gets priority again; a triggered link doesn't
 * change who holds priority (002 708.1b); either way the passes in succession start again.
 */
export function pushLink<L extends { controller: Seat }>(
  s: { chain: L[]; window: FamilyWindow | null },
  link: L,
  trigger = false,
): void {
  s.chain.push(link);
  if (!s.window) return;
  if (!trigger) s.window.priority = link.controller;
  s.window.passes = 0;
}

/**
 * 001 409.1 / 409.4, 002 412.4: pass priority; when both passed in succession, the top link resolves (after which
 * the turn player gets priority, 002 709.2h) or, the chain being empty, the window closes and the game goes on to
 * what `after` names for its kind (001 409.4b; 501-503, combat CR 7.4 601-603).
 */
export function passPriority<K extends string, N>(
  s: { window: FamilyWindow<K> | null; chain: unknown[]; active: Seat; next: N | null },
  resolveTop: () => void,
  after: Record<K, N>,
): void {
  const w = s.window!;
  w.passes++;
  w.priority = opp(w.priority);
  if (w.passes < 2) return;
  if (s.chain.length > 0) {
    resolveTop();
    if (s.window) {
      s.window.priority = s.active;
      s.window.passes = 0;
    }
    return;
  }
  const kind = w.kind;
  s.window = null;
  s.next = after[kind];
}

/** The steps of the loop that runs a game forward, in the order the rules check them. */
export interface AdvanceSteps<S> {
  /** Uniqueness (001 CR 7.4 414; 002 409.1): true when it asked a decision (the loop stops). */
  uniqueness(s: S): boolean;
  /** The first waiting packet of damage or healing (001 407; 002 408). */
  packet(s: S): void;
  /** Pre-priority checks (001 409.6; 002 412.6): true when they changed anything (the loop checks again). */
  checks(s: S): boolean;
  /** The next waiting trigger onto the chain (001 409.5; 002 708.1). */
  addTrigger(s: S): void;
  /** Whether the holder of priority has anything to do but pass (a forced pass is no decision). */
  canAct(s: S): boolean;
  /** Passes priority for its holder. */
  pass(s: S): void;
  /** The next turn or combat step when no window is open (501-503, 601-603). */
  step(s: S): void;
}

/**
 * Runs the game until a decision is pending or the game is over: uniqueness → packets → pre-priority checks →
 * waiting triggers → priority (passed for a holder with nothing else to do) → otherwise the next step.
 * @throws when the game does not settle (a broken invariant).
 */
export function advanceGame<
  S extends { over: boolean; ask: unknown; packets: unknown[]; window: unknown; waiting: unknown[] },
>(s: S, steps: AdvanceSteps<S>, game: string): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.over || s.ask) return;
    if (steps.uniqueness(s)) return;
    if (s.packets.length > 0) {
      steps.packet(s);
      continue;
    }
    if (steps.checks(s)) continue;
    if (s.window) {
      if (s.waiting.length > 0) {
        steps.addTrigger(s);
        continue;
      }
      if (steps.canAct(s)) return;
      steps.pass(s);
      continue;
    }
    steps.step(s);
  }
  throw new Error(`${game}: advance did not settle`);
}

/**
 * The reducer around a game's `execute` (docs/engine.md): works on an explicit copy, so a refusal leaves the
 * caller's state untouched; runs the game forward to the next decision and bumps the version.
 */
export function reduce<S extends { version: number }, A>(
  state: S,
  seat: Seat,
  a: A,
  parts: { copy(s: S): S; execute(s: S, seat: Seat, a: A): Rejection | null; advance(s: S): void },
): ApplyResult<S, never> {
  const s = parts.copy(state);
  const r = parts.execute(s, seat, a);
  if (r) return { ok: false, error: r };
  parts.advance(s);
  s.version++;
  return { ok: true, state: s, events: [] };
}

/**
 * 101.1: the opening deal. Each seat's leader (WoW's hero, Rise's commander) is made in play and its deck made and
 * shuffled from the seeded RNG, in seat order; then the first player is chosen at random.
 */
export function dealOpening<O, P>(
  seed: number | string,
  decks: readonly { leader: string; cards: readonly string[] }[],
  newObject: (id: string, code: string, owner: Seat, where: "leader" | "deck") => O,
  player: (leader: string, deck: string[]) => P,
): { objects: O[]; players: P[]; rng: RngState; first: Seat } {
  let rng = seedRng(seed);
  const objects: O[] = [];
  const make = (code: string, owner: Seat, where: "leader" | "deck"): string => {
    const id = `o${objects.length}`;
    objects.push(newObject(id, code, owner, where));
    return id;
  };
  const players = decks.map((d, seat) => {
    const leader = make(d.leader, seat, "leader");
    const cards = d.cards.map((c) => make(c, seat, "deck"));
    const [next, deck] = shuffle(rng, cards);
    rng = next;
    return player(leader, deck);
  });
  const [afterFirst, first] = nextInt(rng, 2);
  return { objects, players, rng: afterFirst, first };
}

/**
 * 101.2: answers the opening decision (WoW's mulligan, Rise's hand reset) of `seat`: `redo` when it does not keep;
 * the next seat in `queue` is asked, and after the last the first turn starts with its ready step.
 */
export function answerOpening<K extends string>(
  s: CoreState & { turn: number; first: Seat; next: unknown },
  seat: Seat,
  keep: boolean,
  kind: K,
  queue: Seat[],
  redo: () => void,
): Rejection | null {
  const r = askOf(s, seat, kind);
  if (r) return r;
  if (!keep) redo();
  queue.shift();
  const nextSeat = queue[0];
  if (nextSeat !== undefined) s.ask = { kind, seat: nextSeat };
  else {
    s.ask = null;
    s.turn = 1;
    s.active = s.first;
    s.next = "ready";
  }
  return null;
}

/**
 * Asks `seat` to discard `count` cards (001 503.2a hand size, effects; 002 405.9d), or discards the whole hand at
 * once into `discardZone` when that is the only answer (a forced decision is not asked).
 */
export function askDiscard<Z extends string>(
  s: CoreState & { players: { hand: string[] }[] },
  seat: Seat,
  count: number,
  reason: "hand-size" | "effect",
  moveTo: (id: string, zone: Z) => void,
  discardZone: Z,
): void {
  const hand = s.players[seat]!.hand;
  const n = Math.min(count, hand.length);
  if (n <= 0) return;
  if (n === hand.length) {
    for (const c of [...hand]) moveTo(c, discardZone);
    s.log.push({ text: `P${seat + 1} discards their whole hand (${n}).` });
    return;
  }
  const ask: NonNullable<CoreState["ask"]> & { count: number; reason: string } = {
    kind: "discard",
    seat,
    count: n,
    reason,
  };
  s.ask = ask;
}

/** What the turn's steps read and write of a family state. */
interface TurnState extends CoreState {
  next: string | null;
  step: string;
  turn: number;
  first: Seat;
  turnMods: unknown[];
  players: { lost: boolean; hand: string[] }[];
}

/** A game's part in the turn's steps. */
export interface TurnSteps<S> {
  /** 501.1: the ready step (readying, then a priority window). */
  ready(s: S): void;
  draw(s: S, seat: Seat, n: number): void;
  askDiscard(s: S, seat: Seat, n: number): void;
  /** As the end phase starts (WoW: "at the end of your turn" powers and delayed modifiers, CR 7.4 500.2, 715.1). */
  endStarts?(s: S): void;
  /** What else a game's "this turn" records clear in the cleanup (503.2a.2). */
  cleanup?(s: S): void;
  /** Who takes the next turn when it is not the other player (WoW: extra turns, CR 7.4 500.3); null: the other. */
  nextTurn?(s: S): Seat | null;
  /** The name of the step discarding to hand size (WoW "end-step", Rise "tally"). */
  handSize: string;
  /** The turn player's maximum hand size when it is not 7 (WoW: Arcane Intellect, 001 503.2a.1). */
  maxHandSize?(s: S, seat: Seat): number;
  /** The combat steps by name (CR 7.4 601-603; WoW's protect point, Rise's guard point). */
  combat: Record<string, (s: S) => void>;
}

/**
 * Runs the next turn or combat step (no window open, nothing pending): ready 501.1, draw 501.2 (none on the first
 * player's first turn, 501.2a-b), the action phase 502 (after combat everyone leaves it, 603.3), the end phase 503
 * (discard to the maximum hand size of 7, 503.2a.1; "this turn" effects end and the turn passes, 503.2a.2-3).
 * @throws when nothing is to be done next (a broken invariant).
 */
export function turnStep<S extends object>(state: S, g: TurnSteps<S>, game: string): void {
  const s = state as unknown as TurnState;
  const next = s.next;
  s.next = null;
  const open = (kind: string) => {
    s.window = { kind, priority: s.active, passes: 0 };
  };
  switch (next) {
    case "ready":
      g.ready(state);
      return;
    case "draw":
      if (!(s.turn === 1 && s.active === s.first)) g.draw(state, s.active, 1);
      s.step = "draw";
      open("draw");
      return;
    case "action":
    case "after-combat":
      s.combat = null;
      s.step = "action";
      open("action");
      return;
    case "end":
      s.step = "end";
      g.endStarts?.(state);
      open("end");
      return;
    case "cleanup":
      s.turnMods = [];
      g.cleanup?.(state);
      s.turn++;
      s.active = g.nextTurn?.(state) ?? opp(s.active);
      s.next = "ready";
      return;
    case null:
      throw new Error(`${game}: nothing to do next`);
  }
  if (next === g.handSize) {
    const extra = s.players[s.active]!.hand.length - (g.maxHandSize?.(state, s.active) ?? 7);
    s.next = "cleanup";
    if (extra > 0) g.askDiscard(state, s.active, extra);
    return;
  }
  const combat = g.combat[next];
  if (!combat) throw new Error(`${game}: unknown step ${next}`);
  combat(state);
}

/** What the shared combat steps read and write of a family state. */
interface CombatState {
  active: Seat;
  next: unknown;
  window: FamilyWindow | null;
  combat: { attacker: string | null; defender: string | null } | null;
}

/**
 * CR 7.4 602.3 (001 602.3; Rise reads it in its terms): the proposed (planned) defender becomes the defender and the
 * defend window opens; if the attacker or it has left combat (`stillIn`: still in play, a character, controlled by
 * that seat), the combat goes straight to its conclusion.
 */
export function startDefending<S extends CombatState>(
  s: S,
  proposed: string | null,
  stillIn: (id: string | null, seat: Seat) => string | null,
): void {
  const c = s.combat!;
  c.attacker = stillIn(c.attacker, s.active);
  c.defender = stillIn(proposed, opp(s.active));
  if (!c.attacker || !c.defender) {
    (s as CombatState).next = "conclude";
    return;
  }
  s.window = { kind: "defend", priority: s.active, passes: 0 };
}

/**
 * 603.1: the combat's damage, dealt at once: a packet from the attacker to the defender and, unless the attacker
 * deals it one way (001 Long-Range / 002 Beyond-Visual-Range, 603.1a), one back; a packet under 1 is none (001
 * 407.2a, 002 408.2a). After it, everyone leaves combat.
 */
export function concludeCombat<S extends CombatState & { packets: P[] }, P extends { amount: number }>(
  s: S,
  stillIn: (id: string | null, seat: Seat) => string | null,
  packet: (from: string, to: string) => P,
  oneWay: (attacker: string) => boolean,
): void {
  const c = s.combat!;
  const a = stillIn(c.attacker, s.active);
  const d = stillIn(c.defender, opp(s.active));
  (s as CombatState).next = "after-combat";
  if (!a || !d) return;
  const out = [packet(a, d)];
  if (!oneWay(a)) out.push(packet(d, a));
  s.packets.push(...out.filter((p) => p.amount >= 1));
}
