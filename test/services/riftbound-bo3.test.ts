import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RbView } from "../../src/games/riftbound/rules/view.js";
import { manualClock } from "../../src/services/clock.js";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import { MatchService } from "../../src/services/matches/index.js";
import { ALICE, BOB, type FreshDb, providers } from "./helpers.js";

/**
 * Riftbound mode Match (645, best of three) through the match service, on both databases: the challenge in mode
 * `match`, battlefield and first-player decisions answered like any other, a concession losing only the current
 * game (651), each game recorded in `resultJson`, the clock running between games, the match decided at two set
 * points; a claim on time forfeits the rest of the match; both replay.
 */

const deck = (name: string) => readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");
const jinx = deck("precon-ogn-jinx");
const viktor = deck("precon-ogn-viktor");
const users = [ALICE, BOB];

for (const p of providers) {
  describe.skipIf(p.skip)(`riftbound best of three on ${p.name}${p.skip ? ` (skipped: ${p.skip})` : ""}`, () => {
    let db: FreshDb;
    beforeAll(async () => {
      db = await p.fresh();
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    function service() {
      const clock = manualClock(new Date("2026-03-01T12:00:00Z"));
      const s = new MatchService({
        db: db.handle.prisma,
        games: { riftbound: riftboundAdapter({ requireSupported: false }) },
        now: clock.now,
        newSeed: () => "4242",
      });
      return { service: s, clock };
    }

    async function start(s: MatchService): Promise<string> {
      const c = await s.createChallenge({
        guildId: null,
        channelId: "c",
        challengerId: ALICE,
        opponentId: BOB,
        game: "riftbound",
        mode: "match",
        deckText: jinx,
        clockHours: 24,
      });
      if (!c.ok) throw new Error(c.error.message);
      expect(c.match.mode).toBe("match");
      const a = await s.accept({ matchId: c.match.id, userId: BOB, deckText: viktor });
      expect(a).toMatchObject({ ok: true, status: "active" });
      return c.match.id;
    }

    /** Answers battlefield, first-player and mulligan decisions (first option, keep) until someone has priority. */
    async function setUpGame(s: MatchService, id: string, first?: "first" | "second"): Promise<string[]> {
      const kinds: string[] = [];
      for (let i = 0; i < 10; i++) {
        const m = await s.load(id);
        if (!m.ok || !m.pending) throw new Error("no decision");
        if (m.pending.kind === "priority") return kinds;
        kinds.push(m.pending.kind);
        const v = m.view(m.pending.seat) as RbView;
        const options = v.pending?.options ?? [];
        const pick =
          m.pending.kind === "mulligan"
            ? []
            : m.pending.kind === "option"
              ? [first ?? "first"]
              : [options[options.length - 1]!.id];
        const r = await s.submit({
          matchId: id,
          userId: users[m.pending.seat]!,
          action: { type: "choose", decision: m.pending.id, cards: pick },
          interactionId: `${id}-setup-${m.match.stateVersion}`,
        });
        expect(r.ok, JSON.stringify(r)).toBe(true);
      }
      throw new Error("setup did not reach priority");
    }

    it("refuses an unknown mode", async () => {
      const { service: s } = service();
      const r = await s.createChallenge({
        guildId: null,
        channelId: "c",
        challengerId: ALICE,
        opponentId: BOB,
        game: "riftbound",
        mode: "bo5",
        deckText: jinx,
      });
      expect(r).toMatchObject({ ok: false, error: { code: "game/bad-mode" } });
    });

    it("plays a Bo3 to 2-1 by concessions: games recorded, clocks running between games, winner only at the end", async () => {
      const { service: s } = service();
      const id = await start(s);
      const g1 = await s.load(id);
      expect(g1.ok && g1.pending?.kind).toBe("battlefield");
      expect(g1.ok && (g1.view("public") as RbView).match).toEqual({ game: 1, setPoints: [0, 0] });
      expect(await setUpGame(s, id)).toEqual(["battlefield", "battlefield", "mulligan", "mulligan"]);

      // Game 1: Bob concedes; only the game is lost (651), Bob chooses who goes first in game 2.
      const c1 = await s.concede({ matchId: id, userId: BOB, interactionId: "concede-1" });
      expect(c1).toMatchObject({ ok: true, status: "active", winnerSeat: null });
      const after1 = await s.load(id);
      if (!after1.ok) throw new Error("load");
      expect(after1.match).toMatchObject({ status: "active", winnerSeat: null, result: null, toAct: 1 });
      expect(after1.match.deadlineAt).not.toBeNull();
      expect(after1.match.games).toEqual([{ game: 1, winnerSeat: 0, reason: "concede", seat: 1 }]);
      expect((after1.view("public") as RbView).match).toEqual({ game: 2, setPoints: [1, 0] });
      expect(after1.pending).toMatchObject({ seat: 1, kind: "option" });
      expect(await setUpGame(s, id, "first")).toEqual(["option", "battlefield", "battlefield", "mulligan", "mulligan"]);
      const g2 = await s.load(id);
      expect(g2.ok && g2.pending?.seat).toBe(1); // Bob chose to go first

      // Game 2: Alice concedes: 1-1; she chooses to go second; game 3's battlefields are forced (one left each).
      expect(await s.concede({ matchId: id, userId: ALICE })).toMatchObject({ ok: true, status: "active" });
      const after2 = await s.load(id);
      expect(after2.ok && after2.match.games.map((g) => g.winnerSeat)).toEqual([0, 1]);
      expect(after2.ok && (after2.view(0) as RbView).match).toEqual({ game: 3, setPoints: [1, 1] });
      expect(await setUpGame(s, id, "second")).toEqual(["option", "mulligan", "mulligan"]);

      // Game 3: Bob concedes: Alice wins the match 2-1.
      const c3 = await s.concede({ matchId: id, userId: BOB });
      expect(c3).toMatchObject({ ok: true, status: "finished", winnerSeat: 0 });
      const done = await s.load(id);
      if (!done.ok) throw new Error("load");
      expect(done.match).toMatchObject({ status: "finished", winnerSeat: 0, toAct: null, deadlineAt: null });
      const games = [
        { game: 1, winnerSeat: 0, reason: "concede", seat: 1 },
        { game: 2, winnerSeat: 1, reason: "concede", seat: 0 },
        { game: 3, winnerSeat: 0, reason: "concede", seat: 1 },
      ];
      expect(done.match.result).toEqual({ reason: "concede", seat: 1, winnerSeat: 0, games });
      expect(done.match.games).toEqual(games);
      expect((done.view("public") as RbView).winner).toBe(0);
      expect(await s.submit({ matchId: id, userId: ALICE, action: { type: "pass" } })).toMatchObject({
        ok: false,
        error: { code: "match/finished" },
      });
      const report = await s.verify();
      expect(report.results.find((r) => r.matchId === id)).toMatchObject({ ok: true });
    });

    it("a claim on time forfeits the rest of the match, logged as auto concessions, and replays", async () => {
      const { service: s, clock } = service();
      const id = await start(s);
      // The first battlefield choice is pending; its player lets the clock run out in game 1.
      const waiting = await s.load(id);
      if (!waiting.ok || !waiting.pending) throw new Error("no decision");
      const late = waiting.pending.seat;
      const other = 1 - late;
      expect(waiting.match.toAct).toBe(late);
      clock.advance(24 * 3_600_000 - 6 * 3_600_000 + 1);
      expect((await s.tick()).reminders.filter((r) => r.matchId === id)).toHaveLength(1);
      clock.advance(6 * 3_600_000);
      expect((await s.tick()).claimable.filter((c) => c.matchId === id)).toHaveLength(1);
      const claim = await s.claim({ matchId: id, userId: users[other]!, interactionId: "claim-bo3" });
      expect(claim).toMatchObject({ ok: true, status: "finished", winnerSeat: other });
      // The claim's concession (game 1) and one forfeit (game 2), both for the late seat.
      expect(claim.ok && claim.applied).toMatchObject([
        { seat: late, action: { type: "concede" }, auto: true },
        { seat: late, action: { type: "concede" }, auto: true },
      ]);
      const done = await s.load(id);
      expect(done.ok && done.match.result).toEqual({
        reason: "timeout",
        seat: late,
        winnerSeat: other,
        games: [
          { game: 1, winnerSeat: other, reason: "timeout", seat: late },
          { game: 2, winnerSeat: other, reason: "timeout", seat: late },
        ],
      });
      expect(done.ok && (done.view("public") as RbView).match).toEqual({
        game: 2,
        setPoints: late === 0 ? [0, 2] : [2, 0],
      });
      // The same interaction again gets the recorded result.
      expect(await s.claim({ matchId: id, userId: users[other]!, interactionId: "claim-bo3" })).toMatchObject({
        ok: true,
        duplicate: true,
        status: "finished",
      });
      const report = await s.verify();
      expect(report.results.find((r) => r.matchId === id)).toMatchObject({ ok: true });
    });

    it("an aborted Bo3 keeps the games already decided", async () => {
      const { service: s } = service();
      const id = await start(s);
      await setUpGame(s, id);
      await s.concede({ matchId: id, userId: BOB });
      const r = await s.abort({ matchId: id, adminId: "admin" });
      expect(r.ok && r.match).toMatchObject({
        status: "aborted",
        winnerSeat: null,
        result: { reason: "aborted", by: "admin", games: [{ game: 1, winnerSeat: 0 }] },
      });
    });
  });
}
