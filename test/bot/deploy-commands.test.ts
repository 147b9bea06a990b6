import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commands } from "../../commands/index.js";
import { deployCommands, main } from "../../scripts/deploy-commands.js";
import { loadConfig } from "../../src/config.js";
import { type FakeDiscord, startFakeDiscord } from "../helpers/fake-discord.js";

let fake: FakeDiscord;

beforeAll(async () => {
  fake = await startFakeDiscord();
});
afterAll(async () => {
  await fake?.close();
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DISCORD_TOKEN: fake.token,
    DISCORD_APPLICATION_ID: fake.applicationId,
    DISCORD_API_BASE: fake.apiBase,
    ...extra,
  };
}

describe("deploy-commands", () => {
  it("registers commands/index.ts globally", async () => {
    const out = await deployCommands(loadConfig(env()));
    expect(out).toEqual({ scope: "global", registered: commands.length });
    expect(fake.globalCommands.map((c) => c.name)).toEqual(commands.map((c) => c.data.name));
  });

  it("registers four namespaces with their contexts, the game commands under /duel, no test fixture", async () => {
    await deployCommands(loadConfig(env()));
    const byName = new Map(fake.globalCommands.map((c) => [c.name, c]));
    // `/rise`: the card sets organisers load (commands/cardset.ts), server only.
    expect([...byName.keys()].sort()).toEqual(["deck", "duel", "league", "rise", "rules"]);
    expect(byName.get("rise")?.contexts).toEqual([0]);
    const subs = (name: string) => (byName.get(name)?.options ?? []).map((o) => o.name);
    expect(subs("duel")).toEqual(
      expect.arrayContaining(["challenge", "board", "hand", "concede", "play", "move", "pass"]),
    );
    expect(subs("rules")).toEqual(["rule", "keyword", "card"]);
    expect(subs("deck")).toEqual(["save", "list", "show", "delete"]);
    // A match needs a channel for its thread and a league a server: /duel and /league only in servers; decks and lookups in DMs with the bot too.
    expect(byName.get("duel")?.contexts).toEqual([0]);
    expect(byName.get("league")?.contexts).toEqual([0]);
    expect(byName.get("deck")?.contexts).toEqual([0, 1]);
    expect(byName.get("rules")?.contexts).toEqual([0, 1, 2]);
    expect(JSON.stringify(fake.globalCommands)).not.toContain('"ping"');
  });

  it("registers to DISCORD_DEV_GUILD_ID when set", async () => {
    const out = await deployCommands(loadConfig(env({ DISCORD_DEV_GUILD_ID: fake.guildId })));
    expect(out).toEqual({ scope: "guild", guildId: fake.guildId, registered: commands.length });
    expect(fake.guildCommands.get(fake.guildId)?.map((c) => c.name)).toEqual(commands.map((c) => c.data.name));
  });

  it("--dry-run returns the JSON without settings or network", async () => {
    const before = fake.requests.length;
    const out = await deployCommands(loadConfig({}), { dryRun: true });
    expect(out).toEqual({ dryRun: true, body: commands.map((c) => c.data) });
    expect(fake.requests.length).toBe(before);
  });

  it("refuses to deploy without a token", async () => {
    await expect(deployCommands(loadConfig({}))).rejects.toThrow(/DISCORD_TOKEN/);
  });

  it("the CLI entry deploys (DISCORD_API_BASE), prints --dry-run JSON, and fails in one line", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const sink = (into: string[]) => ({ write: (s: string) => into.push(s) > 0 });
    expect(await main([], env(), sink(out), sink(err))).toBe(0);
    expect(out.join("")).toBe(`Registered ${commands.length} command(s) globally.\n`);
    expect(await main(["--dry-run"], {}, sink(out), sink(err))).toBe(0);
    expect(JSON.parse(out.slice(1).join(""))).toEqual(commands.map((c) => c.data));
    expect(await main([], { DISCORD_APPLICATION_ID: "12" }, sink(out), sink(err))).toBe(1);
    expect(err.join("")).toMatch(/^Bad setting DISCORD_APPLICATION_ID: .*\n$/);
    expect(fake.unexpected).toEqual([]);
  });
});
