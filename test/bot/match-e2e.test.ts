/**
 * End-to-end: a Riftbound best-of-three (rule 645, `/duel challenge … mode:match`) through the real discord.js
 * client against the offline fake Discord, on a temp SQLite database. The players click the battlefield,
 * first-player and mulligan prompts in their DMs and end each game with `/concede` (a concession loses only the
 * current game, 651). Tests run in order and share one fake, one database and one match.
 */
import type { APIEmbed } from "discord-api-types/v10";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DuelhallBot } from "../../src/bot/duelhall.js";
import type { DbHandle } from "../../src/db/client.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { RbView } from "../../src/games/riftbound/rules/view.js";
import { type FakeDiscord, type FakeMessage, isPng } from "../helpers/fake-discord.js";
import { pickPrecons } from "../helpers/precons.js";
import { choicesOf, type DriverMatch, driverMatch, playMatch, settled, SimPlayer } from "../helpers/sim-player.js";
import { messageText } from "../helpers/components-v2.js";

const silent = pino({ level: "silent" });
let fake: FakeDiscord;
let db: DbHandle;
let bot: DuelhallBot;
let errors: unknown[] = [];
let matchId = "";
/** Kind of the pending decision at the last read. */
let pendingKind = "";
const [deckA, deckB] = pickPrecons();

async function read(): Promise<DriverMatch> {
  const m = await bot.deps.matches.load(matchId);
  if (!m.ok) throw new Error(m.error.message);
  const row = await db.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  pendingKind = m.pending?.kind ?? "";
  return driverMatch(m, row?.boardMessageId ?? null);
}

async function publicView(): Promise<RbView> {
  const m = await bot.deps.matches.load(matchId);
  if (!m.ok) throw new Error(m.error.message);
  return m.view("public") as RbView;
}

async function replyOf(h: ReturnType<FakeDiscord["slash"]>): Promise<string> {
  await h.waitFor(settled, 10_000, "reply");
  const w = h.record.webhooks.find((x) => x.kind === "edit-original" || x.kind === "followup");
  return String(w?.data.content ?? h.record.ack?.data.content ?? "");
}

/** `/concede` asks first (issue 15): answers the confirmation with its only Concede button; the final reply. */
async function concede(user: FakeDiscord["alice"]): Promise<string> {
  const h = fake.slash(user, "duel concede");
  expect(await replyOf(h)).toMatch(/^Concede the current game of your match vs/);
  const yes = choicesOfAny(h.original()!).filter((id) => id.startsWith("rbcc:") && id.includes(":yes:"));
  expect(yes).toHaveLength(1);
  const click = fake.click(user, h.original()!, yes[0]!);
  await click.waitFor(settled, 10_000, "concede");
  return String(click.record.webhooks.find((w) => w.kind === "edit-original")?.data.content ?? "");
}

const content = (m: FakeMessage | undefined) => (m ? messageText(m.message) : "");
/** Public channel texts posted so far. */
const channelTexts = () =>
  fake
    .channelMessages()
    .filter((x) => !x.ephemeral)
    .map(content);

/** The board message's embed. */
async function boardEmbed(): Promise<APIEmbed> {
  const m = await read();
  const board = fake.message(m.boardMessageId!)!;
  return (board.message.embeds?.[0] ?? {}) as APIEmbed;
}

let sims: SimPlayer[] | undefined;
function players(): SimPlayer[] {
  sims ??= [new SimPlayer(fake, fake.alice, 5), new SimPlayer(fake, fake.bob, 7)];
  return sims;
}

/** Clicks through the setup decisions of a game (first player, battlefields, mulligans) until someone acts. */
async function setUpGame(): Promise<string[]> {
  const kinds: string[] = [];
  await playMatch(fake, players(), {
    read,
    until: () => {
      if (pendingKind === "priority") return true;
      kinds.push(pendingKind);
      return false;
    },
    maxClicks: 30,
  });
  expect(pendingKind).toBe("priority");
  return kinds;
}

let table: BotTable;

beforeAll(async () => {
  table = await startTable({ logger: silent });
  ({ fake, db, bot, errors } = table);
});

afterAll(async () => {
  await table?.close();
});

describe("a Riftbound best-of-three through Discord", () => {
  it("/duel challenge mode:match creates a Bo3 that starts with the battlefield choices", async () => {
    expect(await replyOf(fake.slash(fake.alice, "deck save", { name: "mine", list: deckA.text }))).toMatch(/saved/);
    expect(await replyOf(fake.slash(fake.bob, "deck save", { name: "bobs", list: deckB.text }))).toMatch(/saved/);
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "mine", mode: "match" });
    await ch.firstCallback();
    const msg = ch.original()!;
    expect(msg.ephemeral).toBe(false);
    expect(content(msg)).toMatch(/best of three/);
    const accept = choicesOfAny(msg)[0]!;
    matchId = accept.split(":")[1]!;
    const acc = fake.click(fake.bob, msg, accept);
    await acc.waitFor(settled, 20_000);
    const choose = acc.original()!;
    const decks = await db.prisma.savedDeck.findMany({ where: { ownerId: fake.bob.id } });
    const start = fake.select(fake.bob, choose, choicesOfAny(choose)[0]!, [decks[0]!.id]);
    await start.waitFor(settled, 20_000, "match start");
    const m = await read();
    expect(m.status).toBe("active");
    const row = await db.prisma.match.findUnique({ where: { id: matchId } });
    expect(row?.mode).toBe("match");
    expect(pendingKind).toBe("battlefield");
    const embed = await boardEmbed();
    expect(embed.title).toMatch(/best of three/);
    expect(embed.description).toContain("Game 1 of 3 · Games 0–0");
    expect(isPng(fake.message(m.boardMessageId!)!.files[0]!.bytes)).toBe(true);
    // The decider's DM prompt offers their battlefields as buttons.
    const decider = players().find((p) => p.user.id === m.deciderId)!;
    const prompt = decider.promptMessage()!;
    expect(content(prompt)).toMatch(/battlefield/i);
    expect(choicesOf(prompt).length).toBeGreaterThanOrEqual(2);
    expect(channelTexts().some((t) => t.includes(`<@${m.deciderId}>, your move: choose your battlefield`))).toBe(true);
  });

  it("game 1: battlefields and mulligans by clicks, then Bob concedes: 1–0 for Alice, Bob chooses who goes first", async () => {
    expect(await setUpGame()).toEqual(["battlefield", "battlefield", "mulligan", "mulligan"]);
    const text = await concede(fake.bob);
    expect(text).toMatch(/✅/);
    expect(channelTexts().some((t) => t.includes(`🏁 Game 1 goes to <@${fake.alice.id}>`) && t.includes("— 1–0"))).toBe(
      true,
    );
    const m = await read();
    expect(m.status).toBe("active");
    expect(m.deciderId).toBe(fake.bob.id);
    expect(pendingKind).toBe("option");
    expect((await boardEmbed()).description).toContain("Game 2 of 3 · Games 1–0");
    expect((await publicView()).match).toEqual({ game: 2, setPoints: [1, 0] });
    const bobPrompt = players()[1]!.promptMessage()!;
    expect(content(bobPrompt)).toMatch(/choose who goes first/);
    expect(JSON.stringify(bobPrompt.message.components)).toContain("I go first");
  });

  it("game 2: Alice concedes: 1–1", async () => {
    const kinds = await setUpGame();
    expect(kinds.slice(0, 3)).toEqual(["option", "battlefield", "battlefield"]);
    await concede(fake.alice);
    expect(channelTexts().some((t) => t.includes(`🏁 Game 2 goes to <@${fake.bob.id}>`) && t.includes("— 1–1"))).toBe(
      true,
    );
    expect((await boardEmbed()).description).toContain("Game 3 of 3 · Games 1–1");
    expect((await read()).deciderId).toBe(fake.alice.id);
  });

  it("game 3: the last battlefields are forced; Bob concedes and Alice wins the match 2–1", async () => {
    expect(await setUpGame()).toEqual(["option", "mulligan", "mulligan"]);
    await concede(fake.bob);
    const m = await bot.deps.matches.load(matchId);
    if (!m.ok) throw new Error(m.error.message);
    expect(m.match).toMatchObject({ status: "finished", winnerSeat: 0 });
    expect(m.match.games.map((g) => g.winnerSeat)).toEqual([0, 1, 0]);
    const texts = channelTexts();
    expect(texts.some((t) => t.includes(`🏁 Game 3 goes to <@${fake.alice.id}>`) && t.includes("— 2–1"))).toBe(true);
    expect(texts.some((t) => t.includes(`🏆 <@${fake.alice.id}> wins the match 2–1`))).toBe(true);
    const embed = await boardEmbed();
    expect(embed.description).toContain("wins the match 2–1");
    expect(content(fake.message((await read()).boardMessageId!))).toBe("Final board.");
    const dm = fake.dmsTo(fake.bob.id).at(-1);
    expect(content(dm)).toContain("wins the match 2–1");
  });

  it("no errors, no unexpected requests, every interaction answered in time", () => {
    expect(fake.interactions.every((r) => (r.firstCallbackMs ?? 0) < 3000)).toBe(true);
    expect(errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  });
});

/** Custom ids of every component of a message. */
function choicesOfAny(m: FakeMessage): string[] {
  const out: string[] = [];
  for (const row of m.message.components ?? []) {
    for (const c of (row as { components?: { custom_id?: string }[] }).components ?? [])
      if (c.custom_id) out.push(c.custom_id);
  }
  return out;
}
