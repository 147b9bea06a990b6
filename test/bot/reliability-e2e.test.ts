/**
 * The edge between a committed action and Discord (issue 19 items 1 and 5), through the real bot and the fake:
 * a move saved while Discord fails is reported as saved (never "nothing was changed") and republished on the next
 * tick; a click that loses a race gets the current prompt or who decides, never a bare "here is the current one";
 * challenge components whose custom id does not decode are answered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHALLENGE_REPLY } from "../../src/bot/game/challenge.js";
import { SAVED_SLOW_REPLY } from "../../src/bot/game/republish.js";
import { ERROR_REPLY } from "../../src/bot/router.js";
import { highcard } from "../games/highcard.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeUser, InteractionRecord } from "../helpers/fake-discord.js";
import { SimPlayer, settled } from "../helpers/sim-player.js";

let t: BotTable;
let matchId = "";
beforeAll(async () => {
  t = await startTable({ games: { highcard } });
  const { fake } = t;
  const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "any deck" });
  await ch.firstCallback(20_000);
  const msg = ch.original()!;
  const row = msg.message.components?.[0] as { components: { custom_id: string }[] } | undefined;
  matchId = (row?.components[0]?.custom_id ?? "").split(":")[1]!;
  await fake.click(fake.bob, msg, row?.components[0]?.custom_id ?? "").firstCallback(20_000);
  const start = fake.submitModal(fake.bob, `chmodal:${matchId}:0:paste:`, { list: "any deck" });
  await start.waitFor(settled, 20_000, "match start");
});
afterAll(async () => {
  await t?.close();
});

/** Every payload the bot sent for an interaction (callbacks and webhooks). */
function payloads(r: InteractionRecord): { content?: unknown; components?: unknown[] }[] {
  return [...r.callbacks.map((c) => c.data), ...r.webhooks.map((w) => w.data)] as {
    content?: unknown;
    components?: unknown[];
  }[];
}

async function decider(): Promise<SimPlayer> {
  const m = await t.read(matchId);
  const user: FakeUser = m.deciderId === t.fake.alice.id ? t.fake.alice : t.fake.bob;
  return new SimPlayer(t.fake, user, 7);
}

describe("publishing after a commit", () => {
  it("a move saved while Discord fails is told 'saved' and the board is republished on the next tick", async () => {
    const { fake } = t;
    const p = await decider();
    const msg = p.promptMessage()!;
    const choice = p.choose(msg)!;
    const before = (await t.read(matchId)).version;
    // The match's channel: its thread when the bot started one, else the challenge channel.
    const inMatchChannel = (path: string) =>
      [fake.channelId, ...fake.threads.keys()].some((id) => path.startsWith(`/channels/${id}/messages`));
    fake.faults.push({ match: (r) => inMatchChannel(r.path), status: 500, code: 0 });
    const h = await p.click(msg, p.concrete(msg, choice));
    fake.faults.length = 0;
    const said = JSON.stringify(payloads(h.record));
    expect(said).toContain(SAVED_SLOW_REPLY);
    expect(said).not.toContain(ERROR_REPLY);
    expect((await t.read(matchId)).version).toBeGreaterThan(before);
    expect(t.errors).toEqual([]);
    // Owed in the database (the outbox), not in memory: pending until Discord accepts it.
    const pending = () => t.db.prisma.outboxItem.findMany({ where: { done: false }, select: { matchId: true } });
    expect((await pending()).map((r) => r.matchId)).toEqual([matchId]);
    const board = (await t.read(matchId)).boardMessageId!;
    const edits = fake.messageEvents.filter((e) => e.messageId === board).length;
    // Not due before its backoff (one minute after the first failure).
    await t.bot.tick(new Date(Date.now() + 10_000));
    expect(await pending()).toHaveLength(1);
    await t.bot.tick(new Date(Date.now() + 2 * 60_000));
    expect(await pending()).toEqual([]);
    // Republished: the board was edited, or (a hand-off, issue 15) posted anew as the newest message of the thread.
    const now = (await t.read(matchId)).boardMessageId!;
    const edited = fake.messageEvents.filter((e) => e.messageId === board).length > edits;
    expect(edited || now !== board).toBe(true);
  });

  it("two clicks racing on the same decision: one applies, the other gets the current state, never a bare line", async () => {
    const { fake } = t;
    const p = await decider();
    const dm = p.promptMessage(false)!;
    const board = fake.message((await t.read(matchId)).boardMessageId!)!;
    const act = `rbm:${matchId}:0:act:`;
    const eph = (await p.openPrompt(board, act)).original()!;
    const c1 = p.concrete(dm, p.choose(dm)!);
    const c2 = p.concrete(eph, p.choose(eph)!);
    const [h1, h2] = [fake.click(p.user, dm, c1.customId), fake.click(p.user, eph, c2.customId)];
    await Promise.all([h1.waitFor(settled, 15_000), h2.waitFor(settled, 15_000)]);
    for (const h of [h1, h2])
      for (const x of payloads(h.record))
        if (String(x.content ?? "").includes("here is the current one"))
          expect(x.components?.length).toBeGreaterThan(0);
    expect(t.errors).toEqual([]);
  });
});

describe("undecodable challenge ids are answered", () => {
  it("paste button, deck select and deck modal", async () => {
    const { fake } = t;
    const msg = fake.channelMessages().find((m) => !m.ephemeral)!;
    const hs = [
      fake.click(fake.carol, msg, "chpaste:not-an-id"),
      fake.select(fake.carol, msg, "chdeck:not-an-id", ["x"]),
      fake.submitModal(fake.carol, "chmodal:not-an-id", { list: "x" }),
    ];
    for (const h of hs) {
      await h.waitFor(settled, 10_000);
      expect(String(h.record.ack?.data.content)).toBe(INVALID_CHALLENGE_REPLY);
    }
    expect(fake.unexpected).toEqual([]);
  });
});
