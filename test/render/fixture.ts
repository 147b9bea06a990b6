/** A real Riftbound game state for render tests: the Jinx and Viktor precons, a few legal actions in. */
import type { Standing } from "../../src/leagues/standings.js";
import { resolve } from "node:path";
import { readFileSync } from "node:fs";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbDeck } from "../../src/games/riftbound/rules/setup.js";
import { DECKS_DIR } from "../helpers/precons.js";
import type { PromptInput } from "../../src/bot/prompts/prompt.js";
import { riftboundPresentation } from "../../src/games/riftbound/presentation/index.js";

const source = new FileCardSource();

function deck(file: string): RbDeck {
  const r = buildDeck(readFileSync(resolve(DECKS_DIR, file), "utf8"), source, {
    requireSupported: false,
  });
  if (!r.ok) throw new Error(`deck ${file}: ${r.problems.map((p) => p.message).join("; ")}`);
  return r.deck;
}

/** A fresh match of two precons named by file (both mulligans pending). */
export function newGameOf(a: string, b: string, seed: number): RbState {
  return riftbound.create(matchConfig([deck(a), deck(b)], source), seed);
}

/** A fresh match (both mulligans pending). */
export function newGame(seed = 7): RbState {
  return riftbound.create(matchConfig([deck("precon-ogn-jinx.txt"), deck("precon-ogn-viktor.txt")], source), seed);
}

/** Applies `a` for `seat`, throwing when refused (a broken test fixture). */
export function act(s: RbState, seat: number, a: RbAction): RbState {
  const r = riftbound.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
  return r.state;
}

/**
 * Plays `steps` decisions with a deterministic policy: prefer playing a card, then moving, then anything but
 * pass/endTurn/concede, then pass/end turn. Gives a board with units, runes and a chain now and then.
 */
export function playSome(s: RbState, steps: number): RbState {
  let cur = s;
  for (let i = 0; i < steps && cur.winner === null && cur.pending; i++) {
    const seat = cur.pending.seat;
    const legal = riftbound.legalActions(cur, seat).filter((a) => a.type !== "concede");
    const pick =
      legal.find((a) => a.type === "play" && a.to !== undefined && a.to !== "base") ??
      legal.find((a) => a.type === "play") ??
      legal.find((a) => a.type === "move") ??
      legal.find((a) => a.type === "choose") ??
      legal.find((a) => a.type === "endTurn") ??
      legal[0];
    if (!pick) break;
    cur = act(cur, seat, pick);
  }
  return cur;
}

/** A label for a decision situation: the pending kind plus `+chain`, `+combat` or `+showdown`. */
export function situation(s: RbState): string {
  if (!s.pending) return "none";
  const extra = s.showdown?.combat ? "+combat" : s.showdown ? "+showdown" : "";
  return `${s.pending.kind}${s.chain.length ? "+chain" : ""}${extra}`;
}

/** A predicate for {@link walk}: the situation is exactly `k`. */
export const is = (k: string) => (s: RbState) => situation(s) === k;

/**
 * A seeded random walk (LCG, no Math.random) that prefers doing something over passing, recording the first state
 * matching each predicate of `wanted`; stops when all are found or after `maxSteps`. Seeds 1 and 2 reach every
 * decision kind the two precons produce within ~170 steps (about 2 s).
 */
export function walk(
  seed: number,
  wanted: Readonly<Record<string, (s: RbState) => boolean>>,
  maxSteps = 250,
): Map<string, RbState> {
  const found = new Map<string, RbState>();
  const keys = Object.keys(wanted);
  let s = newGame(seed);
  let r = seed * 7919;
  for (let i = 0; i < maxSteps && s.pending && s.winner === null; i++) {
    for (const k of keys) if (!found.has(k) && wanted[k]!(s)) found.set(k, s);
    if (found.size === keys.length) break;
    const seat = s.pending.seat;
    const legal = riftbound.legalActions(s, seat).filter((a) => a.type !== "concede");
    r = (r * 1103515245 + 12345) % 2147483648;
    const busy = legal.filter((a) => a.type !== "pass" && a.type !== "endTurn");
    const pool = busy.length && r % 10 < 8 ? busy : legal;
    const pick = pool[r % pool.length];
    if (!pick) break;
    s = act(s, seat, pick);
  }
  return found;
}

/** The bot's prompt input for Riftbound state `s` and `seat` (match "m1" unless named). */
export function rbInput(s: RbState, seat: number, matchId = "m1"): PromptInput {
  return {
    matchId,
    stateVersion: s.version,
    decisionId: s.pending?.id ?? "none",
    game: riftboundPresentation,
    state: s,
    seat,
  };
}

/** A league standings row for picture tests: one win, 50% opponents; `over` changes fields. */
export function standingRow(player: string, over: Partial<Standing> = {}): Standing {
  return {
    rank: 1,
    player,
    matchPoints: 3,
    wins: 1,
    losses: 0,
    draws: 0,
    byes: 0,
    matchesPlayed: 1,
    mw: 1,
    omw: 0.5,
    gw: 1,
    ogw: 0.5,
    dropped: false,
    opponents: [],
    ...over,
  };
}
