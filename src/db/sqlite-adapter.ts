/**
 * SQLite used correctly from one process and from several (issue 19 item 3; docs/database.md "SQLite and
 * concurrency"). Prisma 7's better-sqlite3 adapter (7.10) runs everything on ONE connection and its transaction
 * mutex only orders transactions among themselves: a plain query of another request runs on that connection in the
 * middle of an open interactive transaction, so it reads uncommitted rows (and a plain write would be rolled back
 * with someone else's transaction). It also opens transactions with a deferred `BEGIN`, which must upgrade to a
 * write lock later; when another process wrote meanwhile, SQLite answers SQLITE_BUSY at once (the busy timeout is
 * not used for that upgrade).
 *
 * This wrapper fixes both without a second library: every statement outside a transaction waits for the same
 * per-process lock as transactions (a transaction is the connection's only user while open), and transactions start
 * with `BEGIN IMMEDIATE`, which takes the write lock up front and so waits (busy timeout) instead of failing.
 */
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from "@prisma/driver-adapter-utils";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";

/** How long a statement waits for another process's write lock before SQLITE_BUSY (better-sqlite3 `timeout`), ms. */
export const SQLITE_BUSY_TIMEOUT_MS = 10_000;

/** A FIFO lock: `run(fn)` runs `fn` when every earlier holder released it. */
class Lock {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; resolves with its release function (call it exactly once). */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => {
      release = r;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }

  /** Runs `fn` under the lock. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

const BEGIN_IMMEDIATE: SqlQuery = { sql: "BEGIN IMMEDIATE", args: [], argTypes: [] };

/** The adapter: Prisma's better-sqlite3 adapter with one lock over the connection and immediate transactions. */
class SerializedSqliteAdapter implements SqlDriverAdapter {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly #inner: SqlDriverAdapter;
  readonly #lock = new Lock();

  constructor(inner: SqlDriverAdapter) {
    this.#inner = inner;
    this.adapterName = inner.adapterName;
  }

  queryRaw(q: SqlQuery): Promise<SqlResultSet> {
    return this.#lock.run(() => this.#inner.queryRaw(q));
  }

  executeRaw(q: SqlQuery): Promise<number> {
    return this.#lock.run(() => this.#inner.executeRaw(q));
  }

  executeScript(script: string): Promise<void> {
    return this.#lock.run(() => this.#inner.executeScript(script));
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    if (isolationLevel && isolationLevel !== "SERIALIZABLE")
      throw new Error(`SQLite transactions are serializable; ${isolationLevel} is not available`);
    const release = await this.#lock.acquire();
    try {
      await this.#inner.executeRaw(BEGIN_IMMEDIATE);
    } catch (e) {
      release();
      throw e;
    }
    const inner = this.#inner;
    let open = true;
    const end = async () => {
      if (!open) return;
      open = false;
      release();
    };
    // Prisma sends COMMIT / ROLLBACK itself (usePhantomQuery false), then calls commit() / rollback().
    return {
      provider: "sqlite",
      adapterName: this.adapterName,
      options: { usePhantomQuery: false },
      queryRaw: (q) => inner.queryRaw(q),
      executeRaw: (q) => inner.executeRaw(q),
      commit: end,
      rollback: end,
      createSavepoint: async (name) => void (await inner.executeRaw(raw(`SAVEPOINT ${name}`))),
      rollbackToSavepoint: async (name) => void (await inner.executeRaw(raw(`ROLLBACK TO ${name}`))),
      releaseSavepoint: async (name) => void (await inner.executeRaw(raw(`RELEASE SAVEPOINT ${name}`))),
    };
  }

  dispose(): Promise<void> {
    return this.#lock.run(() => this.#inner.dispose());
  }
}

function raw(sql: string): SqlQuery {
  return { sql, args: [], argTypes: [] };
}

/**
 * The SQLite adapter factory Duelhall uses (`createDb`): the file at `file` with a busy timeout of
 * {@link SQLITE_BUSY_TIMEOUT_MS}, one lock per connection, `BEGIN IMMEDIATE` transactions.
 */
export function sqliteAdapter(file: string): SqlMigrationAwareDriverAdapterFactory {
  const base = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return {
    provider: "sqlite",
    adapterName: base.adapterName,
    connect: async () => new SerializedSqliteAdapter(await base.connect()),
    connectToShadowDb: async () => new SerializedSqliteAdapter(await base.connectToShadowDb()),
  };
}
