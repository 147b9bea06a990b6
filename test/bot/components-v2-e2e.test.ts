/**
 * End-to-end (issue 15): Components V2 with the real discord.js client against the fake Discord. The fake accepts
 * V2 messages (flag, container, text display, separator, action rows; creates, edits, interaction replies and
 * updates) and refuses what Discord refuses (content or embeds with the flag, V2 components without it, more
 * than 40 components, more than 4000 characters of text). The panel DMs of a Riftbound match are V2 messages
 * that show each hand card (cost, type, Might, English rules text, image link) above the prompt's rows, and a
 * multi-step click keeps the hand.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ContainerBuilder,
  DiscordAPIError,
  MessageFlags,
  type SendableChannels,
  TextDisplayBuilder,
} from "discord.js";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { IS_COMPONENTS_V2, messageText } from "../helpers/components-v2.js";
import { isPng } from "../helpers/fake-discord.js";
import { pickPrecons } from "../helpers/precons.js";
import { choicesOf } from "../helpers/sim-player.js";
import { customIds, done, openDuel } from "../helpers/open-duel.js";

let table: BotTable;
let matchId = "";
const [deckA, deckB] = pickPrecons();

const text = (s: string) => new TextDisplayBuilder().setContent(s);
const box = (...lines: string[]) => new ContainerBuilder().addTextDisplayComponents(lines.map(text));

async function channel(): Promise<SendableChannels> {
  const c = await table.bot.client.channels.fetch(table.fake.channelId);
  if (!c?.isSendable()) throw new Error("no channel");
  return c;
}

/** The Discord error code of a rejected promise (50035: invalid form body). */
async function codeOf(p: Promise<unknown>): Promise<number | string | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return err instanceof DiscordAPIError ? err.code : String(err);
  }
}

beforeAll(async () => {
  table = await startTable({ logger: pino({ level: "silent" }), newSeed: () => "v2-e2e" });
  ({ matchId } = await openDuel(table, deckA.text, deckB.text, { names: ["mine", "bobs"] }));
}, 60_000);

afterAll(async () => {
  await table?.close();
});

describe("the fake Discord and Components V2", () => {
  it("accepts a V2 message (container, text displays, a row) and refuses content or embeds with the flag", async () => {
    const c = await channel();
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId("x").setLabel("X").setStyle(ButtonStyle.Primary),
    );
    const sent = await c.send({ flags: MessageFlags.IsComponentsV2, components: [box("one", "two"), row] });
    const stored = table.fake.message(sent.id)!;
    expect((stored.message.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(messageText(stored.message)).toBe("one\ntwo");
    expect(await codeOf(c.send({ content: "hi", flags: MessageFlags.IsComponentsV2, components: [box("a")] }))).toBe(
      50035,
    );
    expect(
      await codeOf(c.send({ embeds: [{ title: "t" }], flags: MessageFlags.IsComponentsV2, components: [box("a")] })),
    ).toBe(50035);
    // V2 components without the flag.
    expect(await codeOf(c.send({ components: [box("a")] }))).toBe(50035);
  });

  it("refuses more than 40 components or 4000 characters of text", async () => {
    const c = await channel();
    const many = Array.from({ length: 40 }, (_, i) => `line ${i}`);
    expect(await codeOf(c.send({ flags: MessageFlags.IsComponentsV2, components: [box(...many)] }))).toBe(50035);
    const long = "x".repeat(2100);
    expect(await codeOf(c.send({ flags: MessageFlags.IsComponentsV2, components: [box(long, long)] }))).toBe(50035);
  });

  it("edits: a plain message becomes V2 when content is cleared; the flag stays; content is refused after", async () => {
    const c = await channel();
    const plain = await c.send({ content: "plain" });
    expect(
      await codeOf(c.messages.edit(plain.id, { flags: MessageFlags.IsComponentsV2, components: [box("v2")] })),
    ).toBe(50035);
    await c.messages.edit(plain.id, { content: "", flags: MessageFlags.IsComponentsV2, components: [box("v2")] });
    await c.messages.edit(plain.id, { components: [box("edited")] });
    const stored = table.fake.message(plain.id)!;
    expect((stored.message.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(messageText(stored.message)).toBe("edited");
    expect(await codeOf(c.messages.edit(plain.id, { content: "again" }))).toBe(50035);
    expect(table.fake.unexpected).toEqual([]);
  });
});

describe("Riftbound panels as Components V2 (issue 15: a readable hand)", () => {
  it("each player's panel DM is a V2 message: what to do, every hand card with its facts, text and image link", async () => {
    const { fake } = table;
    const m = await table.read(matchId);
    const decider = m.deciderId === fake.alice.id ? fake.alice : fake.bob;
    const panel = fake.dmsTo(decider.id).at(-1)!;
    expect((panel.message.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(panel.message.content).toBe("");
    const t = messageText(panel.message);
    expect(t).toContain("**Your move**");
    expect(t).toMatch(/### Your hand \(\d+\)/);
    expect(t).toMatch(/Energy/);
    expect(t).toMatch(/\[Card image\]\(https:\/\//);
    expect(t).not.toMatch(/[\u3400-\u9fff]/);
    // The mulligan's select lists the hand's cards with their facts.
    expect(choicesOf(panel).length).toBeGreaterThan(0);
  });

  it("a click on the panel answers with the panel edited in place, still V2 with the hand", async () => {
    const { fake } = table;
    const m = await table.read(matchId);
    const decider = m.deciderId === fake.alice.id ? fake.alice : fake.bob;
    const panel = fake.dmsTo(decider.id).at(-1)!;
    const keep = choicesOf(panel).find((c) => c.customId.endsWith(":keep"))!;
    expect(keep).toBeDefined();
    await done(fake.click(decider, panel, keep.customId));
    const after = fake.message(panel.message.id)!;
    expect((after.message.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(messageText(after.message)).toMatch(/### Your hand \(\d+\)/);
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  });

  it("📱 Phone view under the board: anyone (here a spectator) gets the 400 px compact picture privately", async () => {
    const { fake } = table;
    const m = await table.read(matchId);
    const board = fake.message(m.boardMessageId!)!;
    const phone = customIds(board).find((x) => x.split(":")[3] === "phone")!;
    expect(phone).toBeDefined();
    const h = await done(fake.click(fake.carol, board, phone));
    const reply = h.original()!;
    expect(reply.ephemeral).toBe(true);
    const png = reply.files[0]!.bytes;
    expect(isPng(png)).toBe(true);
    expect(png.readUInt32BE(16)).toBe(400);
    expect(fake.unexpected).toEqual([]);
  });
});
