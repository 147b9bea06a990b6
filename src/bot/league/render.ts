/**
 * How a league is shown in Discord: the standings embed (with the overrides as a footnote field), the CSV export
 * and the round announcement lines. Pure (no Discord calls).
 */
import type { APIEmbed } from "discord.js";
import type { LeagueRow, OverrideInfo, RoundOpened } from "../../leagues/service.js";
import type { Standing } from "../../leagues/standings.js";
import { type LocaleTag, t } from "../i18n.js";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * The standings as an embed: a monospace table (rank, player, points, W-L-D, OMW%, GW%, OGW%) of the first 30
 * lines, names resolved by `name`; the overrides listed under it (issue 17: "shown in the standings' footnote").
 * Captions in the language of `locale` (a public post: the server's; docs/bot.md "Languages"); the monospace
 * table's column heads stay English (wide Chinese characters would break its alignment) and a legend line under it
 * names the columns in that language.
 */
export function standingsEmbed(
  league: LeagueRow,
  standings: readonly Standing[],
  overrides: readonly OverrideInfo[],
  name: (id: string) => string,
  locale?: LocaleTag,
): APIEmbed {
  const rows = standings.slice(0, 30).map((s) => {
    const player = `${name(s.player)}${s.dropped ? " (drop)" : ""}`.slice(0, 18).padEnd(18);
    const record = `${s.wins}-${s.losses}-${s.draws}`.padEnd(6);
    return `${String(s.rank).padStart(2)} ${player} ${String(s.matchPoints).padStart(2)} ${record} ${pct(s.omw).padStart(6)} ${pct(s.gw).padStart(6)} ${pct(s.ogw).padStart(6)}`;
  });
  const header = " # player             pts W-L-D   OMW%    GW%   OGW%";
  // The heads stay ASCII for the alignment; the legend under the table says them in the reader's language.
  const table = ["```", header, ...rows, "```", t(locale, "league.tableLegend")].join("\n");
  const footnote = overrides.map((o) =>
    t(locale, "league.overrideLine", {
      round: o.round,
      a: name(o.playerA),
      b: o.playerB ? name(o.playerB) : t(locale, "league.byeWord"),
      result: o.result,
      by: name(o.organiserId),
      reason: o.reason,
    }),
  );
  const round = league.currentRound;
  const more = standings.length > 30 ? t(locale, "league.more", { n: standings.length - 30 }) : "";
  return {
    title: t(locale, "league.standingsTitle", {
      name: league.name,
      after: round > 0 ? t(locale, "league.afterRound", { n: round }) : "",
    }),
    description: `${table}${more}`.slice(0, 4000),
    fields: footnote.length ? [{ name: t(locale, "league.overrides"), value: footnote.join("\n").slice(0, 1024) }] : [],
    footer: { text: t(locale, "league.footer") },
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
 * In the language of `locale` (the server's: a public post).
 */
export function roundMessages(
  league: LeagueRow,
  round: RoundOpened,
  links: ReadonlyMap<string, string>,
  locale?: LocaleTag,
): string[] {
  const when = Math.floor(round.deadlineAt.getTime() / 1000);
  const head = t(locale, "league.roundHead", {
    name: league.name,
    cut: round.cut ? t(locale, "league.cutPrefix") : "",
    n: round.round,
    when: `<t:${when}:F>`,
    rel: `<t:${when}:R>`,
  });
  const lines = round.pairings.map((p) => {
    if (p.b === null) return t(locale, "league.bye", { n: p.tableNo, a: `<@${p.a}>` });
    const link = p.matchId ? links.get(p.matchId) : undefined;
    return t(locale, "league.pairing", {
      n: p.tableNo,
      a: `<@${p.a}>`,
      b: `<@${p.b}>`,
      link: link ? t(locale, "league.matchLink", { link }) : "",
    });
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
