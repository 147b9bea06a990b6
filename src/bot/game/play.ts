import type { Lang } from "../../services/lookup/rules.js";
import {
  type AnySelectMenuInteraction,
  AttachmentBuilder,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  MessageFlags,
  type ModalMessageModalSubmitInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
  ActionRowBuilder,
} from "discord.js";
import type { Seat } from "../../engine/index.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { decodeCustomId } from "../custom-id.js";
import { t, type UiLang, uiLang } from "../i18n.js";
import { forMatch } from "../../services/matches/stop-settings.js";
import { FORM_FIELD, PROMPT_KIND, type PromptForm, resolveStep } from "../prompts/prompt.js";
import { askConcede, isConcession } from "./concede-confirm.js";
import { notAPlayerReply, seatOf } from "./seats.js";
import { autoPassNote } from "./stops.js";
import { type BotDeps, explainError, presentationOf, ruleText } from "./deps.js";
import {
  beforeOf,
  doneText,
  MATCH_KIND,
  type PanelPayload,
  type PublishOptions,
  privatePrompt,
  promptDecisionId,
  promptInput,
  renderBoard,
  renderCompactBoard,
} from "./publish.js";
import { outboxPayload, publishAfterCommit } from "./republish.js";
import { asEdit, noteMessage, panelMessage, type V2Message } from "./panel-v2.js";
/** Private reply to a click on a prompt that was built for an older state (English; `t(…, "play.stale")`). */
export const STALE_REPLY = t("en", "play.stale");

/** Interactions that can answer privately. */
type Replyable = ButtonInteraction | AnySelectMenuInteraction | ChatInputCommandInteraction | ModalSubmitInteraction;

/** A prompt component click, or the submit of a typed answer's form opened from a prompt (a message component). */
type PromptInteraction = ButtonInteraction | AnySelectMenuInteraction | ModalMessageModalSubmitInteraction;

/** A typed answer's form as a Discord modal: one short text input (discord.js builders check the limits). */
function formModal(f: PromptForm): ModalBuilder {
  const input = new TextInputBuilder()
    .setCustomId(FORM_FIELD)
    .setLabel(f.field)
    .setStyle(TextInputStyle.Short)
    .setPlaceholder(f.placeholder)
    .setMaxLength(f.maxLength)
    .setRequired(true);
  return new ModalBuilder()
    .setCustomId(f.customId)
    .setTitle(f.title)
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
}

/** "It is <@x>'s decision" with rule 512.1 (only the player with priority or the decision acts). */
export function notYourDecision(deps: BotDeps, m: LoadedMatch, lang?: Lang): string {
  const p = m.pending ? m.match.seats.find((s) => s.seat === m.pending?.seat) : undefined;
  const who = p ? `<@${p.playerId}>` : t(lang, "play.nobody");
  const rules = presentationOf(deps, m).rulesId;
  return `${t(lang, "play.notYours", { who })}\n${ruleText(deps, "512.1", rules, lang)}`;
}

/** Answers privately (reply, or follow-up when already acknowledged). */
async function tell(i: Replyable, content: string, extra: Record<string, unknown> = {}): Promise<void> {
  const payload = { content, allowedMentions: { parse: [] }, ...extra, flags: MessageFlags.Ephemeral } as const;
  if (i.deferred || i.replied) await i.followUp(payload);
  else await i.reply(payload);
}

/** Answers privately with a Components V2 panel (reply, or follow-up when already acknowledged). */
async function tellPanel(i: Replyable, msg: V2Message): Promise<void> {
  const payload = { ...msg, allowedMentions: { parse: [] }, flags: msg.flags | MessageFlags.Ephemeral } as const;
  if (i.deferred || i.replied) await i.followUp(payload);
  else await i.reply(payload);
}

/** The current private prompt of `seat` as a V2 panel: `lead`, what to decide, the hand and the prompt's rows. */
function currentPrompt(deps: BotDeps, m: LoadedMatch, seat: Seat, lead: string, lang?: UiLang): V2Message {
  const p = privatePrompt(deps, m, seat, lang);
  return panelMessage(`${lead}\n${p.content}`.trim(), p.panel, p.prompt.components);
}

/**
 * Answers a click built for an older state (`undone`: for a state an undo took back, with the same version number):
 * the current prompt when it is the seat's decision, else who decides.
 */
function tellStale(deps: BotDeps, i: Replyable, m: LoadedMatch, seat: Seat, undone = false): Promise<void> {
  const lang = uiLang(i.locale);
  const why = t(lang, undone ? "play.staleUndo" : "play.stale");
  if (m.match.status === "active" && m.pending?.seat === seat)
    return tellPanel(i, currentPrompt(deps, m, seat, `${why} ${t(lang, "play.current")}`, lang));
  return tell(i, `${why}\n${notYourDecision(deps, m, lang)}`);
}

/**
 * Submits `action` for the user, then publishes the change. Returns the reply text for the actor (refusals
 * carry the governing rule's number and text, in `lang`: the clicking user's language, docs/lookup.md "Language").
 * `expectedVersion` refuses a click built for an older state.
 */
export async function submitAndPublish(
  client: Client,
  deps: BotDeps,
  m: LoadedMatch,
  userId: string,
  interactionId: string,
  action: unknown,
  expectedVersion?: number,
  clicked?: PublishOptions["clicked"],
  lang?: Lang,
): Promise<{ ok: boolean; text: string; code?: string; editedClicked?: boolean }> {
  const before = beforeOf(deps, m);
  const r = await deps.matches.submit({
    matchId: m.match.id,
    userId,
    action,
    interactionId,
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    outbox: outboxPayload(before),
  });
  if (!r.ok)
    return { ok: false, code: r.error.code, text: explainError(deps, r.error, presentationOf(deps, m).rulesId, lang) };
  if (r.duplicate) return { ok: true, text: t(lang, "panel.alreadyDone") };
  // The auto-pass note is known only once applied: it goes with this first publish (a retry shows the lines alone).
  const note = autoPassNote(m, r.applied);
  const out = await publishAfterCommit(client, deps, m.match.id, {
    ...(clicked ? { clicked } : {}),
    ...(note ? { note } : {}),
  });
  if (!out) return { ok: true, text: t(lang, "saved.slow") };
  return {
    ok: true,
    text: doneText(out.linesIn(lang), lang),
    editedClicked: clicked !== undefined && out.editedPanels.includes(clicked.messageId),
  };
}

/** Loads a match for a component click; answers and returns null when it is gone. */
async function loadFor(i: Replyable, deps: BotDeps, matchId: string): Promise<LoadedMatch | null> {
  const m = await deps.matches.load(matchId);
  if (!m.ok) {
    await tell(i, m.error.message);
    return null;
  }
  return m;
}

/**
 * A click on a prompt component (`rb:` custom ids, in a DM or an ephemeral message): only the seat's owner,
 * only on the current state, only when it is their decision. A step of a multi-step flow updates the message;
 * a complete action is acknowledged first (deferUpdate), submitted with the click's state version, published,
 * and the clicked prompt is closed.
 */
export async function onPromptComponent(deps: BotDeps, i: PromptInteraction): Promise<void> {
  const lang = uiLang(i.locale);
  const id = decodeCustomId(i.customId, { kind: PROMPT_KIND });
  if (!id.ok) return tell(i, t(lang, "common.notMine"));
  const m = await loadFor(i, deps, id.value.matchId);
  if (!m) return;
  const seat = seatOf(m, i.user.id);
  if (seat === null) return tell(i, notAPlayerReply(lang));
  if (m.match.status !== "active") return tell(i, t(lang, "common.over"));
  if (id.value.stateVersion !== m.match.stateVersion) return tellStale(deps, i, m, seat);
  // Same version number but another state: the button predates an undo (docs/matches.md "Undo").
  if (m.pending && id.value.decisionId !== promptDecisionId(m)) return tellStale(deps, i, m, seat, true);
  const base = promptInput(deps, m, seat, lang);
  if (!base) return tell(i, notYourDecision(deps, m, lang));
  // The player's panel setting "pay by hand" (issue 15) and language reach the game's resolve.
  const here = forMatch(await deps.matches.getStopSettings(i.user.id), m.match.id).match;
  const input = here.manualPayment ? { ...base, prefs: { lang, manualPayment: true } } : base;
  const values = i.isStringSelectMenu() ? i.values : i.isModalSubmit() ? [i.fields.getTextInputValue(FORM_FIELD)] : [];
  const step = resolveStep(input, id.value.optionId, values);
  // A typed answer's button opens its form; the form's submit comes back here with the text.
  if (step.kind === "form")
    return i.isModalSubmit() ? tell(i, t(lang, "prompt.unknown")) : i.showModal(formModal(step.form));
  if (step.kind === "invalid")
    return tell(
      i,
      explainError(
        deps,
        { code: "action/refused", message: step.message, ...(step.rule ? { rule: step.rule } : {}) },
        presentationOf(deps, m).rulesId,
        lang,
      ),
    );
  if (step.kind === "prompt") {
    // The next step of a multi-step flow replaces the prompt; the hand stays above it.
    const panel = privatePrompt(deps, m, seat, lang).panel;
    await i.update(asEdit(panelMessage(step.prompt.content, panel, step.prompt.components)));
    return;
  }
  // Conceding is never one click: the Concede button asks first, naming the match (issue 15).
  if (!i.isModalSubmit() && isConcession(deps, m, seat, step.action)) return askConcede(i, m);
  await i.deferUpdate();
  // A click on the player's panel DM: publish edits that panel through this interaction (new hand, next prompt).
  // (An ephemeral prompt is never a panel, so publish never edits it.)
  const clicked = { messageId: i.message.id, edit: (payload: PanelPayload) => i.editReply(payload) };
  const r = await submitAndPublish(
    i.client,
    deps,
    m,
    i.user.id,
    i.id,
    step.action,
    id.value.stateVersion,
    clicked,
    lang,
  );
  if (!r.ok) {
    // The click lost a race (another write came first): show the current prompt, not just a sentence.
    if (r.code === "match/stale") {
      const now = await loadFor(i, deps, m.match.id);
      if (now) return tellStale(deps, i, now, seat);
    }
    await tell(i, r.text);
    return;
  }
  if (!r.editedClicked) await i.editReply(asEdit(noteMessage(r.text)));
}

/** The submit of a typed answer's form (`rb:` modal custom ids): handled as a click on its prompt. */
export async function onPromptModal(deps: BotDeps, i: ModalSubmitInteraction): Promise<void> {
  if (!i.isFromMessage()) return tell(i, t(uiLang(i.locale), "common.notMine"));
  return onPromptComponent(deps, i);
}

/** The version-independent match buttons (`rbm:`): "Your move" and "View hand" (private answers), "Claim". */
export async function onMatchButton(deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const lang = uiLang(i.locale);
  const id = decodeCustomId(i.customId, { kind: MATCH_KIND });
  if (!id.ok) return tell(i, t(lang, "common.notMine"));
  const m = await loadFor(i, deps, id.value.matchId);
  if (!m) return;
  // The phone view is the public board: anyone may ask for it (spectators too).
  if (id.value.decisionId === "phone") return showPhoneBoard(deps, i, m);
  const seat = seatOf(m, i.user.id);
  if (seat === null) return tell(i, notAPlayerReply(lang));
  switch (id.value.decisionId) {
    case "hand": {
      if (m.state === null) return tell(i, t(lang, "play.notStarted"));
      return tellPanel(i, privatePromptReply(deps, m, seat, lang));
    }
    case "act": {
      if (m.match.status !== "active") return tell(i, t(lang, "common.over"));
      if (m.pending?.seat !== seat) return tell(i, notYourDecision(deps, m, lang));
      return tellPanel(i, currentPrompt(deps, m, seat, "", lang));
    }
    case "claim": {
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      const note = `<@${i.user.id}> claimed the win on time.`;
      const outbox = outboxPayload(beforeOf(deps, m), { note });
      const r = await deps.matches.claim({ matchId: m.match.id, userId: i.user.id, interactionId: i.id, outbox });
      if (!r.ok) return void (await i.editReply(explainError(deps, r.error, presentationOf(deps, m).rulesId, lang)));
      const out = r.duplicate ? true : await publishAfterCommit(i.client, deps, m.match.id);
      await i.editReply(out ? t(lang, "play.claimed") : t(lang, "saved.slow"));
      return;
    }
    default:
      return tell(i, t(lang, "common.notMine"));
  }
}

/** Answers privately with the compact board picture (issue 15: readable on a phone); deferred, as the PNG takes a moment. */
async function showPhoneBoard(deps: BotDeps, i: ButtonInteraction, m: LoadedMatch): Promise<void> {
  const lang = uiLang(i.locale);
  if (m.state === null) return tell(i, t(lang, "play.notStarted"));
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const b = await renderCompactBoard(i.client, deps, m, lang);
  if (!b) return void (await i.editReply(t(lang, "play.noPhone")));
  await i.editReply({ files: [new AttachmentBuilder(b.png, { name: b.file })] });
}

/** The user's running match in this channel (else their most recent running one), loaded; null when none. */
export async function matchForUser(deps: BotDeps, userId: string, channelId: string): Promise<LoadedMatch | null> {
  const active = (await deps.matches.listActive(userId)).filter((x) => x.status === "active");
  const pick = active.find((x) => x.channelId === channelId) ?? active[0];
  if (!pick) return null;
  const m = await deps.matches.load(pick.id);
  return m.ok ? m : null;
}

/** Shows the public board privately (deferred first: the PNG takes a moment). */
export async function showBoard(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const m = await matchForUser(deps, i.user.id, i.channelId);
  const lang = uiLang(i.locale);
  if (!m || m.state === null) return void (await i.editReply(t(lang, "play.noRunning")));
  const b = await renderBoard(i.client, deps, m, lang);
  await i.editReply({ embeds: [b.embed], files: [{ attachment: b.png, name: b.file }] });
}

/**
 * Runs an option id (the prompt vocabulary of docs/rendering.md) or a raw action for a slash command:
 * acknowledges first, then either shows the next step privately or submits and publishes.
 */
export async function runCommandAction(
  deps: BotDeps,
  i: ChatInputCommandInteraction,
  what: { optionId: string; values?: string[] } | { action: unknown },
): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const lang = uiLang(i.locale);
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return void (await i.editReply(t(lang, "common.noMatch")));
  const seat = seatOf(m, i.user.id);
  if (seat === null) return void (await i.editReply(notAPlayerReply(lang)));
  let action: unknown;
  if ("action" in what) action = what.action;
  else {
    const input = promptInput(deps, m, seat, lang);
    if (!input) return void (await i.editReply(notYourDecision(deps, m, lang)));
    const step = resolveStep(input, what.optionId, what.values);
    if (step.kind === "invalid") return void (await i.editReply(step.message));
    if (step.kind === "form") return void (await i.editReply(t(lang, "prompt.unknown")));
    if (step.kind === "prompt") {
      await i.editReply({ content: step.prompt.content, components: step.prompt.components });
      return;
    }
    action = step.action;
  }
  const r = await submitAndPublish(i.client, deps, m, i.user.id, i.id, action, undefined, undefined, lang);
  await i.editReply({ content: r.text, allowedMentions: { parse: [] } });
}

/** A seat's hand and, when it decides, its prompt, as a private V2 panel (ephemeral flag added by the caller). */
export function privatePromptReply(deps: BotDeps, m: LoadedMatch, seat: Seat, lang?: UiLang): V2Message {
  const p = privatePrompt(deps, m, seat, lang);
  const deciding = m.pending?.seat === seat && m.match.status === "active";
  return panelMessage(deciding ? p.content : t(lang, "panel.yourHand"), p.panel, deciding ? p.prompt.components : []);
}
