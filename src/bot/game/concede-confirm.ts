/**
 * The concede confirmation (issue 15): which action is a concession, and the private message that names the match
 * and asks before anything is conceded (concede.ts submits it).
 */
import {
  ActionRowBuilder,
  type AnySelectMenuInteraction,
  type ButtonInteraction,
  ButtonBuilder,
  ButtonStyle,
  type Client,
  MessageFlags,
} from "discord.js";
import type { Seat } from "../../engine/index.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { encodeCustomId } from "../custom-id.js";
import { type LocaleTag, t } from "../i18n.js";
import { type BotDeps, clip, displayName } from "./deps.js";

/** Router kind of the concede confirmation buttons (`rbcc:<match>:0:yes|no:`). */
export const CONCEDE_KIND = "rbcc";

/** Most matches a confirmation lists (a message holds 5 rows of 5 buttons; one row is left for Cancel). */
const MAX_LISTED = 20;

/** Custom id of a confirmation button: `yes` concedes `matchId`, `no` cancels. */
export function concedeButtonId(matchId: string, answer: "yes" | "no"): string {
  return encodeCustomId({ kind: CONCEDE_KIND, matchId, stateVersion: 0, decisionId: answer, optionId: "" });
}

/** True when `action` is the concession of `seat` in the match's game (compared with the game host's own). */
export function isConcession(deps: BotDeps, m: LoadedMatch, seat: Seat, action: unknown): boolean {
  const game = deps.games[m.match.game];
  return game !== undefined && JSON.stringify(game.host.concede(seat)) === JSON.stringify(action);
}

/**
 * "vs @Bob in #duels" (mentions; in message content they render as names and ping nobody), the Concede button's
 * label and the confirming "Yes, concede" label, in `locale`.
 */
function matchLabel(
  client: Client,
  m: LoadedMatch,
  userId: string,
  locale?: LocaleTag,
): { text: string; button: string; yes: string } {
  const opponents = m.match.seats.filter((s) => s.playerId !== userId).map((s) => s.playerId);
  const names = opponents.map((id) => displayName(client, id, t(locale, "concede.opponent")));
  const channel = client.channels.cache.get(m.match.channelId);
  const channelName = channel && "name" in channel && channel.name ? `#${channel.name}` : t(locale, "concede.server");
  const vars = { names: names.join(", "), channel: channelName, id: m.match.id.slice(-6) };
  return {
    text: t(locale, "concede.match", {
      opponents: opponents.map((id) => `<@${id}>`).join(", "),
      channel: `<#${m.match.channelId}>`,
      id: m.match.id,
    }),
    button: clip(t(locale, "concede.button", vars), 80),
    yes: clip(t(locale, "concede.yesButton", vars), 80),
  };
}

/**
 * The private confirmation for conceding one of `matches` (at least one): names each match and offers one
 * Concede button per match and a Cancel button. A best-of-three loses only its current game (rule 651).
 */
export function concedeConfirmation(
  client: Client,
  matches: readonly LoadedMatch[],
  userId: string,
  here = true,
  locale?: LocaleTag,
) {
  const listed = matches.slice(0, MAX_LISTED);
  const labels = listed.map((m) => matchLabel(client, m, userId, locale));
  // A multi-game match (best of three) loses only its current game; a one-game match is over.
  const content =
    listed.length === 1
      ? t(locale, "concede.one", { match: labels[0]!.text })
      : [
          t(locale, "concede.many", { n: matches.length, here: here ? t(locale, "concede.here") : "" }),
          ...listed.map((_, n) => `${n + 1}. ${labels[n]!.text}`),
        ].join("\n");
  const buttons = listed.map((m, n) =>
    new ButtonBuilder()
      .setCustomId(concedeButtonId(m.match.id, "yes"))
      .setStyle(ButtonStyle.Danger)
      .setLabel(listed.length === 1 ? labels[n]!.yes : labels[n]!.button),
  );
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let k = 0; k < buttons.length; k += 5)
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(k, k + 5)));
  rows.push(
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(concedeButtonId(listed[0]!.match.id, "no"))
        .setStyle(ButtonStyle.Secondary)
        .setLabel(t(locale, "concede.cancel")),
    ),
  );
  return { content: clip(content, 1900), components: rows.map((r) => r.toJSON()), allowedMentions: { parse: [] } };
}

/** A prompt's Concede click: asks for confirmation privately instead of conceding. */
export async function askConcede(i: ButtonInteraction | AnySelectMenuInteraction, m: LoadedMatch): Promise<void> {
  await i.reply({ ...concedeConfirmation(i.client, [m], i.user.id, true, i.locale), flags: MessageFlags.Ephemeral });
}
