import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import { LeagueService, NO_FORMAT } from "../../src/leagues/service.js";
import { MatchService } from "../../src/services/matches/index.js";
import { fakeAdapter } from "../services/fake-game.js";
import { type FreshDb, freshSqlite } from "../services/helpers.js";

/**
 * The league's deck format (docs/leagues.md "Deck check format", docs/formats.md): applied at join, named in the
 * refusal with every banned card and the format that would accept the deck, and passed on to the league's matches.
 */
const deck = (name: string) => readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");
const base = { guildId: "200000000000000001", channelId: "300000000000000001", organiserId: "1", roundHours: 24 };

describe("league deck format (Riftbound, SQLite)", () => {
  let db: FreshDb;
  let leagues: LeagueService;
  let matches: MatchService;
  beforeAll(async () => {
    db = await freshSqlite();
    matches = new MatchService({ db: db.handle.prisma, games: { riftbound: riftboundAdapter(), fake: fakeAdapter() } });
    leagues = new LeagueService({ db: db.handle.prisma, matches, newSeed: () => "s" });
  });
  afterAll(async () => db?.cleanup());

  it("a Riftbound league checks decks in Standard unless the organiser names another format", async () => {
    const r = await leagues.create({ ...base, name: "Std", game: "riftbound" });
    expect(r.ok && r.league.format).toBe("standard");
    const c = await leagues.create({ ...base, name: "Cas", game: "riftbound", format: "casual" });
    expect(c.ok && c.league.format).toBe("casual");
    expect(await leagues.create({ ...base, name: "X", game: "riftbound", format: "modern" })).toMatchObject({
      ok: false,
      error: { code: "game/bad-format" },
    });
  });

  it("601.2.d at join: the refusal names each banned card and says Casual would accept the deck", async () => {
    const std = (await leagues.byName(base.guildId, "Std"))!;
    const r = await leagues.join({ leagueId: std.id, playerId: "11", deckText: deck("precon-ogn-jinx") });
    expect(r).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
    if (r.ok) return;
    expect(r.error.message).toContain('format "standard"');
    const text = (r.error.problems ?? []).map((p) => p.message).join("\n");
    for (const card of ["Fight or Flight", "Scrapheap", "Reaver's Row"]) expect(text).toContain(card);
    expect(text).toMatch(/Casual \(`casual`\) would accept it/);
    const cas = (await leagues.byName(base.guildId, "Cas"))!;
    expect((await leagues.join({ leagueId: cas.id, playerId: "11", deckText: deck("precon-ogn-jinx") })).ok).toBe(true);
  });

  it("a card the engine cannot run is named, whatever the format", async () => {
    const cas = (await leagues.byName(base.guildId, "Cas"))!;
    const unsupported = deck("precon-ogn-viktor").replace(/^(\d+) .*$/m, "$1 Nonexistent Card Of Nowhere");
    const r = await leagues.join({ leagueId: cas.id, playerId: "12", deckText: unsupported });
    expect(r).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
    if (!r.ok)
      expect((r.error.problems ?? []).map((p) => p.message).join("\n")).toContain("Nonexistent Card Of Nowhere");
  });

  it("the league's matches are created in its format", async () => {
    const std = (await leagues.byName(base.guildId, "Std"))!;
    for (const [id, name] of [
      ["21", "precon-ogn-viktor"],
      ["22", "precon-ogn-viktor"],
    ] as const)
      expect((await leagues.join({ leagueId: std.id, playerId: id, deckText: deck(name) })).ok).toBe(true);
    const started = await leagues.start({ leagueId: std.id });
    if (!started.ok) throw new Error(started.error.message);
    const round = started.events[0]!;
    const matchId = round.kind === "round" ? round.pairings[0]!.matchId! : "";
    const row = await db.handle.prisma.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(JSON.parse(row.configJson)).toMatchObject({ format: "standard" });
  });

  it("a game without deck formats has none, and refuses a format name", async () => {
    const r = await leagues.create({ ...base, name: "F", game: "fake" });
    expect(r.ok && r.league.format).toBe(NO_FORMAT);
    expect(await leagues.create({ ...base, name: "G", game: "fake", format: "standard" })).toMatchObject({
      ok: false,
      error: { code: "game/bad-format" },
    });
  });
});
