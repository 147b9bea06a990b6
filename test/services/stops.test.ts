import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoAnswer } from "../../src/services/matches/submission.js";
import { parseStopSettings, patchMatchStops } from "../../src/services/matches/stop-settings.js";
import { fakeAdapter, fakeModule } from "./fake-game.js";
import { ALICE, BOB, CAROL, fakeService, type FreshDb, freshSqlite, startFake } from "./helpers.js";

/**
 * Issue 15 "Stops and auto-pass": per-match settings, "pass until end of turn" (applied at once while deciding,
 * forgotten when the turn ends) and "play and pass", on the service's fake game (SQLite).
 */
describe("stops and auto-pass per match", () => {
  let db: FreshDb;
  beforeAll(async () => {
    db = await freshSqlite();
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("a per-match stop overrides the player's general setting in that match only", async () => {
    const { service } = fakeService(db.handle);
    const id1 = await startFake(service);
    const id2 = await startFake(service);
    // Bob stops when targeted by default (the fake game's default); in id1 only he turns it off.
    expect(await service.setMatchStops(BOB, id1, { stopAt: { targeted: false } })).toMatchObject({ ok: true });
    const aimed = { type: "add", n: 1, aimed: true } as const;
    const r1 = await service.submit({ matchId: id1, userId: ALICE, action: aimed });
    const r2 = await service.submit({ matchId: id2, userId: ALICE, action: aimed });
    expect(r1.ok && r1.applied.map((a) => a.auto)).toEqual([false, true]);
    expect(r2.ok && r2.applied.map((a) => a.auto)).toEqual([false]);
    expect(await service.setMatchStops(BOB, id1, { stopAt: { nowhere: true } })).toMatchObject({
      ok: false,
      error: { code: "action/malformed" },
    });
  });

  it("pass until end of turn passes at once while deciding, with a counter left, and not in the next turn", async () => {
    const { service } = fakeService(db.handle);
    const id = await startFake(service, { bobDeck: "counters 2" });
    const m0 = await service.load(id);
    const first = m0.ok && m0.pending ? m0.pending.seat : 0;
    // Bob must be the one answering: if Bob starts, he adds first and Alice (no counter) is passed for.
    if (first === 1) await service.submit({ matchId: id, userId: BOB, action: { type: "add", n: 1 } });
    const r = await service.submit({ matchId: id, userId: ALICE, action: { type: "add", n: 1 } });
    expect(r.ok && r.applied).toHaveLength(1); // Bob has counters: a real choice
    const p = await service.passUntilEndOfTurn(BOB, id);
    expect(p.ok && p.settled?.applied.map((a) => [a.auto, a.action])).toEqual([[true, { type: "pass" }]]);
    // Bob's turn now: he adds, Alice (no counters) is passed for, then Alice adds: a new turn, Bob decides again.
    await service.submit({ matchId: id, userId: BOB, action: { type: "add", n: 1 } });
    const r3 = await service.submit({ matchId: id, userId: ALICE, action: { type: "add", n: 1 } });
    expect(r3.ok && r3.applied).toHaveLength(1);
    const m = await service.load(id);
    expect(m.ok && m.pending?.seat).toBe(1);
    expect(await service.passUntilEndOfTurn(CAROL, id)).toMatchObject({
      ok: false,
      error: { code: "match/not-a-player" },
    });
  });

  it("play and pass answers the player's own next decision right after a play; auto-pass off wins", () => {
    const adapter = fakeAdapter();
    const state = fakeModule.apply(fakeModule.create({ target: 10, counters: [1, 1] }, "0"), 0, {
      type: "add",
      n: 1,
    });
    if (!state.ok) throw new Error("setup");
    // Seat 1 answers (it has a counter): normally a real choice.
    const none = parseStopSettings(null);
    expect(autoAnswer(adapter, state.state, 1, none, "m", { seat: 1, action: { type: "add", n: 1 } })).toBeNull();
    const on = patchMatchStops(none, "m", { playAndPass: true }, adapter.stops);
    expect(autoAnswer(adapter, state.state, 1, on, "m", { seat: 1, action: { type: "add", n: 1 } })).toEqual({
      type: "pass",
    });
    // Only after the player's own play, and only in that match.
    expect(autoAnswer(adapter, state.state, 1, on, "m", { seat: 0, action: { type: "add", n: 1 } })).toBeNull();
    expect(autoAnswer(adapter, state.state, 1, on, "other", { seat: 1, action: { type: "add", n: 1 } })).toBeNull();
    const off = { ...on, autoPass: false };
    expect(autoAnswer(adapter, state.state, 1, off, "m", { seat: 1, action: { type: "add", n: 1 } })).toBeNull();
  });
});
