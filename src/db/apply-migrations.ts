import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { logger } from "../log.js";

/**
 * Runtime migration applier: what `prisma migrate deploy` does, with the database driver only (no Prisma engine,
 * works offline). Applies `prisma/migrations` (SQLite) or `prisma/postgres/migrations` (PostgreSQL) in name order
 * and records them in `_prisma_migrations` exactly as Prisma's engine does (same DDL, sha256 checksums,
 * timestamps), so `db:migrate:*` (scripts/wasm-migrate.ts) and this applier can be used on the same database.
 * Source: ../shared/notes/prisma-offline.md §3.3; docs/database.md.
 */

/** Repository root, from src/db/. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Same key Prisma's engine uses, so the applier and `prisma migrate` exclude each other on PostgreSQL. */
const PG_ADVISORY_LOCK_KEY = 72707369;

/** Prisma's exact `_prisma_migrations` DDL per provider. */
const MIGRATIONS_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`,
  postgresql: `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`,
} as const;

/** One migration directory on disk. */
interface LocalMigration {
  name: string;
  script: string;
  /** sha256 (hex) of the file bytes, as Prisma computes it. */
  checksum: string;
}

/** One `_prisma_migrations` row (only the columns we read). */
interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

/** Minimal database access both drivers provide; `exec` runs a multi-statement script outside a transaction. */
interface MigrationConn {
  exec(script: string): Promise<void>;
  rows(): Promise<AppliedRow[]>;
  insertStarted(id: string, name: string, checksum: string): Promise<void>;
  markFinished(id: string): Promise<void>;
  markFailed(id: string, logs: string): Promise<void>;
}

/** Options for {@link applyMigrations}. */
export interface ApplyMigrationsOptions {
  /** Migrations folder; default `prisma/migrations` (SQLite) or `prisma/postgres/migrations` (PostgreSQL). */
  migrationsDir?: string;
}

/** Default migrations folder for a database URL. */
export function migrationsDirFor(url: string): string {
  return isSqliteUrl(url)
    ? path.join(repoRoot, "prisma/migrations")
    : path.join(repoRoot, "prisma/postgres/migrations");
}

/** True for `file:` URLs (SQLite); everything else is treated as PostgreSQL. */
export function isSqliteUrl(url: string): boolean {
  return url.startsWith("file:");
}

/** File path of a `file:` URL (relative paths are relative to the working directory). */
export function sqlitePath(url: string): string {
  return url.replace(/^file:/, "").replace(/\?.*$/, "");
}

/** Reads migration directories in the order Prisma applies them. */
function readLocal(dir: string): LocalMigration[] {
  if (!fs.existsSync(dir)) throw new Error(`Migrations folder not found: ${dir}`);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const bytes = fs.readFileSync(path.join(dir, name, "migration.sql"));
      return { name, script: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
    });
}

/** Timestamps as the engine writes them into SQLite: `2026-01-02T03:04:05.678+00:00`. */
function sqliteNow(): string {
  return new Date().toISOString().replace("Z", "+00:00");
}

function sqliteConn(db: Database.Database): MigrationConn {
  return {
    exec: async (script) => {
      db.exec(script);
    },
    rows: async () =>
      db
        .prepare("SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations")
        .all() as AppliedRow[],
    insertStarted: async (id, name, checksum) => {
      db.prepare(
        "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, 0)",
      ).run(id, checksum, name, sqliteNow());
    },
    markFinished: async (id) => {
      db.prepare("UPDATE _prisma_migrations SET finished_at = ?, applied_steps_count = 1 WHERE id = ?").run(
        sqliteNow(),
        id,
      );
    },
    markFailed: async (id, logs) => {
      db.prepare("UPDATE _prisma_migrations SET logs = ? WHERE id = ?").run(logs, id);
    },
  };
}

function pgConn(client: pg.Client): MigrationConn {
  return {
    exec: async (script) => {
      // Simple-query protocol: the whole script in one round trip, no implicit transaction (as Prisma).
      await client.query(script);
    },
    rows: async () =>
      (
        await client.query<AppliedRow>(
          "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations",
        )
      ).rows,
    insertStarted: async (id, name, checksum) => {
      await client.query(
        "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)",
        [id, checksum, name],
      );
    },
    markFinished: async (id) => {
      await client.query("UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = 1 WHERE id = $1", [
        id,
      ]);
    },
    markFailed: async (id, logs) => {
      await client.query("UPDATE _prisma_migrations SET logs = $1 WHERE id = $2", [logs, id]);
    },
  };
}

/** The applier proper, driver-independent. */
async function run(conn: MigrationConn, provider: "sqlite" | "postgresql", local: LocalMigration[]): Promise<string[]> {
  await conn.exec(MIGRATIONS_TABLE[provider]);
  const rows = (await conn.rows()).filter((r) => r.rolled_back_at == null);
  const failed = rows.filter((r) => r.finished_at == null);
  if (failed.length > 0) {
    // Like Prisma's P3009: a half-applied migration needs a human (fix the DB, then mark it rolled back).
    throw new Error(
      `Migration(s) ${failed.map((r) => r.migration_name).join(", ")} failed earlier; fix the database and mark ` +
        "them rolled back before starting again (see docs/database.md).",
    );
  }
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  const localNames = new Set(local.map((m) => m.name));
  for (const name of applied.keys()) {
    if (!localNames.has(name)) logger.warn({ migration: name }, "applied migration missing from migrations folder");
  }
  const done: string[] = [];
  for (const m of local) {
    const checksum = applied.get(m.name);
    if (checksum !== undefined) {
      if (checksum !== m.checksum) logger.warn({ migration: m.name }, "migration.sql changed after it was applied");
      continue;
    }
    const id = randomUUID();
    await conn.insertStarted(id, m.name, m.checksum);
    try {
      await conn.exec(m.script);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await conn.markFailed(id, message);
      throw new Error(`Migration ${m.name} failed: ${message}`);
    }
    await conn.markFinished(id);
    logger.info({ migration: m.name }, "migration applied");
    done.push(m.name);
  }
  return done;
}

/**
 * Applies pending migrations to the database at `url` (`file:…` SQLite, creating the file and its directory, or
 * `postgres(ql)://…`). Scripts run outside a transaction, as Prisma runs them (SQLite table redefinitions rely on
 * `PRAGMA foreign_keys=OFF`, a no-op inside one). PostgreSQL holds Prisma's advisory lock meanwhile.
 * @returns names of the migrations applied by this call (empty when up to date).
 * @throws when a migration fails (its row keeps `finished_at` NULL and the error in `logs`) or an earlier one did.
 */
export async function applyMigrations(url: string, options: ApplyMigrationsOptions = {}): Promise<string[]> {
  const local = readLocal(options.migrationsDir ?? migrationsDirFor(url));
  if (isSqliteUrl(url)) {
    const file = sqlitePath(url);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const db = new Database(file);
    try {
      return await run(sqliteConn(db), "sqlite", local);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PG_ADVISORY_LOCK_KEY]);
    try {
      return await run(pgConn(client), "postgresql", local);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [PG_ADVISORY_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
