import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type DbHandle } from "../../src/db/client.js";
import { manualClock } from "../../src/services/clock.js";
import { MatchService, type MatchServiceOptions } from "../../src/services/matches/index.js";
import { createTempPgDatabase, inCi, pgSkipReason, testPostgresUrl } from "../db/pg.js";
import { fakeAdapter } from "./fake-game.js";

/** A fresh migrated database for one provider. */
export interface FreshDb {
  url: string;
  handle: DbHandle;
  cleanup(): Promise<void>;
}

/** A temp SQLite file database. */
export async function freshSqlite(): Promise<FreshDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-matches-"));
  const url = `file:${path.join(dir, "t.db")}`;
  const handle = await createDb(url);
  return {
    url,
    handle,
    async cleanup() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throw-away PostgreSQL database on TEST_POSTGRES_URL. */
export async function freshPostgres(): Promise<FreshDb> {
  const db = await createTempPgDatabase(testPostgresUrl!);
  const handle = await createDb(db.url);
  return {
    url: db.url,
    handle,
    async cleanup() {
      await handle.close();
      await db.drop();
    },
  };
}

/** Providers to run a suite on: SQLite always; PostgreSQL with TEST_POSTGRES_URL (required in CI). */
export const providers: { name: "sqlite" | "postgresql"; fresh: () => Promise<FreshDb>; skip: string | false }[] = [
  { name: "sqlite", fresh: freshSqlite, skip: false },
  {
    name: "postgresql",
    fresh: freshPostgres,
    skip: testPostgresUrl || inCi ? false : pgSkipReason,
  },
];

/** Players used by the tests (Discord-like ids). */
export const ALICE = "100000000000000001";
export const BOB = "100000000000000002";
export const CAROL = "100000000000000003";

/** A service over the fake game (and nothing else) with a manual clock starting 2026-01-01. */
export function fakeService(db: DbHandle, extra: Partial<MatchServiceOptions> = {}) {
  const clock = manualClock(new Date("2026-01-01T00:00:00Z"));
  let n = 0;
  const service = new MatchService({
    db: db.prisma,
    games: { fake: fakeAdapter() },
    now: clock.now,
    // Even seeds: seat 0 (Alice) moves first.
    newSeed: () => String(1000 + 2 * n++),
    ...extra,
  });
  return { service, clock };
}

/** Creates and starts a fake match Alice (seat 0) vs Bob (seat 1); Alice moves first. */
export async function startFake(
  service: MatchService,
  opts: { aliceDeck?: string; bobDeck?: string; clockHours?: number } = {},
): Promise<string> {
  const c = await service.createChallenge({
    guildId: "200000000000000001",
    channelId: "300000000000000001",
    challengerId: ALICE,
    opponentId: BOB,
    game: "fake",
    deckText: opts.aliceDeck ?? "counters 0",
    ...(opts.clockHours ? { clockHours: opts.clockHours } : {}),
  });
  if (!c.ok) throw new Error(c.error.message);
  const a = await service.accept({ matchId: c.match.id, userId: BOB, deckText: opts.bobDeck ?? "counters 0" });
  if (!a.ok) throw new Error(a.error.message);
  return c.match.id;
}
