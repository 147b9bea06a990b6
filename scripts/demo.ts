/**
 * `npm run demo`: a complete, seeded Riftbound duel (or `--game <key>`: another installed game's) played by two simulated players through the real bot and
 * discord.js against the offline fake Discord (test/helpers/fake-discord.ts), persisted in a fresh SQLite file
 * (data/demo.db). Prints the channel transcript, where the board pictures went (out/demo/board-NNN.png) and the
 * winner. The players only click components the bot posted (docs/bot.md).
 *
 * `npm run demo -- --stats` also prints the figures of issue 15 (hand-offs, pass-only prompts, pings, new DMs,
 * message edits, REST calls per action, counted from the fake's records from the match's start) and ends with
 * them as one JSON object.
 */
import fs from "node:fs";
import path from "node:path";
import { createLogger } from "../src/log.js";
import { createCommands } from "../commands/index.js";
import { createDuelhallBot } from "../src/bot/duelhall.js";
import { installedGames } from "../src/games/index.js";
import { MatchService } from "../src/services/matches/service.js";
import { createDb } from "../src/db/client.js";
import type { FakeMessage } from "../test/helpers/fake-discord.js";
import { startFakeDiscord } from "../test/helpers/fake-discord.js";
import { pickPrecons } from "../test/helpers/precons.js";
import { markStats, type StatsMark, tableStats } from "../test/helpers/table-stats.js";
import { type DriverMatch, playMatch, SimPlayer, settled } from "../test/helpers/sim-player.js";
import { multiplayerDemo } from "./demo-multi.js";

// DEMO_DB and DEMO_OUT let the test run the demo in a scratch directory.
const DB_FILE = path.resolve(process.env.DEMO_DB ?? "data/demo.db");
const OUT = path.resolve(process.env.DEMO_OUT ?? "out/demo");

/** The match seed of the demo (shuffles, first player, battlefields). */
const DEMO_SEED = "20261122";

/** `--stats`: print the figures of issue 15 and end with them as one JSON object. */
const STATS = process.argv.includes("--stats");

/**
 * `--game <key>`: another installed game than Riftbound (`wow`, `grand-archive`, …): its `demoDecks()`
 * (src/games/index.ts) are saved and challenged with `/duel challenge game:<key>`.
 */
const GAME = process.argv.includes("--game") ? (process.argv[process.argv.indexOf("--game") + 1] ?? "") : "riftbound";

/** `--mode ffa3|ffa4|2v2`: a game for three or four players instead (scripts/demo-multi.ts, issue 16). */
const MODE = process.argv.includes("--mode") ? process.argv[process.argv.indexOf("--mode") + 1] : undefined;

async function main(): Promise<number> {
  if (MODE !== undefined) {
    if (MODE !== "ffa3" && MODE !== "ffa4" && MODE !== "2v2") throw new Error("--mode is ffa3, ffa4 or 2v2");
    const r = await multiplayerDemo(MODE, { db: DB_FILE, out: OUT });
    return r.status === "finished" ? 0 : 1;
  }
  fs.mkdirSync(path.dirname(DB_FILE), { recursive: true });
  for (const f of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) fs.rmSync(f, { force: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  const db = await createDb(`file:${DB_FILE}`);
  const fake = await startFakeDiscord();
  const pngs: string[] = [];
  const bot = createDuelhallBot({
    token: fake.token,
    restApi: fake.apiBase,
    db: db.prisma,
    // A fixed match seed: the demo replays the same game every run.
    matches: new MatchService({ db: db.prisma, newSeed: () => DEMO_SEED }),
    logger: createLogger(process.env.LOG_LEVEL ?? "warn"),
    onBoardPng: (_id, version, png) => {
      const file = path.join(OUT, `board-${String(version).padStart(3, "0")}.png`);
      fs.writeFileSync(file, png);
      pngs.push(file);
    },
  });
  try {
    await bot.start();
    await bot.client.application!.commands.set(createCommands(() => bot.deps).map((c) => c.data));
    const [a, b] = demoDecks(GAME);
    const names = { [fake.alice.id]: "Alice", [fake.bob.id]: "Bob", [fake.carol.id]: "Carol" };
    console.log(`Duelhall demo: ${a.name} (Alice) vs ${b.name} (Bob), fake Discord at ${fake.apiBase}\n`);

    const wait = async (h: ReturnType<typeof fake.slash>) => h.waitFor(settled, 20_000, "bot answer");
    // The game option exists only with more than one game installed; Riftbound is the default.
    const game: Record<string, string> = GAME === "riftbound" ? {} : { game: GAME };
    for (const [user, d] of [
      [fake.alice, a],
      [fake.bob, b],
    ] as const) {
      const saved = fake.slash(user, "deck save", { name: d.name, list: d.text, ...game });
      await wait(saved);
      const said = String(saved.record.ack?.data.content ?? "");
      if (!said.startsWith("✅")) throw new Error(`deck ${d.name} refused: ${said}`);
    }
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: a.name, ...game });
    await wait(ch);
    const challenge = ch.original()!;
    const accept = ids(challenge)[0]!;
    const matchId = accept.split(":")[1]!;
    const acc = fake.click(fake.bob, challenge, accept);
    await acc.waitFor(settled, 20_000);
    const chooser = acc.original()!;
    const decks = await db.prisma.savedDeck.findMany({ where: { ownerId: fake.bob.id } });
    // Counting starts with the deck choice that starts the match.
    const mark: StatsMark = markStats(fake);
    await fake.select(fake.bob, chooser, ids(chooser)[0]!, [decks[0]!.id]).waitFor(settled, 20_000);

    const read = async (): Promise<DriverMatch> => {
      const m = await bot.deps.matches.load(matchId);
      if (!m.ok) throw new Error(m.error.message);
      const row = await db.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
      const seat = m.pending ? m.match.seats.find((s) => s.seat === m.pending?.seat) : undefined;
      return {
        status: m.match.status,
        version: m.match.stateVersion,
        deciderId: seat?.playerId ?? null,
        boardMessageId: row?.boardMessageId ?? null,
      };
    };
    const players = [new SimPlayer(fake, fake.alice, 11), new SimPlayer(fake, fake.bob, 23)];
    const clicks = await playMatch(fake, players, { read, maxClicks: 4000 });

    console.log("── #duels transcript (public messages; the board message is edited in place) ──");
    for (const m of fake.channelMessages().filter((x) => !x.ephemeral)) {
      const text = m.message.content.replace(/<@(\d+)>/g, (_, id: string) => `@${names[id] ?? id}`);
      if (m.message.id === (await read()).boardMessageId)
        console.log("[board message, edited in place after every action]");
      else if (text.trim()) console.log(text);
      else if (m.message.embeds.length) console.log(`[board: ${m.message.embeds[0]?.footer?.text ?? "embed"}]`);
    }
    const final = await bot.deps.matches.load(matchId);
    if (!final.ok) throw new Error(final.error.message);
    const w = final.match.winnerSeat;
    const winner = w === null ? "nobody" : names[final.match.seats[w]!.playerId];
    console.log(`\n${clicks} clicks; ${pngs.length} board pictures written: ${pngs[0]} … ${pngs.at(-1)}`);
    console.log(
      `DMs: Alice ${fake.dmsTo(fake.alice.id).length}, Bob ${fake.dmsTo(fake.bob.id).length}; database ${DB_FILE}`,
    );
    console.log(`Match ${matchId} ${final.match.status} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`Winner: ${winner} (${final.match.result?.reason ?? "?"})`);
    if (STATS) {
      const stats = tableStats(fake, mark);
      console.log("\n── stats (from the match's start, counted from the fake Discord's records) ──");
      console.log(`hand-offs (the player to act changes): ${stats.handOffs}`);
      console.log(`prompts offering only pass-like answers: ${stats.passOnlyPrompts}`);
      console.log(`pings (notifying mentions in channel messages): ${stats.pings}`);
      console.log(`new DMs: ${stats.newDms}`);
      console.log(`message edits: ${stats.messageEdits}`);
      console.log(`REST calls per action: ${stats.restCallsPerAction}`);
      console.log(JSON.stringify(stats));
    }
    return final.match.status === "finished" ? 0 : 1;
  } finally {
    await bot.stop();
    await fake.close();
    await db.close();
  }
}

/** The two decks of the demo: Riftbound precons, or the chosen game's `demoDecks()`. */
function demoDecks(game: string): readonly [{ name: string; text: string }, { name: string; text: string }] {
  if (game === "riftbound") return pickPrecons();
  const def = installedGames()[game];
  if (!def) throw new Error(`--game ${game}: not an installed game (${Object.keys(installedGames()).join(", ")})`);
  if (!def.demoDecks) throw new Error(`--game ${game}: the game has no demoDecks() in src/games/index.ts yet`);
  return def.demoDecks();
}

function ids(m: FakeMessage): string[] {
  return (m.message.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id ? [c.custom_id] : [],
    ),
  );
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
