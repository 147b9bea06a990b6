/**
 * A short seeded slice of the fault suite (`npm run chaos`, scripts/chaos/run.ts; docs/reliability.md): two bot
 * processes killed with SIGKILL at random points while writing the same matches and while delivering timer
 * notices, on a temp SQLite file. Nothing acknowledged is lost or applied twice, every match replays, every owed
 * notice is delivered after recovery (at least once: a process killed between posting and marking may repeat one).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { runChaos } from "../../scripts/chaos/run.js";
import { createDb } from "../../src/db/client.js";

it("kill -9 during writes and timer delivery: 0 lost, 0 duplicated, 0 owed but undelivered", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-chaos-slice-"));
  const url = `file:${path.join(dir, "c.db")}`;
  const db = await createDb(url);
  try {
    const f = await runChaos({ db, url, processes: 2, rounds: 1, matches: 2, timers: 4, seed: 19 });
    expect(f.actions.acknowledged).toBeGreaterThan(0);
    expect(f.actions).toMatchObject({ lost: 0, duplicated: 0, retriedAsNew: 0 });
    expect(f.replay.mismatched).toBe(0);
    expect(f.reminders).toMatchObject({ owed: 4, sent: 4, lost: 0, notDone: 0 });
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
