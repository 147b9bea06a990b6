/**
 * A short seeded slice of the bot fault suite (`npm run chaos`, scripts/chaos/bot.ts; docs/reliability.md "Chaos
 * figures"): two shard processes on a temp SQLite file against the fake Discord, publish failures, gateway drops
 * and a kill between clicks, then expiry notices ticked by both processes while one is killed and posts fail.
 * Assertions are on outcomes only (nothing lost or doubled), never on timing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { runBotChaos } from "../../scripts/chaos/bot.js";
import { createDb } from "../../src/db/client.js";

it("publish failures, gateway drops and kill -9 with two shards: 0 lost, 0 duplicated, every notice once", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-botchaos-"));
  const url = `file:${path.join(dir, "c.db")}`;
  const db = await createDb(url);
  try {
    const f = await runBotChaos({ db, url, processes: 2, matches: 2, clicks: 40, timers: 3, seed: 5 });
    expect(f.actions.acknowledged).toBeGreaterThan(0);
    expect(f.actions).toMatchObject({ lost: 0, duplicated: 0 });
    expect(f.notifications.owed).toBeGreaterThan(0);
    expect(f.notifications.lost).toBe(0);
    expect(f.notifications.delivered + f.notifications.givenUp).toBe(f.notifications.owed);
    expect(f.reminders).toMatchObject({ owed: 3, sent: 3, sentTwice: 0, lost: 0 });
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 400_000);
