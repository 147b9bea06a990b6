/**
 * `npm start`: the Duelhall bot. Loads settings (zod, src/config.ts), opens the database (DATABASE_URL, default
 * file:./data/duelhall.db, migrated on start), connects to Discord and runs the match timers every minute
 * (reminders, claimable clocks, expired challenges). Bad settings stop it with one line on stderr.
 */
import { existsSync } from "node:fs";
import { createDuelhallBot } from "./bot/duelhall.js";
import { ConfigError, loadConfig } from "./config.js";
import { createDb } from "./db/client.js";
import { logger } from "./log.js";

/** How often the match timers run (ms). */
const TICK_MS = 60_000;

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    // `.env` (see .env.example) fills unset variables; real environment variables win.
    if (existsSync(".env")) process.loadEnvFile(".env");
    config = loadConfig();
    if (!config.DISCORD_TOKEN) throw new ConfigError("Bad setting DISCORD_TOKEN: required to start the bot");
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const db = await createDb(config.DATABASE_URL);
  const bot = createDuelhallBot({
    token: config.DISCORD_TOKEN,
    db: db.prisma,
    logger: logger.child({ module: "bot" }),
    ...(config.DISCORD_API_BASE ? { restApi: config.DISCORD_API_BASE } : {}),
  });
  await bot.start();
  const timer = setInterval(() => {
    bot.tick().catch((err: unknown) => logger.error({ err }, "match timers failed"));
  }, TICK_MS);
  timer.unref();
  const stop = async (signal: string) => {
    logger.info({ signal }, "stopping");
    clearInterval(timer);
    await bot.stop();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`Duelhall could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
