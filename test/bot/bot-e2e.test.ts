/**
 * End-to-end: the real discord.js client (via createBot) against the offline fake Discord.
 * One fake and one bot for the whole file; tests run in order and share them.
 */
import { EventEmitter } from "node:events";
import { Writable } from "node:stream";
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  MessageFlags,
  ModalBuilder,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import { InteractionResponseType } from "discord-api-types/v10";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commands } from "../../commands/index.js";
import { type Bot, createBot } from "../../src/bot/client.js";
import { customIdPrefix, decodeCustomId, encodeCustomId } from "../../src/bot/custom-id.js";
import { sendDm } from "../../src/bot/dm.js";
import { BUSY_REPLY, type CommandModule, ERROR_REPLY, UNKNOWN_REPLY } from "../../src/bot/router.js";
import { type FakeDiscord, isPng, startFakeDiscord, TINY_PNG } from "../helpers/fake-discord.js";
import { ping } from "../helpers/ping-command.js";

/** Log lines of the bot, to wait for events that produce no Discord traffic (e.g. a dropped duplicate). */
const logLines: string[] = [];
const logEvents = new EventEmitter();
const logger = pino(
  { level: "debug" },
  new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      logEvents.emit("line");
      cb();
    },
  }),
);

/** Resolves once a log line containing `text` was written (rejects after 2 s). */
function logged(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (!logLines.some((l) => l.includes(text))) return;
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no log line containing "${text}"`));
    }, 2000);
    const cleanup = (): void => {
      clearTimeout(timer);
      logEvents.off("line", check);
    };
    logEvents.on("line", check);
    check();
  });
}
const handlerErrors: unknown[] = [];

/** A promise the test resolves by hand, to hold a handler mid-flight. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
let held = gate();

const ACT = encodeCustomId({ kind: "act", matchId: "m1", stateVersion: 1, decisionId: "d1", optionId: "pass" });
const HOLD = encodeCustomId({ kind: "hold", matchId: "m1", stateVersion: 1, decisionId: "d1", optionId: "" });
const PICK = encodeCustomId({ kind: "pick", matchId: "m1", stateVersion: 1, decisionId: "d2", optionId: "" });

const board: CommandModule = {
  data: new SlashCommandBuilder().setName("board").setDescription("Show the board").toJSON(),
  async execute(i) {
    await i.deferReply();
    const row1 = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId(ACT).setLabel("Pass").setStyle(ButtonStyle.Primary),
      new ButtonBuilder().setCustomId(HOLD).setLabel("Hold").setStyle(ButtonStyle.Secondary),
    );
    const row2 = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId(PICK)
        .addOptions({ label: "Card A", value: "a" }, { label: "Card B", value: "b" }),
    );
    await i.editReply({
      content: "Turn 1",
      files: [new AttachmentBuilder(TINY_PNG, { name: "board.png" })],
      components: [row1, row2],
    });
  },
};

const slow: CommandModule = {
  data: new SlashCommandBuilder().setName("slow").setDescription("Replies too late").toJSON(),
  async execute(i) {
    await new Promise((r) => setTimeout(r, 150));
    await i.reply({ content: "late", flags: MessageFlags.Ephemeral });
  },
};

const boom: CommandModule = {
  data: new SlashCommandBuilder().setName("boom").setDescription("Fails").toJSON(),
  async execute() {
    throw new Error("kaboom");
  },
};

const dm: CommandModule = {
  data: new SlashCommandBuilder()
    .setName("dm")
    .setDescription("DM a player")
    .addUserOption((o) => o.setName("to").setDescription("player").setRequired(true))
    .toJSON(),
  async execute(i) {
    const to = i.options.getUser("to", true);
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    const res = await sendDm(
      i.client,
      to.id,
      { content: "Your hand", files: [new AttachmentBuilder(TINY_PNG, { name: "hand.png" })] },
      logger,
    );
    await i.editReply(res.ok ? `Sent to ${to.username}` : `${to.username} has DMs closed`);
  },
};

const ask: CommandModule = {
  data: new SlashCommandBuilder().setName("ask").setDescription("Opens a modal").toJSON(),
  async execute(i) {
    const modal = new ModalBuilder().setCustomId("name:m1").setTitle("Your name");
    modal.addComponents(
      new ActionRowBuilder<TextInputBuilder>().addComponents(
        new TextInputBuilder().setCustomId("name").setLabel("Name").setStyle(TextInputStyle.Short),
      ),
    );
    await i.showModal(modal);
  },
};

const stamp: CommandModule = {
  data: new SlashCommandBuilder().setName("stamp").setDescription("Reply, then read back its id").toJSON(),
  async execute(i) {
    const res = await i.reply({ content: "…", withResponse: true });
    await i.editReply(`id=${res.resource?.message?.id}`);
  },
};

let fake: FakeDiscord;
let bot: Bot;

beforeAll(async () => {
  fake = await startFakeDiscord();
  bot = createBot({
    token: fake.token,
    restApi: fake.apiBase,
    logger,
    onError: (err) => handlerErrors.push(err),
    handlers: {
      commands: [...commands, ping, board, slow, boom, dm, ask, stamp],
      buttons: {
        [customIdPrefix("act")]: async (i) => {
          const id = decodeCustomId(i.customId, { kind: "act", stateVersion: 1 });
          if (!id.ok) throw new Error(id.error.message);
          await i.update({ content: `Chose ${id.value.optionId}`, components: [] });
        },
        [customIdPrefix("hold")]: async (i) => {
          await held.promise;
          await i.update({ content: "Held", components: [] });
        },
      },
      selects: {
        [customIdPrefix("pick")]: async (i) => {
          await i.update({ content: `Picked ${i.values.join(",")}` });
        },
      },
      modals: {
        "name:": async (i) => {
          await i.reply({ content: `Hello ${i.fields.getTextInputValue("name")}`, flags: MessageFlags.Ephemeral });
        },
      },
    },
  });
  await bot.start();
  await bot.client.application!.commands.set([...commands, ping, board, slow, boom, dm, ask, stamp].map((c) => c.data));
});

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
});

describe("bot against the fake Discord", () => {
  it("logs in: READY and GUILD_CREATE fill the caches", () => {
    expect(bot.client.user?.id).toBe(fake.botUser.id);
    const guild = bot.client.guilds.cache.get(fake.guildId);
    expect(guild?.channels.cache.get(fake.channelId)?.type).toBe(ChannelType.GuildText);
    expect(guild?.members.cache.has(fake.alice.id)).toBe(true);
    expect(fake.globalCommands.map((c) => c.name)).toContain("ping");
    expect(fake.gateway.identifies).toBe(1);
  });

  it("/ping replies privately (type 4, ephemeral) well within 3 s", async () => {
    const h = fake.slash(fake.alice, "ping", { word: "hi" });
    const cb = await h.firstCallback();
    expect(cb.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(cb.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(cb.data.content).toBe("Pong: hi");
    expect(cb.ms).toBeLessThan(3000);
  });

  it("a second acknowledgement of the same interaction gets 40060", async () => {
    const h = fake.slash(fake.alice, "ping");
    await h.firstCallback();
    const res = await fetch(`${fake.apiBase}/v10/interactions/${h.id}/${h.record.token}/callback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: 4, data: { content: "again" } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 40060 });
  });

  it("a redelivered interaction is dropped by the router (no second acknowledgement)", async () => {
    const h = fake.slash(fake.bob, "ping");
    await h.firstCallback();
    fake.redeliver(h);
    await logged("duplicate interaction delivery ignored");
    expect(h.record.callbacks).toHaveLength(1);
  });

  it("reply withResponse gets the callback resource (200 + message)", async () => {
    const h = fake.slash(fake.carol, "stamp");
    await h.waitFor((r) => r.webhooks.some((w) => w.kind === "edit-original"));
    expect(h.record.ack?.status).toBe(200);
    expect(h.original()?.message.content).toBe(`id=${h.record.originalMessageId}`);
  });

  it("autocomplete answers with choices (type 8)", async () => {
    const h = fake.autocomplete(fake.alice, "ping", { name: "word", value: "g" });
    await h.waitFor((r) => r.ack !== undefined);
    expect(h.record.ack?.type).toBe(InteractionResponseType.ApplicationCommandAutocompleteResult);
    expect(h.record.choices).toEqual([{ name: "gamma", value: "gamma" }]);
  });

  it("/board defers, then edits @original with a PNG and components; buttons and selects update it", async () => {
    const h = fake.slash(fake.alice, "board");
    const first = await h.firstCallback();
    expect(first.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(first.ms).toBeLessThan(3000);
    await h.waitFor((r) => r.webhooks.some((w) => w.kind === "edit-original" && w.status === 200));
    const original = h.original()!;
    expect(original.message.content).toBe("Turn 1");
    expect(original.files).toHaveLength(1);
    expect(original.files[0]!.filename).toBe("board.png");
    expect(isPng(original.files[0]!.bytes)).toBe(true);
    expect(original.message.components).toHaveLength(2);

    const s = fake.select(fake.alice, original, PICK, ["b"]);
    const sc = await s.firstCallback();
    expect(sc.type).toBe(InteractionResponseType.UpdateMessage);
    expect(fake.message(original.message.id)?.message.content).toBe("Picked b");

    const c = fake.click(fake.alice, fake.message(original.message.id)!, ACT);
    const cc = await c.firstCallback();
    expect(cc.type).toBe(InteractionResponseType.UpdateMessage);
    const after = fake.message(original.message.id)!;
    expect(after.message.content).toBe("Chose pass");
    expect(after.message.components).toEqual([]);
    expect(isPng(after.files[0]!.bytes)).toBe(true); // the attachment survives the update
  });

  it("a double click while the first is still running is answered 'busy', processed once", async () => {
    const h = fake.slash(fake.bob, "board");
    await h.waitFor((r) => r.webhooks.some((w) => w.kind === "edit-original"));
    const msg = h.original()!;
    held = gate();
    const first = fake.click(fake.bob, msg, HOLD);
    const second = fake.click(fake.bob, msg, HOLD);
    const busy = await second.firstCallback();
    expect(busy.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(busy.data.content).toBe(BUSY_REPLY);
    expect(busy.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(first.record.callbacks).toHaveLength(0);
    held.open();
    const done = await first.firstCallback();
    expect(done.type).toBe(InteractionResponseType.UpdateMessage);
    expect(fake.message(msg.message.id)?.message.content).toBe("Held");
  });

  it("a modal opens (type 9) and its submission reaches the modal handler", async () => {
    const h = fake.slash(fake.carol, "ask");
    expect((await h.firstCallback()).type).toBe(InteractionResponseType.Modal);
    const m = fake.submitModal(fake.carol, "name:m1", { name: "Zed" });
    const cb = await m.firstCallback();
    expect(cb.data.content).toBe("Hello Zed");
  });

  it("sends a DM with a PNG; a user with DMs closed gives dm-closed (50007) without retry", async () => {
    const ok = fake.slash(fake.alice, "dm", { to: fake.bob });
    await ok.waitFor((r) => r.webhooks.some((w) => w.kind === "edit-original"));
    expect(fake.dmsTo(fake.bob.id)).toHaveLength(1);
    expect(isPng(fake.dmsTo(fake.bob.id)[0]!.files[0]!.bytes)).toBe(true);
    expect(ok.original()?.message.content).toBe("Sent to bob");

    fake.blockDMs(fake.carol.id);
    const closed = fake.slash(fake.alice, "dm", { to: fake.carol });
    await closed.waitFor((r) => r.webhooks.some((w) => w.kind === "edit-original"));
    expect(closed.original()?.message.content).toBe("carol has DMs closed");
    expect(closed.original()?.ephemeral).toBe(true);
    expect(fake.dmsTo(fake.carol.id)).toHaveLength(0);
    const attempts = fake.requests.filter((r) => r.status === 403);
    expect(attempts).toHaveLength(1); // no retry

    expect(await sendDm(bot.client, fake.carol.id, "direct", logger)).toEqual({ ok: false, reason: "dm-closed" });
  });

  it("an unregistered command or button gets a private 'not available' reply", async () => {
    const cmd = await fake.slash(fake.alice, "nope").firstCallback();
    expect(cmd.data.content).toBe(UNKNOWN_REPLY);
    const msg = fake.channelMessages().find((m) => !m.ephemeral)!;
    const btn = await fake.click(fake.alice, msg, "zzz:1").firstCallback();
    expect(btn.data.content).toBe(UNKNOWN_REPLY);
    expect(btn.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
  });

  it("a handler error is answered privately with the generic message", async () => {
    const before = handlerErrors.length;
    const h = fake.slash(fake.alice, "boom");
    const cb = await h.firstCallback();
    expect(cb.data.content).toBe(ERROR_REPLY);
    expect(cb.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(handlerErrors.length).toBe(before + 1);
  });

  it("a reply after the deadline gets 10062 and is handled without crashing", async () => {
    fake.interactionDeadlineMs = 50;
    const before = handlerErrors.length;
    const h = fake.slash(fake.alice, "slow");
    fake.interactionDeadlineMs = 3000;
    // The late reply and the router's error reply are both refused.
    await h.waitFor((r) => r.callbacks.length === 2, 2000, "two refused callbacks");
    expect(h.record.callbacks.map((c) => c.errorCode)).toEqual([10062, 10062]);
    await logged("could not send the error reply");
    expect(handlerErrors.length).toBe(before + 1);
    expect(String(handlerErrors.at(-1))).toContain("Unknown interaction");
    // The bot still answers.
    expect((await fake.slash(fake.bob, "ping").firstCallback()).status).toBe(204);
  });

  it("every first callback came within 3 s and no unknown route was called", () => {
    for (const r of fake.interactions) {
      if (r.commandName === "slow") continue;
      expect(r.firstCallbackMs, `${r.kind} ${r.commandName ?? r.customId}`).toBeLessThan(3000);
    }
    expect(fake.unexpected).toEqual([]);
  });
});

describe("gateway", () => {
  it("answers heartbeats with ACKs (client ping becomes known)", async () => {
    const other = await startFakeDiscord({ heartbeatIntervalMs: 25 });
    const hb = createBot({ token: other.token, restApi: other.apiBase, logger, handlers: {} });
    try {
      await hb.start();
      await other.until(() => other.gateway.heartbeats >= 2, 2000, "two heartbeats");
      await other.until(() => hb.client.ws.ping >= 0 || undefined, 2000, "a measured ping");
      expect(other.gateway.compressed).toBe(false); // zlib-sync is not installed
    } finally {
      await hb.stop();
      await other.close();
    }
  });

  it("a wrong token is refused at IDENTIFY with close code 4004", async () => {
    const other = await startFakeDiscord({ token: "right" });
    const wrong = createBot({ token: "wrong", restApi: other.apiBase, logger, handlers: {} });
    try {
      // REST refuses the token first (401 on /gateway/bot), so test the gateway path directly too.
      await expect(wrong.start()).rejects.toThrow();
      const { WebSocket } = await import("ws");
      const ws = new WebSocket(other.gatewayUrl);
      const code = await new Promise<number>((resolve) => {
        ws.on("message", () => ws.send(JSON.stringify({ op: 2, d: { token: "wrong", intents: 1, properties: {} } })));
        ws.on("close", (c) => resolve(c));
      });
      expect(code).toBe(4004);
    } finally {
      await wrong.stop();
      await other.close();
    }
  });
});
