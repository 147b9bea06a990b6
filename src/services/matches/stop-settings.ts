import { z } from "zod";

/**
 * Per-player stop settings for async play (stored as JSON in `Player.stopSettings`). The service passes on a
 * player's behalf only when `autoPass` is on, passing is the only thing they could do besides conceding, and the
 * moment is not one they asked to stop at. See docs/matches.md "Auto-pass and stops".
 */
export const StopSettingsSchema = z.object({
  /** Pass automatically when passing (or conceding) is all that is legal. */
  autoPass: z.boolean().default(true),
  /** Moments at which the player always gets to decide, even with nothing but pass legal. */
  stopAt: z
    .object({
      /** During their own turn. */
      ownTurn: z.boolean().default(true),
      /** When an opponent's spell or ability on the chain targets something they control. */
      targeted: z.boolean().default(true),
      /** During showdowns. */
      showdown: z.boolean().default(true),
    })
    .prefault({}),
});

/** Parsed stop settings (every field present). */
export type StopSettings = z.infer<typeof StopSettingsSchema>;

/** Partial settings a player may submit; unspecified fields keep their current value. */
export type StopSettingsPatch = { autoPass?: boolean; stopAt?: Partial<StopSettings["stopAt"]> };

/** The defaults: auto-pass on, stop at own turn, when targeted and at showdowns. */
export const DEFAULT_STOP_SETTINGS: StopSettings = StopSettingsSchema.parse({});

/** Where the game is, for a seat, as far as stops are concerned (computed by the game adapter). */
export interface StopSituation {
  readonly ownTurn: boolean;
  readonly targeted: boolean;
  readonly showdown: boolean;
}

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

/** Applies a patch to settings, validating the result. @throws z.ZodError on wrong types. */
export function patchStopSettings(current: StopSettings, patch: unknown): StopSettings {
  const p = z
    .object({
      autoPass: z.boolean().optional(),
      stopAt: z
        .object({ ownTurn: z.boolean().optional(), targeted: z.boolean().optional(), showdown: z.boolean().optional() })
        .strict()
        .optional(),
    })
    .strict()
    .parse(patch);
  return StopSettingsSchema.parse({
    autoPass: p.autoPass ?? current.autoPass,
    stopAt: { ...current.stopAt, ...p.stopAt },
  });
}

/** True when the settings allow passing on the player's behalf in this situation (legality is checked apart). */
export function mayAutoPass(settings: StopSettings, at: StopSituation): boolean {
  if (!settings.autoPass) return false;
  if (at.ownTurn && settings.stopAt.ownTurn) return false;
  if (at.targeted && settings.stopAt.targeted) return false;
  if (at.showdown && settings.stopAt.showdown) return false;
  return true;
}
