/**
 * Smaller defects of issue 19 item 5, service side: the idempotency lookup runs after the seat check (a reused
 * interaction id never returns another player's recorded result to a non-player); `matches verify` with a mistyped
 * database URL says so in one line and creates nothing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, CAROL, fakeService, type FreshDb, freshSqlite, startFake } from "./helpers.js";

let db: FreshDb;
beforeAll(async () => {
  db = await freshSqlite();
});
afterAll(async () => {
  await db?.cleanup();
});

describe("idempotency after the seat check", () => {
  it("a reused interaction id from someone without a seat is refused, not answered with the recorded result", async () => {
    const { service } = fakeService(db.handle);
    const id = await startFake(service);
    const first = await service.submit({
      matchId: id,
      userId: ALICE,
      action: { type: "add", n: 1 },
      interactionId: "i-1",
    });
    expect(first).toMatchObject({ ok: true, duplicate: false });
    const again = await service.submit({
      matchId: id,
      userId: ALICE,
      action: { type: "add", n: 1 },
      interactionId: "i-1",
    });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    for (const call of [
      service.submit({ matchId: id, userId: CAROL, action: { type: "add", n: 1 }, interactionId: "i-1" }),
      service.concede({ matchId: id, userId: CAROL, interactionId: "i-1" }),
      service.claim({ matchId: id, userId: CAROL, interactionId: "i-1" }),
    ])
      expect(await call).toMatchObject({ ok: false, error: { code: "action/not-your-seat" } });
  });
});

describe("names from outside that are Object.prototype members", () => {
  it("a game named constructor, __proto__ or toString is unknown, never a crash", async () => {
    const { service } = fakeService(db.handle);
    for (const game of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const r = await service.createChallenge({
        guildId: null,
        channelId: "300000000000000001",
        challengerId: ALICE,
        opponentId: CAROL,
        game,
        deckText: "counters 0",
      });
      expect(r).toMatchObject({ ok: false, error: { code: "game/unknown" } });
    }
  });
});

describe("matches verify with a mistyped URL", () => {
  it("prints one clear line, exits 2 and creates no database", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-verify-"));
    const file = path.join(dir, "typo", "duelhal.db");
    const r = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/matches.ts", "verify", "--database-url", `file:${file}`],
      {
        cwd: path.resolve(import.meta.dirname, "../.."),
        encoding: "utf8",
        env: { ...process.env, LOG_LEVEL: "silent" },
      },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`There is no SQLite database at ${file}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
