/**
 * Card sets per server in the database (src/services/card-sets.ts, docs/rise.md "Card sets per server"), on SQLite
 * and on PostgreSQL (TEST_POSTGRES_URL; skipped without it): stored per server and game, replaced by key, listed,
 * removed, and read back as the content deck building receives.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/db/client.js";
import { contentHash, guildContent, listCardSets, putCardSet, removeCardSet } from "../../src/services/card-sets.js";
import { createTempPgDatabase, testPostgresUrl } from "../db/pg.js";

function contract(open: () => Promise<{ url: string; cleanup(): Promise<void> }>) {
  let handle: DbHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const o = await open();
    cleanup = o.cleanup;
    handle = await createDb(o.url);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  it("stores, replaces, lists and removes a server's sets; other servers and games see none", async () => {
    const db = handle!.prisma;
    const row = { guildId: "g1", game: "rise", key: "house", name: "House", text: "set: house\n", loadedBy: "u1" };
    expect(await putCardSet(db, row)).toEqual({ replaced: false, hash: contentHash(row.text) });
    expect(await putCardSet(db, { ...row, text: "set: house # v2\n" })).toMatchObject({ replaced: true });
    await putCardSet(db, { ...row, key: "alpha", name: "Alpha", text: "set: alpha\n" });
    expect((await listCardSets(db, "g1", "rise")).map((s) => s.key)).toEqual(["alpha", "house"]);
    const content = await guildContent(db, "g1", "rise");
    expect(content.sets.find((s) => s.key === "house")).toEqual({
      key: "house",
      text: "set: house # v2\n",
      hash: contentHash("set: house # v2\n"),
    });
    expect((await guildContent(db, "g2", "rise")).sets).toEqual([]);
    expect((await guildContent(db, "g1", "wow")).sets).toEqual([]);
    expect(await guildContent(db, null, "rise")).toEqual({ guildId: null, sets: [] });
    expect(await removeCardSet(db, "g1", "rise", "house")).toBe(true);
    expect(await removeCardSet(db, "g1", "rise", "house")).toBe(false);
    expect((await listCardSets(db, "g1", "rise")).map((s) => s.key)).toEqual(["alpha"]);
  });
}

describe("card sets on SQLite", () => {
  contract(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-sets-"));
    return { url: `file:${path.join(dir, "t.db")}`, cleanup: async () => fs.rmSync(dir, { recursive: true }) };
  });
});

describe.skipIf(!testPostgresUrl)("card sets on PostgreSQL", () => {
  contract(async () => {
    const tmp = await createTempPgDatabase(testPostgresUrl!);
    return { url: tmp.url, cleanup: tmp.drop };
  });
});
