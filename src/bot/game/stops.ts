/**
 * Stops on the panel (issue 15): a row of buttons under a player's panel DM that sets their stops for that match
 * ("Stop when I'm targeted", "Stop in showdowns" … — the game's own stop points, labelled by the game), "Pass until
 * end of turn" and "Play and pass". Settings are saved per player and per match by the match service; a change
 * that lets the service pass now (e.g. "Pass until end of turn" while deciding) is applied and published at once.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type ButtonInteraction,
  MessageFlags,
} from "discord.js";
import type { Applied, LoadedMatch } from "../../services/matches/index.js";
import { forMatch } from "../../services/matches/stop-settings.js";
import { decodeCustomId } from "../custom-id.js";
import { type BotDeps, explainError } from "./deps.js";
import { NOT_A_PLAYER_REPLY, seatOf } from "./seats.js";
import { beforeOf, type PanelPayload } from "./publish.js";
import { outboxPayload, publishAfterCommit } from "./republish.js";
import { STOPS_KIND, panelRows, withSettingsRows, hostOf, passingThisTurn, stopLabel } from "./stops-row.js";
import type { GameAdapter } from "../../services/matches/games.js";
import { t } from "../i18n.js";

/** "⏩ Passed automatically for <@x> (2×)": the auto-passes of a change, so the log reads them as such. */
export function autoPassNote(m: LoadedMatch, applied: Applied["applied"]): string | undefined {
  const bySeat = new Map<number, number>();
  for (const a of applied) if (a.auto) bySeat.set(a.seat, (bySeat.get(a.seat) ?? 0) + 1);
  if (bySeat.size === 0) return undefined;
  const parts = [...bySeat].map(([seat, n]) => {
    const who = m.match.seats.find((s) => s.seat === seat)?.playerId;
    return `${who ? `<@${who}>` : `seat ${seat + 1}`}${n > 1 ? ` (${n}×)` : ""}`;
  });
  return `⏩ Auto-pass for ${parts.join(", ")}: nothing else to do, or their stop settings said so.`;
}

/**
 * A click on a stops button: only the seat's owner; saves the change for this match, applies what it lets the
 * service pass now (published like any change), and redraws the clicked panel's stops row.
 */
export async function onStopsButton(deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const id = decodeCustomId(i.customId, { kind: STOPS_KIND });
  const tell = (content: string) => i.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  if (!id.ok) return void (await tell("This button is not one of mine any more."));
  const m = await deps.matches.load(id.value.matchId);
  if (!m.ok) return void (await tell(m.error.message));
  if (seatOf(m, i.user.id) === null) return void (await tell(NOT_A_PLAYER_REPLY));
  const host = hostOf(deps, m);
  if (!host || m.match.status !== "active") return void (await tell("This match is over; nothing more to do here."));
  const what = id.value.decisionId;
  if (what === "default") return void (await saveAsDefault(deps, i, m, host));
  await i.deferUpdate();
  const before = beforeOf(deps, m);
  const current = await deps.matches.getStopSettings(i.user.id);
  const here = forMatch(current, m.match.id);
  const outbox = outboxPayload(before);
  const r =
    what === "pass" && !passingThisTurn(host, m, current)
      ? await deps.matches.passUntilEndOfTurn(i.user.id, m.match.id, outbox)
      : await deps.matches.setMatchStops(
          i.user.id,
          m.match.id,
          what === "pass"
            ? { passUntil: null }
            : what === "play"
              ? { playAndPass: !here.match.playAndPass }
              : what === "pay"
                ? { manualPayment: !here.match.manualPayment }
                : {
                    stopAt: {
                      [id.value.optionId]: !(
                        here.stopAt[id.value.optionId] ?? host.stops.find((p) => p.id === id.value.optionId)?.default
                      ),
                    },
                  },
          outbox,
        );
  if (!r.ok) {
    await i.followUp({ content: explainError(deps, r.error), flags: MessageFlags.Ephemeral });
    return;
  }
  let edited = false;
  if (r.settled && r.settled.applied.length > 0) {
    const note = autoPassNote(m, r.settled.applied);
    const out = await publishAfterCommit(i.client, deps, m.match.id, {
      ...(note ? { note } : {}),
      clicked: { messageId: i.message.id, edit: (payload: PanelPayload) => i.editReply(payload) },
    });
    edited = out?.editedPanels.includes(i.message.id) ?? false;
  }
  if (edited) return;
  const fresh = await deps.matches.load(m.match.id);
  const extra = fresh.ok ? panelRows(deps, fresh, r.settings, i.locale) : [];
  const rows = i.message.components.map((c) => c.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>);
  await i.editReply({ components: withSettingsRows(rows, extra) });
}

/**
 * "💾 Save as my default" (issue 15: stops persist per player and per match): this match's stop points, as they are
 * now for the clicker, become their general settings, which every new match starts from (a match's own toggles
 * still override them). Answers with an ephemeral note naming the stops that are on; the panel is unchanged.
 */
async function saveAsDefault(deps: BotDeps, i: ButtonInteraction, m: LoadedMatch, host: GameAdapter): Promise<void> {
  const here = forMatch(await deps.matches.getStopSettings(i.user.id), m.match.id);
  const stopAt: Record<string, boolean> = {};
  for (const p of host.stops) stopAt[p.id] = here.stopAt[p.id] ?? p.default;
  const r = await deps.matches.setStopSettings(i.user.id, { stopAt });
  const on = host.stops.filter((p) => stopAt[p.id]).map((p) => stopLabel(p, i.locale));
  const content = r.ok
    ? t(i.locale, "stops.savedDefault", { stops: on.length ? on.join(", ") : t(i.locale, "stops.none") })
    : explainError(deps, r.error);
  await i.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}
