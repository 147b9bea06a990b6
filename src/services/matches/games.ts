import type { GameModule, Seat, TableView } from "../../engine/index.js";
import type { DeckIssue } from "./errors.js";
import type { StopPoint } from "./stop-settings.js";

/**
 * What the match service needs to host a game beyond the pure engine API (src/engine/types.ts): boundary parsing
 * of actions, configs and snapshots, deck building, the state version, the winner, the concede and pass actions
 * and the game's own stop points for auto-pass. The engine stays pure; adapters may read card data (outside the engine).
 * Methods use method syntax on purpose: a `GameAdapter<RbConfig, …>` is usable where a `GameAdapter` is expected.
 */
export interface GameAdapter<Config = unknown, State = unknown, Action = unknown, Deck = unknown> {
  /** The pure game module (its views carry the table's common fields: viewer, version, log). */
  readonly module: GameModule<Config, State, Action, unknown, TableView>;
  /** Supported modes (first = default), e.g. `["1v1"]`. */
  readonly modes: readonly string[];
  /** Number of seats of a match in `mode`. */
  seats(mode: string): number;
  /** Validates a submitted action (user input). */
  parseAction(raw: unknown): { ok: true; action: Action } | { ok: false; message: string };
  /** Validates a stored engine config. @throws on malformed data (a broken row). */
  parseConfig(raw: unknown): Config;
  /** Validates a stored snapshot. @throws on malformed data. */
  parseState(raw: unknown): State;
  /** The state's version (bumped by every applied action; the compare-and-set version). */
  version(state: State): number;
  /** Winner once the game is over; null for a draw or a running game. */
  winner(state: State): Seat | null;
  /** The action by which `seat` concedes. */
  concede(seat: Seat): Action;
  /**
   * The answer to submit for an auto-pass when `legal` offers nothing but pass-like answers (the game says which:
   * passing, ending the turn with nothing else possible, resource-only uses) and conceding, else null.
   */
  autoPass(legal: readonly Action[]): Action | null;
  /**
   * The pass-like answer in `legal` whatever else is legal (pass, else when `endTurn` ending the turn), for "pass
   * until end of turn" and "play and pass"; null when none (a decision that must be answered otherwise). Absent:
   * those settings are not offered.
   */
  passAction?(legal: readonly Action[], endTurn: boolean): Action | null;
  /** True when `action` plays or activates something (for "play and pass"). Absent: not offered. */
  isPlay?(action: Action): boolean;
  /** A key that changes exactly when a new turn starts (for "pass until end of turn"). Absent: not offered. */
  turnKey?(state: State): string;
  /** The moments players may choose to stop at (settings keys, labels, defaults); see stop-settings.ts. */
  readonly stops: readonly StopPoint[];
  /** The ids of {@link stops} that apply to `seat` now (e.g. its own turn, a spell targets its unit). */
  stopsAt(state: State, seat: Seat): string[];
  /** Deck formats the game checks decks against (first = default), e.g. `["casual", "standard"]`; none: no formats. */
  readonly formats?: readonly string[];
  /**
   * Optional: true when {@link buildDeck} resolves cards against content a server loaded (Rise TCG's card sets,
   * docs/engine.md "Server content"); the service and the bot then pass `options.guild`. Absent: never passed.
   */
  readonly guildContent?: boolean;
  /**
   * Parses, resolves and validates a pasted deck (in `format` when given; against `guild`'s loaded content when
   * the game declares {@link guildContent}); every problem listed when refused.
   */
  buildDeck(
    text: string,
    options?: { format?: string; guild?: GuildContent },
  ): { ok: true; deck: Deck; warnings: DeckIssue[] } | { ok: false; problems: DeckIssue[] };
  /** Validates a stored (frozen) deck. @throws on malformed data. */
  parseDeck(raw: unknown): Deck;
  /** The engine config for a match between these decks (seat order). */
  makeConfig(decks: readonly Deck[], mode: string): Config;
  /**
   * Multi-game modes only (Riftbound Match, rule 645): the game in progress and the games won per seat; null
   * (or no method) for a single game. The service records each game won in `Match.resultJson` from it.
   */
  progress?(state: State): MatchProgress | null;
  /**
   * Optional: the points per seat in the game in progress (Riftbound: each player's points, rule 469). Leagues
   * use it at a round deadline (Tournament Rules 408.2.b: a lead of two or more wins the game; docs/leagues.md).
   */
  score?(state: State): readonly number[];
}

/**
 * The content one Discord server loaded for a game (docs/engine.md "Server content"): its stored files as loaded
 * (`GuildCardSet` rows), each with its key and the SHA-256 (hex) of its text. Outside a server: no sets.
 */
export interface GuildContent {
  readonly guildId: string | null;
  readonly sets: readonly GuildContentFile[];
}

/** One loaded file of {@link GuildContent}. */
export interface GuildContentFile {
  readonly key: string;
  readonly text: string;
  readonly hash: string;
}

/** Where a multi-game match stands: the game in progress (1-based) and the games (set points) won per seat. */
export interface MatchProgress {
  readonly game: number;
  readonly setPoints: readonly number[];
}

/** Game key → adapter. The bot uses `{ riftbound }` (see ./riftbound.ts); tests add fake games. */
export type GameRegistry = Readonly<Record<string, GameAdapter>>;

/**
 * A lookup table keyed by names from outside (game names, ids) without a prototype: `table["constructor"]`,
 * `["__proto__"]` or `["toString"]` is undefined instead of an Object.prototype member (issue 19 item 5).
 */
export function ownTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/**
 * `GameAdapter.parseAction` from a game's zod action schema (user input at the boundary): the parsed action, or the
 * first issue as `path: message`.
 */
export function actionParser<A>(schema: {
  safeParse(
    raw: unknown,
  ):
    | { success: true; data: A }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}): (raw: unknown) => { ok: true; action: A } | { ok: false; message: string } {
  return (raw) => {
    const r = schema.safeParse(raw);
    if (r.success) return { ok: true, action: r.data };
    const issue = r.error.issues[0];
    return { ok: false, message: `${issue?.path.map(String).join(".") || "action"}: ${issue?.message}` };
  };
}

/**
 * `GameAdapter.autoPass` for a game whose only pass-like answers are `pass` and `concede`: the pass when every legal
 * answer is one of those, else null.
 */
export function passWhenOnlyPassing<A extends { readonly type: string }>(legal: readonly A[]): A | null {
  if (!legal.every((a) => a.type === "pass" || a.type === "concede")) return null;
  return legal.find((a) => a.type === "pass") ?? null;
}
