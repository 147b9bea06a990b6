/**
 * `npm run matches -- verify [--database-url <url>]`: replays every stored match from its seed and action log and
 * compares it with the stored snapshot. Prints `OK` or `MISMATCH` per match and a summary; exits 1 on any mismatch.
 * The database defaults to DATABASE_URL (else `file:./data/duelhall.db`); migrations are not applied (read-only).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config.js";
import { createDb } from "../src/db/client.js";
import { MatchService } from "../src/services/matches/index.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "database-url": { type: "string" } },
});
if (positionals[0] !== "verify" || positionals.length !== 1) {
  console.error("usage: npm run matches -- verify [--database-url <url>]");
  process.exit(2);
}
const url = values["database-url"] ?? loadConfig().DATABASE_URL;
/** A mistyped URL gets one clear line and exit code 2, never a stack trace or a new empty database. */
function die(err: unknown): never {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`matches verify: ${message.split("\n").filter(Boolean).at(-1) ?? message}`);
  process.exit(2);
}
const db = await createDb(url, { migrate: false, mustExist: true }).catch(die);
try {
  const report = await new MatchService({ db: db.prisma }).verify().catch(die);
  for (const r of report.results) {
    const what = `${r.matchId} ${r.game} ${r.status} v${r.version} (${r.actions} actions)`;
    console.log(r.ok ? `OK        ${what}` : `MISMATCH  ${what}: ${r.problem}`);
  }
  console.log(`${report.results.length} matches checked: ${report.ok} OK, ${report.mismatched} mismatched`);
  process.exitCode = report.mismatched > 0 ? 1 : 0;
} finally {
  await db.close();
}
