/**
 * One setup for the bot's end-to-end tests: the offline fake Discord, a temp SQLite database, the real bot
 * (createDuelhallBot) with its slash commands registered, and a reader of a match's state for the simulated
 * players. `games` hosts other games than the installed ones (the test game of test/games/).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Logger, pino } from "pino";
import { createCommands } from "../../commands/index.js";
import { createDuelhallBot, type DuelhallBot } from "../../src/bot/duelhall.js";
import { createDb, type DbHandle } from "../../src/db/client.js";
import { type GameTable, hostsOf, installedGames } from "../../src/games/index.js";
import type { Now } from "../../src/services/clock.js";
import { MatchService } from "../../src/services/matches/index.js";
import { type FakeDiscord, startFakeDiscord } from "./fake-discord.js";
import { type DriverMatch, driverMatch } from "./sim-player.js";

/** A running table: the fake, the database, the bot and the errors its router reported. */
export interface BotTable {
  fake: FakeDiscord;
  db: DbHandle;
  bot: DuelhallBot;
  errors: unknown[];
  /** Stops the bot and starts a new client on the same fake and database (a restarted bot): the new `bot`. */
  restart(): Promise<DuelhallBot>;
  /** Status, version, who decides and the board message of a match (for `playMatch`). */
  read(matchId: string): Promise<DriverMatch>;
  close(): Promise<void>;
}

/** Options of {@link startTable}. */
export interface TableOptions {
  games?: GameTable;
  logger?: Logger;
  /** Seeds of new matches (default random): a fixed seed makes a run reproducible. */
  newSeed?: () => string;
  /** The match service's clock (default the system clock), e.g. a manual clock to pass deadlines. */
  now?: Now;
  /** Passed to `startFakeDiscord`. */
  fake?: Parameters<typeof startFakeDiscord>[0];
  /** Another database than the temp SQLite file, e.g. `freshPostgres` (test/services/helpers.ts); closed by `close()`. */
  database?: () => Promise<{ handle: DbHandle; cleanup(): Promise<void> }>;
}

/** Starts the fake Discord, the database and the bot, and registers the commands (so options get their types). */
export async function startTable(opts: TableOptions = {}): Promise<BotTable> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-bot-"));
  const other = opts.database ? await opts.database() : null;
  const db = other?.handle ?? (await createDb(`file:${path.join(dir, "bot.db")}`));
  const fake = await startFakeDiscord(opts.fake);
  const games = opts.games ?? installedGames();
  const errors: unknown[] = [];
  const newBot = () =>
    createDuelhallBot({
      token: fake.token,
      restApi: fake.apiBase,
      db: db.prisma,
      games,
      ...(opts.newSeed || opts.now
        ? {
            matches: new MatchService({
              db: db.prisma,
              games: hostsOf(games),
              ...(opts.newSeed ? { newSeed: opts.newSeed } : {}),
              ...(opts.now ? { now: opts.now } : {}),
            }),
          }
        : {}),
      logger: opts.logger ?? pino({ level: "silent" }),
      onError: (e) => errors.push(e),
    });
  const bot = newBot();
  await bot.start();
  await bot.client.application!.commands.set(createCommands(() => bot.deps, games).map((c) => c.data));
  const read = async (matchId: string): Promise<DriverMatch> => {
    const m = await table.bot.deps.matches.load(matchId);
    if (!m.ok) throw new Error(m.error.message);
    const row = await db.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
    return driverMatch(m, row?.boardMessageId ?? null);
  };
  const table: BotTable = {
    fake,
    db,
    bot,
    errors,
    async restart() {
      await table.bot.stop();
      table.bot = newBot();
      await table.bot.start();
      return table.bot;
    },
    read,
    async close() {
      await table.bot.stop();
      await fake.close();
      await (other ? other.cleanup() : db.close());
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return table;
}
