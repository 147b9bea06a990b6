/**
 * `/league …` handlers (docs/leagues.md "In Discord"). Organiser actions check {@link isOrganiser}; players' own
 * actions (join, drop) are theirs; answers are private except the public standings and the round posts.
 */
import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type InteractionReplyOptions,
} from "discord.js";
import { type LeagueRow, NO_FORMAT } from "../../leagues/service.js";
import type { MatchError } from "../../services/matches/index.js";
import { type BotDeps, clip, displayName, explainError } from "../game/deps.js";
import { findDeck } from "../game/decks.js";
import { named as withNames, renderBoard, seatNames } from "../game/publish.js";
import { replayMatch } from "../../leagues/replay.js";
import { announce, leaguesOf, standingsPost } from "./announce.js";
import { canManageGuild, isOrganiser, leagueFlags, memberRoles, setOrganiserRole } from "./organiser.js";
import { standingsCsv } from "./render.js";
import { type LocaleTag, MESSAGES, type MessageKey, t, uiLang } from "../i18n.js";

const privately = (content: string): InteractionReplyOptions => ({
  content: clip(content, 1900),
  flags: MessageFlags.Ephemeral,
  allowedMentions: { parse: [] },
});

/** Answer (English) when someone who is not an organiser tries an organiser action; replies use the catalogue. */
export const NOT_ORGANISER_REPLY = MESSAGES["league.notOrganiser"].en;

/** A league status (`registering`, `swiss`, `cut`, `finished`) in the reader's language; unknown ones as stored. */
function statusText(loc: LocaleTag, status: string): string {
  const key = `league.status.${status}`;
  return key in MESSAGES ? t(loc, key as MessageKey) : status;
}

/**
 * How a league result came (`LeaguePairing.source`: engine, concede, timeout, deadline, drop, bye, override) in the
 * reader's language (docs/leagues.md "Result sources"); an unknown source as stored.
 */
export function sourceText(loc: LocaleTag, source: string): string {
  const key = `league.source.${source}`;
  return key in MESSAGES ? t(loc, key as MessageKey) : source;
}

async function organiser(deps: BotDeps, i: ChatInputCommandInteraction, league?: LeagueRow): Promise<boolean> {
  const flags = await leagueFlags(deps.db, i.guildId ?? "");
  return isOrganiser({
    userId: i.user.id,
    roles: memberRoles(i),
    manageGuild: canManageGuild(i),
    organiserRoleId: flags.organiserRoleId,
    ...(league ? { leagueOrganiserId: league.organiserId } : {}),
  });
}

/** The league named by the `league` option in this server, or a private refusal already sent. */
async function named(deps: BotDeps, i: ChatInputCommandInteraction): Promise<LeagueRow | null> {
  const name = i.options.getString("league", true);
  const league = await leaguesOf(deps).byName(i.guildId ?? "", name.trim());
  if (!league) await i.reply(privately(t(i.locale, "league.noSuch", { name: clip(name, 60) })));
  return league;
}

/** League service refusal codes whose sentence the catalogue has in Chinese too (`{name}`: the league's name). */
const REFUSALS: Readonly<Record<string, MessageKey>> = {
  "league/exists": "league.err.exists",
  "league/not-found": "league.err.notFound",
  "league/closed": "league.err.closed",
  "league/already-joined": "league.err.alreadyJoined",
  "league/not-joined": "league.err.notJoined",
  "league/finished": "league.err.finished",
  "league/started": "league.err.started",
  "league/too-few": "league.err.tooFew",
  "pairing/not-found": "league.err.noPairing",
  "pairing/bye": "league.err.bye",
  "pairing/final": "league.err.cutOver",
};

/**
 * A refusal in the reader's language: a Chinese reader gets the catalogue's sentence for a known league code;
 * everything else (and every English reader) gets the service's own message, deck problems as listed by
 * `explainError` (English problem texts, docs/bot.md "Languages").
 */
function why(deps: BotDeps, e: MatchError, locale: LocaleTag, name = ""): string {
  const key = REFUSALS[e.code];
  if (key && uiLang(locale) === "zh") return t(locale, key, { name });
  return explainError(deps, e, undefined, uiLang(locale));
}

/** `/league create`. */
async function create(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  if (!(await organiser(deps, i))) return void (await i.reply(privately(t(i.locale, "league.notOrganiser"))));
  const regHours = i.options.getInteger("registration_hours");
  const now = deps.matches.now();
  const clock = i.options.getInteger("clock");
  const format = i.options.getString("format");
  const r = await leaguesOf(deps).create({
    guildId: i.guildId ?? "",
    channelId: i.channelId,
    organiserId: i.user.id,
    name: i.options.getString("name", true),
    game: i.options.getString("game")?.trim() || deps.game,
    bestOf: i.options.getInteger("bestof") === 3 ? 3 : 1,
    swissRounds: i.options.getInteger("rounds") ?? 0,
    roundHours: (i.options.getInteger("days", true) ?? 1) * 24,
    topCut: (i.options.getInteger("top") ?? 0) as 0 | 4 | 8,
    ...(clock === null ? {} : { clockHours: clock }),
    ...(regHours === null ? {} : { registrationEndsAt: new Date(now.getTime() + regHours * 3_600_000) }),
    revealDecks: i.options.getBoolean("reveal") ?? false,
    ...(format === null ? {} : { format: format.trim() }),
  });
  if (!r.ok) return void (await i.reply(privately(why(deps, r.error, i.locale, i.options.getString("name", true)))));
  const l = r.league;
  // A public reply: the server's language (docs/bot.md "Languages").
  const pub = i.guildLocale ?? i.locale;
  await i.reply({
    content: t(pub, "league.created", {
      name: l.name,
      mode: t(pub, l.mode === "match" ? "league.bestOf3" : "league.oneGame"),
      rounds: l.swissRounds ? t(pub, "league.swissRounds", { n: l.swissRounds }) : t(pub, "league.swissAuto"),
      days: l.roundHours / 24,
      top: l.topCut ? t(pub, "league.topCut", { n: l.topCut }) : "",
      format: l.format === NO_FORMAT ? "" : t(pub, "league.format", { format: l.format }),
    }),
    allowedMentions: { parse: [] },
  });
}

/** `/league join`: a saved deck's name or a deck code; validated, then locked. */
async function join(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  const deckArg = i.options.getString("deck", true);
  const saved = await findDeck(deps, i.user.id, deckArg, league.game);
  const r = await leaguesOf(deps).join({
    leagueId: league.id,
    playerId: i.user.id,
    deckText: saved?.sourceText ?? deckArg,
  });
  if (!r.ok) return void (await i.reply(privately(why(deps, r.error, i.locale, league.name))));
  await i.reply(
    privately(t(i.locale, "league.joined", { name: league.name, late: r.late ? t(i.locale, "league.late") : "" })),
  );
}

/** `/league drop`. */
async function drop(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  const r = await leaguesOf(deps).drop({ leagueId: league.id, playerId: i.user.id });
  if (!r.ok) return void (await i.reply(privately(why(deps, r.error, i.locale, league.name))));
  await i.reply(privately(t(i.locale, r.removed ? "league.left" : "league.dropped", { name: league.name })));
  await announce(deps, i.client, r.events);
}

/** `/league start` (organiser). */
async function start(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  if (!(await organiser(deps, i, league))) return void (await i.reply(privately(t(i.locale, "league.notOrganiser"))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const r = await leaguesOf(deps).start({ leagueId: league.id });
  if (!r.ok) return void (await i.editReply(why(deps, r.error, i.locale, league.name)));
  await announce(deps, i.client, r.events);
  await i.editReply(t(i.locale, "league.started", { name: league.name, channel: `<#${league.channelId}>` }));
}

/** `/league standings` (public): the embed with the standings picture, overrides in its footnote. */
async function standings(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  await i.deferReply();
  // A public reply: the server's language.
  const post = await standingsPost(deps, i.client, league, i.guildLocale ?? i.locale);
  await i.editReply({ ...post, allowedMentions: { parse: [] } });
}

/** `/league export`: the standings as a CSV file, privately. */
async function exportCsv(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  const s = await leaguesOf(deps).standings(league.id);
  const csv = standingsCsv(s.standings, (id) => displayName(i.client, id, id));
  await i.reply({
    content: t(i.locale, "league.csv", { name: league.name }),
    files: [{ attachment: Buffer.from(csv, "utf8"), name: "standings.csv" }],
    flags: MessageFlags.Ephemeral,
  });
}

/** `/league override round table games_a games_b reason [draws]` (organiser). */
async function override(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  if (!(await organiser(deps, i, league))) return void (await i.reply(privately(t(i.locale, "league.notOrganiser"))));
  const leagues = leaguesOf(deps);
  const round = (await leagues.rounds(league.id)).find((r) => r.number === i.options.getInteger("round", true));
  const pairing = round?.pairings.find((p) => p.tableNo === i.options.getInteger("table", true));
  if (!pairing) return void (await i.reply(privately(t(i.locale, "league.noTable"))));
  const r = await leagues.override({
    leagueId: league.id,
    pairingId: pairing.id,
    organiserId: i.user.id,
    gamesA: i.options.getInteger("games_a", true),
    gamesB: i.options.getInteger("games_b", true),
    draws: i.options.getInteger("draws") ?? 0,
    reason: i.options.getString("reason", true),
  });
  if (!r.ok) return void (await i.reply(privately(why(deps, r.error, i.locale, league.name))));
  await i.reply(
    privately(
      t(i.locale, "league.overridden", {
        round: String(round?.number),
        table: pairing.tableNo,
        a: r.pairing.gamesA,
        b: r.pairing.gamesB,
      }),
    ),
  );
  await announce(deps, i.client, r.events);
}

/** `/league role role` (Manage Server): the server's organiser role. */
async function role(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  if (!canManageGuild(i)) return void (await i.reply(privately(t(i.locale, "league.roleManageOnly"))));
  // The raw option value: a role id (works whether or not the role is cached).
  const roleId = String(i.options.get("role", true).value ?? "");
  if (!/^\d+$/.test(roleId)) return void (await i.reply(privately(t(i.locale, "league.notRole"))));
  await setOrganiserRole(deps.db, i.guildId ?? "", roleId);
  await i.reply(privately(t(i.locale, "league.roleSet", { role: `<@&${roleId}>` })));
}

/** `/league deck league [player]`: your own registered deck, or anyone's once the league is over if revealed. */
async function deck(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const league = await named(deps, i);
  if (!league) return;
  const player = i.options.getUser("player")?.id ?? i.user.id;
  const mayReveal = player === i.user.id || (league.status === "finished" && league.revealDecks);
  if (!mayReveal) return void (await i.reply(privately(t(i.locale, "league.deckHidden"))));
  const text = await leaguesOf(deps).deckOf(league.id, player);
  await i.reply(
    privately(
      text
        ? `${t(i.locale, "league.deckOf", { player: `<@${player}>`, name: league.name })}\n\`\`\`\n${clip(text, 1700)}\n\`\`\``
        : t(i.locale, "league.noDeck"),
    ),
  );
}

/** `/league history [player]`: a player's leagues in this server with rank, record and each match (replayable). */
async function history(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const player = i.options.getUser("player")?.id ?? i.user.id;
  const rows = await leaguesOf(deps).history(i.guildId ?? "", player);
  const loc = i.locale;
  const lines = rows.slice(0, 10).flatMap((r) => [
    t(loc, "league.historyLine", {
      league: r.league,
      status: statusText(loc, r.status),
      rank: r.rank ? t(loc, "league.rankOf", { rank: r.rank, players: r.players }) : "",
      points: r.matchPoints,
      record: r.record,
      dropped: r.dropped ? t(loc, "league.droppedMark") : "",
    }),
    ...r.matches.map(
      (m) =>
        t(loc, "league.historyMatch", {
          cut: m.cut ? t(loc, "league.topCutPrefix") : "",
          round: m.round,
          table: m.table,
          opponent: `<@${m.opponent}>`,
          result: m.result ?? t(loc, "league.playing"),
        }) +
        `${m.source ? ` (${sourceText(loc, m.source)})` : ""}${m.channelId ? ` · <#${m.channelId}>` : ""} · \`${m.matchId}\``,
    ),
  ]);
  if (!lines.length) return void (await i.reply(privately(t(loc, "league.none"))));
  const tail = t(loc, "league.replayTail");
  const title = t(loc, "league.historyTitle", { player: `<@${player}>` });
  await i.reply(privately(`${title}\n${clip(lines.join("\n"), 1800)}\n${tail}`));
}

/**
 * `/league replay match`: a league match of this server rebuilt from config, seed and log (../../leagues/replay.ts):
 * its final public board (embed and picture), its whole public log as a text file, and whether the replay agrees
 * with the stored match. Private; only public information is shown.
 */
async function replay(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const matchId = i.options.getString("match", true).trim();
  const pairing = await leaguesOf(deps).pairingOfMatch(matchId);
  if (!pairing || pairing.round.league.guildId !== i.guildId)
    return void (await i.reply(privately(t(i.locale, "league.notLeagueMatch"))));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const r = await replayMatch(deps.matches, matchId);
  if (!r.ok) return void (await i.editReply(why(deps, r.error, i.locale)));
  const board = await renderBoard(i.client, deps, r.loaded, uiLang(i.locale));
  const names = seatNames(i.client, r.loaded);
  const log = board.view.log.map((l) => withNames(l, names.plain)).join("\n");
  const league = pairing.round.league;
  const loc = i.locale;
  const where = t(loc, "league.replayWhere", {
    name: league.name,
    cut: pairing.round.kind === "cut" ? t(loc, "league.topCutPrefix") : "",
    round: pairing.round.number,
    table: pairing.tableNo,
  });
  const result =
    pairing.status === "decided"
      ? t(loc, "league.replayResult", {
          result: `${pairing.gamesA}-${pairing.gamesB}${pairing.draws ? `-${pairing.draws}` : ""}`,
          source: sourceText(loc, String(pairing.source)),
        })
      : "";
  const check = r.agrees
    ? t(loc, "league.replayAgrees")
    : t(loc, "league.replayDiffers", { problem: r.problem ?? "unknown" });
  await i.editReply({
    content: clip(
      t(loc, "league.replay", { where, vs: names.mention.join(" vs "), result, n: r.actions, check }),
      1900,
    ),
    embeds: [board.embed],
    files: [
      { attachment: board.png, name: board.file },
      { attachment: Buffer.from(`${log}\n`, "utf8"), name: `match-${matchId}-log.txt` },
    ],
    allowedMentions: { parse: [] },
  });
}

/** `/league list`: this server's leagues (history), newest first, with the champion of those that are over. */
async function list(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const leagues = leaguesOf(deps);
  const rows = (await leagues.list(i.guildId ?? "")).slice(0, 20);
  const lines: string[] = [];
  for (const l of rows) {
    const champion = l.status === "finished" ? await leagues.champion(l.id) : null;
    lines.push(
      t(i.locale, "league.listLine", {
        name: l.name,
        status: statusText(i.locale, l.status),
        round: l.status !== "finished" && l.currentRound ? t(i.locale, "league.listRound", { n: l.currentRound }) : "",
        champion: champion ? t(i.locale, "league.wonBy", { who: `<@${champion}>` }) : "",
      }),
    );
  }
  await i.reply(privately(lines.length ? lines.join("\n") : t(i.locale, "league.noneHere")));
}

/** Dispatches `/league <subcommand>`. */
export async function onLeagueCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const handlers: Record<string, (d: BotDeps, x: ChatInputCommandInteraction) => Promise<void>> = {
    create,
    join,
    drop,
    start,
    standings,
    export: exportCsv,
    override,
    role,
    deck,
    list,
    history,
    replay,
  };
  if (!i.guildId) return void (await i.reply(privately(t(i.locale, "league.guildOnly"))));
  const handler = handlers[i.options.getSubcommand()];
  if (handler) await handler(deps, i);
}

/** Autocomplete of the `league` option: this server's leagues by name. */
export async function leagueChoices(
  deps: BotDeps,
  i: AutocompleteInteraction,
): Promise<{ name: string; value: string }[]> {
  const typed = String(i.options.getFocused()).toLowerCase();
  return (await leaguesOf(deps).list(i.guildId ?? ""))
    .filter((l) => l.name.toLowerCase().includes(typed))
    .slice(0, 25)
    .map((l) => ({ name: l.name, value: l.name }));
}

/** Autocomplete of `/league create format:`: the deck formats of the chosen game (`GameAdapter.formats`). */
export function formatChoices(deps: BotDeps, i: AutocompleteInteraction): { name: string; value: string }[] {
  const typed = String(i.options.getFocused()).toLowerCase();
  const game = i.options.getString("game")?.trim() || deps.game;
  const formats = deps.matches.games[game]?.formats ?? [];
  return formats.filter((f) => f.includes(typed)).map((f) => ({ name: f, value: f }));
}

/** Autocomplete of `/league replay match:`: the user's league matches in this server, newest first. */
export async function replayChoices(
  deps: BotDeps,
  i: AutocompleteInteraction,
): Promise<{ name: string; value: string }[]> {
  const typed = String(i.options.getFocused()).toLowerCase();
  const rows = await leaguesOf(deps).history(i.guildId ?? "", i.user.id);
  return rows
    .flatMap((r) =>
      [...r.matches].reverse().map((m) => ({
        name: clip(
          `${r.league} · ${m.cut ? "cut " : ""}R${m.round} T${m.table} vs ${displayName(i.client, m.opponent, m.opponent)}${m.result ? ` · ${m.result}` : ""}`,
          100,
        ),
        value: m.matchId,
      })),
    )
    .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
    .slice(0, 25);
}

/** Autocomplete of `/league create game:`: the games this bot hosts (the server's default first). */
export function gameChoices(deps: BotDeps, i: AutocompleteInteraction): { name: string; value: string }[] {
  const typed = String(i.options.getFocused()).toLowerCase();
  const games = [deps.game, ...Object.keys(deps.games).filter((g) => g !== deps.game)];
  return games.filter((g) => g.includes(typed)).map((g) => ({ name: g, value: g }));
}
