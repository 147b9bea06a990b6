import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../src/services/clock.js";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { MatchService } from "../../src/services/matches/index.js";
import { ALICE, BOB, CAROL, type FreshDb, freshSqlite } from "./helpers.js";

/**
 * Riftbound for three and four players through the match service (646-648, docs/multiplayer.md): a challenge names
 * every invited player, each accepts with a deck, the game starts when the last one does; seat counts are checked.
 */

const DAVE = "100000000000000004";
const deck = (name: string) => readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");
const jinx = deck("precon-ogn-jinx");
const viktor = deck("precon-ogn-viktor");

describe("riftbound 3-4 player matches (SQLite)", () => {
  let db: FreshDb;
  beforeAll(async () => {
    db = await freshSqlite();
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  function service() {
    return new MatchService({
      db: db.handle.prisma,
      games: { riftbound: riftboundAdapter({ requireSupported: false }) },
      now: manualClock(new Date("2026-03-01T12:00:00Z")).now,
      newSeed: () => "777",
    });
  }

  it("refuses a challenge whose players do not fill the mode's seats (646.1-648.1)", async () => {
    const s = service();
    const base = {
      guildId: null,
      channelId: "c",
      challengerId: ALICE,
      opponentId: BOB,
      game: "riftbound",
      deckText: jinx,
    };
    expect(await s.createChallenge({ ...base, mode: "2v2", opponentIds: [CAROL] })).toMatchObject({
      ok: false,
      error: { code: "game/bad-mode" },
    });
    expect(await s.createChallenge({ ...base, mode: "1v1", opponentIds: [CAROL] })).toMatchObject({
      ok: false,
      error: { code: "game/bad-mode" },
    });
    expect(await s.createChallenge({ ...base, mode: "ffa3", opponentIds: [BOB] })).toMatchObject({
      ok: false,
      error: { code: "challenge/self" },
    });
  });

  it("2v2: the game starts when the last invited player accepts; teams are seats 0+2 and 1+3 (648.2)", async () => {
    const s = service();
    const c = await s.createChallenge({
      guildId: null,
      channelId: "c",
      challengerId: ALICE,
      opponentId: BOB,
      opponentIds: [CAROL, DAVE],
      game: "riftbound",
      mode: "2v2",
      deckText: jinx,
    });
    if (!c.ok) throw new Error(c.error.message);
    expect(await s.accept({ matchId: c.match.id, userId: BOB, deckText: viktor })).toMatchObject({
      ok: true,
      status: "challenged",
    });
    expect(await s.accept({ matchId: c.match.id, userId: BOB, deckText: viktor })).toMatchObject({
      ok: true,
      duplicate: true,
    });
    expect(await s.accept({ matchId: c.match.id, userId: CAROL, deckText: jinx })).toMatchObject({
      status: "challenged",
    });
    expect(await s.accept({ matchId: c.match.id, userId: DAVE, deckText: viktor })).toMatchObject({
      ok: true,
      status: "active",
    });
    const m = await s.load(c.match.id);
    if (!m.ok) throw new Error("not loaded");
    const st = m.state as RbState;
    expect(st.players).toHaveLength(4);
    expect(st.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(st.victoryScore).toBe(11);
    expect(m.match.seats.map((x) => x.playerId)).toEqual([ALICE, BOB, CAROL, DAVE]);
    expect(m.pending?.kind).toBe("mulligan");
    const report = await s.verify();
    expect(report.results.find((r) => r.matchId === c.match.id)).toMatchObject({ ok: true });
  });

  it("ffa3: three seats; each seat's view hides the other hands", async () => {
    const s = service();
    const c = await s.createChallenge({
      guildId: null,
      channelId: "c",
      challengerId: ALICE,
      opponentId: BOB,
      opponentIds: [CAROL],
      game: "riftbound",
      mode: "ffa3",
      deckText: jinx,
    });
    if (!c.ok) throw new Error(c.error.message);
    await s.accept({ matchId: c.match.id, userId: BOB, deckText: viktor });
    expect(await s.accept({ matchId: c.match.id, userId: CAROL, deckText: jinx })).toMatchObject({ status: "active" });
    const m = await s.load(c.match.id);
    if (!m.ok) throw new Error("not loaded");
    const v = m.view(1) as unknown as { players: { hand?: unknown[] }[] };
    expect(v.players.map((p) => p.hand !== undefined)).toEqual([false, true, false]);
  });
});
