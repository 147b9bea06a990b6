/**
 * A bot process of the chaos suite (scripts/chaos/run.ts), killed with SIGKILL at random points. Two roles:
 * - `write <url> <tag> <seed> <match-id>…`: submits actions to the shared fake matches as fast as it can and prints
 *   `ACK <interaction-id>` (synchronously: a printed ACK was acknowledged) after each applied one;
 * - `tick <url> <sent-file> <now-ms>`: runs the timers at `now` with a delivery that appends `SENT <timer-id>` to
 *   `sent-file` (synchronously) and then acknowledges it.
 */
import { appendFileSync, writeSync } from "node:fs";
import { createDb } from "../../src/db/client.js";
import { nextInt, seedRng } from "../../src/engine/index.js";
import { MatchService } from "../../src/services/matches/index.js";
import { fakeAdapter } from "../../test/services/fake-game.js";

const [role, url, ...rest] = process.argv.slice(2);
if (!url || (role !== "write" && role !== "tick")) throw new Error("usage: child write|tick <url> …");
const db = await createDb(url, { migrate: false });
const service = new MatchService({ db: db.prisma, games: { fake: fakeAdapter() } });
if (role === "write") {
  const [tag, seed, ...matchIds] = rest;
  let rng = seedRng(Number(seed));
  for (let i = 0; ; i++) {
    const [r, pick] = nextInt(rng, matchIds.length);
    rng = r;
    const matchId = matchIds[pick]!;
    const m = await service.load(matchId);
    if (!m.ok || m.match.toAct === null) break;
    const userId = m.match.seats[m.match.toAct]!.playerId;
    const id = `${tag}-${i}`;
    const out = await service.submit({ matchId, userId, action: { type: "add", n: 1 }, interactionId: id });
    if (out.ok && !out.duplicate) writeSync(1, `ACK ${id}\n`);
  }
} else {
  const [sentFile, nowMs] = rest;
  await service.tick(new Date(Number(nowMs)), async (n) => {
    appendFileSync(sentFile!, `SENT ${n.timerId}\n`);
    writeSync(1, `SENT ${n.timerId}\n`);
    return "sent";
  });
  writeSync(1, "DONE\n");
}
await db.close();
