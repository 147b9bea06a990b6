/**
 * Undo (issue 15; docs/matches.md "Undo"): take back your last action while the opponent has not acted, with their
 * consent after that; the log is replayed without the undone rows (verify still passes), compare-and-set refuses an
 * undo asked at an older version, and nothing is undone past hidden information (a draw, a shuffle).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import { manualClock } from "../../src/services/clock.js";
import { MatchService } from "../../src/services/matches/index.js";
import { hiddenInfoBlock } from "../../src/services/matches/undo.js";
import { highcardHost } from "../games/highcard.js";
import { ALICE, BOB, type FreshDb, freshSqlite } from "./helpers.js";

const deck = (name: string) => readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");

let db: FreshDb;
beforeAll(async () => {
  db = await freshSqlite();
});
afterAll(async () => {
  await db?.cleanup();
});

async function highcardMatch(service: MatchService): Promise<string> {
  const c = await service.createChallenge({
    guildId: null,
    channelId: "c",
    challengerId: ALICE,
    opponentId: BOB,
    game: "highcard",
    deckText: "-",
  });
  if (!c.ok) throw new Error(c.error.message);
  const a = await service.accept({ matchId: c.match.id, userId: BOB, deckText: "-" });
  if (!a.ok) throw new Error(a.error.message);
  return c.match.id;
}

/** The user who must play now, and a card they hold. */
async function toPlay(service: MatchService, matchId: string): Promise<{ user: string; card: string }> {
  const m = await service.load(matchId);
  if (!m.ok || !m.pending) throw new Error("no decision");
  const user = m.match.seats[m.pending.seat]!.playerId;
  return { user, card: m.pending.options[0]!.id };
}

describe("undo (Highcard: every card is dealt at the start, nothing is drawn later)", () => {
  it("takes back your last action while the opponent has not acted, and the log still replays", async () => {
    const clock = manualClock(new Date("2026-03-01T12:00:00Z"));
    const service = new MatchService({ db: db.handle.prisma, games: { highcard: highcardHost }, now: clock.now });
    const id = await highcardMatch(service);
    const first = await toPlay(service, id);
    const other = first.user === ALICE ? BOB : ALICE;
    expect(await service.planUndo(id, first.user)).toMatchObject({ ok: false, error: { code: "undo/nothing" } });
    await service.submit({ matchId: id, userId: first.user, action: { type: "play", card: first.card } });
    expect(await service.planUndo(id, other)).toMatchObject({ ok: false, error: { code: "undo/nothing" } });
    const plan = await service.planUndo(id, first.user);
    expect(plan).toMatchObject({ ok: true, plan: { version: 1, toVersion: 0, rows: 1, actedSince: [] } });
    // An undo asked at another version is refused (compare-and-set).
    expect(await service.undo({ matchId: id, userId: first.user, expectedVersion: 5 })).toMatchObject({
      ok: false,
      error: { code: "match/stale" },
    });
    clock.advance(60_000);
    expect(await service.undo({ matchId: id, userId: first.user, expectedVersion: 1 })).toMatchObject({ ok: true });
    const m = await service.load(id);
    expect(m.ok && [m.match.stateVersion, m.match.seats[m.pending!.seat]!.playerId]).toEqual([0, first.user]);
    // The clock runs afresh for the player who decides again.
    expect(m.ok && m.match.deadlineAt?.getTime()).toBe(clock.now().getTime() + 72 * 3600_000);
    expect(await service.store.getLog(id)).toEqual([]);
    expect((await service.verify()).results.find((r) => r.matchId === id)).toMatchObject({ ok: true });
  });

  it("needs the opponent's consent once they acted, and only theirs", async () => {
    const service = new MatchService({ db: db.handle.prisma, games: { highcard: highcardHost } });
    const id = await highcardMatch(service);
    const first = await toPlay(service, id);
    await service.submit({ matchId: id, userId: first.user, action: { type: "play", card: first.card } });
    const second = await toPlay(service, id);
    await service.submit({ matchId: id, userId: second.user, action: { type: "play", card: second.card } });
    const plan = await service.planUndo(id, first.user);
    expect(plan).toMatchObject({ ok: true, plan: { version: 2, toVersion: 0, rows: 2 } });
    expect(plan.ok && plan.plan.actedSince).toHaveLength(1);
    expect(await service.undo({ matchId: id, userId: first.user })).toMatchObject({
      ok: false,
      error: { code: "undo/needs-consent" },
    });
    expect(await service.undo({ matchId: id, userId: first.user, consentBy: first.user })).toMatchObject({
      ok: false,
      error: { code: "undo/needs-consent" },
    });
    expect(
      await service.undo({ matchId: id, userId: first.user, consentBy: second.user, expectedVersion: 2 }),
    ).toMatchObject({ ok: true, plan: { rows: 2 } });
    const m = await service.load(id);
    expect(m.ok && m.match.stateVersion).toBe(0);
    expect((await service.verify()).results.find((r) => r.matchId === id)).toMatchObject({ ok: true });
  });
});

describe("undo never reveals hidden information", () => {
  it("a newly visible card name, or a moved RNG, blocks; a card moving between known places does not", () => {
    const adapter = {
      module: {
        view: (s: { hand: string[]; board: string[] }, seat: number) => ({
          hand: seat === 0 ? s.hand.map((name, i) => ({ id: `h${i}`, name })) : [],
          board: s.board.map((name, i) => ({ id: `b${i}`, name })),
        }),
      },
    } as unknown as Parameters<typeof hiddenInfoBlock>[0];
    const base = { hand: ["Ash", "Elm"], board: [], rng: 1 };
    expect(hiddenInfoBlock(adapter, base, [{ hand: ["Elm"], board: ["Ash"], rng: 1 }], 2)).toBeNull();
    expect(hiddenInfoBlock(adapter, base, [{ hand: ["Ash", "Elm", "Fir"], board: [], rng: 1 }], 2)).toMatch(/drawn/);
    expect(hiddenInfoBlock(adapter, base, [{ hand: ["Ash", "Elm"], board: [], rng: 2 }], 2)).toMatch(/shuffle/);
  });

  it("Riftbound: the mulligan answer that let the first turn's draw happen cannot be taken back", async () => {
    const service = new MatchService({
      db: db.handle.prisma,
      games: { riftbound: riftboundAdapter({ requireSupported: false }) },
      newSeed: () => "12345",
    });
    const c = await service.createChallenge({
      guildId: null,
      channelId: "c",
      challengerId: ALICE,
      opponentId: BOB,
      game: "riftbound",
      deckText: deck("precon-ogn-jinx"),
    });
    if (!c.ok) throw new Error(c.error.message);
    await service.accept({ matchId: c.match.id, userId: BOB, deckText: deck("precon-ogn-viktor") });
    const users: string[] = [];
    for (let i = 0; i < 2; i++) {
      const m = await service.load(c.match.id);
      if (!m.ok || !m.pending) throw new Error("no decision");
      const user = m.match.seats[m.pending.seat]!.playerId;
      users.push(user);
      const r = await service.submit({
        matchId: c.match.id,
        userId: user,
        action: { type: "choose", decision: m.pending.id, cards: [] },
      });
      expect(r.ok).toBe(true);
    }
    const r = await service.planUndo(c.match.id, users[1]!);
    expect(r).toMatchObject({ ok: false, error: { code: "undo/hidden" } });
  });
});
