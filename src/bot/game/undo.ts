/**
 * Undo on Discord (issue 15; docs/bot.md "Undo"): the "↩ Undo" button on a panel and `/duel undo` take back the
 * player's last action at once while the opponent has not acted since; after that they post a request in the match
 * thread with Accept/Decline buttons that only the opponent can use. The match service decides what can be undone
 * (never past hidden information) and writes it with compare-and-set; a request made at an older state lapses.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type Client,
  MessageFlags,
} from "discord.js";
import type { LoadedMatch, UndoPlan } from "../../services/matches/index.js";
import { decodeCustomId, encodeCustomId } from "../custom-id.js";
import { type BotDeps, explainError } from "./deps.js";
import { matchForUser } from "./play.js";
import { beforeOf, deciderOf, type PanelPayload, postChannel, threadLang } from "./publish.js";
import { outboxPayload, publishAfterCommit } from "./republish.js";
import { NOT_A_PLAYER_REPLY, seatOf } from "./seats.js";
import { UNDO_KIND } from "./tools-row.js";

export { UNDO_KIND };
import { type LocaleTag as Locale, t } from "../i18n.js";

/** A consent button of a request by `seat` made at `version`. */
function consentId(matchId: string, version: number, answer: "yes" | "no", seat: number): string {
  return encodeCustomId({
    kind: UNDO_KIND,
    matchId,
    stateVersion: version,
    decisionId: answer,
    optionId: String(seat),
  });
}

/**
 * The outbox payload of an undo (written with it, docs/reliability.md "Outbox"), built from the match as the undo
 * leaves it: the note in the log (no replayed log lines: the view's log went back too), the board, and every panel
 * redrawn so no prompt of the undone state stays live. An undo the player made alone (`own`) pings nobody (they
 * asked; their clicked panel shows the prompt again); after a consented one the player to act is pinged and gets a
 * new DM like at any hand-off, since the opponent's click brought the move back.
 */
function undoOutbox(
  deps: BotDeps,
  m: LoadedMatch,
  note: (plan: UndoPlan) => string,
  own: boolean,
): (after: LoadedMatch, plan: UndoPlan) => string {
  const before = beforeOf(deps, m);
  return (after, plan) =>
    outboxPayload(
      before && {
        ...before,
        publicLog: [...(after.view("public")?.log ?? [])],
        privateKeys: before.privateKeys.map(() => ""),
        // Own undo: the decider after it counts as unchanged (no hand-off). Consented: a hand-off.
        deciderId: own ? deciderOf(after) : null,
      },
      { note: note(plan) },
    );
}

/** Publishes the match after a committed undo (its outbox row); true when the clicked panel was edited. */
async function publishUndo(
  client: Client,
  deps: BotDeps,
  matchId: string,
  clicked?: { messageId: string; edit: (payload: PanelPayload) => Promise<unknown> },
): Promise<boolean> {
  const out = await publishAfterCommit(client, deps, matchId, clicked ? { clicked } : {});
  return out !== null && clicked !== undefined && out.editedPanels.includes(clicked.messageId);
}

/** The text of an applied undo for the log. */
function undoneNote(loc: Locale, requesterId: string, rows: number, consentBy?: string): string {
  return consentBy
    ? t(loc, "undo.doneConsent", { who: `<@${requesterId}>`, by: `<@${consentBy}>`, n: rows })
    : t(loc, "undo.done", { who: `<@${requesterId}>`, n: rows });
}

/**
 * Asks for an undo of `userId`'s last action in `m`: applies it when nobody else acted since (returns the reply),
 * else posts the consent request in the match thread.
 */
async function requestUndo(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  userId: string,
  loc: Locale,
  clicked?: { messageId: string; edit: (payload: PanelPayload) => Promise<unknown> },
): Promise<{ text: string; editedClicked: boolean }> {
  // What goes to the match thread speaks the server's language (docs/bot.md "Languages").
  const pub = threadLang(client, m);
  const planned = await deps.matches.planUndo(m.match.id, userId);
  if (!planned.ok) return { text: explainError(deps, planned.error), editedClicked: false };
  const { plan } = planned;
  if (plan.actedSince.length === 0) {
    const r = await deps.matches.undo({
      matchId: m.match.id,
      userId,
      expectedVersion: plan.version,
      outbox: undoOutbox(deps, m, (p) => undoneNote(pub, userId, p.rows), true),
    });
    if (!r.ok) return { text: explainError(deps, r.error), editedClicked: false };
    const edited = await publishUndo(client, deps, m.match.id, clicked);
    return { text: t(loc, "undo.youDid", { n: plan.rows }), editedClicked: edited };
  }
  const others = m.match.seats.filter((s) => plan.actedSince.includes(s.seat)).map((s) => s.playerId);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(consentId(m.match.id, plan.version, "yes", plan.seat))
      .setStyle(ButtonStyle.Success)
      .setLabel(t(pub, "undo.accept")),
    new ButtonBuilder()
      .setCustomId(consentId(m.match.id, plan.version, "no", plan.seat))
      .setStyle(ButtonStyle.Secondary)
      .setLabel(t(pub, "undo.decline")),
  );
  await postChannel(client, m.match.channelId, {
    content: t(pub, "undo.request", {
      who: `<@${userId}>`,
      them: others.map((x) => `<@${x}>`).join(", "),
      n: plan.rows,
    }),
    components: [row.toJSON()],
    allowedMentions: { users: others },
  });
  return { text: t(loc, "undo.asked", { them: others.map((x) => `<@${x}>`).join(", ") }), editedClicked: false };
}

/** `/duel undo`: the same as the panel button, for the user's match in this channel (else their latest). */
export async function undoCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const loc = i.locale as Locale;
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return void (await i.editReply(t(loc, "common.noMatch")));
  const r = await requestUndo(i.client, deps, m, i.user.id, loc);
  await i.editReply({ content: r.text, allowedMentions: { parse: [] } });
}

/** A click on an undo button: the panel's request, or the opponent's answer to a request. */
export async function onUndoButton(deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const loc = i.locale as Locale;
  const id = decodeCustomId(i.customId, { kind: UNDO_KIND });
  const tell = (content: string) => i.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  if (!id.ok) return void (await tell(t(loc, "common.notMine")));
  const m = await deps.matches.load(id.value.matchId);
  if (!m.ok) return void (await tell(m.error.message));
  const seat = seatOf(m, i.user.id);
  if (seat === null) return void (await tell(NOT_A_PLAYER_REPLY));
  if (m.match.status !== "active") return void (await tell(t(loc, "common.over")));
  const { decisionId, stateVersion, optionId } = id.value;
  if (decisionId === "ask") {
    await i.deferUpdate();
    const clicked = { messageId: i.message.id, edit: (payload: PanelPayload) => i.editReply(payload) };
    const r = await requestUndo(i.client, deps, m, i.user.id, loc, clicked);
    if (!r.editedClicked)
      await i.followUp({ content: r.text, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    return;
  }
  const requester = m.match.seats.find((s) => String(s.seat) === optionId);
  if (!requester) return void (await tell(t(loc, "common.notMine")));
  if (requester.seat === seat) return void (await tell(t(loc, "undo.notYours")));
  const pub = threadLang(i.client, m);
  if (decisionId === "no") {
    await i.update({
      content: t(pub, "undo.declined", { by: `<@${i.user.id}>`, who: `<@${requester.playerId}>` }),
      components: [],
      allowedMentions: { parse: [] },
    });
    return;
  }
  if (stateVersion !== m.match.stateVersion) {
    await i.update({ content: t(pub, "undo.lapsed"), components: [], allowedMentions: { parse: [] } });
    return;
  }
  await i.deferUpdate();
  const note = (p: UndoPlan) => undoneNote(pub, requester.playerId, p.rows, i.user.id);
  const r = await deps.matches.undo({
    matchId: m.match.id,
    userId: requester.playerId,
    expectedVersion: stateVersion,
    consentBy: i.user.id,
    outbox: undoOutbox(deps, m, note, false),
  });
  if (!r.ok) {
    await i.editReply({ content: explainError(deps, r.error), components: [], allowedMentions: { parse: [] } });
    return;
  }
  await publishUndo(i.client, deps, m.match.id);
  await i.editReply({ content: `✅ ${note(r.plan)}`, components: [], allowedMentions: { parse: [] } });
}
