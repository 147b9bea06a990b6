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
}

const StopKey = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, "stop point: a short identifier");

/** Stored settings: auto-pass, and per stop point whether to stop there (absent: the game's default). */
export const StopSettingsSchema = z.object({
  /** Pass automatically when passing (or conceding) is all that is legal. */
  autoPass: z.boolean().default(true),
  /** Stop point id → always get to decide there, even with nothing but pass legal. */
  stopAt: z.record(StopKey, z.boolean()).prefault({}),
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
  return { autoPass: settings.autoPass, stopAt };
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
  });
}

/**
 * True when the settings allow passing on the player's behalf now (legality is checked apart): auto-pass is on and
 * none of the stop points the game says apply now (`now`, ids of `points`) is one the player stops at.
 */
export function mayAutoPass(settings: StopSettings, points: readonly StopPoint[], now: readonly string[]): boolean {
  if (!settings.autoPass) return false;
  return now.every((id) => !(settings.stopAt[id] ?? points.find((p) => p.id === id)?.default ?? true));
}
