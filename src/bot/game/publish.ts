import { createHash } from "node:crypto";
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type Client,
  DiscordAPIError,
  type MessageCreateOptions,
  type MessageEditOptions,
  RESTJSONErrorCodes,
  type SendableChannels,
} from "discord.js";
import { clampPanel, type Panel, type Seat, type TableView, type TextLang } from "../../engine/index.js";
import type { GameResult, LoadedMatch } from "../../services/matches/index.js";
import { encodeCustomId } from "../custom-id.js";
import { sendDm } from "../dm.js";
import { t, type UiLang, uiLang } from "../i18n.js";
import { buildPrompt, type Prompt, type PromptInput } from "../prompts/prompt.js";
import { type BotDeps, clip, displayName, presentationOf } from "./deps.js";
import { panelRows } from "./stops-row.js";
import { asEdit, panelMessage, type V2Edit } from "./panel-v2.js";
import { matchLink } from "./thread.js";
import { playerLocale } from "./prefs.js";
import { toolsRow } from "./tools-row.js";

/** Router kind of the version-independent match buttons ("Your move", "View hand", "Claim"). */
export const MATCH_KIND = "rbm";

/** What a handler remembers of a match before changing it, to tell what changed (new log lines, new hands). */
export interface Before {
  version: number;
  publicLog: string[];
  /** Per seat: a key of what that seat privately sees (hand, own facedown cards). */
  privateKeys: string[];
  /** Games of a Bo3 decided so far (`MatchInfo.games`), to announce the ones decided by this change. */
  games: number;
  /** The player who had to act (null: nobody), to ping only when the player to act changes (a hand-off). */
  deciderId: string | null;
}

/** Captures {@link Before} from a loaded match (null before the start). */
export function beforeOf(deps: BotDeps, m: LoadedMatch): Before | null {
  const pub = m.view("public");
  if (m.state === null || pub === null) return null;
  return {
    version: pub.version,
    publicLog: [...pub.log],
    privateKeys: m.match.seats.map((s) => privateKeyOf(deps, m, s.seat)),
    games: m.match.games.length,
    deciderId: deciderOf(m),
  };
}

/** The user id of the player who must act now in an active match, or null. */
export function deciderOf(m: LoadedMatch): string | null {
  if (m.match.status !== "active" || !m.pending) return null;
  return m.match.seats.find((s) => s.seat === m.pending?.seat)?.playerId ?? null;
}

/** The key of what `seat` privately sees (the game decides what that is). */
function privateKeyOf(deps: BotDeps, m: LoadedMatch, seat: Seat): string {
  const v = m.view(seat);
  return v === null ? "" : presentationOf(deps, m).privateKey(v);
}

/** The view of a started match. @throws before the start (callers check `state`). */
function viewOf(m: LoadedMatch, viewer: Seat | "public"): TableView {
  const v = m.view(viewer);
  if (v === null) throw new Error(`match ${m.match.id} has not started`);
  return v;
}

/**
 * What the bot needs to build and resolve `seat`'s prompt, in `lang` (the reader's language, default English);
 * null when `seat` does not decide now.
 */
export function promptInput(deps: BotDeps, m: LoadedMatch, seat: Seat, lang?: TextLang): PromptInput | null {
  if (m.state === null || !m.pending || m.pending.seat !== seat || m.match.status !== "active") return null;
  return {
    matchId: m.match.id,
    stateVersion: m.match.stateVersion,
    decisionId: promptDecisionId(m),
    game: presentationOf(deps, m),
    state: m.state,
    seat,
    ...(lang ? { prefs: { lang } } : {}),
  };
}

/**
 * The public thread's language: the server's preferred locale (`guild.preferredLocale`, docs/bot.md "Languages");
 * English when the guild is not in this process's cache (another shard) or the match has no guild.
 */
export function threadLang(client: Client, m: LoadedMatch): UiLang {
  const g = m.match.guildId ? client.guilds.cache.get(m.match.guildId) : undefined;
  return uiLang(g?.preferredLocale);
}

/** A player's panel and DM language: their last seen Discord locale (`Player.locale`), English when unknown. */
export async function seatLang(deps: BotDeps, playerId: string): Promise<UiLang> {
  return uiLang(await playerLocale(deps, playerId));
}

/**
 * The decision id of a prompt's custom ids: the pending decision's id (cut to 8 characters) and a 7-character
 * digest of the exact state (SHA-1 of the snapshot JSON, base64url). State versions go back with an undo, so a
 * button built for version 5 before an undo would otherwise match another version 5 after it; the digest tells
 * them apart (docs/matches.md "Undo"). Empty when nothing is pending.
 */
export function promptDecisionId(m: LoadedMatch): string {
  if (!m.pending) return "";
  const digest = createHash("sha1").update(JSON.stringify(m.state)).digest("base64url").slice(0, 7);
  return `${m.pending.id.slice(0, 8)}.${digest}`;
}

/** The log lines of `after` that `before` did not have (the engine keeps a rolling window). */
export function newLines(before: readonly string[], after: readonly string[]): string[] {
  for (let o = 0; o <= before.length; o++) {
    const tail = before.slice(o);
    if (tail.length <= after.length && tail.every((l, i) => after[i] === l)) return after.slice(tail.length);
  }
  return [...after];
}

/** Custom id of a version-independent match button (`act`, `hand`, `claim`, `phone`: the compact board). */
export function matchButtonId(matchId: string, what: "act" | "hand" | "claim" | "phone"): string {
  return encodeCustomId({ kind: MATCH_KIND, matchId, stateVersion: 0, decisionId: what, optionId: "" });
}

/**
 * The public buttons under the board: open your prompt privately, see your hand privately and, when the game has
 * a compact picture, "📱 Phone view" (the board at phone width, privately, for anyone).
 */
export function boardButtons(
  matchId: string,
  phone = false,
  lang?: UiLang,
): APIActionRowComponent<APIComponentInMessageActionRow> {
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(matchButtonId(matchId, "act"))
      .setLabel(t(lang, "board.yourMove"))
      .setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(matchButtonId(matchId, "hand"))
      .setLabel(t(lang, "board.viewHand"))
      .setStyle(ButtonStyle.Secondary),
  );
  if (phone)
    row.addComponents(
      new ButtonBuilder()
        .setCustomId(matchButtonId(matchId, "phone"))
        .setLabel(t(lang, "board.phone"))
        .setStyle(ButtonStyle.Secondary),
    );
  return row.toJSON();
}

/** Seat names: mentions for embeds (no ping inside embeds) and plain names for the picture and log lines. */
export function seatNames(client: Client, m: LoadedMatch): { mention: string[]; plain: string[] } {
  const mention: string[] = [];
  const plain: string[] = [];
  for (const s of m.match.seats) {
    mention[s.seat] = `<@${s.playerId}>`;
    plain[s.seat] = displayName(client, s.playerId, `P${s.seat + 1}`);
  }
  return { mention, plain };
}

/** Engine log lines say P1/P2; players read names. */
export function named(line: string, plain: readonly string[]): string {
  return line.replace(/\bP([1-9])\b/g, (all, n: string) => plain[Number(n) - 1] ?? all);
}

/**
 * Engine log lines for readers of `lang`: each in the game's rendering for `lang` (`logLineText`; English lines
 * stay as they are), then with P1/P2 replaced by the players' names (docs/bot.md "Languages").
 */
export function logLinesIn(
  deps: BotDeps,
  m: LoadedMatch,
  lines: readonly string[],
  plain: readonly string[],
  lang?: UiLang,
): string[] {
  const render = presentationOf(deps, m).logLineText;
  return lines.map((l) => named(render && lang ? render(l, lang) : l, plain));
}

/**
 * The private prompt of `seat` (private panel plus the decision's components) in `lang` (the reader's language,
 * default English), for a DM or an ephemeral reply.
 */
export function privatePrompt(
  deps: BotDeps,
  m: LoadedMatch,
  seat: Seat,
  lang?: UiLang,
): { content: string; embeds: APIEmbed[]; panel: Panel; prompt: Prompt } {
  const input = promptInput(deps, m, seat, lang);
  const prompt: Prompt = input ? buildPrompt(input) : { content: t(lang, "prompt.nothing"), components: [] };
  const panel = clampPanel(presentationOf(deps, m).privatePanel(viewOf(m, seat), lang));
  return { content: clip(prompt.content, 1900), embeds: [panel], panel, prompt };
}

/** `<t:…>` (Discord timestamp markup) of `d`: `R` relative ("in 3 days"), `f` full date and time. */
export function discordTime(d: Date, style: "R" | "f" = "R"): string {
  return `<t:${Math.floor(d.getTime() / 1000)}:${style}>`;
}

/** "<@x> to act · the clock runs out <t:…:R> (<t:…:f>)" for a running clock (in `lang`), else null. */
export function clockLine(m: LoadedMatch, lang?: UiLang): string | null {
  const d = m.match.deadlineAt;
  if (m.match.status !== "active" || d === null || m.match.toAct === null) return null;
  const who = m.match.seats.find((s) => s.seat === m.match.toAct)?.playerId;
  return t(lang, "board.clockLine", {
    who: who ? t(lang, "board.toAct", { who: `<@${who}>` }) : "",
    when: discordTime(d),
    full: discordTime(d, "f"),
    late: m.match.claimable ? t(lang, "board.late") : "",
  });
}

/** Renders the public board (embed + PNG) of a loaded, started match, its texts in `lang` (default English). */
export async function renderBoard(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  lang?: UiLang,
): Promise<{ embed: APIEmbed; png: Buffer; file: string; view: TableView }> {
  const view = viewOf(m, "public");
  const game = presentationOf(deps, m);
  const names = seatNames(client, m);
  const file = `board-${view.version}.png`;
  const embed = clampPanel(
    game.boardPanel(view, names.mention, logLinesIn(deps, m, view.log.slice(-10), names.plain, lang), lang),
  );
  // The running clock as a Discord timestamp (issue 15: visible deadlines), when someone must act.
  const clock = clockLine(m, lang);
  if (clock && (embed.fields?.length ?? 0) < 25)
    embed.fields = [...(embed.fields ?? []), { name: t(lang, "board.clock"), value: clock, inline: false }];
  const image = await game.boardImage(view, names.plain, lang);
  const png = Buffer.isBuffer(image) ? image : Buffer.from(image);
  deps.onBoardPng?.(m.match.id, view.version, png);
  return { embed: { ...embed, image: { url: `attachment://${file}` } }, png, file, view };
}

/** A file attached to a channel message (the board PNG). */
export interface ChannelFile {
  name: string;
  data: Buffer;
}

/** The channel (text channel, thread or DM) as discord.js knows it: from the cache, else one GET. */
async function sendable(client: Client, channelId: string): Promise<SendableChannels> {
  // allowUnknownGuild: with several shards the channel's guild may live in another process (not in this cache).
  const channel = await client.channels.fetch(channelId, { allowUnknownGuild: true });
  if (!channel?.isSendable()) throw new Error(`channel ${channelId} cannot receive messages`);
  return channel;
}

/** Posts a message to a channel (discord.js `send`, files as {@link AttachmentBuilder}); returns its id. */
export async function postChannel(
  client: Client,
  channelId: string,
  body: MessageCreateOptions,
  files: ChannelFile[] = [],
): Promise<string> {
  const channel = await sendable(client, channelId);
  const files_ = files.map((f) => new AttachmentBuilder(f.data, { name: f.name }));
  const sent = await channel.send(files_.length ? { ...body, files: files_ } : body);
  return sent.id;
}

/**
 * Edits a channel message by id (discord.js `messages.edit`, no fetch of the message); new `files` replace its
 * attachments. False when the message no longer exists (10008).
 */
export async function editChannel(
  client: Client,
  channelId: string,
  messageId: string,
  body: MessageEditOptions,
  files: ChannelFile[] = [],
): Promise<boolean> {
  try {
    const channel = await sendable(client, channelId);
    const files_ = files.map((f) => new AttachmentBuilder(f.data, { name: f.name }));
    await channel.messages.edit(messageId, files_.length ? { ...body, files: files_, attachments: [] } : body);
    return true;
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.UnknownMessage) return false;
    throw err;
  }
}

/** Deletes a channel message by id; a message already gone (10008) is fine. */
export async function deleteChannel(client: Client, channelId: string, messageId: string): Promise<void> {
  try {
    await (await sendable(client, channelId)).messages.delete(messageId);
  } catch (err) {
    if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.UnknownMessage) return;
    throw err;
  }
}

/** Options of {@link publish}. */
export interface PublishOptions {
  /** Post a new board message (the match just started) instead of editing the stored one. */
  fresh?: boolean;
  /** Extra line for the log message (e.g. "Alice conceded."). */
  note?: string;
  /**
   * The start's "your move" mention does not notify: a league round's announcement already pinged each player
   * once with the pairing, the deadline and the link to this thread (docs/leagues.md "In Discord").
   */
  quietStart?: boolean;
  /** The DM the player clicked and how to edit it (the interaction's `editReply`), when it may be their panel. */
  clicked?: { messageId: string; edit: (payload: PanelPayload) => Promise<unknown> };
  /**
   * Discord message nonce base (outbox publishes, at most 22 characters): the log and board posts carry it with
   * `enforce_nonce`, so the same publish repeated after a crash is not posted twice (docs/reliability.md "Outbox").
   */
  nonce?: string;
}

/**
 * What a panel DM shows, as a Components V2 message (./panel-v2.ts): what to do, the private panel and the
 * prompt's rows (when deciding) with the stops row; content and embeds cleared, so it also edits an older DM.
 */
export type PanelPayload = V2Edit;

/** What {@link publish} did, for the caller's private follow-up. */
export interface Published {
  match: LoadedMatch;
  /** Players whose DMs failed during this publish (they were told in the channel). */
  dmFailed: string[];
  /** The new public log lines, in English, with the players' names. */
  lines: string[];
  /** The same lines for a reader of `lang` (docs/bot.md "Languages"). */
  linesIn: (lang?: UiLang) => string[];
  /** Panel DMs edited in place by this publish (a click on one must not close its new prompt). */
  editedPanels: string[];
}

/**
 * Brings Discord up to date with the match after a change, loading everything from the service: posts the new
 * public log lines with a mention of the player who must act (a ping only when that player changed), then the
 * public board (embed + PNG): edited in place while the same player keeps deciding, posted anew below the log
 * (the old one deleted) when the turn changes hands, at the start (`fresh`) and at the end,
 * and shows each player whose private view changed or who must decide their panel DM (hand embed + prompt),
 * edited in place; a new DM only when it becomes their move and their panel already served a move. A DM refused with 50007 marks the seat `failed` and posts
 * a channel notice with a "View hand" button (its answers are ephemeral).
 */
export async function publish(
  client: Client,
  deps: BotDeps,
  matchId: string,
  before: Before | null,
  opts: PublishOptions = {},
): Promise<Published> {
  const loaded = await deps.matches.load(matchId);
  if (!loaded.ok) throw new Error(`publish: ${loaded.error.message}`);
  const m = loaded;
  const info = m.match;
  const row = await deps.db.match.findUnique({
    where: { id: matchId },
    select: { boardMessageId: true, seats: { select: { seat: true, dmStatus: true } } },
  });
  const names = seatNames(client, m);
  // The thread speaks the server's language; each panel DM its player's (docs/bot.md "Languages").
  const lang = threadLang(client, m);
  const board = await renderBoard(client, deps, m, lang);
  const over = info.status !== "active";
  const body = {
    content: over ? t(lang, "board.final") : "",
    embeds: [board.embed],
    components: over ? [] : [boardButtons(matchId, presentationOf(deps, m).compactBoardImage !== undefined, lang)],
    allowedMentions: { parse: [] },
  } satisfies MessageCreateOptions;
  const files = [{ name: board.file, data: board.png }];

  // The log message: what happened (public, redacted by the view) and who must act.
  const fresh = newLines(before?.publicLog ?? [], board.view.log);
  const lines = logLinesIn(deps, m, fresh, names.plain);
  const decider = m.pending && !over ? info.seats.find((s) => s.seat === m.pending?.seat) : undefined;
  const tail = over
    ? resultLine(m, names.mention, lang)
    : decider
      ? t(lang, "board.tail", {
          who: `<@${decider.playerId}>`,
          what: presentationOf(deps, m).waitingFor(m.pending?.kind ?? "", board.view, lang),
        })
      : "";
  const shown = logLinesIn(deps, m, fresh.slice(-12), names.plain, lang).map((l) => `• ${l}`);
  if (lines.length > 12) shown.unshift(t(lang, "board.earlier", { n: lines.length - 12 }));
  const gameEnds = gameEndLines(info.games, before?.games ?? 0, names.mention, lang);
  const text = [...(opts.note ? [opts.note] : []), ...shown, ...gameEnds, tail].filter((l) => l !== "").join("\n");
  // One ping per hand-off: the mention notifies only when the player to act changed (never the player who
  // keeps deciding after their own click); otherwise it still reads as a mention but is silent.
  const handOff = decider !== undefined && !over && (before === null || before.deciderId !== decider.playerId);
  if (text !== "") {
    await postChannel(client, info.channelId, {
      content: clip(text, 1900),
      allowedMentions: { users: handOff && !(before === null && opts.quietStart) ? [decider.playerId] : [] },
      ...nonceFields(opts.nonce, "l"),
    });
  }

  // The board: edited in place while the same player keeps deciding; when the turn changes hands (and at the
  // start and the end) it is posted anew below the log and the old one deleted, so it is the newest message.
  const old = row?.boardMessageId ?? null;
  const repost = opts.fresh === true || handOff || over;
  let boardId = repost ? null : old;
  if (boardId === null || !(await editChannel(client, info.channelId, boardId, body, files))) {
    boardId = await postChannel(client, info.channelId, { ...body, ...nonceFields(opts.nonce, "b") }, files);
    await deps.db.match.update({ where: { id: matchId }, data: { boardMessageId: boardId } });
    if (old !== null && old !== boardId && !opts.fresh) await deleteChannel(client, info.channelId, old);
  }

  // Private updates by DM, with a jump link to the match's thread (or channel).
  const link = matchLink(m);
  const dmFailed: string[] = [];
  const editedPanels: string[] = [];
  let clickedEdit: (() => Promise<unknown>) | undefined;
  for (const s of info.seats) {
    const status = row?.seats.find((x) => x.seat === s.seat)?.dmStatus ?? "unknown";
    // The player who was deciding has now acted: their panel has served its move.
    const served = deps.panels.get(`${matchId}:${s.seat}`);
    if (served && before?.deciderId === s.playerId) served.answered = true;
    if (status === "failed") continue;
    const changed = before === null || before.privateKeys[s.seat] !== privateKeyOf(deps, m, s.seat);
    const deciding = decider?.seat === s.seat;
    // The panel just clicked is always redrawn (its used prompt goes, the hand and the stops row stay).
    const wasClicked = served !== undefined && opts.clicked?.messageId === served.messageId;
    if (!changed && !deciding && !over && !wasClicked) continue;
    const locale = await playerLocale(deps, s.playerId);
    const mine = uiLang(locale);
    const p = privatePrompt(deps, m, s.seat, mine);
    const where = link ? `[${t(mine, "panel.thread")}](${link})` : `<#${info.channelId}>`;
    const deadline = info.deadlineAt ? ` (⏳ ${discordTime(info.deadlineAt)})` : "";
    const content = over
      ? t(mine, "panel.over", { where, result: resultLine(m, names.mention, mine) })
      : deciding
        ? t(mine, "panel.yourMove", { where, deadline, prompt: p.content })
        : t(mine, changed ? "panel.handChanged" : "panel.waiting", { where });
    // Under the prompt: the tools row (undo, vacation; in the player's language), then the stops row and the
    // payment setting (issue 15). A V2 panel: panelMessage keeps the 40-component limit by dropping the last
    // rows (the settings first).
    const tools = over ? [] : [toolsRow(matchId, locale)];
    const settings = over ? [] : panelRows(deps, m, await deps.matches.getStopSettings(s.playerId), mine);
    const rows = [...(deciding ? p.prompt.components : []), ...tools, ...settings];
    const payload: PanelPayload = asEdit(panelMessage(content, p.panel, rows));
    // One panel DM per player and match, edited in place; a new DM only when it becomes their move (a
    // hand-off) or when there is no panel to edit (first update, restarted bot, panel deleted).
    const key = `${matchId}:${s.seat}`;
    const panel = deps.panels.get(key);
    // A new DM only for a move that is newly theirs and when the panel already served a move of theirs: an
    // unanswered panel (like the first DM at the start) is edited instead (the channel ping still notifies).
    const newMove = deciding && before !== null && before.deciderId !== s.playerId && (panel?.answered ?? true);
    if (panel && !newMove) {
      // The panel the player just clicked is edited through the interaction (no second edit of it).
      // It is edited last: that edit answers the click, so everything else must be done by then.
      const clicked = opts.clicked?.messageId === panel.messageId ? opts.clicked : undefined;
      if (clicked)
        clickedEdit = () =>
          clicked.edit(
            asEdit(
              panelMessage(
                `${doneText(logLinesIn(deps, m, fresh, names.plain, mine), mine)}\n${content}`,
                p.panel,
                rows,
              ),
            ),
          );
      if (clicked || (await editChannel(client, panel.channelId, panel.messageId, payload))) {
        editedPanels.push(panel.messageId);
        continue;
      }
    }
    const sent = await sendDm(client, s.playerId, panelMessage(content, p.panel, rows), deps.log);
    if (sent.ok) {
      deps.panels.set(key, { channelId: sent.message.channelId, messageId: sent.message.id, answered: false });
      if (status !== "ok") await setDmStatus(deps, matchId, s.seat, "ok");
      continue;
    }
    dmFailed.push(s.playerId);
    await setDmStatus(deps, matchId, s.seat, "failed");
    await postChannel(client, info.channelId, dmClosedNotice(matchId, s.playerId, lang));
  }
  // A finished match needs no panel any more: forget its DM ids (the map would otherwise grow with every match).
  if (over) for (const s of info.seats) deps.panels.delete(`${matchId}:${s.seat}`);
  await clickedEdit?.();
  const linesIn = (l?: UiLang) => logLinesIn(deps, m, fresh, names.plain, l);
  return { match: m, dmFailed, lines, linesIn, editedPanels };
}

/** `nonce` and `enforceNonce` of one post of a publish (none without a nonce base). */
function nonceFields(base: string | undefined, part: string): Pick<MessageCreateOptions, "nonce" | "enforceNonce"> {
  return base === undefined ? {} : { nonce: `${base}${part}`, enforceNonce: true };
}

/** "✅ <first new log line> (+n more)": what the actor is told after a saved action (in `lang`). */
export function doneText(lines: readonly string[], lang?: UiLang): string {
  const first = lines.find((l) => l.trim() !== "");
  return t(lang, "panel.done", {
    line: first ?? t(lang, "panel.doneEmpty"),
    more: lines.length > 1 ? t(lang, "panel.more", { n: lines.length - 1 }) : "",
  });
}

/**
 * The channel notice for a player whose DMs are closed: why, and a button that answers privately; in `lang`
 * (the thread's language).
 */
export function dmClosedNotice(matchId: string, userId: string, lang?: UiLang): MessageCreateOptions {
  return {
    content: t(lang, "dm.closed", { who: `<@${userId}>` }),
    components: [boardButtons(matchId, false, lang)],
    allowedMentions: { users: [userId] },
  };
}

/** Stores whether DMs reach a seat (`MatchSeat.dmStatus`: unknown | ok | failed). */
export async function setDmStatus(deps: BotDeps, matchId: string, seat: Seat, status: "ok" | "failed"): Promise<void> {
  await deps.db.matchSeat.update({ where: { matchId_seat: { matchId, seat } }, data: { dmStatus: status } });
}

/**
 * "🏁 Game 1 goes to <@x> — 1–0" for each game of a Bo3 decided after the first `from` (set points in seat
 * order, counted from `games`).
 */
export function gameEndLines(
  games: readonly GameResult[],
  from: number,
  mention: readonly string[],
  lang?: UiLang,
): string[] {
  const points = [0, 0];
  const out: string[] = [];
  games.forEach((g, i) => {
    points[g.winnerSeat] = (points[g.winnerSeat] ?? 0) + 1;
    if (i < from) return;
    const why =
      g.reason === "concede"
        ? t(lang, "result.gameConceded", { who: mention[g.seat ?? -1] ?? t(lang, "result.aPlayer") })
        : g.reason === "timeout"
          ? t(lang, "result.gameOnTime")
          : "";
    out.push(
      t(lang, "result.game", {
        n: g.game,
        who: mention[g.winnerSeat] ?? `P${g.winnerSeat + 1}`,
        why,
        points: points.join("–"),
      }),
    );
  });
  return out;
}

/** "🏆 <@x> wins (reason)." for a finished match; a Bo3 says "wins the match 2–1". */
export function resultLine(m: LoadedMatch, mention: readonly string[], lang?: UiLang): string {
  const r = m.match.result;
  const w = m.match.winnerSeat;
  const who = w === null ? t(lang, "result.nobody") : (mention[w] ?? `P${w + 1}`);
  // A multi-game match (its games are recorded) is won by set points.
  if (m.match.games.length > 0 && w !== null) {
    const points = [0, 0];
    for (const g of m.match.games) points[g.winnerSeat] = (points[g.winnerSeat] ?? 0) + 1;
    const how = r?.reason === "timeout" ? t(lang, "result.forfeit") : "";
    return t(lang, "result.winsMatch", { who, points: points.join("–"), how });
  }
  const why =
    r?.reason === "concede"
      ? t(lang, "result.conceded", { who: mention[r.seat ?? -1] ?? t(lang, "result.aPlayer") })
      : r?.reason === "timeout"
        ? t(lang, "result.onTime")
        : r?.reason === "game"
          ? ""
          : r?.reason
            ? ` — ${r.reason}`
            : "";
  return t(lang, "result.wins", { who, why });
}

/** The compact board picture (for phones) of a started match, its words in `lang`; null when its game has none. */
export async function renderCompactBoard(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  lang?: UiLang,
): Promise<{ png: Buffer; file: string } | null> {
  const game = presentationOf(deps, m);
  if (!game.compactBoardImage) return null;
  const view = viewOf(m, "public");
  const image = await game.compactBoardImage(view, seatNames(client, m).plain, lang);
  return { png: Buffer.isBuffer(image) ? image : Buffer.from(image), file: `board-${view.version}-phone.png` };
}
