/**
 * The outbox (issue 19; docs/reliability.md "Outbox"), through the real bot and the fake Discord: what a committed
 * move owes Discord is a database row, so it survives a restart, is published by one process at a time (the
 * database lease `publish:<matchId>`; a lease left by a dead process only delays it), is not posted twice when a
 * publish is repeated after a crash (message nonces), and an unknown channel is given up and told to the admins.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SLOW_REPLY } from "../../src/bot/game/republish.js";
import { highcard } from "../games/highcard.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeUser, InteractionRecord } from "../helpers/fake-discord.js";
import { openPastedDuel } from "../helpers/open-duel.js";
import { SimPlayer } from "../helpers/sim-player.js";

let t: BotTable;
let matchId = "";
beforeAll(async () => {
  t = await startTable({ games: { highcard } });
  matchId = await openPastedDuel(t, { list: "any deck" });
});
afterAll(async () => {
  await t?.close();
});

const pending = () => t.db.prisma.outboxItem.findMany({ where: { matchId, done: false } });
const later = (ms: number) => new Date(Date.now() + ms);

function said(r: InteractionRecord): string {
  return JSON.stringify([...r.callbacks.map((c) => c.data), ...r.webhooks.map((w) => w.data)]);
}

/** The match's channels: its thread when the bot started one, else the challenge channel. */
function inMatchChannel(path: string): boolean {
  return [t.fake.channelId, ...t.fake.threads.keys()].some((id) => path.startsWith(`/channels/${id}/messages`));
}

/**
 * The player to act makes one move (a click on their panel DM); returns the interaction once the bot is done with
 * it: the click is answered by the publish's last step, the outbox row is settled just after.
 */
async function move(): Promise<InteractionRecord> {
  const m = await t.read(matchId);
  const user: FakeUser = m.deciderId === t.fake.alice.id ? t.fake.alice : t.fake.bob;
  const p = new SimPlayer(t.fake, user, 7);
  const msg = p.promptMessage()!;
  const h = await p.click(msg, p.concrete(msg, p.choose(msg)!));
  await settledRows(m.version);
  return h.record;
}

/** Waits (for events, not a time) until the outbox rows after `version` were attempted once at least. */
async function settledRows(version: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const rows = await t.db.prisma.outboxItem.findMany({ where: { matchId, version: { gt: version } } });
    if (rows.length > 0 && rows.every((r) => r.done || r.attempts > 0 || r.lastError !== null)) return;
    const lease = await t.db.prisma.lease.findUnique({ where: { name: `publish:${matchId}` } });
    if (rows.length > 0 && lease?.holder === "other-process") return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the outbox rows of the move were never attempted");
}

describe("the outbox", () => {
  it("the match start and every move leave a delivered outbox row", async () => {
    await move();
    const rows = await t.db.prisma.outboxItem.findMany({ where: { matchId }, orderBy: { version: "asc" } });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.done && r.deliveredAt !== null)).toBe(true);
  });

  it("a publish owed when Discord failed survives a restart and is delivered by the new process", async () => {
    const { fake } = t;
    fake.faults.push({ match: (r) => inMatchChannel(r.path), status: 503, code: 0 });
    const rec = await move();
    fake.faults.length = 0;
    expect(said(rec)).toContain(SAVED_SLOW_REPLY);
    expect(await pending()).toHaveLength(1);
    const before = (await pending())[0]!;
    expect(before.attempts).toBe(1);
    await t.restart();
    await t.bot.tick(later(2 * 60_000));
    expect(await pending()).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it("a publish lease held by another process holds delivery back until it expires; nothing is lost", async () => {
    const name = `publish:${matchId}`;
    // Another (dead) process holds the lease for the next minute.
    await t.db.prisma.lease.create({ data: { name, holder: "other-process", expiresAt: later(60_000) } });
    const rec = await move();
    expect(said(rec)).toContain(SAVED_SLOW_REPLY);
    await t.bot.tick(later(10_000));
    expect(await pending()).toHaveLength(1);
    await t.bot.tick(later(2 * 60_000));
    expect(await pending()).toEqual([]);
    expect(await t.db.prisma.lease.findUnique({ where: { name } })).toBeNull();
  });

  it("a publish repeated after a crash (Discord accepted, row not yet done) is not posted twice", async () => {
    const { fake } = t;
    await move();
    const last = await t.db.prisma.outboxItem.findFirst({ where: { matchId }, orderBy: { version: "desc" } });
    expect(last?.done).toBe(true);
    // The crash: the row was never marked done.
    await t.db.prisma.outboxItem.update({ where: { id: last!.id }, data: { done: false, deliveredAt: null } });
    const posts = () => fake.messageEvents.filter((e) => e.kind === "create" && !e.dm && !e.ephemeral).length;
    const [n, repeats] = [posts(), fake.nonceRepeats];
    await t.bot.tick(later(60_000));
    expect(await pending()).toEqual([]);
    expect(fake.nonceRepeats).toBeGreaterThan(repeats);
    expect(posts()).toBe(n);
  });

  it("an unknown channel is given up: logged in the row and told to the server's owner", async () => {
    const { fake } = t;
    fake.faults.push({ match: (r) => inMatchChannel(r.path), status: 404, code: 10003, message: "Unknown Channel" });
    const rec = await move();
    fake.faults.length = 0;
    expect(said(rec)).toContain(SAVED_SLOW_REPLY);
    expect(await pending()).toEqual([]);
    const last = await t.db.prisma.outboxItem.findFirst({ where: { matchId }, orderBy: { version: "desc" } });
    expect(last?.lastError).toMatch(/^permanent: 10003/);
    expect(last?.deliveredAt).toBeNull();
    const dms = fake.dmsTo(fake.alice.id).map((m) => m.message.content);
    expect(dms.some((c) => c.includes("Duelhall cannot post"))).toBe(true);
  });
});
