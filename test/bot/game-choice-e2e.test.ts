/**
 * The game choice (docs/bot.md "Games"): with more than one game installed, `/duel challenge game:` and
 * `/deck … game:` pick the game; decks are saved per game; the first game is the default. Played through the real
 * bot against the fake Discord with Riftbound first and the test game Highcard second.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedGames } from "../../src/games/index.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { customIds } from "../helpers/open-duel.js";
import { settled } from "../helpers/sim-player.js";
import { highcard } from "../games/highcard.js";

let t: BotTable;

beforeAll(async () => {
  t = await startTable({ games: { riftbound: installedGames().riftbound!, highcard } });
});
afterAll(async () => {
  await t?.close();
});

const reply = (h: { record: { ack?: { data: { content?: unknown } } } }) => String(h.record.ack?.data.content ?? "");

describe("choosing the game", () => {
  it("registers a game option on /duel challenge and every /deck subcommand, titles as choice names", async () => {
    const cmds = await t.bot.client.application!.commands.fetch();
    const duel = cmds.find((c) => c.name === "duel")!;
    const challenge = duel.options.find((o) => o.name === "challenge") as { options?: { name: string }[] };
    const game = challenge.options?.find((o) => o.name === "game") as { choices?: { name: string; value: string }[] };
    expect(game.choices).toEqual([
      { name: "Riftbound", value: "riftbound" },
      { name: "Highcard", value: "highcard" },
    ]);
    const deck = cmds.find((c) => c.name === "deck")!;
    for (const sub of deck.options as { name: string; options?: { name: string }[] }[])
      expect(
        sub.options?.some((o) => o.name === "game"),
        sub.name,
      ).toBe(true);
  });

  it("keeps decks per game: a Highcard deck is not among the Riftbound decks", async () => {
    const { fake } = t;
    const save = fake.slash(fake.alice, "deck save", { name: "cards", list: "any deck", game: "highcard" });
    await save.waitFor(settled, 20_000);
    expect(reply(save)).toContain("saved");
    const hc = fake.slash(fake.alice, "deck list", { game: "highcard" });
    await hc.waitFor(settled, 20_000);
    expect(reply(hc)).toContain("• cards");
    const rb = fake.slash(fake.alice, "deck list", {});
    await rb.waitFor(settled, 20_000);
    expect(reply(rb)).toContain("no saved decks");
  });

  it("challenges in the chosen game with a deck of that game; the match is that game's", async () => {
    const { fake } = t;
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "cards", game: "highcard" });
    await ch.waitFor(settled, 20_000);
    const msg = ch.original()!;
    expect(msg.message.content).toContain("challenges you to a Highcard game");
    const matchId = customIds(msg)[0]!.split(":")[1]!;
    const m = await t.bot.deps.matches.load(matchId);
    expect(m.ok && m.match.game).toBe("highcard");
  });

  it("refuses a game the bot does not host, naming those it does", async () => {
    const { fake } = t;
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "cards", game: "chess" });
    await ch.waitFor(settled, 20_000);
    expect(reply(ch)).toContain("does not host the game “chess”");
    expect(reply(ch)).toContain("`highcard`");
    expect(t.errors).toEqual([]);
  });
});
