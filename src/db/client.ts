import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PgPrismaClient } from "../generated/postgres/client.js";
import { PrismaClient as SqlitePrismaClient } from "../generated/sqlite/client.js";
import { logger } from "../log.js";
import { applyMigrations, isSqliteUrl, sqlitePath } from "./apply-migrations.js";
import { sqliteAdapter } from "./sqlite-adapter.js";

/**
 * The one Prisma client module (design: "one Prisma client module"). SQLite and PostgreSQL each have their own
 * generated client (src/generated/sqlite, src/generated/postgres) from the same models; they behave the same at
 * run time but their TS types are nominally distinct, so the app is typed against the SQLite client.
 * See docs/database.md.
 */

/** The Prisma client type the app uses, whatever the provider (PostgreSQL clients are cast to it). */
export type Db = SqlitePrismaClient;

/** Which database a {@link DbHandle} talks to. */
export type DbProvider = "sqlite" | "postgresql";

/** An open database: the client and how to close it. */
export interface DbHandle {
  prisma: Db;
  provider: DbProvider;
  /** Disconnects the client (and its pool / file handle). Idempotent. */
  close(): Promise<void>;
}

/** Options for {@link createDb}. */
export interface CreateDbOptions {
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Refuse to create a database: a SQLite file that does not exist is an error (read-only tools; default false). */
  mustExist?: boolean;
}

/**
 * Opens the database at `url` and applies pending migrations (offline, see ./apply-migrations.ts).
 * - `file:./data/duelhall.db` (default): SQLite through better-sqlite3; the file and its directory are created on
 *   first run; WAL journal (readers never block the writer) with `synchronous=FULL`: every commit syncs the WAL,
 *   so an acknowledged move survives a power loss too (NORMAL only survives a process crash; docs/database.md).
 * - `postgresql://…` or `postgres://…`: PostgreSQL through node-postgres (pool).
 * @throws when the URL is neither, the database is unreachable or a migration fails, or (with `mustExist`) when
 *   the SQLite file does not exist.
 */
export async function createDb(url: string, options: CreateDbOptions = {}): Promise<DbHandle> {
  const migrate = options.migrate ?? true;
  if (isSqliteUrl(url)) {
    const file = sqlitePath(url);
    if (file === ":memory:" || file === "") {
      throw new Error("In-memory SQLite is not supported (migrations use their own connection); use a temp file.");
    }
    if (options.mustExist && !fs.existsSync(file))
      throw new Error(`There is no SQLite database at ${path.resolve(file)}; check the database URL.`);
    createPrivateFile(file);
    if (migrate) await logApplied(applyMigrations(url));
    const prisma = new SqlitePrismaClient({ adapter: sqliteAdapter(file) });
    // journal_mode returns a row, hence $queryRaw; both pragmas apply to the client's single connection.
    await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await prisma.$executeRawUnsafe("PRAGMA synchronous = FULL");
    return handle(prisma, "sqlite");
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    if (migrate) await logApplied(applyMigrations(url));
    const pgClient = new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
    // Same models, different generated types: see the module comment.
    return handle(pgClient as unknown as Db, "postgresql");
  }
  throw new Error("DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)");
}

/**
 * Creates the SQLite file (and its directory) readable by the bot's user only, whatever the umask (decision,
 * docs/database.md "File permissions"): the database holds players' decks and hidden hands. SQLite gives its
 * `-wal` and `-shm` files the main file's permissions. An existing file is left as the admin set it.
 */
function createPrivateFile(file: string): void {
  const dir = path.dirname(path.resolve(file));
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) return;
  fs.closeSync(fs.openSync(file, "a", 0o600));
  fs.chmodSync(file, 0o600);
}

async function logApplied(applied: Promise<string[]>): Promise<void> {
  const names = await applied;
  if (names.length > 0) logger.info({ migrations: names }, "database migrated");
}

function handle(prisma: Db, provider: DbProvider): DbHandle {
  let closed = false;
  return {
    prisma,
    provider,
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
    },
  };
}
