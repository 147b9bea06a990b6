/**
 * Stops on the panel (issue 15): a row of buttons under a player's panel DM that sets their stops for that match
 * ("Stop when I'm targeted", "Stop in showdowns" … — the game's own stop points, labelled by the game), "Pass until
 * end of turn" and "Play and pass". Settings are saved per player and per match by the match service; a change
 * that lets the service pass now (e.g. "Pass until end of turn" while deciding) is applied and published at once.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  MessageFlags,
} from "discord.js";
import type { Applied, LoadedMatch } from "../../services/matches/index.js";
import type { GameAdapter } from "../../services/matches/games.js";
import { forMatch, type StopSettings } from "../../services/matches/stop-settings.js";
import { decodeCustomId, encodeCustomId } from "../custom-id.js";
import { type BotDeps, clip, explainError } from "./deps.js";
import { NOT_A_PLAYER_REPLY, seatOf } from "./play.js";
import { beforeOf, type PanelPayload, publish } from "./publish.js";

/** Router kind of the stop buttons (`rbs:<match>:0:stop|pass|play:<stop point>`). */
export const STOPS_KIND = "rbs";

/** The button ids of a stop point, "pass until end of turn" and "play and pass". */
function stopId(matchId: string, what: "stop" | "pass" | "play", point = ""): string {
  return encodeCustomId({ kind: STOPS_KIND, matchId, stateVersion: 0, decisionId: what, optionId: point });
}

/** The match's game host (adapter), for its stop points and what it supports; undefined when not hosted. */
function hostOf(deps: BotDeps, m: LoadedMatch): GameAdapter | undefined {
  return deps.games[m.match.game]?.host;
}

/** True when `settings` (the player's, this match's) pass until the end of the current turn. */
function passingThisTurn(host: GameAdapter, m: LoadedMatch, settings: StopSettings): boolean {
  const key = m.state === null ? undefined : host.turnKey?.(m.state);
  const until = settings.matches[m.match.id]?.passUntil;
  return key !== undefined && until === key;
}

/**
 * The stops row of a player's panel in `m` (null when the match is over or its game has no stops): one toggle per
 * stop point (green when on), "Pass until end of turn" and "Play and pass" when the game supports them.
 */
export function stopsRow(
  deps: BotDeps,
  m: LoadedMatch,
  settings: StopSettings,
): APIActionRowComponent<APIComponentInMessageActionRow> | null {
  const host = hostOf(deps, m);
  if (!host || m.match.status !== "active" || m.state === null) return null;
  const here = forMatch(settings, m.match.id);
  const buttons: ButtonBuilder[] = [];
  for (const p of host.stops) {
    if (p.id.length > 16 || buttons.length >= 3) continue;
    const on = here.stopAt[p.id] ?? p.default;
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "stop", p.id))
        .setLabel(clip(`${on ? "🛑" : "⏩"} ${p.short ?? p.label}`, 80))
        .setStyle(on ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (host.turnKey && host.passAction) {
    const passing = passingThisTurn(host, m, settings);
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "pass"))
        .setLabel(passing ? "⏭ Passing to end of turn (undo)" : "⏭ Pass until end of turn")
        .setStyle(passing ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (host.isPlay && host.passAction) {
    const on = here.match.playAndPass === true;
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "play"))
        .setLabel(on ? "▶ Play and pass: on" : "▶ Play and pass: off")
        .setStyle(on ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (buttons.length === 0) return null;
  return new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(0, 5)).toJSON();
}

/** `rows` with the stops row (if any) replaced by `row` (or appended; dropped when the message is full). */
export function withStopsRow(
  rows: readonly APIActionRowComponent<APIComponentInMessageActionRow>[],
  row: APIActionRowComponent<APIComponentInMessageActionRow> | null,
): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const isStops = (r: APIActionRowComponent<APIComponentInMessageActionRow>) =>
    r.components.some((c) => "custom_id" in c && c.custom_id.startsWith(`${STOPS_KIND}:`));
  const rest = rows.filter((r) => !isStops(r));
  return row && rest.length < 5 ? [...rest, row] : rest;
}

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
  await i.deferUpdate();
  const before = beforeOf(deps, m);
  const current = await deps.matches.getStopSettings(i.user.id);
  const here = forMatch(current, m.match.id);
  const what = id.value.decisionId;
  const r =
    what === "pass" && !passingThisTurn(host, m, current)
      ? await deps.matches.passUntilEndOfTurn(i.user.id, m.match.id)
      : await deps.matches.setMatchStops(
          i.user.id,
          m.match.id,
          what === "pass"
            ? { passUntil: null }
            : what === "play"
              ? { playAndPass: !here.match.playAndPass }
              : {
                  stopAt: {
                    [id.value.optionId]: !(
                      here.stopAt[id.value.optionId] ?? host.stops.find((p) => p.id === id.value.optionId)?.default
                    ),
                  },
                },
        );
  if (!r.ok) {
    await i.followUp({ content: explainError(deps, r.error), flags: MessageFlags.Ephemeral });
    return;
  }
  let edited = false;
  if (r.settled && r.settled.applied.length > 0) {
    const note = autoPassNote(m, r.settled.applied);
    const out = await publish(i.client, deps, m.match.id, before, {
      ...(note ? { note } : {}),
      clicked: { messageId: i.message.id, edit: (payload: PanelPayload) => i.editReply(payload) },
    });
    edited = out.editedPanels.includes(i.message.id);
  }
  if (edited) return;
  const fresh = await deps.matches.load(m.match.id);
  const row = fresh.ok ? stopsRow(deps, fresh, r.settings) : null;
  const rows = i.message.components.map((c) => c.toJSON() as APIActionRowComponent<APIComponentInMessageActionRow>);
  await i.editReply({ components: withStopsRow(rows, row) });
}
