/**
 * Offline `prisma migrate` replacement: drives Prisma's WebAssembly schema engine (@prisma/schema-engine-wasm,
 * pinned) through the driver adapters, because the Prisma 7 CLI needs a downloaded native engine for migrations.
 * Writes the standard `migrations/<timestamp>_<name>/migration.sql` + `migration_lock.toml` and the standard
 * `_prisma_migrations` table. Source: docs/database.md and ../shared/notes/prisma-offline.md §3.2.
 *
 * Usage (DATABASE_URL picks the provider; unset = file:./data/duelhall.db):
 *   npx tsx scripts/wasm-migrate.ts dev <name> [--create-only]   create + apply a migration for the schema change
 *   npx tsx scripts/wasm-migrate.ts deploy                        apply pending migrations
 *   npx tsx scripts/wasm-migrate.ts status                        exit 1 unless the database is up to date
 *   npx tsx scripts/wasm-migrate.ts diff                          migrations folder vs schema; exit 2 when not empty
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

/** Repository root (this file lives in scripts/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Default database when DATABASE_URL is unset: the same file the bot uses by default. */
export const defaultDatabaseUrl = "file:./data/duelhall.db";

/** Where a database's schema and migrations live, derived from its URL. */
export interface MigrateTarget {
  /** `file:…` (SQLite, relative to the working directory) or `postgres(ql)://…`. */
  url: string;
  provider: "sqlite" | "postgresql";
  /** Absolute path of the Prisma schema for this provider. */
  schemaPath: string;
  /** Absolute path of the migrations folder for this provider. */
  migrationsDir: string;
}

/** Maps a database URL to its provider's schema and migrations folder (prisma/ or prisma/postgres/). */
export function targetFor(url: string, root: string = repoRoot): MigrateTarget {
  if (url.startsWith("file:")) {
    return {
      url,
      provider: "sqlite",
      schemaPath: path.join(root, "prisma/schema.prisma"),
      migrationsDir: path.join(root, "prisma/migrations"),
    };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    return {
      url,
      provider: "postgresql",
      schemaPath: path.join(root, "prisma/postgres/schema.prisma"),
      migrationsDir: path.join(root, "prisma/postgres/migrations"),
    };
  }
  throw new Error(`Unsupported DATABASE_URL (want file: or postgresql://): ${url}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Adapter workarounds (adapters <= 7.10.1, engine 8.1.0-2); re-test when bumping Prisma.

/** Forwards every member to `target` (bound, so private class fields keep working), overriding some. */
function delegate<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (Object.hasOwn(overrides, prop)) return (overrides as Record<PropertyKey, unknown>)[prop];
      const value: unknown = Reflect.get(t, prop, t);
      return typeof value === "function" ? value.bind(t) : value;
    },
  });
}

/**
 * SQLite: the engine replays multi-statement migrations into the shadow DB through `executeRaw`, but
 * better-sqlite3's `prepare()` takes one statement. Falls back to `executeScript` for parameterless SQL.
 */
function fixSqlite(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return delegate(adapter, {
    async executeRaw(query: SqlQuery): Promise<number> {
      try {
        return await adapter.executeRaw(query);
      } catch (error) {
        if (query.args.length > 0 || !/more than one statement/i.test(String(errorText(error)))) throw error;
        await adapter.executeScript(query.sql);
        return 0;
      }
    },
  });
}

/** SQL text -> indexes of PostgreSQL `"char"` (OID 18) columns, recorded by {@link CharAsTextClient}. */
const charColumns = new Map<string, number[]>();
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

interface PgResultLike {
  fields?: { dataTypeID: number }[];
}

/** Rewrites `"char"` fields to text (adapter-pg rejects OID 18) and remembers them by SQL text. */
function retagCharFields(sql: string, result: unknown): void {
  for (const res of Array.isArray(result) ? result : [result]) {
    const fields = (res as PgResultLike | undefined)?.fields;
    if (!fields) continue;
    const idx: number[] = [];
    fields.forEach((f, i) => {
      if (f.dataTypeID === PG_CHAR_OID) {
        f.dataTypeID = PG_TEXT_OID;
        idx.push(i);
      }
    });
    if (idx.length > 0) charColumns.set(sql, idx);
  }
}

/**
 * pg client whose results report `"char"` columns (pg_class.relkind, pg_constraint.contype, … read by the
 * engine's describer) as text, so adapter-pg does not throw `UnsupportedNativeDataType`.
 */
class CharAsTextClient extends pg.Client {}
const baseQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(CharAsTextClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function query(
  this: pg.Client,
  ...args: unknown[]
): unknown {
  const first = args[0];
  const sql = typeof first === "string" ? first : String((first as { text?: unknown } | undefined)?.text ?? "");
  const cb = args.findIndex((a) => typeof a === "function");
  if (cb >= 0) {
    const original = args[cb] as (err: unknown, res: unknown) => void;
    args[cb] = (err: unknown, res: unknown) => {
      if (!err) retagCharFields(sql, res);
      original(err, res);
    };
    return baseQuery.apply(this, args);
  }
  const out = baseQuery.apply(this, args);
  if (out instanceof Promise) {
    return out.then((res: unknown) => {
      retagCharFields(sql, res);
      return res;
    });
  }
  return out;
};

/** Re-tags the columns {@link CharAsTextClient} turned into text as `Character`, which the engine expects. */
async function retagResult(result: Promise<SqlResultSet>, sql: string): Promise<SqlResultSet> {
  const set = await result;
  for (const i of charColumns.get(sql) ?? []) set.columnTypes[i] = ColumnTypeEnum.Character;
  return set;
}

function fixPgTransaction(tx: Transaction): Transaction {
  return delegate(tx, { queryRaw: (q: SqlQuery) => retagResult(tx.queryRaw(q), q.sql) });
}

function fixPg(adapter: SqlDriverAdapter, onDispose?: () => Promise<void>): SqlDriverAdapter {
  return delegate(adapter, {
    queryRaw: (q: SqlQuery) => retagResult(adapter.queryRaw(q), q.sql),
    startTransaction: async (level?: Parameters<SqlDriverAdapter["startTransaction"]>[0]) =>
      fixPgTransaction(await adapter.startTransaction(level)),
    async dispose() {
      await adapter.dispose();
      await onDispose?.();
    },
  });
}

/** Tracks every connection handed to the engine so {@link EngineHandle.close} can release them all. */
class AdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider: "sqlite" | "postgres";
  readonly adapterName: string;
  private readonly open = new Set<SqlDriverAdapter>();

  constructor(private readonly url: string) {
    this.provider = url.startsWith("file:") ? "sqlite" : "postgres";
    this.adapterName = this.provider === "sqlite" ? "@prisma/adapter-better-sqlite3" : "@prisma/adapter-pg";
  }

  private track(adapter: SqlDriverAdapter): SqlDriverAdapter {
    const tracked = delegate(adapter, {
      dispose: async () => {
        if (!this.open.delete(tracked)) return;
        await adapter.dispose();
      },
    });
    this.open.add(tracked);
    return tracked;
  }

  async connect(): Promise<SqlDriverAdapter> {
    if (this.provider === "sqlite") {
      const file = this.url.replace(/^file:/, "");
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      return this.track(fixSqlite(await new PrismaBetterSqlite3({ url: this.url }).connect()));
    }
    return this.track(fixPg(await new PrismaPg({ connectionString: this.url, Client: CharAsTextClient }).connect()));
  }

  /**
   * SQLite: in-memory shadow DB. PostgreSQL: our own create/connect/close/drop, because adapter-pg's
   * `connectToShadowDb` lets `connectionString` win over the shadow `database` (it would replay into the main DB)
   * and drops the shadow DB while still connected. `SHADOW_DATABASE_URL` (reset first) serves roles without CREATEDB.
   */
  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    if (this.provider === "sqlite") {
      return this.track(fixSqlite(await new PrismaBetterSqlite3({ url: this.url }).connectToShadowDb()));
    }
    const given = process.env.SHADOW_DATABASE_URL;
    if (given) {
      const adapter = await new PrismaPg({ connectionString: given, Client: CharAsTextClient }).connect();
      await adapter.executeScript("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public");
      return this.track(fixPg(adapter));
    }
    const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const shadowUrl = new URL(this.url);
    shadowUrl.pathname = `/${name}`;
    const adapter = await new PrismaPg({ connectionString: shadowUrl.toString(), Client: CharAsTextClient }).connect();
    return this.track(
      fixPg(adapter, async () => {
        try {
          await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        } finally {
          await admin.end();
        }
      }),
    );
  }

  /** Disposes connections the engine left open. */
  async closeAll(): Promise<void> {
    for (const adapter of [...this.open]) await adapter.dispose().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Engine

/** The slice of the global WebAssembly API used here. */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, object>) => { exports: object };
}

let wasmReady = false;
let lastPanic: string | undefined;

/** Instantiates the wasm module once (Node 20 cannot `import` .wasm without a flag). */
function loadWasm(): void {
  if (wasmReady) return;
  const require = createRequire(import.meta.url);
  const jsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = fs.readFileSync(path.join(path.dirname(jsPath), "schema_engine_bg.wasm"));
  // lib is ES2023 without DOM, so the global WebAssembly API is typed here by hand.
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const instance = new wasm.Instance(new wasm.Module(bytes), { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  // Without it, engine panics surface as an unrelated TypeError.
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      lastPanic = message;
    },
  };
  wasmReady = true;
}

/** Readable text for whatever the engine throws (Error, JSON string, or `{ message }`). */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return JSON.stringify(error);
}

/** An open engine bound to one database. Always `close()` it. */
export interface EngineHandle {
  engine: SchemaEngine;
  target: MigrateTarget;
  schema: string;
  migrations(): MigrationList;
  close(): Promise<void>;
}

/** Opens the wasm schema engine on `target` (connections are made lazily by the engine). */
export async function openEngine(target: MigrateTarget): Promise<EngineHandle> {
  loadWasm();
  const schema = fs.readFileSync(target.schemaPath, "utf8");
  const factory = new AdapterFactory(target.url);
  const log = (line: string) => {
    if (process.env.WASM_MIGRATE_DEBUG) process.stderr.write(`${line}\n`);
  };
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[target.schemaPath, schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  return {
    engine,
    target,
    schema,
    migrations: () => readMigrations(target.migrationsDir),
    async close() {
      engine.free();
      await factory.closeAll();
    },
  };
}

/** Reads the migrations folder the way the Prisma CLI does (name order, `migration.sql` per directory). */
export function readMigrations(dir: string): MigrationList {
  const lockPath = path.join(dir, "migration_lock.toml");
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort((a, b) => a.localeCompare(b))
      .map((name) => {
        const file = path.join(dir, name, "migration.sql");
        return {
          path: name,
          migrationFile: {
            path: "migration.sql",
            content: fs.existsSync(file)
              ? { tag: "ok" as const, value: fs.readFileSync(file, "utf8") }
              : { tag: "error" as const, value: `missing ${file}` },
          },
        };
      }),
  };
}

const noFilters = { externalTables: [], externalEnums: [] };

/** Runs `fn` on an engine for `target`, closing it afterwards and turning engine panics into readable errors. */
async function withEngine<T>(target: MigrateTarget, fn: (h: EngineHandle) => Promise<T>): Promise<T> {
  const handle = await openEngine(target);
  try {
    return await fn(handle);
  } catch (error) {
    const panic = lastPanic;
    lastPanic = undefined;
    throw new Error(panic ? `schema engine panic: ${panic}` : errorText(error));
  } finally {
    await handle.close();
  }
}

/** `migrate deploy`: applies pending migrations. Returns the names applied now. */
export function migrateDeploy(target: MigrateTarget): Promise<string[]> {
  return withEngine(target, async ({ engine, migrations }) => {
    const out = await engine.applyMigrations({ migrationsList: migrations(), filters: noFilters });
    return out.appliedMigrationNames;
  });
}

/** `migrate status`: `ok` when every migration is applied and none failed or was edited. */
export function migrateStatus(target: MigrateTarget): Promise<{ ok: boolean; report: string }> {
  return withEngine(target, async ({ engine, migrations }) => {
    const list = migrations();
    const d = await engine
      .diagnoseMigrationHistory({ migrationsList: list, optInToShadowDatabase: false, filters: noFilters })
      .catch((error: unknown) => {
        // A database never migrated has no _prisma_migrations table: report it as "nothing applied yet".
        if (/_prisma_migrations/.test(errorText(error))) return null;
        throw error;
      });
    if (d === null) {
      const names = list.migrationDirectories.map((m) => m.path).join(", ");
      return { ok: false, report: `Database was never migrated (no _prisma_migrations table). Pending: ${names}` };
    }
    const lines = [`${list.migrationDirectories.length} migration(s) in ${path.relative(repoRoot, list.baseDir)}`];
    if (!d.hasMigrationsTable) lines.push("no _prisma_migrations table yet");
    if (d.history) lines.push(`history: ${JSON.stringify(d.history)}`);
    if (d.failedMigrationNames.length) lines.push(`failed: ${d.failedMigrationNames.join(", ")}`);
    if (d.editedMigrationNames.length) lines.push(`edited after apply: ${d.editedMigrationNames.join(", ")}`);
    const ok = d.hasMigrationsTable && !d.history && !d.failedMigrationNames.length && !d.editedMigrationNames.length;
    if (ok) lines.push("Database schema is up to date.");
    return { ok, report: lines.join("\n") };
  });
}

/**
 * `migrate diff --from-migrations --to-schema --script`: the SQL that would bring the migrations folder to the
 * schema (replayed in a shadow DB). `empty` means the committed migrations match the schema.
 */
export function migrateDiff(target: MigrateTarget): Promise<{ empty: boolean; script: string }> {
  return withEngine(target, async ({ engine, migrations, schema }) => {
    const out = await engine.diff({
      from: { tag: "migrations", ...migrations() },
      to: { tag: "schemaDatamodel", files: [{ path: target.schemaPath, content: schema }] },
      script: true,
      exitCode: true,
      filters: noFilters,
    });
    return { empty: out.exitCode === 0, script: out.stdout ?? "" };
  });
}

/**
 * `migrate dev`: applies pending migrations, then creates (and, unless `createOnly`, applies) a migration named
 * `name` for the schema change. Returns the new migration's directory name, or null when already in sync.
 * Refuses (throws) when the engine would need to reset the database (drift); it never resets.
 */
export function migrateDev(target: MigrateTarget, name: string, createOnly = false): Promise<string | null> {
  return withEngine(target, async ({ engine, migrations, schema }) => {
    // P1014 on a fresh database: devDiagnostic needs _prisma_migrations, which applyMigrations creates.
    await engine.applyMigrations({ migrationsList: migrations(), filters: noFilters });
    const diag = await engine.devDiagnostic({ migrationsList: migrations(), filters: noFilters });
    if (diag.action.tag === "reset") {
      throw new Error(
        `The database needs a reset (${diag.action.reason}). Delete the SQLite file or drop the database, then retry.`,
      );
    }
    const files = { files: [{ path: target.schemaPath, content: schema }] };
    const loss = await engine.evaluateDataLoss({ migrationsList: migrations(), schema: files, filters: noFilters });
    for (const w of loss.warnings) console.warn(`warning: ${w.message}`);
    for (const u of loss.unexecutableSteps) console.warn(`unexecutable: ${u.message}`);
    const out = await engine.createMigration({
      draft: false,
      migrationName: name,
      migrationsList: migrations(),
      schema: files,
      filters: noFilters,
    });
    if (out.migrationScript === null) return null;
    const dir = path.join(target.migrationsDir, out.generatedMigrationName);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `migration.${out.extension}`), out.migrationScript);
    fs.writeFileSync(
      path.join(target.migrationsDir, "migration_lock.toml"),
      `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${out.connectorType}"\n`,
    );
    if (!createOnly) await engine.applyMigrations({ migrationsList: migrations(), filters: noFilters });
    return out.generatedMigrationName;
  });
}

/** CLI entry point; returns the process exit code. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const target = targetFor(process.env.DATABASE_URL || defaultDatabaseUrl);
  const where = `${target.provider} (${path.relative(repoRoot, target.migrationsDir)})`;
  switch (command) {
    case "dev": {
      const name = rest.find((a) => !a.startsWith("--"));
      if (!name || !/^[A-Za-z0-9_]+$/.test(name)) {
        console.error("usage: db:migrate:dev -- <name> [--create-only]   (name: letters, digits, _)");
        return 1;
      }
      const created = await migrateDev(target, name, rest.includes("--create-only"));
      console.log(created ? `Created ${where}: ${created}` : `No schema changes for ${where}; nothing created.`);
      return 0;
    }
    case "deploy": {
      const applied = await migrateDeploy(target);
      console.log(applied.length ? `Applied ${where}: ${applied.join(", ")}` : `No pending migrations (${where}).`);
      return 0;
    }
    case "status": {
      const { ok, report } = await migrateStatus(target);
      console.log(report);
      return ok ? 0 : 1;
    }
    case "diff": {
      const { empty, script } = await migrateDiff(target);
      console.log(script.trim() || "-- This is an empty migration.");
      if (!empty) console.error(`Schema and ${where} differ: run db:migrate:dev.`);
      return empty ? 0 : 2;
    }
    default:
      console.error("usage: wasm-migrate.ts dev <name> [--create-only] | deploy | status | diff");
      return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(errorText(error));
      process.exit(1);
    },
  );
}
