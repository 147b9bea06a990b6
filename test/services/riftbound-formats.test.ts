import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import { MatchService } from "../../src/services/matches/index.js";
import { ALICE, BOB, type FreshDb, freshSqlite } from "./helpers.js";

/** Challenges name their deck format (docs/formats.md): stored in `Match.configJson`, both decks checked in it. */

const deck = (name: string) => readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");

describe("riftbound challenge formats (SQLite)", () => {
  let db: FreshDb;
  let service: MatchService;
  const base = { guildId: null, channelId: "c", challengerId: ALICE, opponentId: BOB, game: "riftbound" };
  beforeAll(async () => {
    db = await freshSqlite();
    service = new MatchService({ db: db.handle.prisma, games: { riftbound: riftboundAdapter() } });
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("601.2.d: standard refuses the Jinx precon, naming its banned cards with the ban list's date", async () => {
    const r = await service.createChallenge({ ...base, format: "standard", deckText: deck("precon-ogn-jinx") });
    expect(r).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
    if (!r.ok)
      expect(r.error.message).toMatch(/banned in Standard by the ban list effective 2026-07-24: Fight or Flight/);
  });

  it("the default format is casual, stored with the challenge; the accepting deck is checked in the same format", async () => {
    const c = await service.createChallenge({ ...base, deckText: deck("precon-ogn-viktor") });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const row = await db.handle.prisma.match.findUniqueOrThrow({ where: { id: c.match.id } });
    expect(JSON.parse(row.configJson)).toMatchObject({ format: "casual" });

    const s = await service.createChallenge({ ...base, format: "standard", deckText: deck("precon-ogn-viktor") });
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const refused = await service.accept({ matchId: s.match.id, userId: BOB, deckText: deck("precon-ogn-jinx") });
    expect(refused).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
  });

  it("an unknown format is refused before the deck is read", async () => {
    const r = await service.createChallenge({ ...base, format: "modern", deckText: deck("precon-ogn-viktor") });
    expect(r).toMatchObject({ ok: false, error: { code: "game/bad-format" } });
  });
});
