import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, type DbHandle } from "../src/db/client.js";
import { nextInt, type RngState, seedRng } from "../src/engine/index.js";
import { type CardSource, FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { buildDeck } from "../src/games/riftbound/match-config.js";
import type { RbDeck } from "../src/games/riftbound/rules/setup.js";
import { riftboundAdapter } from "../src/games/riftbound/host.js";
import { MatchService } from "../src/services/matches/index.js";
import { createTempPgDatabase } from "../test/db/pg.js";
import { DECKS_DIR } from "../test/helpers/precons.js";

/** Where the real precon lists live (the tests' copies; override with DUELHALL_DECK_DIR). */
export const DECK_DIR = process.env.DUELHALL_DECK_DIR ?? DECKS_DIR;

/** The OGN/OGS precons: the sets the engine implements card by card. */
export const PRECONS = [
  "ogn-jinx",
  "ogn-lee-sin",
  "ogn-viktor",
  "ogs-annie",
  "ogs-garen",
  "ogs-lux",
  "ogs-master-yi",
] as const;

/** The text of a precon list. */
export function preconText(name: string): string {
  return fs.readFileSync(path.join(DECK_DIR, `precon-${name}.txt`), "utf8");
}

let source: CardSource | undefined;

/** The committed card data, loaded once. */
export function cards(): CardSource {
  source ??= new FileCardSource();
  return source;
}

/** Every OGN/OGS precon resolved for the engine (unsupported cards allowed, as in the soak test). */
export function preconDecks(): { name: string; deck: RbDeck }[] {
  return PRECONS.map((name) => {
    const b = buildDeck(preconText(name), cards(), { requireSupported: false });
    if (!b.ok) throw new Error(`precon ${name}: ${b.problems.map((p) => p.message).join("; ")}`);
    return { name, deck: b.deck };
  });
}

/** Pairing `i` of the precons (every deck meets several others as `i` grows). */
export function pairing(i: number): [string, string] {
  const a = PRECONS[i % PRECONS.length]!;
  const b = PRECONS[(i * 3 + 1) % PRECONS.length]!;
  return [a, b === a ? PRECONS[(i + 1) % PRECONS.length]! : b];
}

/**
 * The benchmarks' random player: uniform over the legal actions it is given, `concede` excluded (a concede ends
 * the game at once and measures nothing). Seeded (src/engine rng), so a run replays the same games. Unlike
 * `playRandomGame` (src/games/riftbound/sim.ts, which by default avoids `endTurn`/`pass` 70% of the time), every
 * legal action is equally likely, so the measured mix is what the engine offers, not what a policy prefers.
 */
export class UniformPolicy {
  #rng: RngState;
  constructor(seed: number) {
    this.#rng = seedRng(seed);
  }
  /** A random integer in [0, n). */
  roll(n: number): number {
    const [r, x] = nextInt(this.#rng, n);
    this.#rng = r;
    return x;
  }
  /** Picks one of `legal` (engine actions with a `type`) uniformly. @throws when nothing but concede is legal. */
  pick<A extends { type: string }>(legal: readonly A[]): A {
    const acts = legal.filter((a) => a.type !== "concede");
    if (acts.length === 0) throw new Error("no legal action besides concede");
    return acts[this.roll(acts.length)]!;
  }
}

/** A throw-away database: SQLite in a temp directory, or a fresh database on a PostgreSQL server. */
export interface TempDb {
  readonly url: string;
  readonly handle: DbHandle;
  cleanup(): Promise<void>;
}

/** A migrated SQLite file database in a temp directory (removed by `cleanup`). */
export async function tempSqlite(): Promise<TempDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "duelhall-bench-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  const handle = await createDb(url);
  return {
    url,
    handle,
    async cleanup() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A migrated, uniquely named database on the PostgreSQL server of `serverUrl` (dropped by `cleanup`). `settings`
 * (e.g. `{ synchronous_commit: "on" }`) are stored on that database with `ALTER DATABASE … SET` before any session
 * opens, so every pooled connection starts with them; the server's own configuration is left alone.
 */
export async function tempPostgres(
  serverUrl: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<TempDb> {
  const db = await createTempPgDatabase(serverUrl);
  try {
    const name = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const [key, value] of Object.entries(settings)) {
        if (!/^[a-z_]+$/.test(key) || !/^[a-z0-9_]+$/.test(value)) throw new Error(`bad setting ${key}=${value}`);
        await admin.query(`ALTER DATABASE "${name}" SET ${key} = '${value}'`);
      }
    } finally {
      await admin.end();
    }
    const handle = await createDb(db.url);
    return {
      url: db.url,
      handle,
      async cleanup() {
        await handle.close();
        await db.drop();
      },
    };
  } catch (e) {
    await db.drop();
    throw e;
  }
}

/** Discord-like ids of the two benchmark players. */
export const PLAYERS = ["100000000000000901", "100000000000000902"] as const;

/** A match service hosting Riftbound with unsupported cards allowed and deterministic seeds. */
export function benchService(handle: DbHandle): MatchService {
  let n = 0;
  return new MatchService({
    db: handle.prisma,
    games: { riftbound: riftboundAdapter({ source: cards(), requireSupported: false }) },
    newSeed: () => String(7000 + n++),
  });
}

/** Challenges and accepts a duel between two precons; returns the match id. @throws on refusal. */
export async function startMatch(
  service: MatchService,
  decks: [string, string],
  players: readonly [string, string] = PLAYERS,
  channelId = "300000000000000901",
): Promise<string> {
  const c = await service.createChallenge({
    guildId: "200000000000000901",
    channelId,
    challengerId: players[0],
    opponentId: players[1],
    game: "riftbound",
    deckText: preconText(decks[0]),
  });
  if (!c.ok) throw new Error(`challenge: ${c.error.message}`);
  const a = await service.accept({ matchId: c.match.id, userId: players[1], deckText: preconText(decks[1]) });
  if (!a.ok) throw new Error(`accept: ${a.error.message}`);
  return c.match.id;
}
