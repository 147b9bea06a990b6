/**
 * End-to-end (issue 15, one thread per match): accepting a challenge starts a public thread in the challenge
 * channel, named after the players; the board, the log and the pings go there; the challenge message points to
 * it; panel DMs carry a jump link to it; whenever the turn changes hands the board is the thread's newest message
 * (reposted, the old one deleted), while the same player keeps deciding it is edited in place.
 */
import { ChannelType } from "discord.js";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeMessage } from "../helpers/fake-discord.js";
import { done, openDuel } from "../helpers/open-duel.js";
import { pickPrecons } from "../helpers/precons.js";
import { playMatch, SimPlayer } from "../helpers/sim-player.js";
import { messageText } from "../helpers/components-v2.js";

let table: BotTable;
let matchId = "";
let challenge: FakeMessage;
const [deckA, deckB] = pickPrecons();

beforeAll(async () => {
  table = await startTable({ logger: pino({ level: "silent" }), newSeed: () => "thread-e2e" });
  const opened = await openDuel(table, deckA.text, deckB.text, { names: ["mine", "bobs"] });
  matchId = opened.matchId;
  challenge = opened.challenge.original()!;
}, 60_000);

afterAll(async () => {
  await table?.close();
});

async function threadOfMatch(): Promise<string> {
  const row = await table.db.prisma.match.findUnique({ where: { id: matchId }, select: { channelId: true } });
  return row!.channelId;
}

describe("one thread per match", () => {
  it("starts a named public thread in the challenge channel; the match, its board and its log live there", async () => {
    const { fake } = table;
    const thread = await threadOfMatch();
    expect(fake.threads.get(thread)).toEqual({
      parentId: fake.channelId,
      name: "Alice vs Bob · Riftbound duel",
      type: ChannelType.PublicThread,
    });
    expect(fake.message(challenge.message.id)!.message.content).toContain(`The match is on in <#${thread}>`);
    const board = (await table.read(matchId)).boardMessageId!;
    expect(fake.message(board)!.message.channel_id).toBe(thread);
    const inThread = fake.channelMessages(thread).filter((m) => !m.ephemeral);
    expect(inThread.some((m) => m.message.content.includes("your move"))).toBe(true);
    // Panel DMs link to the thread.
    const link = `https://discord.com/channels/${fake.guildId}/${thread}`;
    for (const u of [fake.alice, fake.bob]) expect(messageText(fake.dmsTo(u.id).at(-1)!.message)).toContain(link);
  });

  it("shows the deadline as a Discord timestamp on the board and the panel; /duel list names whose move it is", async () => {
    const { fake } = table;
    const thread = await threadOfMatch();
    const m = await table.read(matchId);
    const info = (await table.bot.deps.matches.listActive(fake.alice.id)).find((x) => x.id === matchId)!;
    const stamp = `<t:${Math.floor(info.deadlineAt!.getTime() / 1000)}:R>`;
    const board = fake.message(m.boardMessageId!)!;
    const clock = board.message.embeds[0]!.fields!.find((f) => f.name === "⏳ Clock")!;
    expect(clock.value).toContain(`<@${m.deciderId}> to act`);
    expect(clock.value).toContain(stamp);
    const decider = m.deciderId === fake.alice.id ? fake.alice : fake.bob;
    expect(messageText(fake.dmsTo(decider.id).at(-1)!.message)).toContain(`(⏳ ${stamp})`);
    for (const u of [fake.alice, fake.bob]) {
      const h = await done(fake.slash(u, "duel list"));
      const text = String(h.record.webhooks.findLast((w) => w.kind === "edit-original")?.data.content ?? "");
      expect(text).toContain(`in <#${thread}>`);
      expect(text).toContain(stamp);
      expect(text).toContain(u.id === decider.id ? "**your move**" : `<@${decider.id}>'s move`);
    }
    const none = await done(fake.slash(fake.carol, "duel list"));
    expect(String(none.record.webhooks.at(-1)?.data.content)).toMatch(/no challenges or running matches/);
  });

  it("the board is the newest message of the thread whenever the turn changes hands", async () => {
    const { fake } = table;
    const thread = await threadOfMatch();
    const players = [new SimPlayer(fake, fake.alice, 7), new SimPlayer(fake, fake.bob, 8)];
    let decider = (await table.read(matchId)).deciderId;
    let board = (await table.read(matchId)).boardMessageId;
    let handOffs = 0;
    let inPlace = 0;
    await playMatch(fake, players, {
      read: () => table.read(matchId),
      maxClicks: 40,
      after: async () => {
        const now = await table.read(matchId);
        const visible = fake.channelMessages(thread).filter((m) => !m.ephemeral);
        if (now.deciderId !== decider && now.status === "active") {
          handOffs++;
          expect(visible.at(-1)!.message.id).toBe(now.boardMessageId);
          // The old board is gone: one board in the thread.
          expect(fake.message(board!)?.message.id === now.boardMessageId || !fake.message(board!)).toBe(true);
        } else if (now.boardMessageId === board) inPlace++;
        decider = now.deciderId;
        board = now.boardMessageId;
      },
    });
    expect(handOffs).toBeGreaterThan(2);
    expect(inPlace).toBeGreaterThan(0);
    expect(fake.channelMessages(thread).filter((m) => m.message.embeds.length > 0 && !m.ephemeral)).toHaveLength(1);
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  }, 120_000);
});
