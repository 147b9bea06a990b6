/**
 * `npm run chaos [-- --processes 4 --rounds 5 --matches 3 --timers 40 --seed 1]`: the fault suite of issue 19 on a
 * temp SQLite file, and on PostgreSQL too when TEST_POSTGRES_URL is set (a throw-away database on that server).
 * Prints one JSON object per database: actions acknowledged / lost / duplicated, replay mismatches, reminders
 * owed / sent / sent twice / lost. Exits 1 when anything was lost or duplicated. docs/reliability.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "../src/db/client.js";
import { createTempPgDatabase } from "../test/db/pg.js";
import { type ChaosFigures, runChaos } from "./chaos/run.js";

const { values } = parseArgs({
  options: {
    processes: { type: "string", default: "4" },
    rounds: { type: "string", default: "5" },
    matches: { type: "string", default: "3" },
    timers: { type: "string", default: "40" },
    seed: { type: "string", default: "1" },
  },
});
const opts = {
  processes: Number(values.processes),
  rounds: Number(values.rounds),
  matches: Number(values.matches),
  timers: Number(values.timers),
  seed: Number(values.seed),
};
const figures: ChaosFigures[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-chaos-"));
const url = `file:${path.join(dir, "chaos.db")}`;
const sqlite = await createDb(url);
try {
  figures.push(await runChaos({ db: sqlite, url, ...opts }));
} finally {
  await sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
const pgServer = process.env.TEST_POSTGRES_URL;
if (pgServer) {
  const pg = await createTempPgDatabase(pgServer);
  const handle = await createDb(pg.url);
  try {
    figures.push(await runChaos({ db: handle, url: pg.url, ...opts }));
  } finally {
    await handle.close();
    await pg.drop();
  }
} else console.error("PostgreSQL skipped: set TEST_POSTGRES_URL (npm run pg:start) to run it too.");
for (const f of figures) console.log(JSON.stringify(f));
const bad = figures.some(
  (f) =>
    f.actions.lost + f.actions.duplicated + f.actions.retriedAsNew + f.replay.mismatched + f.reminders.lost > 0 ||
    f.reminders.notDone > 0,
);
process.exit(bad ? 1 : 0);
