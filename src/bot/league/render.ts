/**
 * How a league is shown in Discord: the standings embed (with the overrides as a footnote field), the CSV export
 * and the round announcement lines. Pure (no Discord calls).
 */
import type { APIEmbed } from "discord.js";
import type { LeagueRow, OverrideInfo, RoundOpened } from "../../leagues/service.js";
import type { Standing } from "../../leagues/standings.js";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * The standings as an embed: a monospace table (rank, player, points, W-L-D, OMW%, GW%, OGW%) of the first 30
 * lines, names resolved by `name`; the overrides listed under it (issue 17: "shown in the standings' footnote").
 */
export function standingsEmbed(
  league: LeagueRow,
  standings: readonly Standing[],
  overrides: readonly OverrideInfo[],
  name: (id: string) => string,
): APIEmbed {
  const rows = standings.slice(0, 30).map((s) => {
    const player = `${name(s.player)}${s.dropped ? " (drop)" : ""}`.slice(0, 18).padEnd(18);
    const record = `${s.wins}-${s.losses}-${s.draws}`.padEnd(6);
    return `${String(s.rank).padStart(2)} ${player} ${String(s.matchPoints).padStart(2)} ${record} ${pct(s.omw).padStart(6)} ${pct(s.gw).padStart(6)} ${pct(s.ogw).padStart(6)}`;
  });
  const header = " # player             pts W-L-D   OMW%    GW%   OGW%";
  const table = ["```", header, ...rows, "```"].join("\n");
  const footnote = overrides.map(
    (o) =>
      `Round ${o.round}: ${name(o.playerA)} vs ${o.playerB ? name(o.playerB) : "bye"} set to ${o.result} by ${name(o.organiserId)}: ${o.reason}`,
  );
  const round = league.currentRound;
  return {
    title: `${league.name}: standings${round > 0 ? ` after round ${round}` : ""}`,
    description:
      `${table}${standings.length > 30 ? `\n…and ${standings.length - 30} more (export the CSV).` : ""}`.slice(0, 4000),
    fields: footnote.length ? [{ name: "Overrides", value: footnote.join("\n").slice(0, 1024) }] : [],
    footer: {
      text: "Match points, then opponents' match-win %, game-win %, opponents' game-win % (Tournament Rules 409).",
    },
  };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(v: string | number | boolean): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The standings as CSV (header + one line per player; fractions to 4 places; `player` is the Discord id). */
export function standingsCsv(standings: readonly Standing[], name: (id: string) => string): string {
  const head = [
    "rank",
    "player_id",
    "player",
    "match_points",
    "wins",
    "losses",
    "draws",
    "byes",
    "omw",
    "gw",
    "ogw",
    "dropped",
  ];
  const lines = standings.map((s) =>
    [
      s.rank,
      s.player,
      name(s.player),
      s.matchPoints,
      s.wins,
      s.losses,
      s.draws,
      s.byes,
      s.omw.toFixed(4),
      s.gw.toFixed(4),
      s.ogw.toFixed(4),
      s.dropped,
    ]
      .map(field)
      .join(","),
  );
  return `${[head.join(","), ...lines].join("\r\n")}\r\n`;
}

/**
 * The round announcement, split into messages under 2000 characters; each player is mentioned on exactly one
 * line (one ping per player per round). `links` maps a match id to its thread (or, without one, its board message).
 */
export function roundMessages(league: LeagueRow, round: RoundOpened, links: ReadonlyMap<string, string>): string[] {
  const when = Math.floor(round.deadlineAt.getTime() / 1000);
  const head = `📣 **${league.name}: ${round.cut ? "top cut, " : ""}round ${round.round}**: play your match by <t:${when}:F> (<t:${when}:R>).`;
  const lines = round.pairings.map((p) => {
    if (p.b === null) return `Table ${p.tableNo}: <@${p.a}> has a bye.`;
    const link = p.matchId ? links.get(p.matchId) : undefined;
    return `Table ${p.tableNo}: <@${p.a}> vs <@${p.b}>${link ? ` · [match](${link})` : ""}`;
  });
  const out: string[] = [];
  let current = head;
  for (const line of lines) {
    if (current.length + line.length + 1 > 1900) {
      out.push(current);
      current = line;
    } else current = `${current}\n${line}`;
  }
  out.push(current);
  return out;
}
