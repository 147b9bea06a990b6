/**
 * Several bot processes on one database (issue 19; docs/reliability.md "Several bot processes"): discord.js's
 * ShardingManager spawns two real processes (test/helpers/shard-child.ts), each a shard of the fake gateway
 * (IDENTIFY with `shard: [id, 2]`). The guild sits on shard 1, so challenge commands and board buttons reach
 * process 1 while the panel DM clicks reach process 0 (Discord routes DMs to shard 0). Every interaction is answered
 * once and applied once; expired-challenge notices ticked by both processes at once are posted once each; a process
 * killed while it delivers them loses none (the survivor delivers them after the lease).
 * SQLite file by default; PostgreSQL too when TEST_POSTGRES_URL is set.
 */
import { fileURLToPath } from "node:url";
import { type Shard, ShardingManager } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostsOf } from "../../src/games/index.js";
import { MatchService } from "../../src/services/matches/index.js";
import { type FreshDb, providers } from "../services/helpers.js";
import { highcard } from "../games/highcard.js";
import { type FakeDiscord, type FakeUser, shardOfGuild, startFakeDiscord } from "../helpers/fake-discord.js";
import { type DriverMatch, driverMatch, playMatch, settled, SimPlayer } from "../helpers/sim-player.js";

const CHILD = fileURLToPath(new URL("../helpers/shard-child.ts", import.meta.url));
/** A guild id on shard 1 of 2: `(id >> 22) % 2 === 1`. */
const GUILD_ON_SHARD_1 = ((1n << 40n) | (1n << 22n)).toString();

for (const p of providers) {
  describe.skipIf(p.skip)(`two bot processes (shards) on one ${p.name} database`, () => {
    let fake: FakeDiscord;
    let db: FreshDb;
    let manager: ShardingManager;
    const shards: Shard[] = [];
    const errors: string[] = [];
    const messages: Record<string, unknown>[] = [];
    let service: MatchService;

    beforeAll(async () => {
      // A long interaction deadline: a cold child process under load must not turn into a 10062 (timing).
      fake = await startFakeDiscord({
        shards: 2,
        dmInteractions: true,
        guildId: GUILD_ON_SHARD_1,
        interactionDeadlineMs: 120_000,
      });
      db = await p.fresh();
      service = new MatchService({ db: db.handle.prisma, games: hostsOf({ highcard }) });
      manager = new ShardingManager(CHILD, {
        totalShards: 2,
        token: fake.token,
        mode: "process",
        respawn: false,
        execArgv: ["--import", "tsx"],
      });
      for (const id of [0, 1]) {
        const shard = manager.createShard(id);
        // The shard's environment: discord.js sets SHARDS, SHARD_COUNT and the token; the test adds the rest.
        Object.assign(shard.env as NodeJS.ProcessEnv, { DATABASE_URL: db.url, DISCORD_API_BASE: fake.apiBase });
        shard.on("message", (m: Record<string, unknown>) => {
          messages.push(m);
          if (m.kind === "error") errors.push(String(m.message));
        });
        shards.push(shard);
      }
      await Promise.all(shards.map((s) => s.spawn(90_000)));
      await until(() => messages.some((m) => m.kind === "registered"), "commands registered");
    }, 180_000);

    afterAll(async () => {
      for (const s of shards) if (s.process) s.kill();
      await fake?.close();
      await db?.cleanup();
    });

    /** Waits for an event (polling the recorded state), never for a fixed time. */
    async function until(cond: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
      const end = Date.now() + ms;
      while (!(await cond())) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    let tickId = 0;
    /** Runs `bot.tick(at)` in the given processes at once and waits for each to finish. */
    async function tick(at: Date, on: Shard[]): Promise<void> {
      const ids = on.map(() => ++tickId);
      await Promise.all(on.map((s, i) => s.send({ kind: "tick", at: at.getTime(), id: ids[i] })));
      await until(() => ids.every((id) => messages.some((m) => m.kind === "ticked" && m.id === id)), "ticks");
    }

    async function read(matchId: string): Promise<DriverMatch> {
      const m = await service.load(matchId);
      if (!m.ok) throw new Error(m.error.message);
      const row = await db.handle.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
      return driverMatch(m, row?.boardMessageId ?? null);
    }

    it("each process identifies as its shard; the guild is on shard 1", () => {
      expect(fake.gateway.shards.map((s) => s.join("/")).sort()).toEqual(["0/2", "1/2"]);
      expect(shardOfGuild(fake.guildId, 2)).toBe(1);
    });

    it("interactions from both shards apply once: a whole match through guild commands and DM clicks", async () => {
      const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "any deck" });
      await ch.waitFor(settled, 30_000, "challenge").catch((e: unknown) => {
        throw new Error(`${String(e)}: ${JSON.stringify({ record: ch.record, errors, unexpected: fake.unexpected })}`);
      });
      const msg = ch.original()!;
      const row = msg.message.components?.[0] as { components: { custom_id: string }[] } | undefined;
      const accept = row?.components[0]?.custom_id ?? "";
      const matchId = accept.split(":")[1];
      if (!matchId)
        throw new Error(`no challenge buttons: ${JSON.stringify({ message: msg.message, record: ch.record, errors })}`);
      await fake.click(fake.bob, msg, accept).waitFor((r) => r.ack !== undefined, 30_000, "accept");
      const start = fake.submitModal(fake.bob, `chmodal:${matchId}:0:paste:`, { list: "any deck" });
      await start.waitFor(settled, 30_000, "match start");
      await until(async () => (await read(matchId)).boardMessageId !== null, "first board");
      const players = [fake.alice, fake.bob].map(
        (u: FakeUser, i) => new SimPlayer(fake, u, 11 + i, { timeoutMs: 30_000 }),
      );
      await playMatch(fake, players, { read: () => read(matchId) });
      expect((await read(matchId)).status).toBe("finished");
      // Both shards served: DM clicks (no guild: shard 0) and guild interactions (shard 1).
      const dmClicks = fake.interactions.filter((r) => r.kind === "button" && isDm(fake, r.originalMessageId));
      const guildOnes = fake.interactions.filter((r) => !isDm(fake, r.originalMessageId));
      expect(dmClicks.length).toBeGreaterThan(0);
      expect(guildOnes.length).toBeGreaterThan(0);
      // Answered once each: one accepted callback, never "already acknowledged" (40060) or unanswered.
      for (const r of fake.interactions) {
        expect(r.callbacks.filter((c) => c.status < 300)).toHaveLength(1);
        expect(r.callbacks.some((c) => c.errorCode === 40060)).toBe(false);
      }
      // Applied once: each clicked interaction id is in the log at most once (unique), and the log replays.
      const logged = await db.handle.prisma.matchAction.findMany({ where: { matchId, interactionId: { not: null } } });
      expect(new Set(logged.map((a) => a.interactionId)).size).toBe(logged.length);
      expect(logged.length).toBeGreaterThan(0);
      const verified = await service.verify();
      expect(verified.mismatched).toBe(0);
      await until(async () => (await db.handle.prisma.outboxItem.count({ where: { done: false } })) === 0, "outbox");
      expect(errors).toEqual([]);
    }, 240_000);

    it("expiry notices ticked by both processes at once are posted once each", async () => {
      const ids = await expiredChallenges(4);
      await tick(later(48), shards);
      expect(await noticeCounts(ids)).toEqual(ids.map(() => 1));
      expect(await db.handle.prisma.reminder.count({ where: { matchId: { in: ids }, done: false } })).toBe(0);
    }, 120_000);

    it("a process killed while it delivers notices loses none: the survivor delivers them after the lease", async () => {
      const ids = await expiredChallenges(4);
      // Process 1 starts delivering and is killed at once (mid-delivery or before; either way nothing may be lost).
      await shards[1]!.send({ kind: "tick", at: later(48).getTime(), id: ++tickId });
      shards[1]!.process?.kill("SIGKILL");
      // After its leases ran out (5 minutes), the survivor delivers what it left.
      await tick(later(48, 10), [shards[0]!]);
      expect(await noticeCounts(ids)).toEqual(ids.map(() => 1));
      expect(await db.handle.prisma.reminder.count({ where: { matchId: { in: ids }, done: false } })).toBe(0);
    }, 120_000);

    /** `h` hours and `m` minutes from now. */
    function later(h: number, m = 0): Date {
      return new Date(Date.now() + h * 3_600_000 + m * 60_000);
    }

    let opponents = 0;
    /** `n` challenges in the guild channel whose expiry is due within 48 hours, each to its own opponent. */
    async function expiredChallenges(n: number): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        const c = await service.createChallenge({
          guildId: fake.guildId,
          channelId: fake.channelId,
          challengerId: fake.alice.id,
          opponentId: `4000000000000${String(++opponents).padStart(5, "0")}`,
          game: "highcard",
          deckText: "any deck",
          clockHours: 1,
        });
        if (!c.ok) throw new Error(c.error.message);
        ids.push(c.match.id);
      }
      return ids;
    }

    /** How many expiry notices the channel shows per challenge (each names its own opponent). */
    async function noticeCounts(ids: string[]): Promise<number[]> {
      const posted = fake.channelMessages().filter((m) => !m.ephemeral && m.message.content.includes("expired"));
      const out: number[] = [];
      for (const id of ids) {
        const m = await service.load(id);
        const opponent = m.ok ? m.match.seats[1]?.playerId : undefined;
        out.push(posted.filter((x) => opponent && x.message.content.includes(`<@${opponent}>`)).length);
      }
      return out;
    }
  });
}

function isDm(fake: FakeDiscord, messageId: string | undefined): boolean {
  if (!messageId) return false;
  return fake.dmChannelIds().has(fake.message(messageId)?.message.channel_id ?? "");
}
