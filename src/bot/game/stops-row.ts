/**
 * The stops row of a panel DM (issue 15): the buttons that set a player's stops for a match, drawn from their
 * settings; stops.ts handles the clicks.
 */
import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ComponentType,
} from "discord.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import type { GameAdapter } from "../../services/matches/games.js";
import { forMatch, type StopSettings } from "../../services/matches/stop-settings.js";
import { encodeCustomId } from "../custom-id.js";
import { type LocaleTag, MESSAGES, type MessageKey, t } from "../i18n.js";
import { type BotDeps, clip } from "./deps.js";

/** Router kind of the stop buttons (`rbs:<match>:0:stop|pass|play:<stop point>`). */
export const STOPS_KIND = "rbs";

/** The button ids of a stop point, "pass until end of turn" and "play and pass". */
function stopId(matchId: string, what: "stop" | "pass" | "play" | "pay" | "default", point = ""): string {
  return encodeCustomId({ kind: STOPS_KIND, matchId, stateVersion: 0, decisionId: what, optionId: point });
}

/** A stop point's button label: the catalogue's `stop.<id>` in `lang` when it has one, else the host's own. */
export function stopLabel(p: { id: string; label: string; short?: string }, lang?: LocaleTag): string {
  const key = `stop.${p.id}`;
  return lang && key in MESSAGES ? t(lang, key as MessageKey) : (p.short ?? p.label);
}

/** The match's game host (adapter), for its stop points and what it supports; undefined when not hosted. */
export function hostOf(deps: BotDeps, m: LoadedMatch): GameAdapter | undefined {
  return deps.games[m.match.game]?.host;
}

/** True when `settings` (the player's, this match's) pass until the end of the current turn. */
export function passingThisTurn(host: GameAdapter, m: LoadedMatch, settings: StopSettings): boolean {
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
  lang?: LocaleTag,
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
        .setLabel(clip(`${on ? "🛑" : "⏩"} ${stopLabel(p, lang)}`, 80))
        .setStyle(on ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (host.turnKey && host.passAction) {
    const passing = passingThisTurn(host, m, settings);
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "pass"))
        .setLabel(t(lang, passing ? "stops.passing" : "stops.pass"))
        .setStyle(passing ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (host.isPlay && host.passAction) {
    const on = here.match.playAndPass === true;
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "play"))
        .setLabel(t(lang, on ? "stops.playOn" : "stops.playOff"))
        .setStyle(on ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (buttons.length === 0) return null;
  return new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(0, 5)).toJSON();
}

/**
 * The panel's settings row (issue 15): "💎 Pay: automatic" / "💎 Pay: I choose runes" when the match's game lets
 * players pay by hand, and "💾 Save as my default" when it has stop points (this match's stops become the ones every
 * new match starts with). Null when it has neither or the match is over.
 */
export function settingsRow(
  deps: BotDeps,
  m: LoadedMatch,
  settings: StopSettings,
  lang?: LocaleTag,
): APIActionRowComponent<APIComponentInMessageActionRow> | null {
  const host = hostOf(deps, m);
  if (!host || m.match.status !== "active" || m.state === null) return null;
  const buttons: ButtonBuilder[] = [];
  if (deps.games[m.match.game]?.presentation.manualPayment === true) {
    const on = forMatch(settings, m.match.id).match.manualPayment === true;
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "pay"))
        .setLabel(t(lang, on ? "stops.payManual" : "stops.payAuto"))
        .setStyle(on ? ButtonStyle.Success : ButtonStyle.Secondary),
    );
  }
  if (host.stops.length > 0)
    buttons.push(
      new ButtonBuilder()
        .setCustomId(stopId(m.match.id, "default"))
        .setLabel(t(lang, "stops.saveDefault"))
        .setStyle(ButtonStyle.Secondary),
    );
  return buttons.length ? new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON() : null;
}

/** The settings rows of a panel (stops, then payment), those that exist. */
export function panelRows(
  deps: BotDeps,
  m: LoadedMatch,
  settings: StopSettings,
  lang?: LocaleTag,
): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  return [stopsRow(deps, m, settings, lang), settingsRow(deps, m, settings, lang)].filter((r) => r !== null);
}

/** `rows` with the settings rows (`rbs:`) replaced by `extra`, each appended while the message has room. */
export function withSettingsRows(
  rows: readonly APIActionRowComponent<APIComponentInMessageActionRow>[],
  extra: readonly APIActionRowComponent<APIComponentInMessageActionRow>[],
): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  let out = rows.filter((r) => !isSettings(r));
  for (const r of extra) if (fits(out, r)) out = [...out, r];
  return out;
}

/** True for a row of settings buttons (`rbs:` custom ids). */
function isSettings(r: APIActionRowComponent<APIComponentInMessageActionRow>): boolean {
  return r.components.some((c) => "custom_id" in c && c.custom_id.startsWith(`${STOPS_KIND}:`));
}

/**
 * Whether `row` fits below `rows`: at most 5 rows in a classic message; in a Components V2 panel (a container
 * first, ./panel-v2.ts) at most 40 components in all, nested ones counted.
 */
function fits(
  rows: readonly APIActionRowComponent<APIComponentInMessageActionRow>[],
  row: APIActionRowComponent<APIComponentInMessageActionRow>,
): boolean {
  const v2 = rows.some((r) => (r.type as number) !== ComponentType.ActionRow);
  return v2 ? countComponents(rows) + 1 + row.components.length <= 40 : rows.length < 5;
}

/** Components in `xs`, nested ones counted (Discord's 40-component limit of a V2 message). */
function countComponents(xs: readonly unknown[]): number {
  let n = 0;
  for (const x of xs) {
    n++;
    const kids = (x as { components?: unknown }).components;
    if (Array.isArray(kids)) n += countComponents(kids);
    if ((x as { accessory?: unknown }).accessory) n++;
  }
  return n;
}
