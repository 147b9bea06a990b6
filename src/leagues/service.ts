/**
 * The league service (docs/leagues.md): leagues on top of the match service. Create, join with a validated deck
 * (locked), drop, start; each round's pairings create their matches (the league's clock, Bo1 or Bo3); results
 * come from the engine when a match ends; at the round deadline unfinished matches are resolved by the deadline
 * procedure (./results.ts); organisers override results with a reason (audit log); the next round (Swiss, then
 * the top cut) opens when every pairing is decided or the deadline passed. Like the match service it holds
 * nothing in memory: `tick` (every minute from the bot) reads the database, and opening a round is a
 * compare-and-set on `League.currentRound`, so two processes never open the same round twice.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { logger } from "../log.js";
import { type Now, systemNow } from "../services/clock.js";
import { guildContent } from "../services/card-sets.js";
import { fail, type MatchService, type Result } from "../services/matches/index.js";
import type { DeckIssue } from "../services/matches/errors.js";
import { nextCutRound, type PairingPlayer, pairSwissRound, swissRoundsFor, topCutFirstRound } from "./pairings.js";
import { outcomeOf, type PairingScore, scoreAtDeadline, scoreOfFinished, sourceOfFinished } from "./results.js";
import { computeStandings, type Results, type Standing } from "./standings.js";

/** Input of {@link LeagueService.create}, validated with zod. */
export const createLeagueSchema = z.object({
  guildId: z.string().min(1),
  channelId: z.string().min(1),
  organiserId: z.string().min(1),
  name: z.string().trim().min(1).max(60),
  game: z.string().min(1),
  /** 1 (one game, Riftbound mode "1v1") or 3 (best of three, Riftbound mode "match"). */
  bestOf: z.union([z.literal(1), z.literal(3)]).default(1),
  /** Swiss rounds; 0 = by player count (ceil(log2 n)) at the start. */
  swissRounds: z.number().int().min(0).max(15).default(0),
  /** Round length in hours (the bot takes days × 24). */
  roundHours: z.number().int().min(1).max(720),
  topCut: z.union([z.literal(0), z.literal(4), z.literal(8)]).default(0),
  /** Allowance per decision of its matches (default: the round length, at most 72). */
  clockHours: z.number().int().min(1).max(720).optional(),
  registrationEndsAt: z.date().optional(),
  revealDecks: z.boolean().default(false),
  /**
   * Deck format of the league's deck check (one of the game's `GameAdapter.formats`, e.g. Riftbound `standard` or
   * `casual`). Default: `standard` when the game has it, else its first format; games without formats: none.
   */
  format: z.string().trim().min(1).max(40).optional(),
});
/** Input of {@link LeagueService.create} (before defaults). */
export type CreateLeagueInput = z.input<typeof createLeagueSchema>;

/** Input of {@link LeagueService.override}, validated with zod. */
export const overrideSchema = z.object({
  leagueId: z.string().min(1),
  pairingId: z.string().min(1),
  organiserId: z.string().min(1),
  gamesA: z.number().int().min(0).max(3),
  gamesB: z.number().int().min(0).max(3),
  draws: z.number().int().min(0).max(3).default(0),
  reason: z.string().trim().min(3).max(500),
});

/** A league row as the service returns it. */
export type LeagueRow = NonNullable<Awaited<ReturnType<Db["league"]["findUnique"]>>>;
/** A pairing row. */
export type PairingRow = NonNullable<Awaited<ReturnType<Db["leaguePairing"]["findUnique"]>>>;

/** A round just opened: post its pairings; ping each player once with their pairing and the deadline. */
export interface RoundOpened {
  kind: "round";
  leagueId: string;
  round: number;
  cut: boolean;
  deadlineAt: Date;
  pairings: { id: string; tableNo: number; a: string; b: string | null; matchId: string | null }[];
}
/** The league ended: final standings are available; `champion` wins the top cut (or tops the Swiss). */
export interface LeagueFinished {
  kind: "finished";
  leagueId: string;
  champion: string | null;
}
/** What {@link LeagueService.advance} and {@link LeagueService.tick} did, for the bot to announce. */
export type LeagueEvent = RoundOpened | LeagueFinished;

/** Options of {@link LeagueService}. */
export interface LeagueServiceOptions {
  db: Db;
  matches: MatchService;
  now?: Now;
  /** League seeds (pairing shuffles, the 409.3 lot); default 64 random bits. */
  newSeed?: () => string;
}

/** `League.format` of a game without deck formats: no format check beyond the game's own deck rules. */
export const NO_FORMAT = "none";
/** The `format` option of the game's deck check and of the league's matches (none for games without formats). */
const formatOption = (league: LeagueRow): { format?: string } =>
  league.format === NO_FORMAT ? {} : { format: league.format };

const winsNeeded = (league: LeagueRow) => (league.mode === "match" ? 2 : 1);
const HOUR = 3_600_000;

/** The league service; see the file comment. Every method reads fresh rows. */
export class LeagueService {
  readonly db: Db;
  readonly matches: MatchService;
  readonly now: Now;
  readonly #newSeed: () => string;

  constructor(options: LeagueServiceOptions) {
    this.db = options.db;
    this.matches = options.matches;
    this.now = options.now ?? systemNow;
    this.#newSeed = options.newSeed ?? (() => randomBytes(8).readBigUInt64BE().toString());
  }

  /**
   * Creates a league in registration. Errors: `league/bad-input` (zod, every problem), `game/unknown`,
   * `game/bad-mode` (Bo3 on a game without a multi-game mode), `league/exists` (same name in the guild).
   */
  async create(raw: CreateLeagueInput): Promise<Result<{ league: LeagueRow }>> {
    const parsed = createLeagueSchema.safeParse(raw);
    if (!parsed.success) return fail("league/bad-input", z.prettifyError(parsed.error));
    const input = parsed.data;
    const adapter = this.matches.games[input.game];
    if (!adapter) return fail("game/unknown", `Unknown game "${input.game}".`);
    const mode = input.bestOf === 3 ? "match" : adapter.modes[0];
    if (!mode || !adapter.modes.includes(mode))
      return fail("game/bad-mode", `${input.game} has no best-of-${input.bestOf} mode (${adapter.modes.join(", ")}).`);
    const formats = adapter.formats ?? [];
    const format = input.format ?? (formats.includes("standard") ? "standard" : (formats[0] ?? NO_FORMAT));
    if (format !== NO_FORMAT && !formats.includes(format))
      return fail(
        "game/bad-format",
        formats.length
          ? `${input.game} has no deck format "${format}" (${formats.join(", ")}).`
          : `${input.game} has no deck formats; leave the format empty.`,
      );
    const existing = await this.db.league.findUnique({
      where: { guildId_name: { guildId: input.guildId, name: input.name } },
    });
    if (existing) return fail("league/exists", `A league named "${input.name}" already exists here.`);
    const league = await this.db.league.create({
      data: {
        guildId: input.guildId,
        channelId: input.channelId,
        organiserId: input.organiserId,
        name: input.name,
        game: input.game,
        mode,
        format,
        swissRounds: input.swissRounds,
        roundHours: input.roundHours,
        topCut: input.topCut,
        clockHours: input.clockHours ?? Math.min(72, input.roundHours),
        registrationEndsAt: input.registrationEndsAt ?? null,
        revealDecks: input.revealDecks,
        seed: this.#newSeed(),
      },
    });
    return { ok: true, league };
  }

  /** A league by id. */
  get(leagueId: string): Promise<LeagueRow | null> {
    return this.db.league.findUnique({ where: { id: leagueId } });
  }

  /** A guild's league by name. */
  byName(guildId: string, name: string): Promise<LeagueRow | null> {
    return this.db.league.findUnique({ where: { guildId_name: { guildId, name } } });
  }

  /** A guild's leagues, newest first (history). */
  list(guildId: string): Promise<LeagueRow[]> {
    return this.db.league.findMany({ where: { guildId }, orderBy: { createdAt: "desc" } });
  }

  /**
   * Registers a player with a deck, validated by the game's deck check and then locked for the league. Open while
   * registering, and after the start until `registrationEndsAt` (a late entry, paired from the next round).
   * Errors: `league/not-found`, `league/closed`, `league/already-joined`, `deck/invalid` (every problem).
   */
  async join(input: {
    leagueId: string;
    playerId: string;
    deckText: string;
  }): Promise<Result<{ late: boolean; warnings: DeckIssue[] }>> {
    const league = await this.get(input.leagueId);
    if (!league) return fail("league/not-found", "No such league.");
    const now = this.now();
    const open =
      league.status === "registering"
        ? !league.registrationEndsAt || now < league.registrationEndsAt
        : league.status === "swiss" && !!league.registrationEndsAt && now < league.registrationEndsAt;
    if (!open) return fail("league/closed", `Registration for ${league.name} is closed.`);
    const adapter = this.matches.games[league.game];
    if (!adapter) return fail("game/unknown", `Unknown game "${league.game}".`);
    const guild = adapter.guildContent ? await guildContent(this.db, league.guildId, league.game) : undefined;
    const deck = adapter.buildDeck(input.deckText, { ...formatOption(league), ...(guild ? { guild } : {}) });
    if (!deck.ok) {
      const where = league.format === NO_FORMAT ? "" : ` in ${league.name}'s format "${league.format}"`;
      return fail("deck/invalid", `The deck is not legal${where} (${deck.problems.length} problem(s)).`, {
        problems: deck.problems,
      });
    }
    const existing = await this.db.leagueEntry.findUnique({
      where: { leagueId_playerId: { leagueId: league.id, playerId: input.playerId } },
    });
    if (existing) return fail("league/already-joined", "You are already registered; your deck is locked.");
    await this.db.leagueEntry.create({
      data: {
        leagueId: league.id,
        playerId: input.playerId,
        deckText: input.deckText,
        joinedRound: league.currentRound,
      },
    });
    return { ok: true, late: league.status !== "registering", warnings: deck.warnings };
  }

  /**
   * Drops a player (414). Before the start the entry is removed (414.2: they never participated). Afterwards they
   * keep their results and are not paired again; an unfinished match of theirs in the current round is closed
   * and goes to the opponent (source `drop`). Errors: `league/not-found`, `league/not-joined`, `league/finished`.
   */
  async drop(input: {
    leagueId: string;
    playerId: string;
  }): Promise<Result<{ removed: boolean; events: LeagueEvent[] }>> {
    const league = await this.get(input.leagueId);
    if (!league) return fail("league/not-found", "No such league.");
    const key = { leagueId_playerId: { leagueId: league.id, playerId: input.playerId } };
    const entry = await this.db.leagueEntry.findUnique({ where: key });
    if (!entry || entry.droppedRound !== null) return fail("league/not-joined", "You are not playing in this league.");
    if (league.status === "finished") return fail("league/finished", "This league is over.");
    if (league.status === "registering") {
      await this.db.leagueEntry.delete({ where: key });
      return { ok: true, removed: true, events: [] };
    }
    await this.db.leagueEntry.update({ where: key, data: { droppedRound: league.currentRound } });
    const open = await this.db.leaguePairing.findMany({
      where: {
        status: "playing",
        round: { leagueId: league.id, number: league.currentRound },
        OR: [{ playerA: input.playerId }, { playerB: input.playerId }],
      },
    });
    for (const p of open) {
      let info = p.matchId ? await this.matches.load(p.matchId) : null;
      if (p.matchId && info?.ok && info.match.status === "active") {
        await this.matches.abort({ matchId: p.matchId, adminId: input.playerId, note: "dropped from the league" });
        info = await this.matches.load(p.matchId);
      }
      if (info?.ok && info.match.status === "finished") {
        await this.#record(p.id, scoreOfFinished(info.match), sourceOfFinished(info.match));
        continue;
      }
      const decided = info?.ok ? scoreAtDeadline(info.match, null, "swiss") : { gamesA: 0, gamesB: 0, draws: 0 };
      const w = winsNeeded(league);
      const aDrops = p.playerA === input.playerId;
      const score: PairingScore = aDrops
        ? { gamesA: Math.min(decided.gamesA, w - 1), gamesB: w, draws: 0 }
        : { gamesA: w, gamesB: Math.min(decided.gamesB, w - 1), draws: 0 };
      await this.#record(p.id, score, "drop");
    }
    return { ok: true, removed: false, events: await this.advance(league.id) };
  }

  /**
   * Starts the league: fixes the number of Swiss rounds (by player count when 0) and opens round 1.
   * Errors: `league/not-found`, `league/started`, `league/too-few` (fewer than 2 players).
   */
  async start(input: { leagueId: string }): Promise<Result<{ events: LeagueEvent[] }>> {
    const league = await this.get(input.leagueId);
    if (!league) return fail("league/not-found", "No such league.");
    if (league.status !== "registering") return fail("league/started", `${league.name} has already started.`);
    const players = await this.db.leagueEntry.count({ where: { leagueId: league.id } });
    if (players < 2) return fail("league/too-few", "A league needs at least 2 players.");
    const rounds = league.swissRounds || swissRoundsFor(players);
    await this.db.league.updateMany({
      where: { id: league.id, status: "registering" },
      data: { swissRounds: rounds },
    });
    const opened = await this.#openSwissRound({ ...league, swissRounds: rounds });
    return { ok: true, events: opened ? [opened] : [] };
  }

  /** Advances every running league (call every minute, after the match service's tick). */
  async tick(): Promise<LeagueEvent[]> {
    const running = await this.db.league.findMany({
      where: { status: { in: ["swiss", "cut"] } },
      select: { id: true },
    });
    const events: LeagueEvent[] = [];
    for (const { id } of running) {
      try {
        events.push(...(await this.advance(id)));
      } catch (err) {
        // One broken league must not stop the others; it is retried on the next tick.
        logger.error({ err, leagueId: id }, "league advance failed");
      }
    }
    return events;
  }

  /**
   * Brings one league up to date: creates missing matches of the current round, records the results of finished
   * matches, resolves unfinished ones once the deadline passed, and when the round is decided opens the next one
   * (Swiss, top cut) or finishes the league. Safe to call at any time and from several processes.
   */
  async advance(leagueId: string): Promise<LeagueEvent[]> {
    const events: LeagueEvent[] = [];
    for (let guard = 0; guard < 32; guard++) {
      const league = await this.get(leagueId);
      if (!league || (league.status !== "swiss" && league.status !== "cut")) return events;
      const round = await this.db.leagueRound.findUnique({
        where: { leagueId_number: { leagueId, number: league.currentRound } },
        include: { pairings: { orderBy: { tableNo: "asc" } } },
      });
      if (!round) return events;
      await this.#ensureMatches(league, round.pairings);
      const pairings = await this.db.leaguePairing.findMany({
        where: { roundId: round.id },
        orderBy: { tableNo: "asc" },
      });
      const late = this.now() >= round.deadlineAt;
      // One light query for the statuses; only matches that ended (or all, once late) are loaded.
      const ids = pairings.flatMap((p) => (p.status === "playing" && p.matchId ? [p.matchId] : []));
      const rows = await this.db.match.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
      const status = new Map(rows.map((r) => [r.id, r.status]));
      for (const p of pairings) {
        if (p.status !== "playing" || !p.matchId) continue;
        if (late || status.get(p.matchId) !== "active") await this.#refresh(league, round.kind, p, late);
      }
      const open = await this.db.leaguePairing.count({ where: { roundId: round.id, status: "playing" } });
      if (open > 0) return events;
      const closed = await this.db.leagueRound.updateMany({
        where: { id: round.id, closedAt: null },
        data: { closedAt: this.now() },
      });
      if (closed.count === 0 && round.closedAt === null) return events;
      const next = await this.#next(league, round.kind);
      if (!next) return events;
      events.push(next);
      if (next.kind === "finished") return events;
    }
    return events;
  }

  /**
   * An organiser sets a pairing's result, with a reason kept in the audit log (shown under the standings). An
   * unfinished match is closed (aborted). A closed top-cut round cannot change (its winners advanced), and a cut
   * result needs a winner. Errors: `league/bad-input`, `pairing/not-found`, `pairing/bye`, `pairing/final`.
   */
  async override(raw: z.input<typeof overrideSchema>): Promise<Result<{ pairing: PairingRow; events: LeagueEvent[] }>> {
    const parsed = overrideSchema.safeParse(raw);
    if (!parsed.success) return fail("league/bad-input", z.prettifyError(parsed.error));
    const input = parsed.data;
    const pairing = await this.db.leaguePairing.findUnique({
      where: { id: input.pairingId },
      include: { round: true },
    });
    if (!pairing || pairing.round.leagueId !== input.leagueId) return fail("pairing/not-found", "No such pairing.");
    if (pairing.playerB === null) return fail("pairing/bye", "A bye has no result to change.");
    if (pairing.round.kind === "cut") {
      if (pairing.round.closedAt) return fail("pairing/final", "This top-cut round is over; its winners advanced.");
      if (input.gamesA === input.gamesB) return fail("league/bad-input", "A top-cut match needs a winner.");
    }
    if (pairing.matchId) {
      const info = await this.matches.load(pairing.matchId);
      if (info.ok && info.match.status === "active")
        await this.matches.abort({ matchId: pairing.matchId, adminId: input.organiserId, note: input.reason });
    }
    const after = { gamesA: input.gamesA, gamesB: input.gamesB, draws: input.draws };
    const updated = await this.db.$transaction(async (tx) => {
      await tx.leagueOverride.create({
        data: {
          leagueId: input.leagueId,
          pairingId: pairing.id,
          organiserId: input.organiserId,
          reason: input.reason,
          beforeJson: JSON.stringify({
            gamesA: pairing.gamesA,
            gamesB: pairing.gamesB,
            draws: pairing.draws,
            source: pairing.source,
          }),
          afterJson: JSON.stringify({ ...after, source: "override" }),
        },
      });
      return tx.leaguePairing.update({
        where: { id: pairing.id },
        data: { ...after, status: "decided", source: "override", decidedAt: this.now() },
      });
    });
    return { ok: true, pairing: updated, events: await this.advance(input.leagueId) };
  }

  /** The league's results in the standings module's shape (Swiss rounds only; undecided pairings left out). */
  async results(leagueId: string): Promise<Results> {
    const entries = await this.db.leagueEntry.findMany({ where: { leagueId }, orderBy: { createdAt: "asc" } });
    const rounds = await this.db.leagueRound.findMany({
      where: { leagueId, kind: "swiss" },
      orderBy: { number: "asc" },
      include: { pairings: { where: { status: "decided" }, orderBy: { tableNo: "asc" } } },
    });
    return {
      players: entries.map((e) => e.playerId),
      rounds: rounds.map((r) => ({
        pairings: r.pairings.map((p) => ({
          a: p.playerA,
          ...(p.playerB ? { b: p.playerB } : {}),
          gamesA: p.gamesA,
          gamesB: p.gamesB,
          draws: p.draws,
        })),
        drop: entries.filter((e) => e.droppedRound === r.number).map((e) => e.playerId),
      })),
    };
  }

  /** Swiss standings now (409.2; ./standings.ts) and the override audit log for the footnote. */
  async standings(leagueId: string): Promise<{ standings: Standing[]; overrides: OverrideInfo[] }> {
    const league = await this.get(leagueId);
    if (!league) return { standings: [], overrides: [] };
    const results = await this.results(leagueId);
    const entries = await this.db.leagueEntry.findMany({ where: { leagueId } });
    const standings = computeStandings(results, { byeGames: winsNeeded(league), seed: league.seed });
    // Drops after the last Swiss round (during the cut) are flagged too.
    const dropped = new Set(entries.filter((e) => e.droppedRound !== null).map((e) => e.playerId));
    for (const s of standings) s.dropped = dropped.has(s.player);
    const rows = await this.db.leagueOverride.findMany({ where: { leagueId }, orderBy: { createdAt: "asc" } });
    const pairingIds = rows.map((r) => r.pairingId);
    const pairings = await this.db.leaguePairing.findMany({
      where: { id: { in: pairingIds } },
      include: { round: true },
    });
    const byId = new Map(pairings.map((p) => [p.id, p]));
    const overrides = rows.map((r) => {
      const p = byId.get(r.pairingId);
      const after = JSON.parse(r.afterJson) as PairingScore;
      return {
        round: p?.round.number ?? 0,
        playerA: p?.playerA ?? "?",
        playerB: p?.playerB ?? null,
        organiserId: r.organiserId,
        reason: r.reason,
        result: `${after.gamesA}-${after.gamesB}${after.draws ? `-${after.draws}` : ""}`,
        at: r.createdAt,
      };
    });
    return { standings, overrides };
  }

  /** Every round with its pairings, in order (pairings posts, the bracket, history). */
  rounds(leagueId: string) {
    return this.db.leagueRound.findMany({
      where: { leagueId },
      orderBy: { number: "asc" },
      include: { pairings: { orderBy: { tableNo: "asc" } } },
    });
  }

  /**
   * A player's league history in a guild, newest first: each league's status, their rank and record in the
   * Swiss standings, and the ids of their league matches (replayable from their logs, `npm run matches -- verify`).
   */
  async history(guildId: string, playerId: string): Promise<PlayerLeagueRecord[]> {
    const entries = await this.db.leagueEntry.findMany({
      where: { playerId, league: { guildId } },
      include: { league: true },
      orderBy: { createdAt: "desc" },
    });
    const out: PlayerLeagueRecord[] = [];
    for (const e of entries) {
      const { standings } = await this.standings(e.leagueId);
      const line = standings.find((s) => s.player === playerId);
      const pairings = await this.db.leaguePairing.findMany({
        where: { round: { leagueId: e.leagueId }, OR: [{ playerA: playerId }, { playerB: playerId }] },
        include: { round: true },
        orderBy: { round: { number: "asc" } },
      });
      const ids = pairings.flatMap((p) => (p.matchId ? [p.matchId] : []));
      const rows = await this.db.match.findMany({ where: { id: { in: ids } }, select: { id: true, channelId: true } });
      const channel = new Map(rows.map((r) => [r.id, r.channelId]));
      const matches = pairings.flatMap((p): LeagueMatchRef[] => {
        if (!p.matchId) return [];
        const mine = p.playerA === playerId;
        const result =
          p.status === "decided"
            ? `${mine ? p.gamesA : p.gamesB}-${mine ? p.gamesB : p.gamesA}${p.draws ? `-${p.draws}` : ""}`
            : null;
        return [
          {
            matchId: p.matchId,
            round: p.round.number,
            table: p.tableNo,
            cut: p.round.kind === "cut",
            opponent: (mine ? p.playerB : p.playerA) ?? "",
            result,
            source: p.source,
            channelId: channel.get(p.matchId) ?? null,
          },
        ];
      });
      out.push({
        league: e.league.name,
        status: e.league.status,
        rank: line?.rank ?? null,
        players: standings.length,
        matchPoints: line?.matchPoints ?? 0,
        record: line ? `${line.wins}-${line.losses}-${line.draws}` : "0-0-0",
        dropped: e.droppedRound !== null,
        matchIds: ids,
        matches,
      });
    }
    return out;
  }

  /**
   * The champion of a finished league: the winner of the top cut's final, or without a top cut the first of the
   * Swiss standings who did not drop (as announced when it finished); null while it runs.
   */
  async champion(leagueId: string): Promise<string | null> {
    const league = await this.get(leagueId);
    if (league?.status !== "finished") return null;
    const last = await this.db.leagueRound.findFirst({
      where: { leagueId },
      orderBy: { number: "desc" },
      include: { pairings: true },
    });
    const final = last?.kind === "cut" && last.pairings.length === 1 ? last.pairings[0] : undefined;
    if (final) return outcomeOf(final) === "b" && final.playerB !== null ? final.playerB : final.playerA;
    return (await this.standings(leagueId)).standings.find((s) => !s.dropped)?.player ?? null;
  }

  /** Marks a round announced in Discord (its pairings posted): the bot calls it after the announcement. */
  async markAnnounced(leagueId: string, round: number): Promise<void> {
    await this.db.leagueRound.updateMany({
      where: { leagueId, number: round, announcedAt: null },
      data: { announcedAt: this.now() },
    });
  }

  /**
   * Running rounds opened at or before `openedBy` and never announced (the process that opened them stopped first):
   * the current round of each running league, still open, with `announcedAt` null. The bot announces them again.
   */
  async unannounced(openedBy: Date): Promise<RoundOpened[]> {
    const rounds = await this.db.leagueRound.findMany({
      where: {
        announcedAt: null,
        closedAt: null,
        startedAt: { lte: openedBy },
        league: { status: { in: ["swiss", "cut"] } },
      },
      include: { league: { select: { currentRound: true } }, pairings: { orderBy: { tableNo: "asc" } } },
      orderBy: { startedAt: "asc" },
    });
    return rounds.filter((r) => r.number === r.league.currentRound).map(roundOpened);
  }

  /** The league pairing a match was created for (with its round and league), or null for other matches. */
  async pairingOfMatch(matchId: string): Promise<LeaguePairingOfMatch | null> {
    return this.db.leaguePairing.findFirst({ where: { matchId }, include: { round: { include: { league: true } } } });
  }

  /** A player's registered (locked) deck, or null. */
  async deckOf(leagueId: string, playerId: string): Promise<string | null> {
    const e = await this.db.leagueEntry.findUnique({ where: { leagueId_playerId: { leagueId, playerId } } });
    return e?.deckText ?? null;
  }

  /** Records a result once (compare-and-set on `status = playing`). */
  async #record(pairingId: string, score: PairingScore, source: string): Promise<void> {
    await this.db.leaguePairing.updateMany({
      where: { id: pairingId, status: "playing" },
      data: { ...score, status: "decided", source, decidedAt: this.now() },
    });
  }

  /** Creates the match of each pairing that has none (decks from the entries; the league's mode and clock). */
  async #ensureMatches(league: LeagueRow, pairings: PairingRow[]): Promise<void> {
    for (const p of pairings) {
      if (p.matchId !== null || p.playerB === null || p.status !== "playing") continue;
      const [deckA, deckB] = [await this.deckOf(league.id, p.playerA), await this.deckOf(league.id, p.playerB)];
      if (deckA === null || deckB === null) throw new Error(`league ${league.id}: pairing ${p.id} without a deck`);
      const challenge = await this.matches.createChallenge({
        guildId: league.guildId,
        channelId: league.channelId,
        challengerId: p.playerA,
        opponentId: p.playerB,
        game: league.game,
        mode: league.mode,
        deckText: deckA,
        clockHours: league.clockHours,
        ...formatOption(league),
      });
      if (!challenge.ok) throw new Error(`league ${league.id}: match not created: ${challenge.error.message}`);
      const claimed = await this.db.leaguePairing.updateMany({
        where: { id: p.id, matchId: null },
        data: { matchId: challenge.match.id },
      });
      if (claimed.count === 0) {
        // Another process created it first: drop ours.
        await this.matches.decline({ matchId: challenge.match.id, userId: p.playerA });
        continue;
      }
      const accepted = await this.matches.accept({ matchId: challenge.match.id, userId: p.playerB, deckText: deckB });
      if (!accepted.ok) throw new Error(`league ${league.id}: match not started: ${accepted.error.message}`);
    }
  }

  /** Records a finished match's result, or at the deadline resolves a running one (./results.ts). */
  async #refresh(league: LeagueRow, kind: string, p: PairingRow, late: boolean): Promise<void> {
    if (!p.matchId) return;
    let loaded = await this.matches.load(p.matchId);
    if (!loaded.ok) throw new Error(`league ${league.id}: match ${p.matchId}: ${loaded.error.message}`);
    if (loaded.match.status === "finished")
      return this.#record(p.id, scoreOfFinished(loaded.match), sourceOfFinished(loaded.match));
    if (!late && loaded.match.status === "active") return;
    const adapter = this.matches.games[league.game];
    let points: readonly number[] | null = null;
    if (loaded.state !== null && adapter) {
      const progress = adapter.progress?.(loaded.state) ?? null;
      // Between games of a Bo3 (the game in progress already decided): no game in progress (408.2.d). A game
      // that reports no points has no lead: a drawn game (408.2.b).
      const between = progress !== null && loaded.match.games.length >= progress.game;
      if (!between) points = adapter.score?.(loaded.state) ?? [0, 0];
    }
    if (loaded.match.status === "active") {
      await this.matches.abort({ matchId: p.matchId, adminId: "league", note: "round deadline" });
      loaded = await this.matches.load(p.matchId);
      if (loaded.ok && loaded.match.status === "finished")
        return this.#record(p.id, scoreOfFinished(loaded.match), sourceOfFinished(loaded.match));
    }
    if (!loaded.ok) return;
    await this.#record(p.id, scoreAtDeadline(loaded.match, points, kind === "cut" ? "cut" : "swiss"), "deadline");
  }

  /** After a closed round: the next Swiss round, the top cut, the next cut round, or the end. */
  async #next(league: LeagueRow, kind: string): Promise<LeagueEvent | null> {
    if (kind === "swiss" && league.currentRound < league.swissRounds) return this.#openSwissRound(league);
    if (kind === "swiss") {
      const seeds = await this.#cutSeeds(league);
      if (seeds.length > 0) return this.#openCutRound(league, seeds);
      return this.#finish(league, (await this.standings(league.id)).standings.find((s) => !s.dropped)?.player ?? null);
    }
    const last = await this.db.leagueRound.findUnique({
      where: { leagueId_number: { leagueId: league.id, number: league.currentRound } },
      include: { pairings: { orderBy: { tableNo: "asc" } } },
    });
    const winners = (last?.pairings ?? []).map((p) =>
      outcomeOf(p) === "b" && p.playerB !== null ? p.playerB : p.playerA,
    );
    if (winners.length <= 1) return this.#finish(league, winners[0] ?? null);
    return this.#openCutRound(league, nextCutRound(winners));
  }

  /** The top cut's first round from the final Swiss standings (players who did not drop; 8 → 4 → none). */
  async #cutSeeds(league: LeagueRow): Promise<{ a: string; b: string }[]> {
    const active = (await this.standings(league.id)).standings.filter((s) => !s.dropped).map((s) => s.player);
    const size = league.topCut >= 8 && active.length >= 8 ? 8 : league.topCut >= 4 && active.length >= 4 ? 4 : 0;
    return size === 0 ? [] : topCutFirstRound(active.slice(0, size));
  }

  async #finish(league: LeagueRow, champion: string | null): Promise<LeagueFinished | null> {
    const done = await this.db.league.updateMany({
      where: { id: league.id, currentRound: league.currentRound, status: league.status },
      data: { status: "finished" },
    });
    return done.count === 1 ? { kind: "finished", leagueId: league.id, champion } : null;
  }

  /** Pairs and opens the next Swiss round from the current standings. */
  async #openSwissRound(league: LeagueRow): Promise<RoundOpened | null> {
    const number = league.currentRound + 1;
    // Before round 1 every player has 0 points: the standings order is the seeded lot (409.3), so the round-1 bye
    // is drawn at random, repeatably.
    const { standings } = await this.standings(league.id);
    const entries = await this.db.leagueEntry.findMany({ where: { leagueId: league.id, droppedRound: null } });
    const active = new Set(entries.map((e) => e.playerId));
    const ranked: PairingPlayer[] = standings
      .filter((s) => active.has(s.player))
      .map((s) => ({ id: s.player, matchPoints: s.matchPoints, opponents: s.opponents, byes: s.byes }));
    const round = pairSwissRound(ranked, number, league.seed);
    const rows = round.pairings.map((p, i) => ({ tableNo: i + 1, playerA: p.a, playerB: p.b as string | null }));
    if (round.bye) rows.push({ tableNo: rows.length + 1, playerA: round.bye, playerB: null });
    return this.#openRound(league, number, "swiss", rows);
  }

  /** Opens a cut round; a player who dropped loses their cut match at once (414.6: the opponent advances). */
  async #openCutRound(league: LeagueRow, pairs: { a: string; b: string }[]): Promise<RoundOpened | null> {
    // The higher Swiss seed sits as A (the deadline procedure's last resort, ./results.ts).
    const rank = new Map((await this.standings(league.id)).standings.map((s) => [s.player, s.rank]));
    const seat = (p: { a: string; b: string }) =>
      (rank.get(p.b) ?? Number.POSITIVE_INFINITY) < (rank.get(p.a) ?? Number.POSITIVE_INFINITY)
        ? { a: p.b, b: p.a }
        : p;
    const rows = pairs.map(seat).map((p, i) => ({ tableNo: i + 1, playerA: p.a, playerB: p.b as string | null }));
    return this.#openRound(league, league.currentRound + 1, "cut", rows);
  }

  /**
   * Opens round `number` in one transaction: compare-and-set on `currentRound` (a second process opening the same
   * round writes nothing), the round row and its pairings; byes and drops are decided at once. The matches are
   * created afterwards by {@link advance} (`#ensureMatches`, idempotent), so a crash in between loses nothing.
   */
  async #openRound(
    league: LeagueRow,
    number: number,
    kind: "swiss" | "cut",
    rows: { tableNo: number; playerA: string; playerB: string | null }[],
  ): Promise<RoundOpened | null> {
    const now = this.now();
    const deadlineAt = new Date(now.getTime() + league.roundHours * HOUR);
    const dropped = new Set(
      (await this.db.leagueEntry.findMany({ where: { leagueId: league.id, droppedRound: { not: null } } })).map(
        (e) => e.playerId,
      ),
    );
    const w = winsNeeded(league);
    const created = await this.db.$transaction(async (tx) => {
      const cas = await tx.league.updateMany({
        where: { id: league.id, currentRound: number - 1, status: { in: ["registering", "swiss", "cut"] } },
        data: { currentRound: number, status: kind },
      });
      if (cas.count === 0) return null;
      return tx.leagueRound.create({
        data: {
          leagueId: league.id,
          number,
          kind,
          startedAt: now,
          deadlineAt,
          pairings: {
            create: rows.map((r) => {
              const bDropped = r.playerB !== null && dropped.has(r.playerB);
              const aDropped = dropped.has(r.playerA);
              if (r.playerB === null) return { ...r, status: "decided", gamesA: w, source: "bye", decidedAt: now };
              if (aDropped || bDropped)
                return {
                  ...r,
                  status: "decided",
                  ...(bDropped ? { gamesA: w } : { gamesB: w }),
                  source: "drop",
                  decidedAt: now,
                };
              return r;
            }),
          },
        },
        include: { pairings: { orderBy: { tableNo: "asc" } } },
      });
    });
    if (!created) return null;
    await this.#ensureMatches({ ...league, currentRound: number }, created.pairings);
    const pairings = await this.db.leaguePairing.findMany({
      where: { roundId: created.id },
      orderBy: { tableNo: "asc" },
    });
    return roundOpened({ ...created, pairings });
  }
}

/** The announcement event of a stored round. */
function roundOpened(round: {
  leagueId: string;
  number: number;
  kind: string;
  deadlineAt: Date;
  pairings: PairingRow[];
}): RoundOpened {
  return {
    kind: "round",
    leagueId: round.leagueId,
    round: round.number,
    cut: round.kind === "cut",
    deadlineAt: round.deadlineAt,
    pairings: round.pairings.map((p) => ({
      id: p.id,
      tableNo: p.tableNo,
      a: p.playerA,
      b: p.playerB,
      matchId: p.matchId,
    })),
  };
}

/** One override for the standings' footnote. */
export interface OverrideInfo {
  round: number;
  playerA: string;
  playerB: string | null;
  organiserId: string;
  reason: string;
  /** `gamesA-gamesB[-draws]` after the override. */
  result: string;
  at: Date;
}

/** One league in a player's history ({@link LeagueService.history}). */
export interface PlayerLeagueRecord {
  league: string;
  status: string;
  /** Rank in the Swiss standings (null before any result). */
  rank: number | null;
  players: number;
  matchPoints: number;
  /** Swiss wins-losses-draws (byes count as wins). */
  record: string;
  dropped: boolean;
  /** Their league matches (Swiss and top cut), oldest first. */
  matchIds: string[];
  /** The same matches with round, table, opponent, result and where they were played. */
  matches: LeagueMatchRef[];
}

/** One league match of a player ({@link PlayerLeagueRecord.matches}), from that player's side. */
export interface LeagueMatchRef {
  matchId: string;
  round: number;
  table: number;
  cut: boolean;
  opponent: string;
  /** `their games-opponent's games[-draws]`, null while undecided. */
  result: string | null;
  /** How it was decided (`engine`, `deadline`, `drop`, `override`), null while undecided. */
  source: string | null;
  /** The match's thread (or channel). */
  channelId: string | null;
}

/** A league match with its pairing, round and league ({@link LeagueService.pairingOfMatch}). */
export type LeaguePairingOfMatch = PairingRow & {
  round: NonNullable<Awaited<ReturnType<Db["leagueRound"]["findUnique"]>>> & { league: LeagueRow };
};
