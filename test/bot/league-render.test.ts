import { describe, expect, it } from "vitest";
import { isOrganiser } from "../../src/bot/league/organiser.js";
import { roundMessages, standingsCsv } from "../../src/bot/league/render.js";
import { renderStandingsPng, STANDINGS_WIDTH } from "../../src/bot/league/standings-png.js";
import { isPng } from "../helpers/fake-discord.js";
import type { LeagueRow, RoundOpened } from "../../src/leagues/service.js";
import { computeStandings } from "../../src/leagues/standings.js";

describe('league organisers (docs/leagues.md "In Discord")', () => {
  const base = { userId: "1", roles: [] as string[], manageGuild: false, organiserRoleId: "9" };
  it("the organiser role, Manage Server, or the league's own organiser", () => {
    expect(isOrganiser(base)).toBe(false);
    expect(isOrganiser({ ...base, roles: ["9"] })).toBe(true);
    expect(isOrganiser({ ...base, manageGuild: true })).toBe(true);
    expect(isOrganiser({ ...base, leagueOrganiserId: "1" })).toBe(true);
    expect(isOrganiser({ ...base, leagueOrganiserId: "2" })).toBe(false);
    expect(isOrganiser({ ...base, organiserRoleId: undefined, roles: ["9"] })).toBe(false);
  });
});

describe("league rendering", () => {
  it("CSV quotes names with commas and quotes (RFC 4180)", () => {
    const s = computeStandings({
      players: ["a", "b"],
      rounds: [{ pairings: [{ a: "a", b: "b", gamesA: 1, gamesB: 0, draws: 0 }], drop: [] }],
    });
    const csv = standingsCsv(s, (id) => (id === "a" ? 'Ann, "the" best' : "Bob"));
    expect(csv.split("\r\n")[1]).toBe('1,a,"Ann, ""the"" best",3,1,0,0,0,0.3300,1.0000,0.3300,false');
  });

  it("a long round is split under 2000 characters and every player is mentioned on one line only", () => {
    const league = { name: "Big" } as LeagueRow;
    const pairings = Array.from({ length: 40 }, (_, i) => ({
      id: `x${i}`,
      tableNo: i + 1,
      a: `1000000000000${String(2 * i).padStart(5, "0")}`,
      b: `1000000000000${String(2 * i + 1).padStart(5, "0")}`,
      matchId: `m${i}`,
    }));
    const round: RoundOpened = {
      kind: "round",
      leagueId: "l",
      round: 1,
      cut: false,
      deadlineAt: new Date(0),
      pairings,
    };
    const links = new Map(pairings.map((p) => [p.matchId, `https://discord.com/channels/1/2/${p.tableNo}`]));
    const messages = roundMessages(league, round, links);
    expect(messages.length).toBeGreaterThan(1);
    for (const m of messages) expect(m.length).toBeLessThan(2000);
    const all = messages.join("\n");
    for (const p of pairings) expect(all.split(`<@${p.a}>`).length - 1).toBe(1);
  });
});

describe("the standings picture", () => {
  /** Width and height from the PNG's IHDR chunk. */
  const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
  const results = {
    players: ["a", "b", "c", "d"],
    rounds: [
      {
        pairings: [
          { a: "a", b: "b", gamesA: 1, gamesB: 0, draws: 0 },
          { a: "c", b: "d", gamesA: 0, gamesB: 1, draws: 0 },
        ],
        drop: ["b"],
      },
    ],
  };

  it("is a PNG whose height grows with the rows and the override footnote", async () => {
    const s = computeStandings(results);
    const two = await renderStandingsPng("League", s.slice(0, 2), [], (id) => id);
    const four = await renderStandingsPng("League", s, [], (id) => id);
    expect(isPng(four)).toBe(true);
    expect(size(four)[0]).toBe(STANDINGS_WIDTH);
    expect(size(four)[1]! - size(two)[1]!).toBe(2 * 26);
    const override = {
      round: 1,
      playerA: "c",
      playerB: "d",
      organiserId: "o",
      reason: "a long reason ".repeat(20),
      result: "1-0",
      at: new Date(0),
    };
    const noted = await renderStandingsPng("League", s, [override], (id) => id);
    expect(size(noted)[1]!).toBeGreaterThan(size(four)[1]! + 36 + 20);
  });
});
