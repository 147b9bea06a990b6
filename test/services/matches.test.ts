import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchService } from "../../src/services/matches/index.js";
import { MatchStore } from "../../src/services/matches/index.js";
import { ALICE, BOB, CAROL, fakeService, type FreshDb, providers, startFake } from "./helpers.js";

/**
 * The match store and service on both databases (docs/matches.md): compare-and-set writes, idempotent
 * interactions, typed refusals that write nothing, auto-pass, clocks and claims, recovery by replay, and many
 * parallel conflicting submissions.
 */

async function logOf(service: MatchService, matchId: string) {
  return service.store.getLog(matchId);
}

async function versionOf(service: MatchService, matchId: string): Promise<number> {
  const m = await service.store.getMatch(matchId);
  return m!.stateVersion;
}

for (const p of providers) {
  describe.skipIf(p.skip)(`match store and service on ${p.name}${p.skip ? ` (skipped: ${p.skip})` : ""}`, () => {
    let db: FreshDb;
    beforeAll(async () => {
      db = await p.fresh();
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    describe("store contract", () => {
      it("compare-and-set: one of two writers at the same version wins, the other is stale; seq is gap-free", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const store = new MatchStore(db.handle.prisma);
        const v = await versionOf(service, id);
        const plan = (interactionId: string) => ({
          matchId: id,
          expectedVersion: v,
          newVersion: v + 1,
          snapshot: "{}",
          ending: null,
          actions: [{ seat: 0, actionJson: "{}", resultingVersion: v + 1, interactionId, auto: false }],
          clock: { kind: "keep" } as const,
          now: new Date(),
        });
        const [a, b] = await Promise.all([store.commit(plan("x1")), store.commit(plan("x2"))]);
        expect([a.status, b.status].sort()).toEqual(["ok", "stale"]);
        const log = await store.getLog(id);
        expect(log.map((r) => r.seq)).toEqual(log.map((_, i) => i + 1));
        expect(log.filter((r) => r.interactionId === "x1" || r.interactionId === "x2")).toHaveLength(1);
        await db.handle.prisma.match.delete({ where: { id } }); // its snapshot is not a game state
      });

      it("a reused interaction id is refused as duplicate and the whole write rolls back", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const store = new MatchStore(db.handle.prisma);
        const commit = (v: number) =>
          store.commit({
            matchId: id,
            expectedVersion: v,
            newVersion: v + 1,
            snapshot: `{"v":${v + 1}}`,
            ending: null,
            actions: [{ seat: 0, actionJson: "{}", resultingVersion: v + 1, interactionId: "same", auto: false }],
            clock: { kind: "keep" },
            now: new Date(),
          });
        const v = await versionOf(service, id);
        expect((await commit(v)).status).toBe("ok");
        expect((await commit(v + 1)).status).toBe("duplicate");
        const m = await store.getMatch(id);
        expect(m!.stateVersion).toBe(v + 1);
        expect(m!.snapshot).toBe(`{"v":${v + 1}}`);
        expect((await store.findInteraction(id, "same"))!.map((r) => r.resultingVersion)).toEqual([v + 1]);
        await db.handle.prisma.match.delete({ where: { id } });
      });

      it("allows many log rows without an interaction id (auto actions)", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const store = new MatchStore(db.handle.prisma);
        const v = await versionOf(service, id);
        const out = await store.commit({
          matchId: id,
          expectedVersion: v,
          newVersion: v + 2,
          snapshot: "{}",
          ending: null,
          actions: [
            { seat: 0, actionJson: "{}", resultingVersion: v + 1, interactionId: null, auto: true },
            { seat: 1, actionJson: "{}", resultingVersion: v + 2, interactionId: null, auto: true },
          ],
          clock: { kind: "keep" },
          now: new Date(),
        });
        expect(out.status).toBe("ok");
        await db.handle.prisma.match.delete({ where: { id } });
      });
    });

    describe("challenges", () => {
      it("creates, lists, accepts and starts a match; the log replays to the snapshot", async () => {
        const { service } = fakeService(db.handle);
        const c = await service.createChallenge({
          guildId: "g1",
          channelId: "c1",
          challengerId: ALICE,
          opponentId: CAROL,
          game: "fake",
          deckText: "counters 1",
          clockHours: 48,
        });
        expect(c.ok).toBe(true);
        if (!c.ok) return;
        expect(c.match.status).toBe("challenged");
        expect((await service.listActive(CAROL)).map((m) => m.id)).toContain(c.match.id);
        expect(
          await service.submit({ matchId: c.match.id, userId: ALICE, action: { type: "add", n: 1 } }),
        ).toMatchObject({
          ok: false,
          error: { code: "match/not-started" },
        });
        expect(await service.accept({ matchId: c.match.id, userId: ALICE, deckText: "x" })).toMatchObject({
          ok: false,
          error: { code: "challenge/not-yours" },
        });
        const a = await service.accept({ matchId: c.match.id, userId: CAROL, deckText: "counters 0" });
        expect(a).toMatchObject({ ok: true, status: "active", version: 0, duplicate: false });
        expect(await service.accept({ matchId: c.match.id, userId: CAROL, deckText: "counters 0" })).toMatchObject({
          ok: true,
          duplicate: true,
        });
        const loaded = await service.load(c.match.id);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        expect(loaded.match).toMatchObject({ status: "active", clockHours: 48, toAct: 0 });
        expect(loaded.pending).toMatchObject({ seat: 0, kind: "turn" });
        expect(loaded.view(1)).toEqual({ viewer: 1, version: 0, log: [], score: [0, 0], turn: 0, counters: 0 });
        expect(loaded.legalActions(0)).toHaveLength(7);
      });

      it("refuses an invalid deck listing every problem, a self-challenge and an unknown game", async () => {
        const { service } = fakeService(db.handle);
        const base = { guildId: null, channelId: "c", challengerId: ALICE, opponentId: BOB, game: "fake" };
        const bad = await service.createChallenge({ ...base, deckText: "bad deck" });
        expect(bad).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
        if (!bad.ok) expect(bad.error.problems).toHaveLength(2);
        expect(await service.createChallenge({ ...base, opponentId: ALICE, deckText: "x" })).toMatchObject({
          ok: false,
          error: { code: "challenge/self" },
        });
        expect(await service.createChallenge({ ...base, game: "chess", deckText: "x" })).toMatchObject({
          ok: false,
          error: { code: "game/unknown" },
        });
        expect(await service.createChallenge({ ...base, deckText: "x", clockHours: 0 })).toMatchObject({
          ok: false,
          error: { code: "clock/invalid" },
        });
        expect(await service.createChallenge({ ...base, deckId: "nope" })).toMatchObject({
          ok: false,
          error: { code: "deck/not-found" },
        });
      });

      it("uses a saved deck and the guild default clock; declines and withdrawals close the challenge", async () => {
        const { service } = fakeService(db.handle);
        await db.handle.prisma.player.upsert({ where: { id: ALICE }, create: { id: ALICE }, update: {} });
        const deck = await db.handle.prisma.savedDeck.create({
          data: { ownerId: ALICE, game: "fake", name: `d${Math.random()}`, sourceText: "counters 2", deckJson: "{}" },
        });
        await db.handle.prisma.guildSettings.upsert({
          where: { guildId: "g-clock" },
          create: { guildId: "g-clock", defaultClockHours: 24 },
          update: {},
        });
        const c = await service.createChallenge({
          guildId: "g-clock",
          channelId: "c",
          challengerId: ALICE,
          opponentId: BOB,
          game: "fake",
          deckId: deck.id,
        });
        expect(c).toMatchObject({
          ok: true,
          match: { clockHours: 24, seats: [{ deckId: deck.id }, { joined: false }] },
        });
        if (!c.ok) return;
        expect(await service.decline({ matchId: c.match.id, userId: CAROL })).toMatchObject({
          ok: false,
          error: { code: "match/not-a-player" },
        });
        expect(await service.decline({ matchId: c.match.id, userId: BOB })).toMatchObject({
          ok: true,
          match: { status: "declined", result: { reason: "declined", by: BOB } },
        });
        expect(await service.accept({ matchId: c.match.id, userId: BOB, deckText: "x" })).toMatchObject({
          ok: false,
          error: { code: "challenge/not-pending" },
        });
        expect((await service.listActive(BOB)).map((m) => m.id)).not.toContain(c.match.id);
      });
    });

    describe("actions", () => {
      it("applies an action, logs it with its interaction id and resulting version, and auto-passes a seat with nothing else to do", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const r = await service.submit({
          matchId: id,
          userId: ALICE,
          action: { type: "add", n: 2 },
          interactionId: "i-1",
        });
        expect(r).toMatchObject({ ok: true, version: 2, status: "active", duplicate: false });
        if (!r.ok) return;
        expect(r.applied).toEqual([
          { seq: 1, seat: 0, action: { type: "add", n: 2 }, resultingVersion: 1, auto: false },
          { seq: 2, seat: 1, action: { type: "pass" }, resultingVersion: 2, auto: true },
        ]);
        const log = await logOf(service, id);
        expect(log.map((l) => [l.seq, l.seat, l.interactionId, l.auto, l.resultingVersion])).toEqual([
          [1, 0, "i-1", false, 1],
          [2, 1, null, true, 2],
        ]);
        expect(await versionOf(service, id)).toBe(2);
      });

      it("the same interaction id applies once; the second submission gets the first result", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const input = { matchId: id, userId: ALICE, action: { type: "add", n: 1 }, interactionId: "dup-1" };
        const first = await service.submit(input);
        const again = await service.submit(input);
        expect(first.ok).toBe(true);
        expect(again).toEqual({ ...first, duplicate: true });
        // Even after the game moved on, the recorded answer comes back and nothing is written.
        await service.submit({ matchId: id, userId: BOB, action: { type: "add", n: 1 } });
        const later = await service.submit(input);
        expect(later).toEqual({ ...first, duplicate: true });
        expect(await logOf(service, id)).toHaveLength(4);
      });

      it("refuses bad input with a typed error and writes nothing", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const before = await logOf(service, id);
        const cases: [Parameters<MatchService["submit"]>[0], string][] = [
          [{ matchId: id, userId: ALICE, action: "{not json" }, "action/malformed"],
          [{ matchId: id, userId: ALICE, action: { type: "add", n: 7 } }, "action/malformed"],
          [{ matchId: id, userId: ALICE, action: { type: "fly" } }, "action/malformed"],
          [{ matchId: id, userId: ALICE, action: { type: "add", n: 1 }, seat: 1 }, "action/not-your-seat"],
          [{ matchId: id, userId: CAROL, action: { type: "add", n: 1 } }, "action/not-your-seat"],
          [{ matchId: "no-such-match", userId: ALICE, action: { type: "add", n: 1 } }, "match/not-found"],
          [{ matchId: id, userId: ALICE, action: { type: "add", n: 1 }, expectedVersion: 99 }, "match/stale"],
          [{ matchId: id, userId: BOB, action: { type: "add", n: 1 }, interactionId: "bob-early" }, "turn/not-yours"],
        ];
        for (const [input, code] of cases) {
          const r = await service.submit(input);
          expect(r, code).toMatchObject({ ok: false, error: { code } });
        }
        const rejected = await service.submit({ matchId: id, userId: BOB, action: { type: "pass" } });
        expect(rejected).toEqual({
          ok: false,
          error: { code: "respond/nothing", message: "There is nothing to respond to.", rule: "F2" },
        });
        expect(await logOf(service, id)).toEqual(before);
        expect(await versionOf(service, id)).toBe(0);
        // A refused interaction id is not burnt: it can still be used for a legal action.
        expect(
          await service.submit({
            matchId: id,
            userId: ALICE,
            action: { type: "add", n: 1 },
            interactionId: "bob-early",
          }),
        ).toMatchObject({ ok: true });
      });

      it("concede finishes the match; further actions are refused as finished, nothing written", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        const r = await service.concede({ matchId: id, userId: BOB, interactionId: "c-1" });
        expect(r).toMatchObject({ ok: true, status: "finished", winnerSeat: 0 });
        expect(await service.concede({ matchId: id, userId: BOB, interactionId: "c-1" })).toEqual({
          ...(r as object),
          duplicate: true,
        });
        const info = await service.load(id);
        expect(info.ok && info.match).toMatchObject({
          status: "finished",
          winnerSeat: 0,
          result: { reason: "concede", seat: 1 },
          toAct: null,
        });
        const n = (await logOf(service, id)).length;
        expect(await service.submit({ matchId: id, userId: ALICE, action: { type: "add", n: 1 } })).toMatchObject({
          ok: false,
          error: { code: "match/finished" },
        });
        expect(await logOf(service, id)).toHaveLength(n);
        expect((await service.listActive(ALICE)).map((m) => m.id)).not.toContain(id);
      });

      it("an admin abort ends the match without a winner", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        expect(await service.abort({ matchId: id, adminId: CAROL, note: "spam" })).toMatchObject({
          ok: true,
          match: { status: "aborted", winnerSeat: null, result: { reason: "aborted", by: CAROL, note: "spam" } },
        });
        expect(await service.abort({ matchId: id, adminId: CAROL })).toMatchObject({
          ok: false,
          error: { code: "match/finished" },
        });
        expect(await service.abort({ matchId: "nope", adminId: CAROL })).toMatchObject({
          ok: false,
          error: { code: "match/not-found" },
        });
        expect(await service.submit({ matchId: id, userId: ALICE, action: { type: "add", n: 1 } })).toMatchObject({
          ok: false,
          error: { code: "match/finished" },
        });
      });

      it("plays a game to the end: finished with the winner, reason game", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service, { aliceDeck: "counters 0 target 4" });
        let last: Awaited<ReturnType<MatchService["submit"]>> | undefined;
        for (const user of [ALICE, BOB, ALICE])
          last = await service.submit({ matchId: id, userId: user, action: { type: "add", n: 3 } });
        expect(last).toMatchObject({ ok: true, status: "finished", winnerSeat: 0 });
        const info = await service.load(id);
        expect(info.ok && info.match.result).toEqual({ reason: "game", winnerSeat: 0 });
      });
    });

    describe("stop settings and auto-pass", () => {
      it("stops when targeted, when the player can counter, or when auto-pass is off; passes otherwise", async () => {
        const { service } = fakeService(db.handle);
        // Bob has a counter: a real choice, so no auto-pass.
        const id1 = await startFake(service, { bobDeck: "counters 1" });
        const r1 = await service.submit({ matchId: id1, userId: ALICE, action: { type: "add", n: 1 } });
        expect(r1.ok && r1.applied).toHaveLength(1);
        // Aimed at Bob: default settings stop when targeted.
        const id2 = await startFake(service);
        const r2 = await service.submit({ matchId: id2, userId: ALICE, action: { type: "add", n: 1, aimed: true } });
        expect(r2.ok && r2.applied).toHaveLength(1);
        expect((await service.load(id2)).ok && (await service.listActive(BOB)).find((m) => m.id === id2)?.toAct).toBe(
          1,
        );
        // Bob turns off the targeted stop: aimed adds are passed for him.
        expect(await service.setStopSettings(BOB, { stopAt: { targeted: false } })).toMatchObject({
          ok: true,
          settings: { autoPass: true, stopAt: { ownTurn: true, targeted: false, showdown: true } },
        });
        const id3 = await startFake(service);
        const r3 = await service.submit({ matchId: id3, userId: ALICE, action: { type: "add", n: 1, aimed: true } });
        expect(r3.ok && r3.applied.map((a) => a.auto)).toEqual([false, true]);
        // Auto-pass off entirely.
        await service.setStopSettings(BOB, { autoPass: false });
        const id4 = await startFake(service);
        const r4 = await service.submit({ matchId: id4, userId: ALICE, action: { type: "add", n: 1 } });
        expect(r4.ok && r4.applied).toHaveLength(1);
        expect(await service.getStopSettings(BOB)).toEqual({
          autoPass: false,
          stopAt: { ownTurn: true, targeted: false, showdown: true },
          matches: {},
        });
        expect(await service.setStopSettings(BOB, { autoPass: "yes" })).toMatchObject({
          ok: false,
          error: { code: "action/malformed" },
        });
        await service.setStopSettings(BOB, { autoPass: true, stopAt: { targeted: true } });
      });
    });

    describe("clocks", () => {
      it("reminds before the deadline, makes the game claimable after it, and a claim wins on time; timers survive a restart", async () => {
        const { service, clock } = fakeService(db.handle);
        const t0 = clock.now();
        const id = await startFake(service, { clockHours: 8 });
        let info = (await service.listActive(ALICE)).find((m) => m.id === id)!;
        expect(info).toMatchObject({ toAct: 0, deadlineAt: new Date(t0.getTime() + 8 * 3_600_000), claimable: false });
        // Alice moves after 1 h: Bob auto-passes, Alice decides again with a fresh allowance.
        clock.advance(3_600_000);
        await service.submit({ matchId: id, userId: ALICE, action: { type: "add", n: 1 } });
        info = (await service.listActive(ALICE)).find((m) => m.id === id)!;
        expect(info).toMatchObject({ toAct: 1, deadlineAt: new Date(clock.now().getTime() + 8 * 3_600_000) });
        const bobDeadline = info.deadlineAt!;
        // Nothing is due yet; Alice cannot claim.
        expect((await service.tick()).reminders.filter((r) => r.matchId === id)).toEqual([]);
        expect(await service.claim({ matchId: id, userId: ALICE })).toMatchObject({
          ok: false,
          error: { code: "claim/not-claimable" },
        });
        // 6 h later (a quarter of the allowance left): Bob is reminded, once, even by a "restarted" service.
        clock.advance(6 * 3_600_000);
        const { service: restarted } = fakeService(db.handle, { now: clock.now });
        const tick1 = await restarted.tick();
        expect(tick1.reminders.filter((r) => r.matchId === id)).toMatchObject([
          {
            matchId: id,
            channelId: "300000000000000001",
            seat: 1,
            playerId: BOB,
            deadlineAt: bobDeadline,
            late: false,
          },
        ]);
        expect((await restarted.tick()).reminders.filter((r) => r.matchId === id)).toEqual([]);
        // Past the deadline: claimable, never an automatic loss.
        clock.advance(2 * 3_600_000 + 1);
        const tick2 = await restarted.tick();
        expect(tick2.claimable.filter((c) => c.matchId === id)).toMatchObject([
          { matchId: id, channelId: "300000000000000001", seat: 1, playerId: BOB, claimants: [ALICE] },
        ]);
        const loaded = await restarted.load(id);
        expect(loaded.ok && loaded.match).toMatchObject({ status: "active", claimable: true });
        expect(await restarted.claim({ matchId: id, userId: BOB })).toMatchObject({
          ok: false,
          error: { code: "claim/not-claimable" },
        });
        const claim = await restarted.claim({ matchId: id, userId: ALICE, interactionId: "claim-1" });
        expect(claim).toMatchObject({ ok: true, status: "finished", winnerSeat: 0 });
        expect(claim.ok && claim.applied).toMatchObject([{ seat: 1, action: { type: "concede" }, auto: true }]);
        const done = await restarted.load(id);
        expect(done.ok && done.match.result).toEqual({ reason: "timeout", seat: 1, winnerSeat: 0 });
        expect(await restarted.dueTimers(new Date(clock.now().getTime() + 1e10))).toSatisfy(
          (rows: { matchId: string | null }[]) => rows.every((r) => r.matchId !== id),
        );
      });

      it("a deadline reached without a reminder (bot down) warns first and moves the deadline", async () => {
        const { service, clock } = fakeService(db.handle);
        const id = await startFake(service, { clockHours: 4 });
        clock.advance(10 * 3_600_000);
        const tick = await service.tick();
        expect(tick.claimable.filter((c) => c.matchId === id)).toEqual([]);
        expect(tick.reminders.filter((r) => r.matchId === id)).toMatchObject([
          { seat: 0, playerId: ALICE, late: true, deadlineAt: new Date(clock.now().getTime() + 3_600_000) },
        ]);
        expect(await service.claim({ matchId: id, userId: BOB })).toMatchObject({ ok: false });
        clock.advance(3_600_001);
        expect((await service.tick()).claimable.filter((c) => c.matchId === id)).toHaveLength(1);
        expect(await service.claim({ matchId: id, userId: BOB })).toMatchObject({ ok: true, winnerSeat: 1 });
      });

      it("setClock changes the allowance and restarts the running clock; unaccepted challenges expire", async () => {
        const { service, clock } = fakeService(db.handle);
        const id = await startFake(service, { clockHours: 72 });
        expect(await service.setClock({ matchId: id, hours: 2 })).toMatchObject({
          ok: true,
          match: { clockHours: 2, toAct: 0, deadlineAt: new Date(clock.now().getTime() + 2 * 3_600_000) },
        });
        expect(await service.setClock({ matchId: id, hours: 1000 })).toMatchObject({
          ok: false,
          error: { code: "clock/invalid" },
        });
        const c = await service.createChallenge({
          guildId: null,
          channelId: "c9",
          challengerId: CAROL,
          opponentId: BOB,
          game: "fake",
          deckText: "counters 0",
          clockHours: 1,
        });
        expect(c.ok).toBe(true);
        if (!c.ok) return;
        clock.advance(3_600_001);
        const tick = await service.tick();
        expect(tick.expiredChallenges).toContainEqual({
          kind: "challenge-expired",
          timerId: expect.any(String),
          guildId: null,
          matchId: c.match.id,
          channelId: "c9",
          playerIds: [CAROL, BOB],
        });
        const m = await service.load(c.match.id);
        expect(m.ok && m.match).toMatchObject({ status: "declined", result: { reason: "expired" } });
      });
    });

    describe("recovery", () => {
      it("verify replays every stored match to its snapshot and reports a tampered one", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service);
        for (const user of [ALICE, BOB, ALICE])
          await service.submit({ matchId: id, userId: user, action: { type: "add", n: 1 } });
        const report = await service.verify();
        expect(report.mismatched).toBe(0);
        expect(report.results.find((r) => r.matchId === id)).toMatchObject({ ok: true, actions: 6, version: 6 });
        const m = await db.handle.prisma.match.findUniqueOrThrow({ where: { id } });
        const snap = JSON.parse(m.snapshot!);
        snap.score = [9, 9];
        await db.handle.prisma.match.update({ where: { id }, data: { snapshot: JSON.stringify(snap) } });
        const bad = await service.verify();
        expect(bad.results.find((r) => r.matchId === id)).toMatchObject({
          ok: false,
          problem: "replayed state differs from the snapshot",
        });
        await db.handle.prisma.match.delete({ where: { id } });
      });
    });

    describe("concurrency", () => {
      it("many parallel conflicting submissions: exactly one applied per state version, a consistent log", async () => {
        const { service } = fakeService(db.handle);
        const id = await startFake(service, { aliceDeck: "counters 0 target 1000" });
        const submissions = Array.from({ length: 24 }, (_, i) =>
          service.submit({
            matchId: id,
            userId: i % 2 === 0 ? ALICE : BOB,
            action: { type: "add", n: (i % 3) + 1 },
            interactionId: `par-${i}`,
          }),
        );
        // The same interaction submitted five times at once.
        const dups = Array.from({ length: 5 }, () =>
          service.submit({ matchId: id, userId: ALICE, action: { type: "add", n: 1 }, interactionId: "par-dup" }),
        );
        const results = await Promise.all([...submissions, ...dups]);
        for (const r of results) if (!r.ok) expect(r.error.code).toBe("turn/not-yours");
        const applied = results.flatMap((r) => (r.ok && !r.duplicate ? [r] : []));
        const log = await logOf(service, id);
        expect(log.map((l) => l.seq)).toEqual(log.map((_, i) => i + 1));
        expect(log.map((l) => l.resultingVersion)).toEqual(log.map((_, i) => i + 1));
        const manual = log.filter((l) => !l.auto);
        expect(manual).toHaveLength(applied.length);
        expect(new Set(applied.map((r) => r.applied[0]!.resultingVersion)).size).toBe(applied.length);
        expect(log.filter((l) => l.interactionId === "par-dup").length).toBeLessThanOrEqual(1);
        const dupResults = results.slice(24).filter((r) => r.ok);
        if (dupResults.length > 0) expect(dupResults.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
        // Seats alternate: every manual add is followed by the opponent's auto-pass.
        expect(log.map((l) => l.auto)).toEqual(log.map((_, i) => i % 2 === 1));
        expect(await versionOf(service, id)).toBe(log.length);
        const report = await service.verify();
        expect(report.results.find((r) => r.matchId === id)).toMatchObject({ ok: true });
      });
    });
  });
}
