/**
 * The bot part of the fault suite (issue 19 "Measured"; docs/reliability.md "Chaos figures"): N real bot processes,
 * one shard each (discord.js ShardingManager, test/helpers/shard-child.ts), against the fake Discord gateway and REST
 * on one database. Simulated players play matches by clicks while, at seeded points between clicks, Discord fails
 * the next publish (500/503, 403 Missing Permissions, 429 with Retry-After, 10062 on the clicked panel's edit), the
 * gateway drops (socket closed, RECONNECT, resumable INVALID_SESSION: discord.js resumes, the fake replays what the
 * session missed) and a process is killed with SIGKILL (right after answering a click, often mid-delivery) and
 * respawned. Then expired challenges are ticked by every process at once while one is killed and posts fail.
 * Counts: actions acknowledged / lost / duplicated, notifications (outbox rows) owed / delivered / given up / lost,
 * reminders owed / sent / sent twice / lost.
 */
import path from "node:path";
import { type Shard, ShardingManager } from "discord.js";
import { hostsOf } from "../../src/games/index.js";
import { nextInt, type RngState, seedRng } from "../../src/engine/index.js";
import type { DbHandle } from "../../src/db/client.js";
import { MatchService } from "../../src/services/matches/index.js";
import { highcard } from "../../test/games/highcard.js";
import { type FakeDiscord, type FakeUser, type RestFault, startFakeDiscord } from "../../test/helpers/fake-discord.js";
import { actButton, type DriverMatch, promptVersion, SimPlayer, settled } from "../../test/helpers/sim-player.js";

/** What one bot run does. */
export interface BotChaosOptions {
  db: DbHandle;
  url: string;
  /** Bot processes (shards). */
  processes: number;
  /** Matches played one after the other. */
  matches: number;
  /** Most clicks per match (highcard ends sooner). */
  clicks: number;
  /** Expired challenges for the reminder experiment. */
  timers: number;
  seed: number;
}

/** The figures of one bot run. */
export interface BotChaosFigures {
  provider: string;
  processes: number;
  kills: number;
  gatewayDrops: number;
  faults: number;
  actions: { acknowledged: number; lost: number; duplicated: number };
  notifications: { owed: number; delivered: number; givenUp: number; lost: number; repeatsAbsorbed: number };
  reminders: { owed: number; sent: number; sentTwice: number; lost: number };
}

const CHILD = path.resolve(import.meta.dirname, "../../test/helpers/shard-child.ts");
const CLICK_TIMEOUT_MS = 90_000;

/** Waits for an event by polling recorded state (never a fixed time). */
async function until(cond: () => boolean | Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`chaos: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Runs the bot experiment and returns its figures. */
export async function runBotChaos(o: BotChaosOptions): Promise<BotChaosFigures> {
  let rng: RngState = seedRng(o.seed);
  const roll = (n: number) => {
    const [r, x] = nextInt(rng, n);
    rng = r;
    return x;
  };
  const fake = await startFakeDiscord({ shards: o.processes, dmInteractions: true, interactionDeadlineMs: 600_000 });
  const service = new MatchService({ db: o.db.prisma, games: hostsOf({ highcard }) });
  const messages: Record<string, unknown>[] = [];
  const manager = new ShardingManager(CHILD, {
    totalShards: o.processes,
    token: fake.token,
    mode: "process",
    respawn: false,
    execArgv: ["--import", "tsx"],
  });
  const shards: Shard[] = [];
  for (let id = 0; id < o.processes; id++) {
    const shard = manager.createShard(id);
    Object.assign(shard.env as NodeJS.ProcessEnv, {
      DATABASE_URL: o.url,
      DISCORD_API_BASE: fake.apiBase,
      LOG_LEVEL: "silent",
    });
    shard.on("message", (m: Record<string, unknown>) => messages.push(m));
    shards.push(shard);
  }
  const figures: BotChaosFigures = {
    provider: o.db.provider,
    processes: o.processes,
    kills: 0,
    gatewayDrops: 0,
    faults: 0,
    actions: { acknowledged: 0, lost: 0, duplicated: 0 },
    notifications: { owed: 0, delivered: 0, givenUp: 0, lost: 0, repeatsAbsorbed: 0 },
    reminders: { owed: o.timers, sent: 0, sentTwice: 0, lost: 0 },
  };
  let tickId = 0;
  const tick = async (at: Date, on: Shard[]) => {
    const ids = on.map(() => ++tickId);
    await Promise.all(on.map((s, i) => s.send({ kind: "tick", at: at.getTime(), id: ids[i] })));
    await until(() => ids.every((id) => messages.some((m) => m.kind === "ticked" && m.id === id)), "ticks");
  };
  try {
    await Promise.all(shards.map((s) => s.spawn(120_000)));
    await until(() => messages.some((m) => m.kind === "registered"), "commands registered");
    const acknowledged: string[] = [];
    for (let i = 0; i < o.matches; i++) {
      const matchId = await startMatch(fake);
      const players = [fake.alice, fake.bob].map((u: FakeUser, k) => new SimPlayer(fake, u, o.seed * 10 + k));
      const read = () => readMatch(service, o.db, matchId);
      for (let c = 0; c < o.clicks; c++) {
        const m = await read();
        if (m.status !== "active" || m.deciderId === null) break;
        // Chaos between clicks (seeded).
        const chaos = roll(20);
        if (chaos < 6) {
          fake.faults.push(publishFault(fake, roll(5)));
          figures.faults++;
        } else if (chaos < 8) {
          fake.dropConnections((["close", "reconnect", "invalid-session"] as const)[roll(3)]!);
          figures.gatewayDrops++;
        }
        const r = await clickOnce(fake, players, m);
        if (r.applied) acknowledged.push(r.id);
        if (chaos === 8) {
          // Killed right after answering (the outbox row may not be marked yet), then started again.
          await killAndRestart(shards[roll(shards.length)]!);
          figures.kills++;
        }
      }
    }
    fake.faults.length = 0;
    // Recovery: every process ticks after the backoff and the leases (the outbox and the timers).
    await tick(new Date(Date.now() + 2 * 3_600_000), shards);
    await until(() => fake.connectedSessions() >= o.processes, "gateway sessions back");

    // Reminders: expired challenges ticked by every process at once; one process killed; posts fail once.
    const timerIds = await expiredChallenges(service, fake, o.timers);
    fake.faults.push(
      { match: (r) => r.method === "POST" && r.path.includes("/messages"), status: 503, code: 0, times: 2 },
      { match: (r) => r.method === "POST" && r.path.includes("/messages"), status: 429, code: 0, times: 2 },
    );
    const due = new Date(Date.now() + 48 * 3_600_000);
    const victim = shards[roll(shards.length)]!;
    const survivors = shards.filter((s) => s !== victim);
    await victim.send({ kind: "tick", at: due.getTime(), id: ++tickId });
    victim.process?.kill("SIGKILL");
    figures.kills++;
    if (survivors.length > 0) await tick(due, survivors);
    await until(() => victim.process === null, "killed process gone");
    await victim.spawn(120_000);
    fake.faults.length = 0;
    await tick(new Date(due.getTime() + 2 * 3_600_000), shards);

    // Figures.
    const logged = await o.db.prisma.matchAction.findMany({
      where: { interactionId: { not: null } },
      select: { interactionId: true },
    });
    const seen = new Map<string, number>();
    for (const l of logged) seen.set(l.interactionId!, (seen.get(l.interactionId!) ?? 0) + 1);
    figures.actions.acknowledged = acknowledged.length;
    figures.actions.lost = acknowledged.filter((id) => !seen.has(id)).length;
    figures.actions.duplicated = [...seen.values()].filter((n) => n > 1).length;
    const rows = await o.db.prisma.outboxItem.findMany();
    figures.notifications.owed = rows.length;
    figures.notifications.delivered = rows.filter((r) => r.done && r.deliveredAt !== null).length;
    figures.notifications.givenUp = rows.filter((r) => r.done && r.deliveredAt === null).length;
    figures.notifications.lost = rows.filter((r) => !r.done).length;
    figures.notifications.repeatsAbsorbed = fake.nonceRepeats;
    const posted = fake.channelMessages().filter((m) => !m.ephemeral && m.message.content.includes("expired"));
    for (const t of timerIds) {
      const n = posted.filter((m) => m.message.content.includes(`<@${t}>`)).length;
      if (n > 0) figures.reminders.sent++;
      if (n > 1) figures.reminders.sentTwice++;
      if (n === 0) figures.reminders.lost++;
    }
    return figures;
  } finally {
    for (const s of shards) if (s.process) s.kill();
    await fake.close();
  }
}

/** SIGKILL, then the same shard started again once the old process is gone (a new session: it IDENTIFYs). */
async function killAndRestart(shard: Shard): Promise<void> {
  shard.process?.kill("SIGKILL");
  await until(() => shard.process === null, "killed process gone");
  await shard.spawn(120_000);
}

/** One publish failure for the next post in a match channel (seeded kind). */
function publishFault(fake: FakeDiscord, kind: number): RestFault {
  const post = (r: { method: string; path: string }) =>
    r.method === "POST" && r.path.startsWith("/channels/") && r.path.endsWith("/messages");
  if (kind === 0) return { match: post, status: 500, code: 0, times: 1 };
  if (kind === 1) return { match: post, status: 503, code: 0, times: 2 };
  if (kind === 2) return { match: post, status: 403, code: 50013, message: "Missing Permissions", times: 1 };
  if (kind === 3) return { match: post, status: 429, code: 0, times: 1 };
  // The clicked panel's edit through the interaction webhook: the interaction is gone.
  void fake;
  return {
    match: (r) => r.method === "PATCH" && r.path.includes("/messages/@original"),
    status: 404,
    code: 10062,
    message: "Unknown interaction",
    times: 1,
  };
}

/**
 * The decider clicks once: on its newest DM prompt for this version, else through the board's "Your move". Returns
 * the click's interaction id and whether the bot said it was saved ("✅" or "Saved").
 */
async function clickOnce(
  fake: FakeDiscord,
  players: SimPlayer[],
  m: DriverMatch,
): Promise<{ id: string; applied: boolean }> {
  const p = players.find((x) => x.user.id === m.deciderId)!;
  let msg = p.promptMessage();
  if (!msg || promptVersion(msg) !== m.version) {
    const board = m.boardMessageId ? fake.message(m.boardMessageId) : undefined;
    const act = board ? actButton(board) : undefined;
    if (board && act) {
      const h = fake.click(p.user, board, act);
      await h.waitFor(settled, CLICK_TIMEOUT_MS, "Your move");
      msg = h.original();
    }
  }
  if (!msg) return { id: "", applied: false };
  const choice = p.choose(msg);
  if (!choice) return { id: "", applied: false };
  const c = p.concrete(msg, choice);
  const h = c.values ? fake.select(p.user, msg, c.customId, c.values) : fake.click(p.user, msg, c.customId);
  await h.waitFor(settled, CLICK_TIMEOUT_MS, "click answer").catch((e: unknown) => {
    const info = { record: h.record, gateway: fake.gateway, connected: fake.connectedSessions() };
    throw new Error(`${String(e)}: ${JSON.stringify(info).slice(0, 3000)}`);
  });
  const said = JSON.stringify([...h.record.callbacks.map((x) => x.data), ...h.record.webhooks.map((w) => w.data)]);
  return { id: h.id, applied: said.includes("✅") };
}

/** Challenge, accept and start a highcard match through the bot (guild interactions). */
async function startMatch(fake: FakeDiscord): Promise<string> {
  const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "any deck" });
  await ch.waitFor(settled, CLICK_TIMEOUT_MS, "challenge");
  const msg = ch.original()!;
  const row = msg.message.components?.[0] as { components: { custom_id: string }[] } | undefined;
  const accept = row?.components[0]?.custom_id ?? "";
  const matchId = accept.split(":")[1]!;
  await fake.click(fake.bob, msg, accept).waitFor((r) => r.ack !== undefined, CLICK_TIMEOUT_MS, "accept");
  const start = fake.submitModal(fake.bob, `chmodal:${matchId}:0:paste:`, { list: "any deck" });
  await start.waitFor(settled, CLICK_TIMEOUT_MS, "match start");
  return matchId;
}

async function readMatch(service: MatchService, db: DbHandle, matchId: string): Promise<DriverMatch> {
  const m = await service.load(matchId);
  if (!m.ok) throw new Error(m.error.message);
  const row = await db.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  const decider = m.pending ? m.match.seats.find((s) => s.seat === m.pending?.seat)?.playerId : undefined;
  return {
    status: m.match.status,
    version: m.match.stateVersion,
    deciderId: decider ?? null,
    boardMessageId: row?.boardMessageId ?? null,
  };
}

/** `n` challenges in the guild channel, each to its own opponent id (returned), expiring within 48 hours. */
async function expiredChallenges(service: MatchService, fake: FakeDiscord, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const opponentId = `4000000000${String(Date.now() % 1_000_000).padStart(6, "0")}${String(i).padStart(2, "0")}`;
    const c = await service.createChallenge({
      guildId: fake.guildId,
      channelId: fake.channelId,
      challengerId: fake.alice.id,
      opponentId,
      game: "highcard",
      deckText: "any deck",
      clockHours: 1,
    });
    if (!c.ok) throw new Error(c.error.message);
    out.push(opponentId);
  }
  return out;
}
