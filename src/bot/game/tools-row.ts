/**
 * The match tools row of a panel DM (issue 15): "↩ Undo" (./undo.ts) and "🏖 Vacation" (./vacation.ts), under the
 * prompt and the stops row. Both buttons are version-independent: what they may do is decided when clicked.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
} from "discord.js";
import { encodeCustomId } from "../custom-id.js";
import { type LocaleTag, t } from "../i18n.js";

/** Router kind of the undo buttons: `rbu:<match>:0:ask:` on panels, `rbu:<match>:<version>:yes|no:<seat>` requests. */
export const UNDO_KIND = "rbu";

/** Router kind of the vacation buttons: `rbv:<match>:0:ask:` on panels, `rbv:<match>:0:yes|no:<seat>.<days>`. */
export const VACATION_KIND = "rbv";

/** The panel's "↩ Undo" button id (version-independent: what can be undone is decided at the click). */
export function undoButtonId(matchId: string): string {
  return encodeCustomId({ kind: UNDO_KIND, matchId, stateVersion: 0, decisionId: "ask", optionId: "" });
}

/** The panel's "🏖 Vacation" button id. */
export function vacationButtonId(matchId: string): string {
  return encodeCustomId({ kind: VACATION_KIND, matchId, stateVersion: 0, decisionId: "ask", optionId: "" });
}

/** The tools row of a live panel in `matchId`, labelled in `locale`. */
export function toolsRow(matchId: string, locale: LocaleTag): APIActionRowComponent<APIComponentInMessageActionRow> {
  return new ActionRowBuilder<ButtonBuilder>()
    .addComponents(
      new ButtonBuilder()
        .setCustomId(undoButtonId(matchId))
        .setStyle(ButtonStyle.Secondary)
        .setLabel(t(locale, "undo.button")),
      new ButtonBuilder()
        .setCustomId(vacationButtonId(matchId))
        .setStyle(ButtonStyle.Secondary)
        .setLabel(t(locale, "vacation.button")),
    )
    .toJSON();
}

/** `rows` with the tools row (if any) replaced by `row` (or appended; dropped when the message is full). */
export function withToolsRow(
  rows: readonly APIActionRowComponent<APIComponentInMessageActionRow>[],
  row: APIActionRowComponent<APIComponentInMessageActionRow> | null,
): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const mine = (r: APIActionRowComponent<APIComponentInMessageActionRow>) =>
    r.components.some(
      (c) =>
        "custom_id" in c && (c.custom_id.startsWith(`${UNDO_KIND}:`) || c.custom_id.startsWith(`${VACATION_KIND}:`)),
    );
  const rest = rows.filter((r) => !mine(r));
  return row && rest.length < 5 ? [...rest, row] : rest;
}
