/**
 * `npm run start:shards`: the bot as several processes, one per shard (docs/reliability.md "Several bot
 * processes"). discord.js's ShardingManager spawns `src/main.ts` once per shard (`SHARDS`/`SHARD_COUNT` in its
 * environment, read by the discord.js client) and respawns a shard that dies. Every process runs the minute tick;
 * database leases make the outbox, the reminders and the league rounds run once across them. Discord routes a
 * guild's events to shard `(guild_id >> 22) % count` and DMs to shard 0.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ShardingManager } from "discord.js";
import { z } from "zod";
import { ConfigError, loadConfig } from "./config.js";
import { logger } from "./log.js";

const GatewayBot = z.object({ shards: z.number().int().min(1) });

/** The shard count Discord recommends for the token (`GET /gateway/bot` on `apiBase`). */
export async function recommendedShards(token: string, apiBase = "https://discord.com/api"): Promise<number> {
  const res = await fetch(`${apiBase}/v10/gateway/bot`, { headers: { authorization: `Bot ${token}` } });
  if (!res.ok) throw new Error(`GET /gateway/bot answered ${res.status}`);
  return GatewayBot.parse(await res.json()).shards;
}

async function main(): Promise<number> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    if (!config.DISCORD_TOKEN) throw new ConfigError("Bad setting DISCORD_TOKEN: required to start the bot");
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const totalShards = config.SHARD_COUNT ?? (await recommendedShards(config.DISCORD_TOKEN, config.DISCORD_API_BASE));
  if (totalShards > 1 && config.DATABASE_URL.startsWith("file:"))
    logger.warn("several bot processes on one SQLite file: they work, but writes are serialised; prefer PostgreSQL");
  const manager = new ShardingManager(fileURLToPath(new URL("./main.ts", import.meta.url)), {
    token: config.DISCORD_TOKEN,
    totalShards,
    mode: "process",
    respawn: true,
    execArgv: ["--import", "tsx"],
  });
  manager.on("shardCreate", (shard) => logger.info({ shardId: shard.id, totalShards }, "shard process started"));
  await manager.spawn({ delay: 5_500 });
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`Duelhall shards could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
