import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDeploy, migrateDiff, migrateStatus, repoRoot, targetFor } from "../../scripts/wasm-migrate.js";
import { applyMigrations, migrationsDirFor } from "../../src/db/apply-migrations.js";
import { createDb, type DbHandle } from "../../src/db/client.js";
import { createTempPgDatabase, inCi, pgSkipReason, testPostgresUrl } from "./pg.js";

/**
 * Database contract: the one schema and its two migration folders behave the same on SQLite and PostgreSQL
 * (docs/database.md). Each provider gets a fresh database per run.
 */

/** A fresh database for one provider. */
interface Fresh {
  url: string;
  cleanup(): Promise<void>;
}

function contract(provider: "sqlite" | "postgresql", fresh: () => Promise<Fresh>): void {
  let db: Fresh;
  let handle: DbHandle | undefined;

  beforeAll(async () => {
    db = await fresh();
  });
  afterAll(async () => {
    await handle?.close();
    await db?.cleanup();
  });

  it("applies every committed migration to an empty database, then nothing on a second run", async () => {
    const names = fs
      .readdirSync(migrationsDirFor(db.url), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(names.length).toBeGreaterThan(0);
    expect(await applyMigrations(db.url)).toEqual(names);
    expect(await applyMigrations(db.url)).toEqual([]);
  });

  it("leaves a history Prisma's engine accepts, and the migrations match the schema (diff is empty)", async () => {
    const target = targetFor(db.url);
    expect(target.provider).toBe(provider);
    expect((await migrateStatus(target)).ok).toBe(true);
    expect(await migrateDeploy(target)).toEqual([]);
    const diff = await migrateDiff(target);
    expect(diff.script).not.toMatch(/CREATE|ALTER|DROP/);
    expect(diff.empty).toBe(true);
  });

  it("stores a player, a match with seats and an append-only action log", async () => {
    handle = await createDb(db.url);
    expect(handle.provider).toBe(provider);
    const { prisma } = handle;
    await prisma.player.createMany({ data: [{ id: "100000000000000001" }, { id: "100000000000000002" }] });
    const deck = await prisma.savedDeck.create({
      data: { ownerId: "100000000000000001", game: "riftbound", name: "Jinx", sourceText: "x", deckJson: "{}" },
    });
    const match = await prisma.match.create({
      data: {
        game: "riftbound",
        mode: "1v1",
        guildId: "200000000000000001",
        channelId: "300000000000000001",
        configJson: JSON.stringify({ clockHours: 72 }),
        seed: "18446744073709551615",
        seats: {
          create: [
            { seat: 0, playerId: "100000000000000001", deckId: deck.id },
            { seat: 1, playerId: "100000000000000002" },
          ],
        },
        clocks: { create: [{ seat: 0, allowanceSeconds: 259_200 }] },
      },
      include: { seats: true },
    });
    expect(match.status).toBe("challenged");
    expect(match.stateVersion).toBe(0);
    expect(match.seats.map((s) => s.dmStatus)).toEqual(["unknown", "unknown"]);

    await prisma.matchAction.create({
      data: { matchId: match.id, seq: 1, seat: 0, actionJson: "{}", resultingVersion: 1, interactionId: "i-1" },
    });
    await prisma.matchAction.create({
      data: { matchId: match.id, seq: 2, seat: 1, actionJson: "{}", resultingVersion: 2, auto: true },
    });
    // NULL interaction ids never collide (auto actions).
    await prisma.matchAction.create({
      data: { matchId: match.id, seq: 3, seat: 1, actionJson: "{}", resultingVersion: 3, auto: true },
    });
    const log = await prisma.matchAction.findMany({ where: { matchId: match.id }, orderBy: { seq: "asc" } });
    expect(log.map((a) => [a.seq, a.auto])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);

    // Compare-and-set on stateVersion: the second writer with the stale version loses.
    const cas = (from: number) =>
      prisma.match.updateMany({ where: { id: match.id, stateVersion: from }, data: { stateVersion: from + 1 } });
    expect((await cas(0)).count).toBe(1);
    expect((await cas(0)).count).toBe(0);
  });

  it("enforces unique (match, seq), (match, interaction) and (owner, game, deck name)", async () => {
    const prisma = handle!.prisma;
    const match = await prisma.match.findFirstOrThrow();
    const action = { matchId: match.id, seat: 0, actionJson: "{}", resultingVersion: 9 };
    await expect(prisma.matchAction.create({ data: { ...action, seq: 1 } })).rejects.toMatchObject({ code: "P2002" });
    await expect(
      prisma.matchAction.create({ data: { ...action, seq: 4, interactionId: "i-1" } }),
    ).rejects.toMatchObject({ code: "P2002" });
    await expect(
      prisma.savedDeck.create({
        data: { ownerId: "100000000000000001", game: "riftbound", name: "Jinx", sourceText: "", deckJson: "{}" },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

  it("deleting a match cascades to its seats, actions and clocks", async () => {
    const prisma = handle!.prisma;
    const match = await prisma.match.findFirstOrThrow();
    await prisma.match.delete({ where: { id: match.id } });
    expect(await prisma.matchAction.count()).toBe(0);
    expect(await prisma.matchSeat.count()).toBe(0);
    expect(await prisma.matchClock.count()).toBe(0);
    expect(await prisma.player.count()).toBe(2);
  });
}

describe("SQLite (temp file)", () => {
  contract("sqlite", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-db-"));
    // A nested, not yet existing directory: createDb/applyMigrations create it.
    return {
      url: `file:${path.join(dir, "nested", "test.db")}`,
      cleanup: async () => fs.rmSync(dir, { recursive: true }),
    };
  });
});

if (testPostgresUrl) {
  const serverUrl = testPostgresUrl;
  describe("PostgreSQL (fresh database per run)", () => {
    contract("postgresql", async () => {
      const tmp = await createTempPgDatabase(serverUrl);
      return { url: tmp.url, cleanup: tmp.drop };
    });
  });
} else if (inCi) {
  describe("PostgreSQL", () => {
    it("TEST_POSTGRES_URL is set (required in CI)", () => {
      throw new Error(`CI=true but ${pgSkipReason}. .ci/run starts one.`);
    });
  });
} else {
  console.warn(`test/db: PostgreSQL contract skipped: ${pgSkipReason}.`);
  describe.skip(`PostgreSQL (skipped: ${pgSkipReason})`, () => {
    it("contract", () => {});
  });
}

describe("schema files", () => {
  it("prisma/postgres/schema.prisma is the current derivation of prisma/schema.prisma", () => {
    execFileSync(process.execPath, [path.join(repoRoot, "scripts/sync-pg-schema.mjs"), "--check"], { stdio: "pipe" });
  });
});
