/**
 * A whole simulated league on the real services and a real SQLite database (a temp file): seeded random legal
 * Riftbound decks (src/games/riftbound/decks/random.ts), every match played by seeded random legal moves
 * submitted through the match service, results taken by the league service, deadlines passed on a manual clock.
 * Used by `npm run league -- simulate` (docs/leagues.md "Simulation").
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "../db/client.js";
import { nextInt, type RngState, seedRng } from "../engine/rng.js";
import { FileCardSource } from "../games/riftbound/data/card-source.js";
import { RandomDeckGenerator, randomDeckToText } from "../games/riftbound/decks/random.js";
import { manualClock } from "../services/clock.js";
import { type GameAdapter, MatchService } from "../services/matches/index.js";
import { LeagueService, type RoundOpened } from "./service.js";
import type { Standing } from "./standings.js";

/** Options of {@link simulateLeague}. */
export interface SimulateOptions {
  players: number;
  /** Swiss rounds (0 = by player count). */
  rounds: number;
  seed: string;
  /** Top cut: 0, 4 or 8. */
  top: 0 | 4 | 8;
  /** 1 = one game per match, 3 = best of three. */
  bestOf: 1 | 3;
  /**
   * Moves played per match before leaving it to the round deadline procedure (default 4000, like the soak's
   * cap: in practice every match ends by itself).
   */
  maxActions?: number;
  /** Progress lines (e.g. to stderr). */
  log?: (line: string) => void;
}

/** One cut match as printed in the bracket. */
export interface BracketLine {
  round: number;
  a: string;
  b: string;
  winner: string;
  score: string;
  source: string;
}

/** What {@link simulateLeague} returns. */
export interface SimulateReport {
  standings: Standing[];
  bracket: BracketLine[];
  champion: string | null;
  swissRounds: number;
  matches: number;
  actions: number;
  /** Pairings decided by the deadline procedure (a match over `maxActions`). */
  deadlineResults: number;
  byes: number;
}

const PLAYER = (i: number) => `p${String(i + 1).padStart(2, "0")}`;

/** Plays one match by seeded random legal moves through the match service (the soak's policy, docs/soak.md). */
async function playMatch(
  matches: MatchService,
  adapter: GameAdapter,
  matchId: string,
  policySeed: string,
  maxActions: number,
): Promise<number> {
  const loaded = await matches.load(matchId);
  if (!loaded.ok || loaded.state === null) return 0;
  const seats = loaded.match.seats.map((s) => s.playerId);
  // The state is kept locally and moved on with the same pure engine as the service's writes (every applied
  // entry, auto-passes included), so each move costs one service write and no reload.
  let state: unknown = loaded.state;
  let version = loaded.match.stateVersion;
  let rng: RngState = seedRng(policySeed);
  const roll = (n: number) => {
    const [next, x] = nextInt(rng, n);
    rng = next;
    return x;
  };
  let actions = 0;
  while (actions < maxActions) {
    const pending = adapter.module.pending(state);
    if (!pending) break;
    const concede = JSON.stringify(adapter.concede(pending.seat));
    let legal = adapter.module.legalActions(state, pending.seat).filter((a) => JSON.stringify(a) !== concede);
    if (legal.length === 0) throw new Error(`simulate: no legal action in match ${matchId}`);
    // The soak's policy: 70% of the time prefer anything but passing or ending the turn.
    const kind = (a: unknown) => (typeof a === "object" && a !== null && "type" in a ? String(a.type) : "");
    const others = legal.filter((a) => kind(a) !== "pass" && kind(a) !== "endTurn");
    if (others.length > 0 && roll(1000) < 700) legal = others;
    const action = legal[roll(legal.length)];
    const r = await matches.submit({
      matchId,
      userId: seats[pending.seat]!,
      action,
      expectedVersion: version,
    });
    if (!r.ok) throw new Error(`simulate: match ${matchId}: ${r.error.code} ${r.error.message}`);
    for (const entry of r.applied) {
      const next = adapter.module.apply(state, entry.seat, entry.action);
      if (!next.ok) throw new Error(`simulate: replay of an applied action refused in ${matchId}`);
      state = next.state as unknown;
    }
    version = r.version;
    actions++;
    if (r.status !== "active") break;
  }
  return actions;
}

/**
 * Runs a whole league (see the file comment) in a fresh temp SQLite database, deleted afterwards.
 * @throws on an engine or service failure (a broken invariant), never for a normal league
 */
export async function simulateLeague(opts: SimulateOptions): Promise<SimulateReport> {
  const log = opts.log ?? (() => {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-league-sim-"));
  const handle = await createDb(`file:${path.join(dir, "league.db")}`);
  try {
    // A throw-away file: no fsync per commit (the bot's databases keep synchronous=FULL, docs/database.md).
    await handle.prisma.$executeRawUnsafe("PRAGMA synchronous = OFF");
    const clock = manualClock(new Date("2026-01-05T18:00:00Z"));
    let n = 0;
    const matches = new MatchService({
      db: handle.prisma,
      now: clock.now,
      newSeed: () => String(seedRng(`${opts.seed}/match/${n++}`)[0]),
    });
    const leagues = new LeagueService({
      db: handle.prisma,
      matches,
      now: clock.now,
      newSeed: () => `sim-${opts.seed}`,
    });
    const adapter = matches.games.riftbound;
    if (!adapter) throw new Error("simulate: riftbound is not installed");
    const source = new FileCardSource();
    const generator = new RandomDeckGenerator(source);
    const created = await leagues.create({
      guildId: "sim-guild",
      channelId: "sim-channel",
      organiserId: "sim-organiser",
      name: `Simulated league ${opts.seed}`,
      game: "riftbound",
      bestOf: opts.bestOf,
      swissRounds: opts.rounds,
      roundHours: 7 * 24,
      topCut: opts.top,
      // The random deck generator knows no ban list: casual, the check the simulated leagues always had.
      format: "casual",
    });
    if (!created.ok) throw new Error(`simulate: ${created.error.message}`);
    const leagueId = created.league.id;
    for (let i = 0; i < opts.players; i++) {
      const deck = randomDeckToText(generator.generate(`${opts.seed}/deck/${i}`), source);
      const joined = await leagues.join({ leagueId, playerId: PLAYER(i), deckText: deck });
      if (!joined.ok) throw new Error(`simulate: ${PLAYER(i)}'s deck refused: ${joined.error.message}`);
    }
    const started = await leagues.start({ leagueId });
    if (!started.ok) throw new Error(`simulate: ${started.error.message}`);
    let pending = started.events;
    let matchCount = 0;
    let actions = 0;
    let champion: string | null = null;
    const maxActions = opts.maxActions ?? 4000;
    while (pending.length > 0) {
      const event = pending.shift()!;
      if (event.kind === "finished") {
        champion = event.champion;
        break;
      }
      const round: RoundOpened = event;
      for (const p of round.pairings) {
        if (!p.matchId) continue;
        matchCount++;
        actions += await playMatch(
          matches,
          adapter,
          p.matchId,
          `${opts.seed}/policy/${round.round}/${p.tableNo}`,
          maxActions,
        );
      }
      let next = await leagues.advance(leagueId);
      if (next.length === 0) {
        // Matches left unfinished (over maxActions): pass the deadline.
        clock.set(new Date(round.deadlineAt.getTime() + 60_000));
        next = await leagues.advance(leagueId);
      }
      log(
        `round ${round.round}${round.cut ? " (top cut)" : ""}: ${round.pairings.length} pairings, ${actions} moves so far`,
      );
      pending = next;
    }
    const { standings } = await leagues.standings(leagueId);
    const rounds = await leagues.rounds(leagueId);
    const all = rounds.flatMap((r) => r.pairings);
    const bracket = rounds
      .filter((r) => r.kind === "cut")
      .flatMap((r) =>
        r.pairings.map((p) => ({
          round: r.number,
          a: p.playerA,
          b: p.playerB ?? "-",
          winner: p.gamesB > p.gamesA && p.playerB ? p.playerB : p.playerA,
          score: `${p.gamesA}-${p.gamesB}${p.draws ? `-${p.draws}` : ""}`,
          source: p.source ?? "?",
        })),
      );
    const league = await leagues.get(leagueId);
    return {
      standings,
      bracket,
      champion,
      swissRounds: league?.swissRounds ?? 0,
      matches: matchCount,
      actions,
      deadlineResults: all.filter((p) => p.source === "deadline").length,
      byes: all.filter((p) => p.source === "bye").length,
    };
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
