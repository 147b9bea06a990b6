/**
 * Card sets per server (docs/rise.md "Card sets per server"), end to end through the real bot and the fake
 * Discord: `/rise cardset load|list|remove` (Manage Server for load and remove), refusals line by line that change
 * nothing, card ids unique across a server's sets, and a whole match with decks of a loaded set that outlives the
 * set's removal (the match config carries its cards).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { installedGames } from "../../src/games/index.js";
import { SAMPLE_SET_PATH } from "../../src/games/rise/data/sample.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeMessage, InteractionHandle } from "../helpers/fake-discord.js";
import { playMatch, SimPlayer, settled } from "../helpers/sim-player.js";

let t: BotTable;

beforeAll(async () => {
  t = await startTable({ games: { rise: installedGames().rise! } });
  t.fake.memberPermissions.set(t.fake.alice.id, String(1 << 5)); // Manage Server
});
afterAll(async () => {
  await t?.close();
});

/** What the bot answered: the reply, or the deferred reply's edited original. */
function said(h: InteractionHandle): string {
  return String(h.original()?.message.content ?? h.record.ack?.data.content ?? "");
}

async function run(h: InteractionHandle): Promise<string> {
  await h.waitFor(settled, 20_000, "bot answer");
  return said(h);
}

interface SetFile {
  set: string;
  name: string;
  cards: { id: string; name: string }[];
  decks: { name: string; commander: string; cards: Record<string, number> }[];
}

/** The sample set under another key with every card id (and name) renamed: a set of our own. */
function ownSet(): SetFile {
  const s = parse(readFileSync(SAMPLE_SET_PATH, "utf8")) as SetFile;
  const re = (id: string) => `x-${id}`.slice(0, 24);
  return {
    ...s,
    set: "house",
    name: "House set",
    cards: s.cards.map((c) => ({ ...c, id: re(c.id), name: `House ${c.name}` })),
    decks: s.decks.map((d) => ({
      ...d,
      commander: re(d.commander),
      cards: Object.fromEntries(Object.entries(d.cards).map(([k, n]) => [re(k), n])),
    })),
  };
}

const deckText = (set: SetFile, i: number) =>
  [
    `Set: ${set.set}`,
    `Commander: ${set.decks[i]!.commander}`,
    ...Object.entries(set.decks[i]!.cards).map(([id, n]) => `${n} ${id}`),
  ].join("\n");

const ids = (m: FakeMessage): string[] =>
  (m.message.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id ? [c.custom_id] : [],
    ),
  );

describe("/rise cardset (card sets per server)", () => {
  it("registers /rise cardset load|list|remove, server only", async () => {
    const cmds = await t.bot.client.application!.commands.fetch();
    const rise = cmds.find((c) => c.name === "rise")!;
    const group = rise.options[0] as { name: string; options?: { name: string }[] };
    expect(group.name).toBe("cardset");
    expect(group.options?.map((o) => o.name)).toEqual(["load", "list", "remove"]);
  });

  it("lists the built-in sample set; only Manage Server may load", async () => {
    const { fake } = t;
    expect(await run(fake.slash(fake.bob, "rise cardset list"))).toContain("`sample`");
    const file = { filename: "house.yaml", text: stringify(ownSet()) };
    expect(await run(fake.slash(fake.bob, "rise cardset load", { file }))).toContain("Manage Server");
    expect(await t.db.prisma.guildCardSet.count()).toBe(0);
  });

  it("refuses a bad file line by line and changes nothing", async () => {
    const { fake } = t;
    const bad = stringify(ownSet()).replace(/^ {4}atk: 3$/m, "    atk: three");
    const out = await run(fake.slash(fake.alice, "rise cardset load", { file: { filename: "bad.yaml", text: bad } }));
    expect(out).toContain("was not loaded");
    expect(out).toMatch(/line \d+, cards\[\d+\]\.atk: /);
    const broken = await run(
      fake.slash(fake.alice, "rise cardset load", { file: { filename: "b.yaml", text: "set: [unclosed" } }),
    );
    expect(broken).toMatch(/line 1, \(file\): not valid YAML\/JSON/);
    expect(await t.db.prisma.guildCardSet.count()).toBe(0);
  });

  it("refuses a set whose card ids another set of the server uses, and a built-in key", async () => {
    const { fake } = t;
    const sample = parse(readFileSync(SAMPLE_SET_PATH, "utf8")) as SetFile;
    const copy = stringify({ ...sample, set: "copy" });
    const out = await run(fake.slash(fake.alice, "rise cardset load", { file: { filename: "c.yaml", text: copy } }));
    expect(out).toMatch(/line \d+, cards\[0\]\.id: the id \S+ is already a card of the set sample on this server/);
    const same = stringify(sample);
    const key = await run(fake.slash(fake.alice, "rise cardset load", { file: { filename: "s.yaml", text: same } }));
    expect(key).toContain("sample is the key of a built-in set");
    expect(await t.db.prisma.guildCardSet.count()).toBe(0);
  });

  it("loads a set; decks of it are saved, challenged and played to a winner, even after the set is removed", async () => {
    const { fake } = t;
    const set = ownSet();
    const file = { filename: "house.yaml", text: stringify(set) };
    expect(await run(fake.slash(fake.alice, "rise cardset load", { file }))).toContain("Loaded the card set `house`");
    expect(await run(fake.slash(fake.bob, "rise cardset list"))).toContain("`house` House set");
    // A second set reusing one of house's ids is refused now that house is loaded.
    const clash = stringify({
      ...set,
      set: "other",
      cards: set.cards.map((c, i) => ({ ...c, id: i === 0 ? c.id : `y-${c.id}`.slice(0, 24) })),
      decks: [],
    });
    const refused = await run(
      fake.slash(fake.alice, "rise cardset load", { file: { filename: "o.yaml", text: clash } }),
    );
    expect(refused).toContain("is already a card of the set house");

    for (const [user, i] of [
      [fake.alice, 0],
      [fake.bob, 1],
    ] as const) {
      const out = await run(fake.slash(user, "deck save", { name: `house-${i}`, list: deckText(set, i) }));
      expect(out, out).toMatch(/^✅/);
    }
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "house-0" });
    await ch.waitFor(settled, 20_000);
    const challenge = ch.original()!;
    const accept = ids(challenge)[0]!;
    const matchId = accept.split(":")[1]!;
    const acc = fake.click(fake.bob, challenge, accept);
    await acc.waitFor(settled, 20_000);
    const chooser = acc.original()!;
    const deck = await t.db.prisma.savedDeck.findFirst({ where: { ownerId: fake.bob.id, name: "house-1" } });
    await fake.select(fake.bob, chooser, ids(chooser)[0]!, [deck!.id]).waitFor(settled, 20_000);

    // The match's config holds the set's cards: removing the set changes nothing for it.
    const row = await t.db.prisma.match.findUnique({ where: { id: matchId } });
    expect(row?.status).toBe("active");
    const engine = JSON.parse(row!.configJson).engine as { cards: Record<string, { name: string }> };
    expect(engine.cards[set.decks[0]!.commander]?.name).toMatch(/^House /);
    expect(await run(fake.slash(fake.alice, "rise cardset remove", { key: "house" }))).toContain("Removed");
    expect(await run(fake.slash(fake.bob, "rise cardset list"))).not.toContain("house");
    const later = await run(fake.slash(fake.alice, "deck save", { name: "late", list: deckText(set, 0) }));
    expect(later).toContain("No card set house on this server");

    const players = [new SimPlayer(fake, fake.alice, 11), new SimPlayer(fake, fake.bob, 23)];
    await playMatch(fake, players, { read: () => t.read(matchId), maxClicks: 4000 });
    const end = await t.bot.deps.matches.load(matchId);
    expect(end.ok && end.match.status).toBe("finished");
    // Replay from config, seed and log still rebuilds it (the set is gone).
    const report = await t.bot.deps.matches.verify();
    expect(report.mismatched).toBe(0);
    expect(report.ok).toBe(1);
    expect(t.errors).toEqual([]);
  }, 240_000);
});
