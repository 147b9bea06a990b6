/**
 * `npm run chaos [-- --processes 4 --rounds 5 --matches 3 --timers 40 --seed 1 --bot-matches 6 --bot-timers 8]`:
 * the fault suite of issue 19 on a temp SQLite file, and on PostgreSQL too when TEST_POSTGRES_URL is set (a
 * throw-away database on that server). Per database: the service experiment (./chaos/run.ts: writers and timer
 * deliveries killed with SIGKILL) and the bot experiment (./chaos/bot.ts: N shard processes against the fake
 * Discord with publish failures, gateway drops and kills; `--bot-matches 0` skips it). Prints one JSON object per
 * experiment and database: actions acknowledged / lost / duplicated, replay mismatches, notifications owed /
 * delivered / given up / lost, reminders owed / sent / sent twice / lost. Exits 1 when anything was lost or
 * duplicated. docs/reliability.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb } from "../src/db/client.js";
import { createTempPgDatabase } from "../test/db/pg.js";
import { type BotChaosFigures, runBotChaos } from "./chaos/bot.js";
import { type ChaosFigures, runChaos } from "./chaos/run.js";

const { values } = parseArgs({
  options: {
    processes: { type: "string", default: "4" },
    rounds: { type: "string", default: "5" },
    matches: { type: "string", default: "3" },
    timers: { type: "string", default: "40" },
    seed: { type: "string", default: "1" },
    "bot-matches": { type: "string", default: "6" },
    "bot-timers": { type: "string", default: "8" },
  },
});
const opts = {
  processes: Number(values.processes),
  rounds: Number(values.rounds),
  matches: Number(values.matches),
  timers: Number(values.timers),
  seed: Number(values.seed),
};
const botOpts = {
  processes: opts.processes,
  matches: Number(values["bot-matches"]),
  clicks: 60,
  timers: Number(values["bot-timers"]),
  seed: opts.seed,
};
const figures: ChaosFigures[] = [];
const botFigures: BotChaosFigures[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-chaos-"));
const url = `file:${path.join(dir, "chaos.db")}`;
const sqlite = await createDb(url);
try {
  figures.push(await runChaos({ db: sqlite, url, ...opts }));
  if (botOpts.matches > 0) botFigures.push(await runBotChaos({ db: sqlite, url, ...botOpts }));
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
    if (botOpts.matches > 0) botFigures.push(await runBotChaos({ db: handle, url: pg.url, ...botOpts }));
  } finally {
    await handle.close();
    await pg.drop();
  }
} else console.error("PostgreSQL skipped: set TEST_POSTGRES_URL (npm run pg:start) to run it too.");
for (const f of figures) console.log(JSON.stringify(f));
for (const f of botFigures) console.log(JSON.stringify({ bot: true, ...f }));
const bad =
  figures.some(
    (f) =>
      f.actions.lost + f.actions.duplicated + f.actions.retriedAsNew + f.replay.mismatched + f.reminders.lost > 0 ||
      f.reminders.notDone > 0,
  ) ||
  botFigures.some(
    (f) => f.actions.lost + f.actions.duplicated + f.notifications.lost + f.reminders.lost + f.reminders.sentTwice > 0,
  );
process.exit(bad ? 1 : 0);
