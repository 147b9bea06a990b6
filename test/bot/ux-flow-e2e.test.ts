/**
 * End to end (issue 15: undo, reminders, vacation, admins, /duel watch, languages), with the real discord.js client
 * against the fake Discord and Highcard (test/games/highcard.ts) as the game, on a manual clock: the timer service is
 * driven by `bot.tick(now)`, never by real time.
 *  - undo while the opponent has not acted (the panel's button), and with their consent after they did (thread
 *    request: only the opponent answers; a stale panel button and a lapsed request change nothing);
 *  - DM reminders at the default points before a deadline, none after the player acted, closed DMs;
 *  - vacation: the opponent consents, the clock is held, and resumes when it ends;
 *  - two matches in one channel: `/duel watch` shows one's public board, an admin aborts the other;
 *  - a zh-CN player reads Chinese replies and panel buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../src/services/clock.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeMessage, FakeUser, InteractionHandle } from "../helpers/fake-discord.js";
import { done, openPastedDuel } from "../helpers/open-duel.js";
import { messageText } from "../helpers/components-v2.js";
import { highcard } from "../games/highcard.js";

const clock = manualClock(new Date("2026-05-01T12:00:00Z"));
const HOUR = 3_600_000;
let t: BotTable;
let m1 = "";
let m2 = "";

interface Comp {
  type: number;
  custom_id?: string;
  label?: string;
  options?: { value: string }[];
}

function comps(m: FakeMessage | undefined): Comp[] {
  return (m?.message.components ?? []).flatMap((row) => (row as { components?: Comp[] }).components ?? []);
}

/** The bot's final answer to an interaction. */
function answer(h: InteractionHandle): string {
  const edit = h.record.webhooks.findLast((w) => w.kind === "edit-original" || w.kind === "followup");
  return String(edit?.data.content ?? h.record.ack?.data.content ?? "");
}

/** The user's panel DM for `matchId` as it is now (the newest DM carrying a button of that match). */
function panelOf(user: FakeUser, matchId: string): FakeMessage {
  const dms = t.fake.dmsTo(user.id).map((d) => t.fake.message(d.message.id)!);
  const panel = dms.findLast((d) => comps(d).some((c) => c.custom_id?.includes(`:${matchId}:`)));
  if (!panel) throw new Error(`no panel of ${user.username} for ${matchId}`);
  return panel;
}

/** The first card button of a prompt (Highcard's hand: `rb:<match>:<version>:<decision>:h.<card>`). */
function cardButton(m: FakeMessage): string | undefined {
  return comps(m).find((c) => c.custom_id?.startsWith("rb:") && c.custom_id.includes(":h."))?.custom_id;
}

/** Plays the first card offered on `user`'s panel. */
async function playFirst(user: FakeUser, matchId: string): Promise<void> {
  const panel = panelOf(user, matchId);
  const card = cardButton(panel);
  if (!card) throw new Error(`no card on ${user.username}'s panel: ${JSON.stringify(panel.message.components)}`);
  await done(t.fake.click(user, panel, card));
}

async function startMatch(a: FakeUser, b: FakeUser): Promise<string> {
  return openPastedDuel(t, { challenger: a, opponent: b, list: "any deck" });
}

async function threadOf(matchId: string): Promise<string> {
  return (await t.db.prisma.match.findUniqueOrThrow({ where: { id: matchId } })).channelId;
}

const version = async (id: string) => (await t.read(id)).version;

beforeAll(async () => {
  t = await startTable({ games: { highcard }, now: clock.now });
  m1 = await startMatch(t.fake.alice, t.fake.bob);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("undo", () => {
  it("takes back your last action at once while the opponent has not acted", async () => {
    const { fake } = t;
    expect((await t.read(m1)).deciderId).toBe(fake.alice.id);
    await playFirst(fake.alice, m1);
    expect(await version(m1)).toBe(1);
    const panel = panelOf(fake.alice, m1);
    expect(comps(panel).map((c) => c.label)).toContain("↩ Undo");
    const h = await done(fake.click(fake.alice, panel, `rbu:${m1}:0:ask:`));
    expect(h.record.ack?.type).toBe(6);
    expect(await t.read(m1)).toMatchObject({ version: 0, deciderId: fake.alice.id });
    const thread = fake.channelMessages(await threadOf(m1)).map((x) => x.message.content);
    expect(thread.some((c) => c.includes(`<@${fake.alice.id}> undid their last action (1 step(s) taken back)`))).toBe(
      true,
    );
    // Her own undo pings nobody (she asked for it).
    const note = fake.messageEvents.findLast(
      (e) => !e.ephemeral && !e.dm && e.content.includes("undid their last action"),
    )!;
    expect(note.allowedMentions).toMatchObject({ users: [] });
    // The clicked panel shows the prompt again.
    expect(cardButton(panelOf(fake.alice, m1))).toMatch(new RegExp(`^rb:${m1}:0:`));
  });

  it("asks the opponent once they acted; only they answer; stale buttons change nothing", async () => {
    const { fake } = t;
    await playFirst(fake.alice, m1);
    const bobsOldPanel = structuredClone(panelOf(fake.bob, m1));
    const oldCard = cardButton(bobsOldPanel)!;
    await playFirst(fake.bob, m1);
    expect(await version(m1)).toBe(2);
    const ask = await done(fake.click(fake.alice, panelOf(fake.alice, m1), `rbu:${m1}:0:ask:`));
    expect(answer(ask)).toContain(`I asked <@${fake.bob.id}> in the match thread`);
    expect(await version(m1)).toBe(2);
    const request = fake
      .channelMessages(await threadOf(m1))
      .findLast((x) => x.message.content.includes("asks to take back"))!;
    expect(request.message.content).toContain(`<@${fake.bob.id}>, do you agree?`);
    const yes = `rbu:${m1}:2:yes:0`;
    expect(comps(request).map((c) => c.custom_id)).toEqual([yes, `rbu:${m1}:2:no:0`]);
    expect(answer(await done(fake.click(fake.carol, request, yes)))).toMatch(/belongs to the players/);
    expect(answer(await done(fake.click(fake.alice, request, yes)))).toMatch(/Your opponent answers/);
    expect(await version(m1)).toBe(2);
    const ok = await done(fake.click(fake.bob, request, yes));
    expect(answer(ok)).toContain(`with <@${fake.bob.id}>'s agreement (2 step(s) taken back)`);
    expect(await t.read(m1)).toMatchObject({ version: 0, deciderId: fake.alice.id });
    // The opponent's click brought the move back to Alice: she is pinged once.
    const thread = await threadOf(m1);
    const pinged = fake.messageEvents.findLast(
      (e) => e.kind === "create" && e.channelId === thread && e.content.includes("agreement"),
    )!;
    expect(pinged.allowedMentions).toMatchObject({ users: [fake.alice.id] });
    // The undo's outbox row (written with it) was delivered by that publish.
    expect(await t.db.prisma.outboxItem.count({ where: { matchId: m1, done: false } })).toBe(0);
    expect(await t.db.prisma.outboxItem.count({ where: { matchId: m1, version: 0 } })).toBeGreaterThan(0);
    // Bob's prompt from before the undo is stale: refused, nothing changes.
    const stale = await done(fake.click(fake.bob, bobsOldPanel, oldCard));
    expect(answer(stale)).toMatch(/out of date/);
    expect(await version(m1)).toBe(0);
    // The request again, after it was used: lapsed.
    expect(answer(await done(fake.click(fake.bob, request, yes)))).toMatch(/lapsed/);
    expect((await t.bot.deps.matches.verify()).mismatched).toBe(0);
  });

  it("a button from before an undo fails clearly even when the version number came back", async () => {
    const { fake } = t;
    const cards = (u: FakeUser) =>
      comps(panelOf(u, m1)).flatMap((c) =>
        c.custom_id?.startsWith("rb:") && c.custom_id.includes(":h.") ? [c.custom_id] : [],
      );
    const [first, second] = cards(fake.alice);
    expect(second).toBeDefined();
    await done(fake.click(fake.alice, panelOf(fake.alice, m1), first!));
    expect(await version(m1)).toBe(1);
    // Bob's prompt at version 1, built after Alice's first card.
    const bobsPanel = structuredClone(panelOf(fake.bob, m1));
    const bobsCard = cardButton(bobsPanel)!;
    expect(bobsCard).toMatch(new RegExp(`^rb:${m1}:1:`));
    await done(fake.click(fake.alice, panelOf(fake.alice, m1), `rbu:${m1}:0:ask:`));
    expect(await version(m1)).toBe(0);
    // Alice plays another card: version 1 again, another state.
    await done(fake.click(fake.alice, panelOf(fake.alice, m1), second!));
    expect(await version(m1)).toBe(1);
    const stale = await done(fake.click(fake.bob, bobsPanel, bobsCard));
    expect(messageText(stale.record.ack?.data ?? {})).toMatch(/an undo took the match back/);
    expect(await version(m1)).toBe(1);
    // The current panel's button works; then Alice's undo leaves the match as the next tests expect.
    expect(cardButton(panelOf(fake.bob, m1))).not.toBe(bobsCard);
    await done(fake.click(fake.alice, panelOf(fake.alice, m1), `rbu:${m1}:0:ask:`));
    expect(await t.read(m1)).toMatchObject({ version: 0, deciderId: fake.alice.id });
  });
});

describe("DM reminders before a deadline (timer service, manual clock)", () => {
  it("reminds at 24 h and 1 h before, once each, and not after the player acted; closed DMs fail for good", async () => {
    const { fake, bot } = t;
    const m = await bot.deps.matches.load(m1);
    if (!m.ok || !m.match.deadlineAt) throw new Error("no clock");
    const deadline = m.match.deadlineAt.getTime();
    const dmsToAlice = () => fake.dmsTo(fake.alice.id).filter((d) => d.message.content.includes("clock runs out"));
    const before = dmsToAlice().length;
    await bot.tick(clock.now());
    expect(dmsToAlice().length).toBe(before);
    clock.set(new Date(deadline - 24 * HOUR + 1000));
    const r = await bot.tick(clock.now());
    expect(r.notices.map((n) => n.kind)).toEqual(["dm-reminder"]);
    expect(dmsToAlice().length).toBe(before + 1);
    expect(dmsToAlice().at(-1)!.message.content).toContain(`<t:${Math.floor(deadline / 1000)}:R>`);
    await bot.tick(clock.now());
    expect(dmsToAlice().length).toBe(before + 1);
    // Alice acts: her 1-hour reminder of that deadline never comes.
    await playFirst(fake.alice, m1);
    clock.set(new Date(deadline - HOUR + 1000));
    await bot.tick(clock.now());
    expect(dmsToAlice().length).toBe(before + 1);
    // Bob's clock runs now; his DMs are closed: his reminder fails for good (done), nothing else breaks.
    fake.blockDMs(fake.bob.id);
    const bm = await bot.deps.matches.load(m1);
    if (!bm.ok || !bm.match.deadlineAt) throw new Error("no clock");
    clock.set(new Date(bm.match.deadlineAt.getTime() - 24 * HOUR + 1000));
    const closed = await bot.tick(clock.now());
    expect(closed.failed).toMatchObject([{ kind: "dm-reminder", permanent: true, reason: "dm-closed" }]);
    expect((await bot.tick(clock.now())).failed).toEqual([]);
  });
});

describe("vacation", () => {
  it("the opponent consents; the clock is held, then runs again when the vacation ends", async () => {
    const { fake, bot } = t;
    const m = await bot.deps.matches.load(m1);
    if (!m.ok || !m.match.deadlineAt || m.match.toAct !== 1) throw new Error("Bob should be to act");
    const h = await done(fake.slash(fake.bob, "duel vacation", { days: 3 }));
    expect(answer(h)).toContain(`Asked <@${fake.alice.id}>`);
    const request = fake
      .channelMessages(await threadOf(m1))
      .findLast((x) => x.message.content.includes("pause their clock"))!;
    expect(request.message.content).toContain("for 3 day(s)");
    const yes = comps(request)[0]!.custom_id!;
    expect(answer(await done(fake.click(fake.bob, request, yes)))).toMatch(/Your opponent answers/);
    await done(fake.click(fake.alice, request, yes));
    const now = clock.now().getTime();
    const held = await bot.deps.matches.load(m1);
    expect(held.ok && held.match.deadlineAt?.getTime()).toBe(now + 3 * 24 * HOUR + 72 * HOUR);
    // The old deadline passes: Bob cannot be claimed against.
    clock.set(new Date(m.match.deadlineAt.getTime() + HOUR));
    expect((await bot.tick(clock.now())).claimable).toEqual([]);
    // A second request while one runs is refused.
    expect(answer(await done(fake.slash(fake.bob, "duel vacation", { days: 1 })))).toMatch(/already running/);
    clock.set(new Date(now + 3 * 24 * HOUR + 1000));
    const end = await bot.tick(clock.now());
    expect(end.notices).toMatchObject([{ kind: "vacation-ended", playerId: fake.bob.id }]);
    const thread = fake.channelMessages(await threadOf(m1)).map((x) => x.message.content);
    expect(thread.some((c) => c.includes(`<@${fake.bob.id}>'s vacation is over`))).toBe(true);
  });
});

describe("two matches in one channel: watch and admin abort", () => {
  it("/duel watch shows the public board of the match named, privately, without any hand", async () => {
    const { fake } = t;
    m2 = await startMatch(fake.alice, fake.carol);
    expect(await threadOf(m1)).not.toBe(await threadOf(m2));
    const h = await done(fake.slash(fake.carol, "duel watch", { match: m1 }));
    expect(h.record.ack?.flags).toBe(64);
    const shown = h.original()!;
    expect(shown.files[0]?.filename).toMatch(/^board-\d+\.png$/);
    expect(shown.message.content).toContain("Public board of Alice vs Bob");
    const m = await t.bot.deps.matches.load(m1);
    const hands = m.ok ? ((m.state as { hands: string[][]; cards: { name: string }[] }) ?? null) : null;
    const held = hands!.hands.flat().map((id) => hands!.cards[Number(id.slice(1))]!.name);
    const text = JSON.stringify([shown.message.content, shown.message.embeds]);
    for (const name of held) expect(text).not.toContain(name);
  });

  it("only Manage Server may abort; the abort names no winner, is logged, and leaves the other match alone", async () => {
    const { fake } = t;
    expect(answer(await done(fake.slash(fake.bob, "duel abort", { match: m1 })))).toMatch(/Only server admins/);
    expect((await t.read(m1)).status).toBe("active");
    fake.memberPermissions.set(fake.carol.id, String(1 << 5)); // Manage Server
    const h = await done(fake.slash(fake.carol, "duel abort", { match: m1, note: "abandoned" }));
    expect(answer(h)).toContain(`Aborted match \`${m1}\``);
    const m = await t.bot.deps.matches.load(m1);
    expect(m.ok && m.match).toMatchObject({ status: "aborted", winnerSeat: null });
    const thread = fake.channelMessages(await threadOf(m1)).map((x) => x.message.content);
    expect(
      thread.some((c) => c.includes(`<@${fake.carol.id}> aborted this match (server admin): no winner. (abandoned)`)),
    ).toBe(true);
    expect((await t.read(m2)).status).toBe("active");
    // Server defaults: shown to anyone, changed by admins only.
    expect(answer(await done(fake.slash(fake.bob, "duel server", { clock: 12 })))).toMatch(/Only server admins/);
    const s = await done(fake.slash(fake.carol, "duel server", { clock: 48, reminders: "12, 2" }));
    expect(answer(s)).toContain("48 h per decision, reminders 12 h, 2 h before a deadline");
    // An admin sets a running match's clock: the running deadline restarts with the new allowance.
    expect(answer(await done(fake.slash(fake.bob, "duel setclock", { hours: 24, match: m2 })))).toMatch(
      /Only server admins/,
    );
    await done(fake.slash(fake.carol, "duel setclock", { hours: 24, match: m2 }));
    const after = await t.bot.deps.matches.load(m2);
    expect(after.ok && after.match.deadlineAt?.getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    fake.memberPermissions.delete(fake.carol.id);
  });
});

describe("languages", () => {
  it("a zh-CN player gets Chinese replies and Chinese panel buttons", async () => {
    const { fake } = t;
    fake.carol.locale = "zh-CN";
    const h = await done(fake.slash(fake.carol, "duel reminders", { hours: "6" }));
    expect(answer(h)).toBe("提醒时间：截止前 6 h。");
    // `/duel list` in her language.
    const list = answer(await done(fake.slash(fake.carol, "duel list")));
    expect(list).toMatch(/^你的对局（1）：\n• 对手 <@\d+>，在 <#\d+>：/);
    // Carol's panel is redrawn in her language at the next change of the match.
    await playFirst(fake.alice, m2);
    expect(comps(panelOf(fake.carol, m2)).map((c) => c.label)).toEqual(expect.arrayContaining(["↩ 撤销", "🏖 休假"]));
    fake.carol.locale = undefined;
    expect(fake.unexpected).toEqual([]);
    expect(t.errors).toEqual([]);
  });
});
