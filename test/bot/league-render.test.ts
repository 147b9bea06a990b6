import { describe, expect, it } from "vitest";
import { isOrganiser } from "../../src/bot/league/organiser.js";
import { roundMessages, standingsCsv } from "../../src/bot/league/render.js";
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
