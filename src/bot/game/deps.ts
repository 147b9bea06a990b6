import type { Client } from "discord.js";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { type Lang, type Lookup, seedToV14, sharedRulesLookup } from "../../services/lookup/index.js";
import type { GamePresentation } from "../../engine/index.js";
import type { GameTable } from "../../games/index.js";
import { GameIdSchema } from "../../rules-text/types.js";
import type { LoadedMatch, MatchError, MatchService } from "../../services/matches/index.js";
import { ownTable } from "../../services/matches/games.js";
import { deckIssueLines, refusalSentence } from "../game-texts.js";
import { t } from "../i18n.js";

/**
 * What the game handlers need: the match service (all game state lives behind it, loaded per interaction),
 * the Prisma client (saved decks, the board message id and DM status, which the service does not cover),
 * a logger and the rules text (static data, loaded once on first use). Nothing here caches game state.
 */
export interface BotDeps {
  matches: MatchService;
  db: Db;
  log: Logger;
  /** The rules lookup, built on first use (~0.2 s); by default the process-wide rules index `/lookup` shares. */
  rules(): Lookup;
  /** The game `/duel challenge` plays (the first installed game unless set). */
  game: string;
  /** The installed games (src/games/index.ts; tests add their own): how each is hosted and shown. */
  games: GameTable;
  /** Writes board PNGs here too when set (the demo prints the paths). */
  onBoardPng?: (matchId: string, version: number, png: Buffer) => void;
  /**
   * Each player's panel DM per match (`matchId:seat` → the DM message), edited in place by `publish`. Only a
   * cache of Discord messages, never game state: after a restart the next update sends a new panel DM.
   */
  panels: Map<string, Panel>;
  /** Seeds of new leagues (pairing shuffles, the 409.3 lot; docs/leagues.md); default random. Tests fix it. */
  leagueSeed?: () => string;
}

/** A player's panel DM in one match. */
export interface Panel {
  channelId: string;
  messageId: string;
  /** The player has acted since this DM was sent (a later move of theirs gets a new, notifying DM). */
  answered: boolean;
}

/**
 * Builds {@link BotDeps} with a lazily created rules lookup: `opts.lookup` when given, else
 * `sharedRulesLookup()` (one rules index per process, shared with the `/lookup` commands).
 */
export function makeDeps(
  opts: Omit<BotDeps, "rules" | "game" | "panels"> & { game?: string; lookup?: () => Lookup },
): BotDeps {
  let lookup: Lookup | undefined;
  const make = opts.lookup ?? sharedRulesLookup;
  const first = Object.keys(opts.games)[0];
  if (first === undefined) throw new Error("makeDeps: no game installed");
  return {
    ...opts,
    games: ownTable(opts.games),
    game: opts.game ?? first,
    panels: new Map(),
    rules() {
      lookup ??= make();
      return lookup;
    },
  };
}

/**
 * A refusal in plain words (in `lang` when the game has a text for its code, src/bot/game-texts.ts; deck problems
 * likewise); engine refusals get the governing rule's number and its text, in `lang` (default `en`;
 * `zh`: the seed text; `en`: the Core Rules v1.4 rule the seed number corresponds to; see {@link ruleText}).
 */
export function explainError(deps: BotDeps, error: MatchError, rulesId?: string, lang?: Lang): string {
  const lines = [refusalSentence(deps.games, lang, error, rulesId)];
  if (error.problems?.length) {
    lines.length = 0;
    lines.push(t(lang, "chal.deckInvalid"));
    lines.push(deckIssueLines(deps.games, lang, error.problems));
  }
  if (error.rule) lines.push(ruleText(deps, error.rule, rulesId, lang));
  return clip(lines.join("\n"), 1900);
}

/**
 * `Rule 512.1: <text>` from the rules corpus of the game `rulesId` names (GamePresentation.rulesId), or just the
 * number when there is none or the corpus lacks the rule. The engine cites seed numbers (Core Rules 2025-06-02);
 * with `lang: "en"` (the default) a Riftbound rule shows the English text of the v1.4 rule it corresponds to,
 * `Rule 512.1 (CR 1.4 312.1): <text>`, where the correspondence has one, else the number alone (no Chinese text
 * in an English interface, issue 15); `zh` shows the seed text.
 */
export function ruleText(deps: BotDeps, rule: string, rulesId?: string, lang: Lang = "en"): string {
  const game = GameIdSchema.safeParse(rulesId);
  if (!game.success) return `> Rule ${rule}`;
  try {
    const to = lang === "en" && game.data === "riftbound" ? seedToV14(rule) : null;
    const en = to?.exact ? deps.rules().rules.byNumber(to.number, "riftbound", "en")[0] : undefined;
    if (to && en)
      return `> **Rule ${rule}** (CR 1.4 ${en.rule.number}): ${clip(en.rule.text.replace(/\s+/g, " "), 600)}`;
    // English UI: the Riftbound seed rules are Chinese; without an English counterpart only the number shows.
    if (lang === "en" && game.data === "riftbound") return `> **Rule ${rule}**`;
    const hit = deps.rules().rules.byNumber(rule, game.data)[0];
    if (hit) return `> **Rule ${hit.rule.number}**: ${clip(hit.rule.text.replace(/\s+/g, " "), 600)}`;
  } catch (err) {
    deps.log.warn({ err, rule }, "rules lookup failed");
  }
  return `> Rule ${rule}`;
}

/**
 * The game a command names (`game:` option, a key of `deps.games`), or the bot's default game when none is given.
 * Returns a plain-words refusal for a game this bot does not host (Discord's choices normally prevent it; a stale
 * command registration or a forged interaction can still send one). docs/bot.md "Games".
 */
export function chosenGame(
  deps: BotDeps,
  requested: string | null | undefined,
): { ok: true; game: string } | { ok: false; message: string } {
  const game = requested?.trim() || deps.game;
  if (Object.hasOwn(deps.games, game)) return { ok: true, game };
  const known = Object.keys(deps.games)
    .map((g) => `\`${g}\``)
    .join(", ");
  return { ok: false, message: `This bot does not host the game “${clip(game, 40)}”. Games here: ${known}.` };
}

/**
 * Slash-command choices for a `game:` option: every installed game, its key as value and its title as name (the
 * bot's default game first). At most 25 (Discord's limit for choices).
 */
export function gameOptionChoices(games: GameTable): { name: string; value: string }[] {
  return Object.entries(games)
    .slice(0, 25)
    .map(([key, g]) => ({ name: g.presentation.title, value: key }));
}

/** Cuts `s` to `max` characters with an ellipsis. */
export function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/** Display name of a user from the client cache (GUILD_CREATE fills it), else a mention-free fallback. */
export function displayName(client: Client, userId: string, fallback: string): string {
  const u = client.users.cache.get(userId);
  return u?.globalName ?? u?.username ?? fallback;
}

/**
 * How the match's game is shown. @throws when this process does not host the game (the service refuses to load
 * such a match first, so this is a wiring error).
 */
export function presentationOf(deps: BotDeps, m: LoadedMatch): GamePresentation {
  const g = deps.games[m.match.game];
  if (!g) throw new Error(`game "${m.match.game}" is not installed in this bot`);
  return g.presentation;
}
