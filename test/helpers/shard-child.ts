/**
 * One bot process of the sharding tests (test/bot/sharding-e2e.test.ts), spawned by discord.js's ShardingManager
 * exactly like `npm run start:shards` spawns src/main.ts: the client reads its shard from `SHARDS`/`SHARD_COUNT`.
 * It hosts the test game, uses `DATABASE_URL` and the fake's `DISCORD_API_BASE`, registers the commands from shard
 * 0, and runs `bot.tick(at)` when the test sends `{ kind: "tick", at, id }` (answering `{ kind: "ticked", id }`).
 * Router errors are sent to the test as `{ kind: "error" }`.
 */
import { pino } from "pino";
import { z } from "zod";
import { createCommands } from "../../commands/index.js";
import { createDuelhallBot } from "../../src/bot/duelhall.js";
import { createDb } from "../../src/db/client.js";
import { highcard } from "../games/highcard.js";

const env = z
  .object({ DATABASE_URL: z.string(), DISCORD_API_BASE: z.string(), DISCORD_TOKEN: z.string() })
  .parse(process.env);
const send = (m: Record<string, unknown>) => process.send?.(m);
const games = { highcard };
const db = await createDb(env.DATABASE_URL);
const bot = createDuelhallBot({
  token: env.DISCORD_TOKEN,
  restApi: env.DISCORD_API_BASE,
  db: db.prisma,
  games,
  logger: pino({ level: "silent" }),
  onError: (e) => send({ kind: "error", message: e instanceof Error ? e.message : String(e) }),
});
const Tick = z.object({ kind: z.literal("tick"), at: z.number(), id: z.number() });
process.on("message", (raw: unknown) => {
  const m = Tick.safeParse(raw);
  if (!m.success) return;
  bot.tick(new Date(m.data.at)).then(
    () => send({ kind: "ticked", id: m.data.id }),
    (err: unknown) => send({ kind: "ticked", id: m.data.id, error: String(err) }),
  );
});
await bot.start();
if (bot.client.shard?.ids.includes(0)) {
  await bot.client.application?.commands.set(createCommands(() => bot.deps, games).map((c) => c.data));
  send({ kind: "registered" });
}
