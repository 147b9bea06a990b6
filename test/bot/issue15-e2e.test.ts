/**
 * Issue 15 audit (docs/issue-15-audit.md), end to end through the real bot and the fake Discord: a whole seeded duel
 * in a zh-CN server (Bob reads Chinese, Alice English) checked for what no other e2e file proves: a response prompt
 * names what is on the chain and what it targets ("… — respond?") and lists the chain, in the reader's language;
 * a refusal of the engine reads in Chinese for a Chinese reader.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { openDuel } from "../helpers/open-duel.js";
import { pickPrecons } from "../helpers/precons.js";
import { playMatch, SimPlayer } from "../helpers/sim-player.js";

let table: BotTable;
let matchId = "";

beforeAll(async () => {
  table = await startTable({
    logger: pino({ level: "silent" }),
    newSeed: () => "issue15-e2e",
    fake: { guildLocale: "zh-CN" },
  });
  table.fake.bob.locale = "zh-CN";
  const [a, b] = pickPrecons();
  ({ matchId } = await openDuel(table, a.text, b.text));
}, 60_000);

afterAll(async () => {
  await table?.close();
});

describe("issue 15 audit, end to end", () => {
  it("the registered commands carry zh-CN names and descriptions, subcommands too; no /play, no /ping", () => {
    const { fake } = table;
    const all = [...fake.globalCommands, ...(fake.guildCommands.get(fake.guildId) ?? [])];
    // The four namespaces, plus the content commands of games with organiser-loaded card sets (/rise).
    expect(all.map((c) => c.name).sort()).toEqual(["deck", "duel", "league", "rise", "rules"]);
    // Every command, subcommand (group) and option, as "path": a missing zh-CN name or description is listed.
    const missing: string[] = [];
    type Opt = {
      name: string;
      name_localizations?: Record<string, string> | null;
      description_localizations?: Record<string, string> | null;
      options?: Opt[];
    };
    const walk = (o: Opt, path: string) => {
      if (!o.name_localizations?.["zh-CN"]) missing.push(`${path} (name)`);
      if (!/[\u4e00-\u9fff]/.test(o.description_localizations?.["zh-CN"] ?? "")) missing.push(`${path} (description)`);
      for (const x of o.options ?? []) walk(x, `${path} ${x.name}`);
    };
    for (const c of all) walk(c as Opt, c.name);
    expect(missing).toEqual([]);
  });

  it("response prompts say what is on the chain and whom it targets, in each reader's language", async () => {
    const { fake } = table;
    const players = [new SimPlayer(fake, fake.alice, 5), new SimPlayer(fake, fake.bob, 6)];
    await playMatch(fake, players, { read: () => table.read(matchId), maxClicks: 400 });
    const dmOf = new Map<string, string>();
    for (const id of [fake.alice.id, fake.bob.id]) for (const m of fake.dmsTo(id)) dmOf.set(m.message.channel_id, id);
    const seen = (id: string) =>
      fake.messageEvents
        .filter((e) => e.dm && dmOf.get(e.channelId) === id)
        .map((e) => `${e.content ?? ""}${JSON.stringify(e.components ?? [])}`)
        .join("\n---\n");
    const alice = seen(fake.alice.id);
    const bob = seen(fake.bob.id);
    // Bob (zh-CN): an opponent's chain item, what it is and whose, the question, and the chain listed top first.
    expect(bob).toMatch(/\*\*[^*]+\*\*（对手的[^）]*）[^—]*——是否响应？/);
    expect(bob).toContain("连锁（顶部先结算）：\\n1. ");
    expect(bob).not.toMatch(/respond\?|top resolves first|triggered|activated/);
    // Alice (en-US): her own item on the chain, what it targets, and the chain.
    expect(alice).toMatch(/Your [^"]+ is on the chain \(targeting [^)]+\)\. Add to it, or pass to let it resolve\./);
    expect(alice).toContain("Chain (top resolves first):\\n1. ");
    expect(alice).not.toMatch(/[\u4e00-\u9fff]/);
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  }, 300_000);
});
