/**
 * End-to-end (issue 15, English and Simplified Chinese UI; docs/bot.md "Languages"): the server prefers zh-CN,
 * Alice's Discord is en-US and Bob's zh-CN. Each player's panel DM speaks that player's language (their last seen
 * interaction locale), the match thread the server's; a refusal to Bob cites the rule in Chinese.
 */
import { PermissionFlagsBits } from "discord.js";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { messageText } from "../helpers/components-v2.js";
import type { FakeMessage, InteractionHandle } from "../helpers/fake-discord.js";
import { challengeAndAccept, customIds, done } from "../helpers/open-duel.js";
import { pickPrecons } from "../helpers/precons.js";
import { playMatch, SimPlayer } from "../helpers/sim-player.js";

const CJK = /[\u4e00-\u9fff]/;
let table: BotTable;
let matchId = "";
/** The public challenge message and Bob's private deck choice, as first shown. */
let challengeText = "";
let deckChoice = "";
let savedReply = "";
const [deckA, deckB] = pickPrecons();

/** Everything a player reads in a message: text, V2 text displays, embeds and button labels. */
function readable(m: FakeMessage): string {
  return `${messageText(m.message)}\n${JSON.stringify(m.message.embeds ?? [])}\n${JSON.stringify(m.message.components ?? [])}`;
}

beforeAll(async () => {
  table = await startTable({
    logger: pino({ level: "silent" }),
    newSeed: () => "locale-e2e",
    fake: { guildLocale: "zh-CN" },
  });
  const { fake } = table;
  fake.bob.locale = "zh-CN";
  await done(fake.slash(fake.alice, "deck save", { name: "mine", list: deckA.text }));
  savedReply = readable(
    (await done(fake.slash(fake.bob, "deck save", { name: "bobs", list: deckB.text }))).original()!,
  );
  ({ matchId } = await challengeAndAccept(table, {
    deck: "mine",
    onChallenge: (m) => {
      challengeText = readable(m);
    },
    beforePick: (m) => {
      deckChoice = readable(m);
    },
  }));
}, 60_000);

afterAll(async () => {
  await table?.close();
});

describe("languages per reader", () => {
  it("the public challenge speaks the server's language, Bob's deck choice his", () => {
    expect(challengeText).toContain("发起");
    expect(challengeText).toContain("接受");
    expect(deckChoice).toContain("你要用哪副套牌");
    expect(savedReply).toContain("✅ 套牌“bobs”已保存。");
  });

  it("a refused deck lists its problems in the saver's language (103.2, 103.2.b)", async () => {
    const { fake } = table;
    const bad = "Legend:\n1 Viktor, Herald of the Arcane\nChampion:\n1 Viktor, Innovator\nMainDeck:\n4 Orb of Regret\n";
    const zh = readable((await done(fake.slash(fake.bob, "deck save", { name: "bad", list: bad }))).original()!);
    expect(zh).toContain("套牌未保存");
    expect(zh).toContain("主牌堆至少需要 40 张牌");
    expect(zh).toContain("同名牌最多 3 张");
    const en = readable((await done(fake.slash(fake.alice, "deck save", { name: "bad", list: bad }))).original()!);
    expect(en).toContain("the main deck needs at least 40 cards");
    expect(en).not.toMatch(CJK);
  });

  it("the parser's line-level details (a malformed line, an unknown card, its suggestion) read in Chinese (101)", async () => {
    const { fake } = table;
    const typo = "Legend:\n1 Viktor, Herald of the Arcane\nMainDeck:\nOrb of Regret\n3 Orb of Regrett\n";
    const zh = readable((await done(fake.slash(fake.bob, "deck save", { name: "typo", list: typo }))).original()!);
    expect(zh).toContain("「Orb of Regret」没有写张数");
    expect(zh).toContain("「Orb of Regrett」不是符文战场的牌名。你是不是想找 「Orb of Regret」");
    expect(zh).not.toMatch(/Did you mean|No copy count/);
    const en = readable((await done(fake.slash(fake.alice, "deck save", { name: "typo", list: typo }))).original()!);
    expect(en).toMatch(/Did you mean \\?"Orb of Regret/);
  });

  it("Alice's panel is English, Bob's Chinese, the thread the server's (Chinese)", async () => {
    const { fake } = table;
    const players = [new SimPlayer(fake, fake.alice, 3), new SimPlayer(fake, fake.bob, 4)];
    await playMatch(fake, players, { read: () => table.read(matchId), maxClicks: 12 });
    const alice = fake.dmsTo(fake.alice.id);
    const bob = fake.dmsTo(fake.bob.id);
    expect(alice.length).toBeGreaterThan(0);
    expect(bob.length).toBeGreaterThan(0);
    // Alice reads English only (card data is English too); Bob's panel speaks Chinese.
    for (const m of alice) expect(readable(m)).not.toMatch(CJK);
    expect(alice.some((m) => /Your hand/.test(readable(m)))).toBe(true);
    const bobPanel = readable(bob[bob.length - 1]!);
    expect(bobPanel).toContain("你的手牌");
    expect(bobPanel).toContain("撤销");
    expect(bobPanel).toContain("在对决中停下");
    // The thread: the board's title and buttons and the "your move" line in the server's language.
    const row = await table.db.prisma.match.findUnique({ where: { id: matchId }, select: { channelId: true } });
    const thread = fake.channelMessages(row!.channelId);
    const board = thread.filter((m) => (m.message.embeds ?? []).length > 0).at(-1)!;
    expect(JSON.stringify(board.message.embeds)).toContain("符文战场");
    expect(JSON.stringify(board.message.components)).toContain("我的行动");
    expect(thread.some((m) => m.message.content.includes("轮到你"))).toBe(true);
    // The engine's log lines ("•") read in Chinese in the thread (log-text.ts); Alice's "✅" lines stayed English above.
    const logLines = thread.flatMap((m) => m.message.content.split("\n")).filter((l) => l.startsWith("• "));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((l) => /让过|回合|引导|打出|调度/.test(l))).toBe(true);
    expect(logLines.filter((l) => /\b(passes|plays|channels|mulligans|ends their turn)\b/.test(l))).toEqual([]);
    expect(bob.some((m) => /✅ .*[\u4e00-\u9fff]/.test(readable(m)))).toBe(true);
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  }, 120_000);

  it("an out-of-turn click is refused in the clicker's language, with the rule cited", async () => {
    const { fake } = table;
    const now = await table.read(matchId);
    const row = await table.db.prisma.match.findUnique({ where: { id: matchId }, select: { channelId: true } });
    const board = fake
      .channelMessages(row!.channelId)
      .filter((m) => (m.message.embeds ?? []).length > 0)
      .at(-1)!;
    const act = customIds(board).find((x) => x.endsWith(":act:"))!;
    const waiting = now.deciderId === fake.alice.id ? fake.bob : fake.alice;
    const h = await done(fake.click(waiting, board, act));
    const text = String(h.record.ack?.data.content ?? "");
    if (waiting === fake.bob) expect(text).toMatch(/现在由 .* 决定/);
    else expect(text).toMatch(/It is .*'s decision right now/);
    expect(text).toMatch(/Rule|规则|512\.1/);
  });

  it("the concede confirmation asks each player in their language; cancelling changes nothing", async () => {
    const { fake } = table;
    const before = (await table.read(matchId)).version;
    const zh = await done(fake.slash(fake.bob, "duel concede"));
    const ask = zh.original() ?? fake.message(String(zh.record.webhooks.at(-1)?.data.id ?? ""));
    expect(readable(ask!)).toContain("认输");
    expect(readable(ask!)).toContain("取消，继续对局");
    const en = await done(fake.slash(fake.alice, "duel concede"));
    expect(readable(en.original()!)).toMatch(/Concede the current game of your match/);
    const cancel = customIds(ask).find((x) => x.includes(":no:"))!;
    const h = await done(fake.click(fake.bob, ask!, cancel));
    expect(messageText(h.record.ack?.data ?? {})).toContain("未认输");
    expect((await table.read(matchId)).version).toBe(before);
  });
});

describe("leagues and lobbies per reader", () => {
  it("a /league reply follows the user's locale: Chinese for Bob (zh-CN), English for Alice (en-US)", async () => {
    const { fake } = table;
    const zh = await done(fake.slash(fake.bob, "league list"));
    expect(String(zh.record.ack?.data.content ?? "")).toBe("本服务器还没有联赛。");
    const en = await done(fake.slash(fake.alice, "league list"));
    expect(String(en.record.ack?.data.content ?? "")).toBe("No leagues in this server yet.");
    const missing = await done(fake.slash(fake.bob, "league join", { league: "nope", deck: "bobs" }));
    expect(String(missing.record.ack?.data.content ?? "")).toBe("本服务器没有名为“nope”的联赛。");
    expect(table.errors).toEqual([]);
  });

  it("league refusals and the public creation post: each reader's language, the post the server's", async () => {
    const { fake } = table;
    const text = async (h: InteractionHandle) => String((await done(h)).record.ack?.data.content ?? "");
    expect(await text(fake.slash(fake.bob, "league create", { name: "Autumn", days: 2 }))).toContain("只有联赛组织者");
    // Alice gets Manage Server; the creation reply is public, so it reads in the server's language.
    fake.memberPermissions.set(
      fake.alice.id,
      (BigInt("2248473465835073") | PermissionFlagsBits.ManageGuild).toString(),
    );
    const created = await text(fake.slash(fake.alice, "league create", { name: "Autumn", days: 2, rounds: 2 }));
    expect(created).toContain("开放报名");
    expect(await text(fake.slash(fake.bob, "league join", { league: "Autumn", deck: "bobs" }))).toContain("你已报名");
    expect(await text(fake.slash(fake.bob, "league join", { league: "Autumn", deck: "bobs" }))).toBe(
      "你已经报名；你的套牌已锁定。",
    );
    expect(await text(fake.slash(fake.alice, "league list"))).toMatch(/^• \*\*Autumn\*\*: registering$/);
    expect(table.errors).toEqual([]);
  });

  it("a lobby for three players in a zh-CN server is posted in Chinese, buttons too", async () => {
    const { fake } = table;
    const h = await done(
      fake.slash(fake.alice, "duel challenge", {
        opponent: fake.bob,
        opponent2: fake.carol,
        deck: "mine",
        mode: "ffa3",
      }),
    );
    const lobby = h.original();
    expect(lobby, JSON.stringify(h.record.ack)).toBeDefined();
    const text = readable(lobby!);
    expect(text).toContain("发起了 3 人的");
    expect(text).toContain("所有座位坐满后对局开始");
    expect(text).toContain("加入");
    expect(text).toContain("拒绝 / 取消");
    expect(table.errors).toEqual([]);
  });
});
