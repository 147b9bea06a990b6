/**
 * `/rule`, `/keyword`, `/card` end to end: the real discord.js client (createBot) against the offline fake
 * Discord. One fake and one bot for the file; tests run in order (the first command finds the lookup cold).
 */
import { type APIEmbed, MessageFlags } from "discord.js";
import { InteractionResponseType } from "discord-api-types/v10";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOKUP_COMMANDS } from "../../commands/lookup/index.js";
import { type Bot, createBot } from "../../src/bot/client.js";
import { isSupported } from "../../src/games/riftbound/cards/registry.js";
import { defaultCardSource } from "../../src/games/riftbound/data/card-source.js";
import { EMBED_LIMITS } from "../../src/services/lookup/index.js";
import { type FakeDiscord, type FakeUser, type InteractionHandle, startFakeDiscord } from "../helpers/fake-discord.js";

let fake: FakeDiscord;
let bot: Bot;
/** The same users with a Chinese Discord client: lookups answer from the seed texts (docs/lookup.md "Language"). */
const zh = {} as Record<"alice" | "bob" | "carol", FakeUser>;
const errors: unknown[] = [];

beforeAll(async () => {
  fake = await startFakeDiscord();
  bot = createBot({
    token: fake.token,
    restApi: fake.apiBase,
    logger: pino({ level: "silent" }),
    onError: (err) => errors.push(err),
    handlers: { commands: LOOKUP_COMMANDS },
  });
  for (const k of ["alice", "bob", "carol"] as const) zh[k] = { ...fake[k], locale: "zh-CN" };
  await bot.start();
  await bot.client.application!.commands.set(LOOKUP_COMMANDS.map((c) => c.data));
});

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
});

/** Checks Discord's embed limits for one message. */
function expectWithinLimits(embeds: APIEmbed[]): void {
  expect(embeds.length).toBeGreaterThan(0);
  expect(embeds.length).toBeLessThanOrEqual(EMBED_LIMITS.embeds);
  let total = 0;
  for (const e of embeds) {
    expect((e.title ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.title);
    expect((e.description ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    expect((e.fields ?? []).length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    total +=
      (e.title ?? "").length +
      (e.description ?? "").length +
      (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0) +
      (e.footer?.text.length ?? 0);
  }
  expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
}

/** The answer message of a lookup command (a direct reply, or the deferred reply's edit). */
async function answerOf(h: InteractionHandle): Promise<{ embeds: APIEmbed[]; text: string; ephemeral: boolean }> {
  await h.waitFor(
    (r) =>
      r.ack?.type === InteractionResponseType.ChannelMessageWithSource ||
      r.webhooks.some((w) => w.kind === "edit-original" && w.status === 200),
    5000,
    "the answer",
  );
  const msg = h.original()!;
  const embeds = msg.message.embeds;
  expectWithinLimits(embeds);
  const text = embeds
    .flatMap((e) => [
      e.title ?? "",
      e.description ?? "",
      ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`),
      e.footer?.text ?? "",
    ])
    .join("\n");
  return { embeds, text, ephemeral: msg.ephemeral };
}

/** Choices of an autocomplete, checked against Discord's limits. */
async function choicesOf(h: InteractionHandle): Promise<{ name: string; value: string }[]> {
  await h.waitFor((r) => r.ack !== undefined, 3000, "autocomplete result");
  expect(h.record.ack?.type).toBe(InteractionResponseType.ApplicationCommandAutocompleteResult);
  const choices = h.record.choices as { name: string; value: string }[];
  expect(choices.length).toBeLessThanOrEqual(25);
  for (const c of choices) {
    expect(c.name.length).toBeGreaterThan(0);
    expect(c.name.length).toBeLessThanOrEqual(100);
    expect(c.value.length).toBeLessThanOrEqual(100);
  }
  return choices;
}

describe("/rule", () => {
  it("559.3.c: the rule with its sub-rules, public, acknowledged within 3 s even on a cold process", async () => {
    const h = fake.slash(zh.alice, "rule", { query: "559.3.c" });
    const first = await h.firstCallback(3000);
    expect(first.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource); // cold: corpus + jieba load
    expect(first.ms).toBeLessThan(3000);
    const a = await answerOf(h);
    expect(a.ephemeral).toBe(false);
    expect(a.embeds[0]!.title).toBe("Rule 559.3.c");
    expect(a.text).toContain("**559.3.c** 指定目标 (Targeting)");
    expect(a.text).toContain("**559.3.c.1**");
    expect(a.text).not.toContain("**559.3.d");
  });

  it("626 (a prefix): the section with all its children, answered directly once warm", async () => {
    const h = fake.slash(zh.bob, "rule", { query: "626" });
    expect((await h.firstCallback()).type).toBe(InteractionResponseType.ChannelMessageWithSource);
    const a = await answerOf(h);
    expect(a.embeds[0]!.title).toBe("Rule 626");
    for (const n of ["626", "626.1", "626.1.a.1", "626.1.d", "626.1.d.1.a", "626.1.d.4"])
      expect(a.text).toContain(`**${n}**`);
    expect(a.text).not.toContain("**627");
  });

  it("肉盾 and Tank both answer with the Tank section (727)", async () => {
    for (const query of ["肉盾", "Tank"]) {
      const a = await answerOf(fake.slash(zh.alice, "rule", { query }));
      expect(a.embeds[0]!.title, query).toBe("Tank · 肉盾 — rule 727");
      expect(a.text).toContain("**727.1.c.2**");
    }
  });

  it("a long answer is split across several embeds within Discord's limits (103 in every game)", async () => {
    const a = await answerOf(fake.slash(zh.alice, "rule", { query: "103", game: "all" }));
    expect(a.embeds.length).toBeGreaterThan(1);
    expect(a.embeds[0]!.title).toBe("Rule 103");
    expect(a.embeds.at(-1)!.footer?.text).toContain("Source:");
  });

  it("nothing found: a helpful answer with suggestions, not an error", async () => {
    const a = await answerOf(fake.slash(zh.alice, "rule", { query: "xyzzy plugh" }));
    expect(a.embeds[0]!.title).toBe("No match");
    expect(a.text).toContain("Try a rule number");
    expect(errors).toEqual([]);
  });

  it("game option: World of Warcraft TCG 100.2 with its lettered sub-rules", async () => {
    const a = await answerOf(fake.slash(zh.alice, "rule", { query: "100.2", game: "wow-tcg" }));
    expect(a.text).toContain("**100.2a**");
  });
});

describe("/keyword", () => {
  it("Shield: the keyword section", async () => {
    const a = await answerOf(fake.slash(zh.carol, "keyword", { name: "Shield" }));
    expect(a.embeds[0]!.title).toBe("Shield · 护盾 — rule 726");
    expect(a.text).toContain("**726.1**");
  });

  it("private: true answers only to the asker (ephemeral)", async () => {
    const h = fake.slash(zh.carol, "keyword", { name: "Tank", private: true });
    const cb = await h.firstCallback();
    expect(cb.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    const a = await answerOf(h);
    expect(a.ephemeral).toBe(true);
    expect(a.embeds[0]!.title).toBe("Tank · 肉盾 — rule 727");
  });

  it("an unknown keyword suggests close ones and lists the keywords", async () => {
    const a = await answerOf(fake.slash(zh.carol, "keyword", { name: "Sheld" }));
    expect(a.embeds[0]!.title).toBe("No such keyword");
    expect(a.text).toContain("`Shield`");
    expect(a.text).toContain("Tank (肉盾)");
  });
});

describe("/card", () => {
  it("void seekr (fuzzy): Void Seeker with text, stats, keyword rules and engine support", async () => {
    const a = await answerOf(fake.slash(fake.bob, "card", { name: "void seekr" }));
    const card = a.embeds[0]!;
    expect(card.title).toBe("Void Seeker (OGN-024)");
    expect(card.description).toContain("Deal 4 to a unit at a battlefield. Draw 1.");
    const field = (name: string) => card.fields?.find((f) => f.name === name)?.value;
    expect(field("Stats")).toBe("Energy 3 · Power 1");
    // An English reader: keyword sections from Core Rules v1.4 (Action is CR 1.4 806, seed 718), no Chinese.
    expect(field("Keywords")).toBe("Action → CR 1.4 806");
    expect(field("Supported by the bot")).toBe("yes");
    expect(card.footer?.text).toContain("Closest match");
    expect(a.embeds[1]!.title).toBe("Keyword rules");
    expect(a.text).toContain("**806.1** Action is a Permissive keyword.");
    expect(a.text).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("a zh-CN reader (or lang: zh) gets the seed's Chinese keyword sections", async () => {
    const a = await answerOf(fake.slash(fake.bob, "card", { name: "OGN-024", lang: "zh" }));
    expect(a.embeds[1]!.title).toBe("关键词规则");
    expect(a.text).toContain("**718.1** 行动是一个许可类");
  });

  it("a card the engine does not run says so, with the reason", async () => {
    const unsupported = defaultCardSource()
      .all()
      .find((c) => c.code === c.baseCode && isSupported(c.code) !== true)!;
    const a = await answerOf(fake.slash(fake.bob, "card", { name: unsupported.code }));
    expect(a.embeds[0]!.title).toBe(`${unsupported.name} (${unsupported.code})`);
    expect(a.embeds[0]!.fields?.find((f) => f.name === "Supported by the bot")?.value).toMatch(/^not yet/);
  });

  it("private card answer and a card that does not exist", async () => {
    const h = fake.slash(fake.bob, "card", { name: "qqqqzzzz", private: true });
    const a = await answerOf(h);
    expect(a.ephemeral).toBe(true);
    expect(a.embeds[0]!.title).toBe("No card found");
    expect(a.text).toContain("card code");
  });
});

describe("autocomplete", () => {
  it("/rule number prefix: rule numbers with their text, at most 25", async () => {
    const choices = await choicesOf(fake.autocomplete(zh.alice, "rule", { name: "query", value: "626" }));
    expect(choices[0]).toEqual({ name: "626 战斗伤害步骤 (The Combat Damage Step)", value: "626" });
    expect(choices.every((c) => c.value.startsWith("626"))).toBe(true);
    const many = await choicesOf(fake.autocomplete(zh.alice, "rule", { name: "query", value: "1" }));
    expect(many).toHaveLength(25);
  });

  it("/rule words: the typed text, the keyword, and matching rules (Chinese too)", async () => {
    const en = await choicesOf(fake.autocomplete(zh.alice, "rule", { name: "query", value: "tank" }));
    expect(en.map((c) => c.value)).toEqual(expect.arrayContaining(["tank", "Tank", "727"]));
    const chinese = await choicesOf(fake.autocomplete(zh.alice, "rule", { name: "query", value: "肉盾" }));
    expect(chinese.map((c) => c.value)).toContain("727");
    const empty = await choicesOf(fake.autocomplete(zh.alice, "rule", { name: "query", value: "" }));
    expect(empty.map((c) => c.value)).toContain("Shield");
  });

  it("/keyword: keywords by English or Chinese name, close names for typos", async () => {
    const sh = await choicesOf(fake.autocomplete(zh.carol, "keyword", { name: "name", value: "sh" }));
    expect(sh).toEqual([{ name: "Shield · 护盾 — rule 726", value: "Shield" }]);
    const chinese = await choicesOf(fake.autocomplete(zh.carol, "keyword", { name: "name", value: "盾" }));
    expect(chinese.map((c) => c.value)).toEqual(["Shield", "Tank"]);
    const typo = await choicesOf(fake.autocomplete(zh.carol, "keyword", { name: "name", value: "shild" }));
    expect(typo[0]?.value).toBe("Shield");
  });

  it("/card: fuzzy names with the card code as value", async () => {
    const choices = await choicesOf(fake.autocomplete(fake.bob, "card", { name: "name", value: "void seekr" }));
    expect(choices[0]).toEqual({ name: "Void Seeker — Spell (OGN-024)", value: "OGN-024" });
    const empty = await choicesOf(fake.autocomplete(fake.bob, "card", { name: "name", value: "" }));
    expect(empty).toHaveLength(25);
    const a = await answerOf(fake.slash(fake.bob, "card", { name: "OGN-024" }));
    expect(a.embeds[0]!.title).toBe("Void Seeker (OGN-024)");
    expect(a.embeds[0]!.footer).toBeUndefined();
  });
});

describe("English users: Core Rules v1.4 (issue 18)", () => {
  it("/rule Equip answers with CR 1.4 818", async () => {
    const a = await answerOf(fake.slash(fake.alice, "rule", { query: "Equip" }));
    expect(a.embeds[0]!.title).toBe("Equip — CR 1.4 818");
    expect(a.text).toContain("**818.1** Equip is an Activated Ability keyword.");
  });

  it("/rule 644 (a seed number) shows the corresponding v1.4 rule, 485, and says so", async () => {
    const a = await answerOf(fake.slash(fake.alice, "rule", { query: "644" }));
    expect(a.embeds[0]!.title).toBe("CR 1.4 485");
    expect(a.text).toContain("Seed rule 644 (Core Rules 2025-06-02) is CR 1.4 485.");
    expect(a.text).toContain("**485** 1v1 (Duel)");
  });

  it("/keyword Tank gives v1.4's Tank (815); lang: zh gives the seed's (727); 肉盾 is answered in Chinese", async () => {
    expect((await answerOf(fake.slash(fake.carol, "keyword", { name: "Tank" }))).embeds[0]!.title).toBe(
      "Tank — CR 1.4 815",
    );
    const zhOpt = await answerOf(fake.slash(fake.carol, "keyword", { name: "Tank", lang: "zh" }));
    expect(zhOpt.embeds[0]!.title).toBe("Tank · 肉盾 — rule 727");
    const typed = await answerOf(fake.slash(fake.carol, "rule", { query: "肉盾" }));
    expect(typed.embeds[0]!.title).toBe("Tank · 肉盾 — rule 727");
  });

  it("a Chinese user may ask for English with lang: en", async () => {
    const a = await answerOf(fake.slash(zh.alice, "keyword", { name: "Shield", lang: "en" }));
    expect(a.embeds[0]!.title).toBe("Shield — CR 1.4 814");
  });

  it("autocomplete: a seed number shows its v1.4 rule; keywords carry v1.4 numbers", async () => {
    const choices = await choicesOf(fake.autocomplete(fake.alice, "rule", { name: "query", value: "644" }));
    expect(choices[0]).toEqual({ name: "644 → CR 1.4 485 1v1 (Duel)", value: "644" });
    const kw = await choicesOf(fake.autocomplete(fake.carol, "keyword", { name: "name", value: "equ" }));
    expect(kw[0]).toEqual({ name: "Equip — CR 1.4 818", value: "Equip" });
  });
});

describe("protocol", () => {
  it("every interaction was acknowledged within 3 s, no handler failed, no unknown route was called", () => {
    for (const r of fake.interactions) {
      expect(r.firstCallbackMs, `${r.kind} ${r.commandName}`).toBeLessThan(3000);
      expect(r.ack, `${r.kind} ${r.commandName}`).toBeDefined();
    }
    expect(errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  });
});
