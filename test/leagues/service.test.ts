import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../src/services/clock.js";
import { MatchService } from "../../src/services/matches/index.js";
import { LeagueService, type RoundOpened } from "../../src/leagues/service.js";
import { computeStandings } from "../../src/leagues/standings.js";
import { fakeAdapter, type FakeState } from "../services/fake-game.js";
import { type FreshDb, providers } from "../services/helpers.js";

/**
 * The league service on a real database (SQLite always, PostgreSQL with TEST_POSTGRES_URL) over the fake game of
 * test/services (first to 10 points; `score` exposes the points for the deadline procedure, 408.2.b).
 * One league of five players goes through registration, a refused deck, a drop before the start (414.2), three
 * Swiss rounds with byes, engine results (a win, a concession, a timeout claim), a drop mid-round, the round
 * deadline (a lead of two wins the game, else a drawn game), an organiser override with its audit log, and a
 * top cut of 4 that advances to a champion.
 */
const GUILD = "200000000000000001";
const CHANNEL = "300000000000000009";
const ORGANISER = "100000000000000099";
const P = [
  "100000000000000011",
  "100000000000000012",
  "100000000000000013",
  "100000000000000014",
  "100000000000000015",
];
const LATE = "100000000000000016";

function setup(db: FreshDb) {
  const clock = manualClock(new Date("2026-03-01T12:00:00Z"));
  let n = 0;
  const fake = { ...fakeAdapter(), score: (s: FakeState) => s.score };
  const matches = new MatchService({
    db: db.handle.prisma,
    games: { fake },
    now: clock.now,
    newSeed: () => String(1000 + 2 * n++),
  });
  const leagues = new LeagueService({ db: db.handle.prisma, matches, now: clock.now, newSeed: () => "league-seed" });
  return { clock, matches, leagues };
}

type Ctx = ReturnType<typeof setup>;

/** Plays a fake match by legal moves until `winner` has won: the winner adds 3, the loser 1, both pass. */
async function playTo(ctx: Ctx, matchId: string, winner: string, stopAtPoints?: [number, number]) {
  for (let i = 0; i < 100; i++) {
    const m = await ctx.matches.load(matchId);
    if (!m.ok || m.match.status !== "active" || !m.pending) return;
    const state = m.state as FakeState;
    if (stopAtPoints && state.score[0] >= stopAtPoints[0] && state.score[1] >= stopAtPoints[1] && !state.window) return;
    const seat = m.pending.seat;
    const player = m.match.seats[seat]!.playerId;
    const action = state.window ? { type: "pass" } : { type: "add", n: player === winner ? 3 : 1 };
    const r = await ctx.matches.submit({ matchId, userId: player, action });
    if (!r.ok) throw new Error(r.error.message);
  }
}

for (const provider of providers) {
  describe.skipIf(provider.skip)(`league service (${provider.name})`, () => {
    let db: FreshDb;
    let ctx: Ctx;
    beforeAll(async () => {
      db = await provider.fresh();
      ctx = setup(db);
    });
    afterAll(async () => db?.cleanup());

    it("runs a whole league: Swiss with byes, engine results, a drop, a deadline, an override, a top cut", async () => {
      const { leagues, matches, clock } = ctx;
      const created = await leagues.create({
        guildId: GUILD,
        channelId: CHANNEL,
        organiserId: ORGANISER,
        name: "Spring league",
        game: "fake",
        swissRounds: 3,
        roundHours: 48,
        clockHours: 12,
        topCut: 4,
      });
      if (!created.ok) throw new Error(created.error.message);
      const id = created.league.id;
      const dup = await leagues.create({
        guildId: GUILD,
        channelId: CHANNEL,
        organiserId: ORGANISER,
        name: "Spring league",
        game: "fake",
        roundHours: 24,
      });
      expect(dup).toMatchObject({ ok: false, error: { code: "league/exists" } });
      expect(
        await leagues.create({
          guildId: GUILD,
          channelId: CHANNEL,
          organiserId: ORGANISER,
          name: "Bo3",
          game: "fake",
          bestOf: 3,
          roundHours: 24,
        }),
      ).toMatchObject({ ok: false, error: { code: "game/bad-mode" } });

      // Registration: a refused deck lists every problem; the deck is locked once registered.
      const bad = await leagues.join({ leagueId: id, playerId: P[0]!, deckText: "bad deck" });
      expect(bad).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
      if (!bad.ok) expect(bad.error.problems).toHaveLength(2);
      for (const p of P)
        expect((await leagues.join({ leagueId: id, playerId: p, deckText: "counters 0" })).ok).toBe(true);
      expect(await leagues.join({ leagueId: id, playerId: P[0]!, deckText: "counters 1" })).toMatchObject({
        ok: false,
        error: { code: "league/already-joined" },
      });
      // 414.2: dropping before the start removes the entry.
      expect((await leagues.join({ leagueId: id, playerId: LATE, deckText: "counters 0" })).ok).toBe(true);
      expect(await leagues.drop({ leagueId: id, playerId: LATE })).toMatchObject({ ok: true, removed: true });

      // Round 1: 5 players → 2 matches and a bye (1-0 in Bo1), matches created with the league's clock.
      const started = await leagues.start({ leagueId: id });
      if (!started.ok) throw new Error(started.error.message);
      const r1 = started.events[0] as RoundOpened;
      expect(r1).toMatchObject({ kind: "round", round: 1, cut: false });
      expect(r1.deadlineAt.getTime() - clock.now().getTime()).toBe(48 * 3_600_000);
      expect(r1.pairings).toHaveLength(3);
      const bye1 = r1.pairings.find((p) => p.b === null)!;
      const [m1, m2] = r1.pairings.filter((p) => p.b !== null);
      const info = await matches.load(m1!.matchId!);
      expect(info.ok && info.match.clockHours).toBe(12);
      expect(info.ok && info.match.status).toBe("active");
      expect(await leagues.join({ leagueId: id, playerId: LATE, deckText: "counters 0" })).toMatchObject({
        ok: false,
        error: { code: "league/closed" },
      });

      // Engine results: m1 won by its A player, m2 by a timeout claim of its B player.
      await playTo(ctx, m1!.matchId!, m1!.a);
      // The reminder at a quarter left (9 h), then the deadline (12 h): the opponent may claim.
      clock.advance(10 * 3_600_000);
      await matches.tick();
      clock.advance(3 * 3_600_000);
      await matches.tick();
      const m2info = await matches.load(m2!.matchId!);
      if (!m2info.ok) throw new Error("m2");
      const late = m2info.match.seats[m2info.match.toAct!]!.playerId;
      const claimant = late === m2!.a ? m2!.b! : m2!.a;
      expect((await matches.claim({ matchId: m2!.matchId!, userId: claimant })).ok).toBe(true);
      const afterR1 = await leagues.tick();
      const r2 = afterR1.find((e) => e.kind === "round") as RoundOpened;
      expect(r2.round).toBe(2);
      const rounds1 = (await leagues.rounds(id))[0]!;
      expect(rounds1.closedAt).not.toBeNull();
      expect(rounds1.pairings.map((p) => p.source).sort()).toEqual(["bye", "engine", "timeout"]);
      expect(rounds1.pairings.find((p) => p.playerB === null)).toMatchObject({ gamesA: 1, gamesB: 0 });
      // Byes go to different players (the lowest-ranked without one).
      const bye2 = r2.pairings.find((p) => p.b === null)!;
      expect(bye2.a).not.toBe(bye1.a);

      // Round 2: one player drops mid-round (the opponent gets the match); the other match reaches the deadline
      // with a lead of two points (408.2.b: that player wins the game).
      const [d1, d2] = r2.pairings.filter((p) => p.b !== null);
      const dropper = d1!.b!;
      const dropped = await leagues.drop({ leagueId: id, playerId: dropper });
      expect(dropped).toMatchObject({ ok: true, removed: false });
      const afterDrop = (await leagues.rounds(id))[1]!.pairings.find((p) => p.id === d1!.id)!;
      expect(afterDrop).toMatchObject({ source: "drop", gamesA: 1, gamesB: 0, status: "decided" });
      expect((await matches.load(d1!.matchId!)).ok && (await matches.load(d1!.matchId!))).toMatchObject({
        match: { status: "aborted" },
      });
      await playTo(ctx, d2!.matchId!, d2!.a, [3, 1]);
      const lead = await matches.load(d2!.matchId!);
      expect(lead.ok && (lead.state as FakeState).score).toEqual(expect.arrayContaining([3]));
      expect(await leagues.tick()).toEqual([]); // before the deadline nothing moves
      clock.set(new Date(r2.deadlineAt.getTime() + 60_000));
      const afterR2 = await leagues.tick();
      const r3 = afterR2.find((e) => e.kind === "round") as RoundOpened;
      expect(r3.round).toBe(3);
      const deadlined = (await leagues.rounds(id))[1]!.pairings.find((p) => p.id === d2!.id)!;
      expect(deadlined).toMatchObject({ source: "deadline", gamesA: 1, gamesB: 0 });
      expect((await matches.load(d2!.matchId!)).ok && (await matches.load(d2!.matchId!))).toMatchObject({
        match: { status: "aborted" },
      });
      // The dropped player is not paired again: 4 players, 2 matches, no bye.
      expect(r3.pairings).toHaveLength(2);
      expect(r3.pairings.flatMap((p) => [p.a, p.b])).not.toContain(dropper);

      // Round 3: nobody plays; at the deadline both 0-0 games are drawn (408.2.b) → drawn matches (404.5);
      // the organiser then overrides one with a reason (audit log, standings footnote).
      clock.set(new Date(r3.deadlineAt.getTime() + 60_000));
      expect(await leagues.tick()).toMatchObject([{ kind: "round", round: 4, cut: true }]);
      // The cut was seeded from these standings (an override after it changes standings, not the bracket).
      const seeds = (await leagues.standings(id)).standings.filter((s) => !s.dropped).map((s) => s.player);
      const round3 = (await leagues.rounds(id))[2]!;
      expect(round3.pairings.map((p) => [p.source, p.gamesA, p.gamesB, p.draws])).toEqual([
        ["deadline", 0, 0, 1],
        ["deadline", 0, 0, 1],
      ]);
      const target = round3.pairings[0]!;
      const refused = await leagues.override({
        leagueId: id,
        pairingId: target.id,
        organiserId: ORGANISER,
        gamesA: 1,
        gamesB: 0,
        reason: "",
      });
      expect(refused).toMatchObject({ ok: false, error: { code: "league/bad-input" } });
      const over = await leagues.override({
        leagueId: id,
        pairingId: target.id,
        organiserId: ORGANISER,
        gamesA: 1,
        gamesB: 0,
        reason: "B agreed in chat that A had lethal",
      });
      expect(over).toMatchObject({ ok: true, pairing: { source: "override", gamesA: 1, gamesB: 0, draws: 0 } });
      const { standings, overrides } = await leagues.standings(id);
      expect(overrides).toEqual([
        expect.objectContaining({
          round: 3,
          reason: "B agreed in chat that A had lethal",
          result: "1-0",
          organiserId: ORGANISER,
        }),
      ]);
      expect(standings).toEqual(
        computeStandings(await leagues.results(id), { byeGames: 1, seed: "league-seed" }).map((s) => ({
          ...s,
          dropped: s.player === dropper,
        })),
      );
      expect(standings.find((s) => s.player === dropper)?.dropped).toBe(true);
      const matchPoints = standings.reduce((sum, s) => sum + s.matchPoints, 0);
      // 2 byes (6) + 2 decided R1 matches (6) + R2 drop and deadline wins (6) + R3 one win (3) and one draw (2).
      expect(matchPoints).toBe(23);

      // Top cut of 4 from the 4 players who did not drop: 1v4 and 2v3, the higher seed as A.
      const rounds = await leagues.rounds(id);
      const cut1 = rounds[3]!;
      expect(cut1.kind).toBe("cut");
      expect(cut1.pairings.map((p) => [p.playerA, p.playerB])).toEqual([
        [seeds[0], seeds[3]],
        [seeds[1], seeds[2]],
      ]);
      // Seed 4 beats seed 1; seed 2 beats seed 3; the final opens with the winners; seed 2 wins it.
      await playTo(ctx, cut1.pairings[0]!.matchId!, seeds[3]!);
      await playTo(ctx, cut1.pairings[1]!.matchId!, seeds[1]!);
      const finalOpened = await leagues.tick();
      expect(finalOpened).toMatchObject([{ kind: "round", round: 5, cut: true }]);
      const final = (finalOpened[0] as RoundOpened).pairings[0]!;
      expect([final.a, final.b]).toEqual([seeds[1], seeds[3]]);
      await playTo(ctx, final.matchId!, seeds[1]!);
      expect(await leagues.tick()).toEqual([{ kind: "finished", leagueId: id, champion: seeds[1] }]);
      expect((await leagues.get(id))?.status).toBe("finished");
      expect(await leagues.tick()).toEqual([]);
    });
  });
}
