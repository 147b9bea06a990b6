import { z } from "zod";

/**
 * Per-player stop settings for async play (stored as JSON in `Player.stopSettings`). The service passes on a
 * player's behalf only when `autoPass` is on, passing is the only thing they could do besides conceding, and the
 * moment is not one they asked to stop at. The stop points are the games' own (a game module lists them with
 * defaults, e.g. Riftbound's `ownTurn`, `targeted`, `showdown`); this file knows none. See docs/matches.md
 * "Auto-pass and stops".
 */

/** A moment a game lets players stop at (`id` is the settings key), with its default. Supplied by the game. */
export interface StopPoint {
  readonly id: string;
  readonly label: string;
  readonly default: boolean;
  /** A button-sized label ("Stop when I'm targeted", at most 60 characters); `label` when absent. */
  readonly short?: string;
}

const StopKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, "stop point: a short identifier");

/**
 * One player's settings for one match (issue 15: "persisted per player and per match"): stop points set for this
 * match only, "pass until end of turn" (the game's turn key it was set in) and "play and pass".
 */
export const MatchStopsSchema = z.object({
  /** Stop point id → stop there in this match (overrides the player's general setting). */
  stopAt: z.record(StopKey, z.boolean()).optional(),
  /** Pass (or end the turn) whenever the game offers it, while the game's turn key equals this one. */
  passUntil: z.string().max(64).optional(),
  /** After playing something, pass at once instead of being asked to respond to it. */
  playAndPass: z.boolean().optional(),
  /** Choose by hand which runes pay a cost (issue 15; the bot's panel setting, default automatic). */
  manualPayment: z.boolean().optional(),
});

/** Parsed per-match settings. */
export type MatchStops = z.infer<typeof MatchStopsSchema>;

/** How many matches keep per-match settings per player (the most recently changed; older ones are dropped). */
export const MAX_MATCH_STOPS = 20;

/** Stored settings: auto-pass, and per stop point whether to stop there (absent: the game's default). */
export const StopSettingsSchema = z.object({
  /** Pass automatically when passing (or conceding) is all that is legal. */
  autoPass: z.boolean().default(true),
  /** Stop point id → always get to decide there, even with nothing but pass legal. */
  stopAt: z.record(StopKey, z.boolean()).prefault({}),
  /** Match id → this player's settings for that match (insertion order = least recently changed first). */
  matches: z.record(z.string().max(64), MatchStopsSchema).prefault({}),
});

/** Parsed stop settings. */
export type StopSettings = z.infer<typeof StopSettingsSchema>;

/** Partial settings a player may submit; unspecified fields keep their current value. */
export type StopSettingsPatch = { autoPass?: boolean; stopAt?: Record<string, boolean> };

/** No preference stored: auto-pass on, every stop point at its game's default. */
export const DEFAULT_STOP_SETTINGS: StopSettings = StopSettingsSchema.parse({});

/**
 * Parses stored settings JSON; malformed or missing data gives the defaults (a bad row must not block a match).
 */
export function parseStopSettings(json: string | null | undefined): StopSettings {
  if (!json) return DEFAULT_STOP_SETTINGS;
  try {
    const r = StopSettingsSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : DEFAULT_STOP_SETTINGS;
  } catch {
    return DEFAULT_STOP_SETTINGS;
  }
}

/** The settings with every one of `points` filled in (its default when the player never chose). */
export function withDefaults(settings: StopSettings, points: readonly StopPoint[]): StopSettings {
  const stopAt = { ...settings.stopAt };
  for (const p of points) stopAt[p.id] ??= p.default;
  return { autoPass: settings.autoPass, stopAt, matches: settings.matches };
}

/**
 * Applies a patch to settings, validating it: `stopAt` may name only `points`.
 * @throws z.ZodError on wrong types or an unknown stop point.
 */
export function patchStopSettings(current: StopSettings, patch: unknown, points: readonly StopPoint[]): StopSettings {
  const known = new Set(points.map((p) => p.id));
  const p = z
    .object({
      autoPass: z.boolean().optional(),
      stopAt: z
        .record(StopKey, z.boolean())
        .refine((r) => Object.keys(r).every((k) => known.has(k)), "unknown stop point")
        .optional(),
    })
    .strict()
    .parse(patch);
  return StopSettingsSchema.parse({
    autoPass: p.autoPass ?? current.autoPass,
    stopAt: { ...current.stopAt, ...p.stopAt },
    matches: current.matches,
  });
}

/**
 * Applies a patch to the player's settings for one match (`stopAt` may name only `points`; `passUntil: null` and
 * `playAndPass: false` switch those off). Keeps the {@link MAX_MATCH_STOPS} most recently changed matches.
 * @throws z.ZodError on wrong types or an unknown stop point.
 */
export function patchMatchStops(
  current: StopSettings,
  matchId: string,
  patch: unknown,
  points: readonly StopPoint[],
): StopSettings {
  const known = new Set(points.map((p) => p.id));
  const p = z
    .object({
      stopAt: z
        .record(StopKey, z.boolean())
        .refine((r) => Object.keys(r).every((k) => known.has(k)), "unknown stop point")
        .optional(),
      passUntil: z.string().max(64).nullable().optional(),
      playAndPass: z.boolean().optional(),
      manualPayment: z.boolean().optional(),
    })
    .strict()
    .parse(patch);
  const old = current.matches[matchId] ?? {};
  const next: MatchStops = { ...old, stopAt: { ...old.stopAt, ...p.stopAt } };
  if (p.passUntil === null) delete next.passUntil;
  else if (p.passUntil !== undefined) next.passUntil = p.passUntil;
  if (p.playAndPass !== undefined) next.playAndPass = p.playAndPass;
  if (p.manualPayment !== undefined) next.manualPayment = p.manualPayment;
  const { [matchId]: _old, ...others } = current.matches;
  const kept = Object.entries(others).slice(-(MAX_MATCH_STOPS - 1));
  return StopSettingsSchema.parse({ ...current, matches: { ...Object.fromEntries(kept), [matchId]: next } });
}

/** The settings that apply in `matchId`: the player's general ones with that match's stop points over them. */
export function forMatch(settings: StopSettings, matchId: string): StopSettings & { match: MatchStops } {
  const m = settings.matches[matchId] ?? {};
  return { ...settings, stopAt: { ...settings.stopAt, ...m.stopAt }, match: m };
}

/**
 * True when the settings allow passing on the player's behalf now (legality is checked apart): auto-pass is on and
 * none of the stop points the game says apply now (`now`, ids of `points`) is one the player stops at.
 */
export function mayAutoPass(
  settings: Pick<StopSettings, "autoPass" | "stopAt">,
  points: readonly StopPoint[],
  now: readonly string[],
): boolean {
  if (!settings.autoPass) return false;
  return now.every((id) => !(settings.stopAt[id] ?? points.find((p) => p.id === id)?.default ?? true));
}
