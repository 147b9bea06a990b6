/**
 * Child process of multi-process.test.ts: one bot process of several on the same database. Submits actions to the
 * shared fake matches as fast as it can (each interaction id is resubmitted once: it must come back `duplicate`),
 * opens a challenge every few actions (an interactive transaction) and prints one JSON line at the end:
 * `{ acked: string[], refused: number, errors: string[], badDuplicates: number }`.
 * Usage: node --import tsx test/services/multi-writer-child.ts <database-url> <tag> <actions> <match-id>...
 */
import { writeSync } from "node:fs";
import { createDb } from "../../src/db/client.js";
import { MatchService } from "../../src/services/matches/index.js";
import { fakeAdapter } from "./fake-game.js";

const [url, tag, count, ...matchIds] = process.argv.slice(2);
if (!url || !tag || !count || matchIds.length === 0) throw new Error("usage: multi-writer-child <url> <tag> <n> <id>…");
const db = await createDb(url, { migrate: false });
const service = new MatchService({ db: db.prisma, games: { fake: fakeAdapter() } });
const acked: string[] = [];
const errors: string[] = [];
let refused = 0;
let badDuplicates = 0;
const describe = (e: unknown) => {
  const code = typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  return `${String(code ?? "")} ${e instanceof Error ? e.message.slice(0, 200) : String(e)}`;
};
for (let i = 0; i < Number(count); i++) {
  for (const matchId of matchIds) {
    const id = `${tag}-${matchId}-${i}`;
    try {
      const m = await service.load(matchId);
      if (!m.ok || m.match.toAct === null) throw new Error("match not playable");
      const userId = m.match.seats[m.match.toAct]!.playerId;
      const r = await service.submit({ matchId, userId, action: { type: "add", n: 1 }, interactionId: id });
      if (r.ok && !r.duplicate) {
        acked.push(id);
        const again = await service.submit({ matchId, userId, action: { type: "add", n: 1 }, interactionId: id });
        if (!again.ok || !again.duplicate) badDuplicates++;
      } else if (!r.ok) refused++;
      else badDuplicates++;
    } catch (e) {
      errors.push(describe(e));
    }
  }
  if (i % 5 === 0) {
    try {
      const c = await service.createChallenge({
        guildId: null,
        channelId: "300000000000000001",
        challengerId: `5000000000000${tag.padStart(5, "0")}`,
        opponentId: "100000000000000002",
        game: "fake",
        deckText: "counters 0",
      });
      if (!c.ok) errors.push(c.error.code);
    } catch (e) {
      errors.push(describe(e));
    }
  }
}
writeSync(1, `${JSON.stringify({ acked, refused, errors, badDuplicates })}\n`);
await db.close();
