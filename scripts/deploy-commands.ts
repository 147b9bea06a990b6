/**
 * Registers the slash commands of `commands/index.ts` (bulk overwrite, `PUT`):
 * to `DISCORD_DEV_GUILD_ID` when set (instant), otherwise globally (may take up to an hour to appear).
 *
 *   npm run deploy-commands              # needs DISCORD_TOKEN and DISCORD_APPLICATION_ID
 *   npm run deploy-commands -- --dry-run # prints the JSON, needs no settings
 *
 * `DISCORD_API_BASE` (e.g. `http://127.0.0.1:PORT/api`) points it at the test fake.
 */
import { pathToFileURL } from "node:url";
import { REST, type RESTPutAPIApplicationCommandsResult, Routes } from "discord.js";
import { commands as allCommands } from "../commands/index.js";
import type { CommandModule } from "../src/bot/router.js";
import { type Config, ConfigError, loadConfig } from "../src/config.js";

/** What a deployment did: where it registered and how many commands Discord returned. */
export interface DeployResult {
  scope: "global" | "guild";
  guildId?: string;
  registered: number;
}

/**
 * Registers `commands` with the settings in `config`; with `dryRun`, returns the JSON body instead.
 * @throws ConfigError when DISCORD_TOKEN or DISCORD_APPLICATION_ID is missing (not for dry runs);
 *   DiscordAPIError when Discord refuses the commands.
 */
export async function deployCommands(
  config: Config,
  opts: { dryRun?: boolean; commands?: readonly CommandModule[] } = {},
): Promise<DeployResult | { dryRun: true; body: unknown[] }> {
  const body = (opts.commands ?? allCommands).map((c) => c.data);
  if (opts.dryRun) return { dryRun: true, body };
  if (!config.DISCORD_TOKEN) throw new ConfigError("Bad setting DISCORD_TOKEN: required to deploy commands");
  if (!config.DISCORD_APPLICATION_ID) {
    throw new ConfigError("Bad setting DISCORD_APPLICATION_ID: required to deploy commands");
  }
  const rest = new REST(config.DISCORD_API_BASE ? { api: config.DISCORD_API_BASE } : {}).setToken(config.DISCORD_TOKEN);
  const guildId = config.DISCORD_DEV_GUILD_ID;
  const route = guildId
    ? Routes.applicationGuildCommands(config.DISCORD_APPLICATION_ID, guildId)
    : Routes.applicationCommands(config.DISCORD_APPLICATION_ID);
  const result = (await rest.put(route, { body })) as RESTPutAPIApplicationCommandsResult;
  return guildId
    ? { scope: "guild", guildId, registered: result.length }
    : { scope: "global", registered: result.length };
}

/**
 * The CLI: `--dry-run` prints the JSON; otherwise deploys and prints one line. Returns the exit code
 * (1 with a one-line message on stderr for bad settings or a refused deployment).
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
  out: Pick<NodeJS.WriteStream, "write"> = process.stdout,
  err: Pick<NodeJS.WriteStream, "write"> = process.stderr,
): Promise<number> {
  try {
    const result = await deployCommands(loadConfig(env), { dryRun: argv.includes("--dry-run") });
    if ("dryRun" in result) {
      out.write(`${JSON.stringify(result.body, null, 2)}\n`);
      return 0;
    }
    const where = result.scope === "guild" ? `guild ${result.guildId}` : "globally";
    out.write(`Registered ${result.registered} command(s) ${where}.\n`);
    return 0;
  } catch (e) {
    err.write(`${e instanceof ConfigError ? e.message : String(e)}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then((code) => {
    process.exitCode = code;
  });
}
