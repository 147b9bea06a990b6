/**
 * End-to-end (issue 15, safe concede): conceding always asks first and names the match. Alice plays two matches
 * challenged in the same channel (each in its own thread there), against Bob and against Carol: a prompt's Concede button only asks; `/concede` lists both
 * matches and concedes only the one she picks; Cancel and a late second click change nothing.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeUser, InteractionHandle } from "../helpers/fake-discord.js";
import { challengeAndAccept, customIds, done } from "../helpers/open-duel.js";
import { pickPrecons } from "../helpers/precons.js";

let table: BotTable;
const [deckA, deckB] = pickPrecons();

/** The text of the bot's final answer to an interaction (reply, update or edit after a defer). */
function answer(h: InteractionHandle): string {
  const edit = h.record.webhooks.findLast((w) => w.kind === "edit-original" || w.kind === "followup");
  return String(edit?.data.content ?? h.record.ack?.data.content ?? "");
}

/** Alice challenges `opponent` in the test channel; the opponent accepts with their saved deck. The match id. */
async function startMatch(opponent: FakeUser): Promise<string> {
  return (await challengeAndAccept(table, { opponent, deck: "mine" })).matchId;
}

let vsBob = "";
let vsCarol = "";
const threadOf: Record<string, string> = {};

/** The thread a match lives in (`Match.channelId` after the start). */
async function threadId(matchId: string): Promise<string> {
  const row = await table.db.prisma.match.findUnique({ where: { id: matchId }, select: { channelId: true } });
  return row!.channelId;
}

beforeAll(async () => {
  table = await startTable({ logger: pino({ level: "silent" }) });
  const { fake } = table;
  await done(fake.slash(fake.alice, "deck save", { name: "mine", list: deckA.text }));
  await done(fake.slash(fake.bob, "deck save", { name: "bobs", list: deckB.text }));
  await done(fake.slash(fake.carol, "deck save", { name: "carols", list: deckB.text }));
  vsBob = await startMatch(fake.bob);
  vsCarol = await startMatch(fake.carol);
}, 60_000);

afterAll(async () => {
  await table?.close();
});

describe("safe concede with two matches in one channel", () => {
  it("both matches run in their own thread of the same channel", async () => {
    const a = await table.read(vsBob);
    const b = await table.read(vsCarol);
    expect([a.status, b.status]).toEqual(["active", "active"]);
    threadOf[vsBob] = await threadId(vsBob);
    threadOf[vsCarol] = await threadId(vsCarol);
    expect(threadOf[vsBob]).not.toBe(threadOf[vsCarol]);
    for (const t of [threadOf[vsBob], threadOf[vsCarol]])
      expect(table.fake.threads.get(t!)).toMatchObject({ parentId: table.fake.channelId });
  });

  it("a prompt's Concede button only asks, naming the opponent and the channel; Cancel changes nothing", async () => {
    const { fake } = table;
    const m = await table.read(vsBob);
    const decider = fake.users.find((u) => u.id === m.deciderId)!;
    const prompt = fake
      .dmsTo(decider.id)
      .findLast((x) => customIds(x).some((id) => id.startsWith(`rb:${vsBob}:`) && id.split(":")[4] === "cc"))!;
    expect(prompt).toBeDefined();
    const cc = customIds(prompt).find((id) => id.split(":")[4] === "cc")!;
    const ask = await done(fake.click(decider, prompt, cc));
    expect(ask.record.ack?.flags).toBe(64);
    const other = decider.id === fake.alice.id ? fake.bob : fake.alice;
    expect(answer(ask)).toContain(`Concede the current game of your match vs <@${other.id}> in <#${threadOf[vsBob]}>`);
    expect((await table.read(vsBob)).version).toBe(m.version);
    const confirm = ask.original()!;
    expect(customIds(confirm)).toEqual([`rbcc:${vsBob}:0:yes:`, `rbcc:${vsBob}:0:no:`]);
    const cancel = await done(fake.click(decider, confirm, `rbcc:${vsBob}:0:no:`));
    expect(answer(cancel)).toMatch(/Not conceded; nothing was changed/);
    expect(await table.read(vsBob)).toMatchObject({ status: "active", version: m.version });
  });

  it("/concede lists both matches and concedes only the one picked", async () => {
    const { fake, bot } = table;
    const h = await done(fake.slash(fake.alice, "duel concede"));
    const text = answer(h);
    expect(text).toMatch(/You have 2 running matches here\. Which one/);
    expect(text).toContain(`vs <@${fake.bob.id}> in <#${threadOf[vsBob]}>`);
    expect(text).toContain(`vs <@${fake.carol.id}> in <#${threadOf[vsCarol]}>`);
    expect((await table.read(vsBob)).status).toBe("active");
    expect((await table.read(vsCarol)).status).toBe("active");
    const yes = customIds(h.original()).filter((id) => id.endsWith(":yes:"));
    expect(yes.sort()).toEqual([`rbcc:${vsBob}:0:yes:`, `rbcc:${vsCarol}:0:yes:`].sort());
    const labels = JSON.stringify(h.original()!.message.components);
    expect(labels).toContain("Concede vs Bob");
    expect(labels).toContain("Concede vs Carol");

    const click = await done(fake.click(fake.alice, h.original()!, `rbcc:${vsCarol}:0:yes:`));
    expect(answer(click)).toMatch(/✅/);
    const carol = await bot.deps.matches.load(vsCarol);
    if (!carol.ok) throw new Error(carol.error.message);
    expect(carol.match).toMatchObject({ status: "finished", winnerSeat: 1 });
    expect((await table.read(vsBob)).status).toBe("active");

    // The same button again (a late double click): the match is over, nothing else happens.
    const again = await done(fake.click(fake.alice, h.original()!, `rbcc:${vsCarol}:0:yes:`));
    expect(answer(again)).toMatch(/already over; nothing was changed/);
    expect((await table.read(vsBob)).status).toBe("active");
  });

  it("with one match left, /concede names it and asks before conceding it", async () => {
    const { fake } = table;
    const h = await done(fake.slash(fake.alice, "duel concede"));
    expect(answer(h)).toContain(`Concede the current game of your match vs <@${fake.bob.id}>`);
    expect(customIds(h.original())).toEqual([`rbcc:${vsBob}:0:yes:`, `rbcc:${vsBob}:0:no:`]);
    expect((await table.read(vsBob)).status).toBe("active");
    expect(table.fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  });
});
