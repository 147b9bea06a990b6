import { guildContent } from "../../services/card-sets.js";
import { langOf } from "../../services/lookup/replies.js";
import {
  ActionRowBuilder,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type AnySelectMenuInteraction,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Client,
  MessageFlags,
  ModalBuilder,
  type ModalSubmitInteraction,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from "discord.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { decodeCustomId, encodeCustomId } from "../custom-id.js";
import { sendDm } from "../dm.js";
import { listDecks, problemLines } from "./decks.js";
import { type BotDeps, chosenGame, clip, explainError, presentationOf } from "./deps.js";
import { type LocaleTag, t, uiLang } from "../i18n.js";
import { playerLocale } from "./prefs.js";
import { dmClosedNotice, editChannel, postChannel, setDmStatus, threadLang } from "./publish.js";
import { outboxPayload, publishAfterCommit } from "./republish.js";
import { openMatchThread, openTeamThreads } from "./thread.js";
import { notAPlayerReply } from "./seats.js";

/** Router kinds: challenge buttons, the accept-deck select, the paste button and the paste modal. */
export const CHALLENGE_KIND = "chal";
export const DECK_SELECT_KIND = "chdeck";
export const DECK_PASTE_KIND = "chpaste";
export const DECK_MODAL_KIND = "chmodal";
/** Private answer to a challenge component whose custom id does not decode (forged or from an old version). */
export const INVALID_CHALLENGE_REPLY = "This challenge is not valid.";
/** Text input id of the deck list in modals. */
export const DECK_FIELD = "list";

/**
 * `/duel challenge mode:` choice → the service's mode: `duel` is one game (the game's first mode, `1v1`), `match`
 * the game's multi-game mode named `match` (Riftbound's best of three, 645). A game without it refuses `match`.
 */
const SERVICE_MODES: Readonly<Record<string, string>> = {
  duel: "1v1",
  match: "match",
  // Riftbound's modes for three and four players (646-648; docs/multiplayer.md "Lobby").
  ffa3: "ffa3",
  ffa4: "ffa4",
  "2v2": "2v2",
};

/** Service modes whose challenge is a lobby of three or four named players. */
const LOBBY_MODES = new Set(["ffa3", "ffa4", "2v2"]);

/** `@A vs @B`, `@A vs @B vs @C`, or for 2v2 (seats 0+2 against 1+3) `@A & @C vs @B & @D`. */
export function seatLine(mode: string, playerIds: readonly string[]): string {
  const at = playerIds.map((p) => `<@${p}>`);
  if (mode === "2v2" && at.length === 4) return `${at[0]} & ${at[2]} vs ${at[1]} & ${at[3]}`;
  return at.join(" vs ");
}

/** "Riftbound duel": the game's name and how it names the mode. */
function matchTitle(deps: BotDeps, game: string, mode: string): string {
  const p = deps.games[game]?.presentation;
  return p ? `${p.title} ${p.modeName(mode)}` : `${game} ${mode}`;
}

function cid(kind: string, matchId: string, decisionId: string): string {
  return encodeCustomId({ kind, matchId, stateVersion: 0, decisionId, optionId: "" });
}

/** The deck-list modal (paragraph, 4000 characters: a full text list fits); labels in `locale`. */
export function deckModal(customId: string, title: string, name?: { value: string }, locale?: LocaleTag): ModalBuilder {
  const modal = new ModalBuilder().setCustomId(customId).setTitle(title);
  if (name) {
    modal.addComponents(
      new ActionRowBuilder<TextInputBuilder>().addComponents(
        new TextInputBuilder()
          .setCustomId("name")
          .setLabel(t(locale, "deck.nameLabel"))
          .setStyle(TextInputStyle.Short)
          .setMaxLength(60)
          .setValue(name.value),
      ),
    );
  }
  modal.addComponents(
    new ActionRowBuilder<TextInputBuilder>().addComponents(
      new TextInputBuilder()
        .setCustomId(DECK_FIELD)
        .setLabel(t(locale, "chal.modalList"))
        .setStyle(TextInputStyle.Paragraph)
        .setMaxLength(4000)
        .setPlaceholder("Legend: …\nChampion: …\n3 Card Name\n…"),
    ),
  );
  return modal;
}

/**
 * `/duel challenge opponent deck [mode] [clock] [format]`: validates the deck (a saved deck's name, or a deck code),
 * creates the challenge and posts it publicly with Accept/Decline buttons for the invited player. Deck problems
 * are listed in full, privately.
 */
export async function challenge(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const opponent = i.options.getUser("opponent", true);
  const more = [i.options.getUser("opponent2"), i.options.getUser("opponent3")].filter((u) => u !== null);
  const deckArg = i.options.getString("deck", true);
  const mode = i.options.getString("mode") ?? "duel";
  const clock = i.options.getInteger("clock");
  const format = i.options.getString("format");
  const fail = (content: string) => i.reply({ content: clip(content, 1900), flags: MessageFlags.Ephemeral });
  const loc = i.locale;
  const chosen = chosenGame(deps, i.options.getString("game"));
  if (!chosen.ok) return void (await fail(chosen.message));
  const game = chosen.game;
  const title = deps.games[game]?.presentation.title ?? game;
  if (opponent.bot || more.some((u) => u.bot)) return void (await fail(t(loc, "chal.bots", { game: title })));
  const serviceMode = Object.hasOwn(SERVICE_MODES, mode) ? SERVICE_MODES[mode] : undefined;
  if (!serviceMode) return void (await fail(t(loc, "chal.badMode")));
  const lobby = LOBBY_MODES.has(serviceMode);
  if (!lobby && more.length > 0)
    return void (await fail("`opponent2` and `opponent3` are for `ffa3`, `ffa4` and `2v2` (three or four players)."));
  const saved = (await listDecks(deps, i.user.id, game)).find((d) => d.name.toLowerCase() === deckArg.toLowerCase());
  const r = await deps.matches.createChallenge({
    guildId: i.guildId,
    channelId: i.channelId,
    challengerId: i.user.id,
    opponentId: opponent.id,
    ...(lobby ? { opponentIds: more.map((u) => u.id) } : {}),
    game,
    mode: serviceMode,
    ...(saved ? { deckId: saved.id } : { deckText: deckArg }),
    ...(clock === null ? {} : { clockHours: clock }),
    ...(format === null ? {} : { format }),
  });
  if (!r.ok) {
    const hint =
      !saved && r.error.code === "deck/invalid" ? `\n${t(loc, "chal.noDeckHint", { name: clip(deckArg, 60) })}` : "";
    const lang = langOf(null, "", i.locale);
    return void (await fail(`${explainError(deps, r.error, deps.games[game]?.presentation.rulesId, lang)}${hint}`));
  }
  const id = r.match.id;
  if (lobby) return void (await openLobby(deps, i, r.match, format));
  // A public message: the server's language (docs/bot.md "Languages").
  const pub = i.guildLocale ?? loc;
  const reply = await i.reply({
    content: t(pub, "chal.text", {
      opponent: `<@${opponent.id}>`,
      challenger: `<@${i.user.id}>`,
      title: matchTitle(deps, r.match.game, r.match.mode),
      hours: r.match.clockHours,
      format: format === null ? "" : t(pub, "chal.format", { format }),
    }),
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(cid(CHALLENGE_KIND, id, "accept"))
          .setLabel(t(pub, "chal.accept"))
          .setStyle(ButtonStyle.Success),
        new ButtonBuilder()
          .setCustomId(cid(CHALLENGE_KIND, id, "decline"))
          .setLabel(t(pub, "chal.decline"))
          .setStyle(ButtonStyle.Danger),
      ),
    ],
    allowedMentions: { users: [opponent.id] },
    withResponse: true,
  });
  const messageId = reply.resource?.message?.id;
  // Until the match starts, the board message id points at the challenge (edited when it is accepted).
  if (messageId) await deps.db.match.update({ where: { id }, data: { boardMessageId: messageId } });
}

/** Accept / Decline on a challenge: only the invited player (the challenger may withdraw with Decline). */
export async function onChallengeButton(deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const id = decodeCustomId(i.customId, { kind: CHALLENGE_KIND });
  if (!id.ok) return void (await i.reply({ content: INVALID_CHALLENGE_REPLY, flags: MessageFlags.Ephemeral }));
  const matchId = id.value.matchId;
  const m = await deps.matches.load(matchId);
  if (!m.ok) return void (await i.reply({ content: m.error.message, flags: MessageFlags.Ephemeral }));
  const seat = m.match.seats.find((s) => s.playerId === i.user.id);
  const invited = m.match.seats.find((s) => !s.joined);
  const loc = i.locale;
  if (m.match.status !== "challenged")
    return void (await i.reply({
      content: t(loc, "chal.status", { status: m.match.status }),
      flags: MessageFlags.Ephemeral,
    }));
  if (id.value.decisionId === "team.0" || id.value.decisionId === "team.1") {
    const r = await deps.matches.switchTeam({
      matchId,
      userId: i.user.id,
      team: id.value.decisionId === "team.0" ? 0 : 1,
    });
    if (!r.ok) return void (await i.reply({ content: r.error.message, flags: MessageFlags.Ephemeral }));
    await i.update({ ...lobbyMessage(deps, r.match, null, i.guildLocale ?? loc), allowedMentions: { parse: [] } });
    return;
  }
  if (id.value.decisionId === "decline") {
    if (!seat) return void (await i.reply({ content: notAPlayerReply(loc), flags: MessageFlags.Ephemeral }));
    const r = await deps.matches.decline({ matchId, userId: i.user.id });
    if (!r.ok) return void (await i.reply({ content: r.error.message, flags: MessageFlags.Ephemeral }));
    // The challenge message is public: the server's language.
    const pub = i.guildLocale ?? loc;
    // docs/multiplayer.md "Lobby": one decline cancels a game of three or four players for everyone.
    const lobby = LOBBY_MODES.has(m.match.mode) ? t(pub, "chal.cancelled") : "";
    const content = t(pub, seat.joined ? "chal.withdrew" : "chal.declined", { who: `<@${i.user.id}>`, lobby });
    await i.update({ content, components: [], allowedMentions: { parse: [] } });
    return;
  }
  if (!seat || (LOBBY_MODES.has(m.match.mode) ? seat.joined : seat !== invited)) {
    const who = invited ? `<@${invited.playerId}>` : t(loc, "chal.invitedPlayer");
    return void (await i.reply({
      content: t(loc, "chal.onlyInvited", { who }),
      flags: MessageFlags.Ephemeral,
      allowedMentions: { parse: [] },
    }));
  }
  const decks = await listDecks(deps, i.user.id, m.match.game);
  if (decks.length === 0) {
    await i.showModal(deckModal(cid(DECK_MODAL_KIND, matchId, "paste"), t(loc, "chal.modalTitle"), undefined, loc));
    return;
  }
  await i.reply({
    content: t(loc, "chal.whichDeck"),
    flags: MessageFlags.Ephemeral,
    components: [
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId(cid(DECK_SELECT_KIND, matchId, "deck"))
          .setPlaceholder(t(loc, "chal.savedDecks"))
          .addOptions(decks.slice(0, 25).map((d) => ({ label: clip(d.name, 100), value: d.id }))),
      ),
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(cid(DECK_PASTE_KIND, matchId, "paste"))
          .setLabel(t(loc, "chal.paste"))
          .setStyle(ButtonStyle.Secondary),
      ),
    ],
  });
}

/** "Paste a list" under the deck choice: opens the modal. */
export async function onPasteButton(_deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const id = decodeCustomId(i.customId, { kind: DECK_PASTE_KIND });
  if (!id.ok) return void (await i.reply({ content: INVALID_CHALLENGE_REPLY, flags: MessageFlags.Ephemeral }));
  await i.showModal(
    deckModal(cid(DECK_MODAL_KIND, id.value.matchId, "paste"), t(i.locale, "chal.modalTitle"), undefined, i.locale),
  );
}

/** A saved deck picked to accept a challenge. */
export async function onDeckSelect(deps: BotDeps, i: AnySelectMenuInteraction): Promise<void> {
  const id = decodeCustomId(i.customId, { kind: DECK_SELECT_KIND });
  if (!id.ok || !i.isStringSelectMenu())
    return void (await i.reply({ content: INVALID_CHALLENGE_REPLY, flags: MessageFlags.Ephemeral }));
  await i.deferUpdate();
  const text = await startWithDeck(
    deps,
    i.client,
    id.value.matchId,
    i.user.id,
    { deckId: i.values[0] ?? "" },
    i.locale,
  );
  await i.editReply({ content: text, components: [] });
}

/** A pasted deck list to accept a challenge. */
export async function onDeckModal(deps: BotDeps, i: ModalSubmitInteraction): Promise<void> {
  const id = decodeCustomId(i.customId, { kind: DECK_MODAL_KIND });
  if (!id.ok) return void (await i.reply({ content: INVALID_CHALLENGE_REPLY, flags: MessageFlags.Ephemeral }));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const text = await startWithDeck(
    deps,
    i.client,
    id.value.matchId,
    i.user.id,
    { deckText: i.fields.getTextInputValue(DECK_FIELD) },
    i.locale,
  );
  await i.editReply(text);
}

/**
 * Accepts a challenge with a deck: the deck is checked first (every problem listed), then the bot makes sure it
 * can DM both players (a player it cannot DM is told in the channel and gets private buttons there instead),
 * then the match starts: the challenge message is closed, the board posted and the first prompts sent.
 * Returns the private answer for the accepting player, in `locale` (theirs; English when absent).
 */
export async function startWithDeck(
  deps: BotDeps,
  client: Client,
  matchId: string,
  userId: string,
  deck: { deckId: string } | { deckText: string },
  locale?: LocaleTag,
): Promise<string> {
  const m = await deps.matches.load(matchId);
  if (!m.ok) return m.error.message;
  if (m.match.status !== "challenged") return t(locale, "chal.status", { status: m.match.status });
  const seat = m.match.seats.find((s) => s.playerId === userId && !s.joined);
  if (!seat) return t(locale, "chal.onlyInvitedShort");
  if ("deckText" in deck) {
    const adapter = deps.matches.games[m.match.game];
    const guild = adapter?.guildContent ? await guildContent(deps.db, m.match.guildId, m.match.game) : undefined;
    const built = adapter?.buildDeck(deck.deckText, guild ? { guild } : {});
    if (built && !built.ok)
      return clip(
        `${t(locale, "chal.deckInvalid")}\n${problemLines(deps, built.problems, locale, m.match.game)}`,
        1900,
      );
  }
  // A lobby (three or four seats) starts with its last join: only then does every player get the first DM.
  if (m.match.seats.every((s) => s.joined || s.playerId === userId)) await checkDms(deps, client, m);
  // The board is posted fresh, unless a publish after a crash finds it already replaced the challenge message.
  const challengeMsg = await deps.db.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  const outbox = outboxPayload(null, { fresh: { unless: challengeMsg?.boardMessageId ?? null } });
  const r = await deps.matches.accept({ matchId, userId, outbox, ...deck });
  if (!r.ok) return explainError(deps, r.error, presentationOf(deps, m).rulesId, uiLang(locale));
  if (r.duplicate) return t(locale, "chal.started");
  if (r.status === "challenged") return joinedLobby(deps, client, matchId, locale);
  // The match is saved from here on: a Discord failure is never "nothing was changed" (./republish.ts).
  const row = await deps.db.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  // One thread per match (issue 15): the board, the log and the reminders go there from now on.
  const thread = await openMatchThread(client, deps, m, matchTitle(deps, m.match.game, m.match.mode));
  // 2v2: a private thread per team (648.8.f.1); the accepted lobby's seats are final here.
  const started = m.match.mode === "2v2" ? await deps.matches.load(matchId) : null;
  if (started?.ok) await openTeamThreads(client, deps, started, m.match.channelId);
  if (row?.boardMessageId) {
    const vs = seatLine(
      m.match.mode,
      m.match.seats.map((s) => s.playerId),
    );
    // The challenge message is public: the server's language.
    const pub = threadLang(client, m);
    await editChannel(client, m.match.channelId, row.boardMessageId, {
      content: t(pub, "chal.closed", {
        vs,
        where: thread ? t(pub, "chal.inThread", { thread: `<#${thread}>` }) : t(pub, "chal.boardFollows"),
      }),
      components: [],
      allowedMentions: { parse: [] },
    }).catch((err: unknown) => deps.log.warn({ err, matchId }, "could not close the challenge message"));
  }
  const out = await publishAfterCommit(client, deps, matchId);
  if (!out) return t(locale, "chal.acceptedSlow", { slow: t(locale, "saved.slow") });
  return t(locale, "chal.acceptedReply", { where: thread ? `<#${thread}>` : t(locale, "chal.theChannel") });
}

/** Sends each player a first DM; a refusal (50007) marks the seat and is explained in the channel. */
async function checkDms(deps: BotDeps, client: Client, m: LoadedMatch): Promise<void> {
  const vs = seatLine(
    m.match.mode,
    m.match.seats.map((s) => s.playerId),
  );
  for (const s of m.match.seats) {
    // A DM: the player's own language (their last seen locale).
    const text = t(await playerLocale(deps, s.playerId), "chal.firstDm", {
      title: matchTitle(deps, m.match.game, m.match.mode),
      vs,
      channel: `<#${m.match.channelId}>`,
    });
    const r = await sendDm(client, s.playerId, text, deps.log);
    // The first DM becomes the player's panel for this match (publish edits it in place).
    if (r.ok)
      deps.panels.set(`${m.match.id}:${s.seat}`, {
        channelId: r.message.channelId,
        messageId: r.message.id,
        answered: false,
      });
    await setDmStatus(deps, m.match.id, s.seat, r.ok ? "ok" : "failed");
    if (!r.ok)
      await postChannel(client, m.match.channelId, dmClosedNotice(m.match.id, s.playerId, threadLang(client, m)));
  }
}

/**
 * The lobby message of a challenge for three or four players: who is in, who is awaited, the buttons. A public
 * message: `locale` is the server's (docs/bot.md "Languages"); English when absent.
 */
export function lobbyMessage(
  deps: BotDeps,
  match: Pick<LoadedMatch["match"], "id" | "game" | "mode" | "clockHours" | "seats">,
  format: string | null,
  locale?: LocaleTag,
): { content: string; components: APIActionRowComponent<APIComponentInMessageActionRow>[] } {
  const seats = [...match.seats].sort((a, b) => a.seat - b.seat);
  const waiting = seats.filter((s) => !s.joined);
  const lines = seats.map(
    (s) =>
      `${s.joined ? "✅" : "⏳"} <@${s.playerId}>${match.mode === "2v2" ? t(locale, "lobby.team", { n: (s.seat % 2) + 1 }) : ""}` +
      `${s.seat === 0 ? t(locale, "lobby.opener") : ""}`,
  );
  const open = t(locale, "lobby.open", {
    opener: `<@${seats[0]!.playerId}>`,
    title: matchTitle(deps, match.game, match.mode),
    n: seats.length,
    hours: match.clockHours,
    format: format === null ? "" : t(locale, "chal.format", { format }),
    vs: seatLine(
      match.mode,
      seats.map((s) => s.playerId),
    ),
  });
  const content =
    `${open}\n${lines.join("\n")}\n` +
    (waiting.length
      ? t(locale, "lobby.waiting", {
          who: waiting.map((s) => `<@${s.playerId}>`).join(", "),
          team: match.mode === "2v2" ? t(locale, "lobby.switchTeam") : "",
        })
      : t(locale, "lobby.full"));
  const button = (
    style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
    decision: string,
    label: string,
  ) =>
    new ButtonBuilder()
      .setCustomId(cid(CHALLENGE_KIND, match.id, decision))
      .setLabel(label)
      .setStyle(style);
  const row = [
    button(ButtonStyle.Success, "accept", t(locale, "lobby.join")),
    button(ButtonStyle.Danger, "decline", t(locale, "lobby.decline")),
  ];
  // 648.2: teams are seats 0+2 and 1+3; an invited player who has not joined yet may switch team (docs/multiplayer.md).
  const teams =
    match.mode === "2v2"
      ? [
          button(ButtonStyle.Secondary, "team.0", t(locale, "lobby.teamButton", { n: 1 })),
          button(ButtonStyle.Secondary, "team.1", t(locale, "lobby.teamButton", { n: 2 })),
        ]
      : [];
  return { content, components: [new ActionRowBuilder<ButtonBuilder>().addComponents(...row, ...teams).toJSON()] };
}

/**
 * After an invited player joined a lobby that still waits for others: the lobby message shows them in (in the
 * server's language); the reply to the joiner is in `locale` (theirs).
 */
async function joinedLobby(deps: BotDeps, client: Client, matchId: string, locale: LocaleTag): Promise<string> {
  const m = await deps.matches.load(matchId);
  if (!m.ok) return t(locale, "lobby.joined");
  const row = await deps.db.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  if (row?.boardMessageId)
    await editChannel(client, m.match.channelId, row.boardMessageId, {
      ...lobbyMessage(deps, m.match, null, threadLang(client, m)),
      allowedMentions: { parse: [] },
    }).catch((err: unknown) => deps.log.warn({ err, matchId }, "could not update the lobby message"));
  const left = m.match.seats.filter((s) => !s.joined).length;
  return left === 1 ? t(locale, "lobby.joinedOne") : t(locale, "lobby.joinedMany", { n: left });
}

/** Posts the lobby of a challenge for three or four players and records its message id. */
async function openLobby(
  deps: BotDeps,
  i: ChatInputCommandInteraction,
  match: LoadedMatch["match"],
  format: string | null,
): Promise<void> {
  // A public message: the server's language.
  const msg = lobbyMessage(deps, match, format, i.guildLocale ?? i.locale);
  const reply = await i.reply({
    ...msg,
    allowedMentions: { users: match.seats.filter((s) => !s.joined).map((s) => s.playerId) },
    withResponse: true,
  });
  const messageId = reply.resource?.message?.id;
  if (messageId) await deps.db.match.update({ where: { id: match.id }, data: { boardMessageId: messageId } });
}
