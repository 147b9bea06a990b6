/**
 * Timers processed one by one (issue 19 item 2): each timer's notice is posted in its match channel and the timer is
 * done only once the post went out; an unknown channel is a permanent failure (logged, told to the server's
 * owner, done); a 5xx is retried on a later tick; one failure never drops the rest of the batch.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { highcard } from "../games/highcard.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";

let t: BotTable;
beforeAll(async () => {
  t = await startTable({ games: { highcard } });
});
afterAll(async () => {
  await t?.close();
});

const SLOW = "400000000000000007"; // the opponent whose expiry notice meets a 500
const GONE_CHANNEL = "300000000000000999"; // a channel the fake does not know: 404 / 10003

async function challenge(channelId: string, opponentId: string, clockHours: number): Promise<string> {
  const c = await t.bot.deps.matches.createChallenge({
    guildId: t.fake.guildId,
    channelId,
    challengerId: t.fake.alice.id,
    opponentId,
    game: "highcard",
    deckText: "any deck",
    clockHours,
  });
  if (!c.ok) throw new Error(c.error.message);
  return c.match.id;
}

describe("timers one by one", () => {
  it("a 5xx and an unknown channel do not drop the other notices; each is done only once delivered", async () => {
    const { fake } = t;
    // The 500 case expires first, so the notices after it prove the batch goes on.
    const slow = await challenge(fake.channelId, SLOW, 1);
    const gone = await challenge(GONE_CHANNEL, fake.bob.id, 2);
    const ok1 = await challenge(fake.channelId, fake.bob.id, 2);
    const ok2 = await challenge(fake.channelId, fake.carol.id, 2);
    const fault = {
      match: (r: { method: string; path: string; json: unknown }) =>
        r.method === "POST" && JSON.stringify(r.json ?? "").includes(SLOW),
      status: 500,
      code: 0,
      message: "Internal Server Error",
    };
    fake.faults.push(fault);
    const now = new Date(Date.now() + 3 * 3_600_000);
    const first = await t.bot.tick(now);
    expect(first.expiredChallenges.map((e) => e.matchId).sort()).toEqual([ok1, ok2].sort());
    expect(first.failed.map((f) => [f.matchId, f.permanent])).toEqual(
      expect.arrayContaining([
        [slow, false],
        [gone, true],
      ]),
    );
    const posted = fake.channelMessages().map((m) => m.message.content);
    expect(posted.filter((c) => c.includes("expired"))).toHaveLength(2);
    // The server's owner (Alice; the guild has no system channel) is told about the channel the bot cannot use.
    expect(fake.dmsTo(fake.alice.id).some((m) => m.message.content.includes(GONE_CHANNEL))).toBe(true);
    const rows = await t.db.prisma.reminder.findMany({ where: { matchId: { in: [slow, gone, ok1, ok2] } } });
    expect(Object.fromEntries(rows.map((r) => [r.matchId, r.done]))).toEqual({
      [slow]: false,
      [gone]: true,
      [ok1]: true,
      [ok2]: true,
    });
    // Not yet due again: the retry waits (backoff); then Discord recovers and the notice goes out once.
    expect((await t.bot.tick(now)).failed).toEqual([]);
    fake.faults.length = 0;
    const later = new Date(now.getTime() + 10 * 60_000);
    expect((await t.bot.tick(later)).expiredChallenges.map((e) => e.matchId)).toEqual([slow]);
    expect((await t.bot.tick(new Date(later.getTime() + 3_600_000))).expiredChallenges).toEqual([]);
    expect(fake.channelMessages().filter((m) => m.message.content.includes(SLOW))).toHaveLength(1);
    const after = await t.db.prisma.reminder.findMany({ where: { matchId: slow } });
    expect(after.every((r) => r.done)).toBe(true);
    expect(fake.unexpected).toEqual([]);
  });

  it("a timer taken by a process that died is delivered after its lease", async () => {
    const { fake } = t;
    const id = await challenge(fake.channelId, fake.carol.id, 1);
    const now = new Date(Date.now() + 2 * 3_600_000);
    const [row] = await t.db.prisma.reminder.findMany({ where: { matchId: id } });
    // Another process took it (lease) and died before posting: nothing is sent until the lease ends.
    const taken = await t.bot.deps.matches.store.claimTimer(row!, now, new Date(now.getTime() + 60_000));
    expect(taken?.notice?.kind).toBe("challenge-expired");
    expect((await t.bot.tick(now)).expiredChallenges).toEqual([]);
    const report = await t.bot.tick(new Date(now.getTime() + 120_000));
    expect(report.expiredChallenges.map((e) => e.matchId)).toEqual([id]);
  });
});
