/**
 * Child process of crash.test.ts: submits actions to one fake match as fast as it can and prints `ACK <n>` after
 * each acknowledged one (synchronously, so a printed ACK was acknowledged). The parent kills it mid-stream.
 * Usage: node --import tsx test/services/crash-child.ts <database-url> <match-id>
 */
import { writeSync } from "node:fs";
import { createDb } from "../../src/db/client.js";
import { MatchService } from "../../src/services/matches/index.js";
import { fakeAdapter } from "./fake-game.js";

const [url, matchId] = process.argv.slice(2);
if (!url || !matchId) throw new Error("usage: crash-child <database-url> <match-id>");
const db = await createDb(url, { migrate: false });
const service = new MatchService({ db: db.prisma, games: { fake: fakeAdapter() } });
for (let i = 0; i < 100_000; i++) {
  const m = await service.load(matchId);
  if (!m.ok || m.match.toAct === null) throw new Error("match not playable");
  const userId = m.match.seats[m.match.toAct]!.playerId;
  const r = await service.submit({ matchId, userId, action: { type: "add", n: 1 }, interactionId: `crash-${i}` });
  if (!r.ok) throw new Error(r.error.message);
  writeSync(1, `ACK ${i} ${r.version}\n`);
}
