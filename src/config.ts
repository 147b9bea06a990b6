import { z } from "zod";

/**
 * Process settings, parsed from the environment with zod at start (see `.env.example` for each one).
 * A missing or malformed setting stops the program with one line naming it (see {@link loadConfig}).
 */
export const ConfigSchema = z.object({
  /** Bot token from the Discord developer portal; only needed to connect to Discord. */
  DISCORD_TOKEN: z.string().min(1).optional(),
  /** Application (client) id; needed to register slash commands. */
  DISCORD_APPLICATION_ID: z
    .string()
    .regex(/^\d{17,20}$/, "must be a Discord snowflake (17-20 digits)")
    .optional(),
  /** Optional guild for instant command registration during development. */
  DISCORD_DEV_GUILD_ID: z
    .string()
    .regex(/^\d{17,20}$/, "must be a Discord snowflake (17-20 digits)")
    .optional(),
  /** Optional REST base URL override (tests point it at the fake Discord); default is Discord's. */
  DISCORD_API_BASE: z.string().url().optional(),
  /** `file:./data/duelhall.db` (SQLite, default) or `postgresql://…`. */
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql:// (PostgreSQL)")
    .default("file:./data/duelhall.db"),
  /**
   * Shards (bot processes) of `npm run start:shards`; unset: the count Discord recommends (`GET /gateway/bot`).
   * Several processes need PostgreSQL (docs/reliability.md "Several bot processes").
   */
  SHARD_COUNT: z.coerce.number().int().min(1).max(64).optional(),
  /** pino log level. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Parsed settings. */
export type Config = z.infer<typeof ConfigSchema>;

/** Thrown by {@link loadConfig}; `message` is one line naming the bad setting. */
export class ConfigError extends Error {}

/**
 * Parses settings from `env` (default `process.env`); empty strings count as unset.
 * @throws ConfigError with a one-line message naming the first bad setting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Bad setting ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}
