/**
 * SQLite used correctly (issue 19 item 3; docs/database.md "SQLite and concurrency"): inside one process a read
 * never sees another request's uncommitted transaction; several processes on one SQLite file wait for each other
 * (BEGIN IMMEDIATE + busy timeout) instead of failing with SQLITE_BUSY / P1008, and lose or duplicate no action.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeService, type FreshDb, freshSqlite, startFake } from "../services/helpers.js";

let db: FreshDb;
beforeAll(async () => {
  db = await freshSqlite();
});
afterAll(async () => {
  await db?.cleanup();
});

describe("one process", () => {
  it("a plain read waits for an open transaction and never sees its rolled-back write", async () => {
    const prisma = db.handle.prisma;
    await prisma.player.create({ data: { id: "900000000000000001", stopSettings: "{}" } });
    let wrote!: () => void;
    const written = new Promise<void>((r) => {
      wrote = r;
    });
    let finish!: () => void;
    const hold = new Promise<void>((r) => {
      finish = r;
    });
    const tx = prisma
      .$transaction(async (t) => {
        await t.player.update({ where: { id: "900000000000000001" }, data: { stopSettings: '{"dirty":true}' } });
        wrote();
        await hold;
        throw new Error("roll back");
      })
      .catch((e: Error) => e.message);
    await written;
    let readDone = false;
    const read = prisma.player.findUnique({ where: { id: "900000000000000001" } }).finally(() => {
      readDone = true;
    });
    // Give the read many event-loop turns to run while the transaction is open (it must wait), then roll back.
    for (let turn = 0; turn < 200 && !readDone; turn++) await new Promise((r) => setImmediate(r));
    expect(readDone).toBe(false);
    finish();
    expect(await tx).toBe("roll back");
    expect((await read)?.stopSettings).toBe("{}");
  });

  it("the database file is readable by its owner only", () => {
    const file = db.url.replace(/^file:/, "");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

const child = path.join(import.meta.dirname, "../services/multi-writer-child.ts");

interface ChildReport {
  acked: string[];
  refused: number;
  errors: string[];
  badDuplicates: number;
}

function runChild(url: string, tag: string, actions: number, matchIds: string[]): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", child, url, tag, String(actions), ...matchIds], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    proc.stdout.on("data", (d: Buffer) => {
      out += d.toString();
    });
    proc.stderr.on("data", (d: Buffer) => {
      err += d.toString();
    });
    proc.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as ChildReport);
      else reject(new Error(`child ${tag} exited ${code}: ${err.slice(-2000)}`));
    });
  });
}

describe("several processes on one SQLite file", () => {
  it("3 processes writing the same matches: no SQLITE_BUSY, nothing lost, nothing duplicated", async () => {
    const { service } = fakeService(db.handle);
    const matches = [
      await startFake(service, { aliceDeck: "counters 0 target 100000" }),
      await startFake(service, { aliceDeck: "counters 0 target 100000" }),
    ];
    const reports = await Promise.all(["1", "2", "3"].map((tag) => runChild(db.url, tag, 15, matches)));
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(reports.reduce((n, r) => n + r.badDuplicates, 0)).toBe(0);
    const acked = reports.flatMap((r) => r.acked);
    expect(acked.length).toBeGreaterThan(0);
    const logged = new Map<string, number>();
    for (const id of matches)
      for (const row of await service.store.getLog(id))
        if (row.interactionId) logged.set(row.interactionId, (logged.get(row.interactionId) ?? 0) + 1);
    // Every acknowledged action is in the log exactly once, and nothing unacknowledged was applied.
    expect(acked.filter((id) => logged.get(id) !== 1)).toEqual([]);
    expect([...logged.keys()].sort()).toEqual([...acked].sort());
    expect((await service.verify()).mismatched).toBe(0);
  }, 120_000);
});
