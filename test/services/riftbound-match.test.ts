import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { manualClock } from "../../src/services/clock.js";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";
import { MatchService } from "../../src/services/matches/index.js";
import { ALICE, BOB, type FreshDb, freshSqlite } from "./helpers.js";
import { unsupportedCardName } from "../helpers/unsupported-card.js";

// Every card runs today: the refusal tests refuse a real card through a registry stub (test/helpers/unsupported-card.ts).
vi.mock("../../src/games/riftbound/cards/registry.js", async (importOriginal) =>
  (await import("../helpers/unsupported-card.js")).withUnsupportedStub(
    await importOriginal<typeof import("../../src/games/riftbound/cards/registry.js")>(),
  ),
);

/** The match service with the real Riftbound module: deck refusal, start from two precons, answers, replay. */

const deck = (name: string) => readFileSync(new URL(`../decks/fixtures/decks/${name}.txt`, import.meta.url), "utf8");

describe("riftbound matches (SQLite)", () => {
  let db: FreshDb;
  beforeAll(async () => {
    db = await freshSqlite();
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it("refuses a deck with unsupported cards by default, naming them", async () => {
    const service = new MatchService({ db: db.handle.prisma, games: { riftbound: riftboundAdapter() } });
    const r = await service.createChallenge({
      guildId: null,
      channelId: "c",
      challengerId: ALICE,
      opponentId: BOB,
      game: "riftbound",
      // One card the engine does not run yet (picked from the card data: test/helpers/unsupported-card.ts).
      deckText: deck("precon-ogn-jinx").replace(
        "3 Flame Chompers",
        `2 Flame Chompers\n1 ${unsupportedCardName(["Fury", "Chaos"])}`,
      ),
    });
    expect(r).toMatchObject({ ok: false, error: { code: "deck/invalid" } });
    if (!r.ok) expect(r.error.problems?.[0]?.message).toMatch(/cannot play th(ese|is)/);
  });

  it("starts a duel from two precons, takes mulligan answers, refuses malformed actions, and replays", async () => {
    const clock = manualClock(new Date("2026-03-01T12:00:00Z"));
    const service = new MatchService({
      db: db.handle.prisma,
      games: { riftbound: riftboundAdapter({ requireSupported: false }) },
      now: clock.now,
      newSeed: () => "12345",
    });
    const c = await service.createChallenge({
      guildId: null,
      channelId: "c",
      challengerId: ALICE,
      opponentId: BOB,
      game: "riftbound",
      deckText: deck("precon-ogn-jinx"),
    });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    const a = await service.accept({ matchId: c.match.id, userId: BOB, deckText: deck("precon-ogn-viktor") });
    expect(a).toMatchObject({ ok: true, status: "active", version: 0 });
    let logged = 0;
    for (let i = 0; i < 2; i++) {
      const m = await service.load(c.match.id);
      if (!m.ok || !m.pending) throw new Error("no decision");
      expect(m.pending.kind).toBe("mulligan");
      const user = m.match.seats[m.pending.seat]!.playerId;
      const r = await service.submit({
        matchId: c.match.id,
        userId: user,
        action: JSON.stringify({ type: "choose", decision: m.pending.id, cards: [] }),
        interactionId: `mull-${i}`,
      });
      // The second answer may be followed by auto-passes (a start with nothing to play but runes, issue 15).
      expect(r.ok && r.applied[0]).toMatchObject({ auto: false, resultingVersion: i + 1 });
      logged += r.ok ? r.applied.length : 0;
    }
    expect(
      await service.submit({ matchId: c.match.id, userId: ALICE, action: { type: "choose", bogus: 1 } }),
    ).toMatchObject({
      ok: false,
      error: { code: "action/malformed" },
    });
    const m = await service.load(c.match.id);
    expect(m.ok && m.pending?.kind).toBe("priority");
    expect(m.ok && m.view("public")).toBeTruthy();
    const report = await service.verify();
    expect(report.results).toMatchObject([{ matchId: c.match.id, ok: true, actions: logged }]);
  });
});
