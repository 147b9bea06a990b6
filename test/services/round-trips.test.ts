import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client.js";
import { PrismaClient as PgPrismaClient } from "../../src/generated/postgres/client.js";
import { PrismaClient as SqlitePrismaClient } from "../../src/generated/sqlite/client.js";
import { ALICE, BOB, fakeService, type FreshDb, providers, startFake } from "./helpers.js";

/**
 * The database work of one move (docs/matches.md "One read, one write"): a submit runs ONE read query and ONE
 * write — a single statement on PostgreSQL, a single batch transaction on SQLite — and never reads
 * `configJson`. The outbox row of the move (docs/reliability.md "Outbox") is part of that write: one more CTE of
 * the PostgreSQL statement, one more statement of the SQLite batch (same transaction, no extra round trip). Counted by wrapping the driver adapter (every statement sent, BEGIN and COMMIT included).
 */

interface Counter {
  statements: string[];
  transactions: number;
}

function countingTx(tx: Transaction, c: Counter): Transaction {
  return new Proxy(tx, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if ((key === "queryRaw" || key === "executeRaw") && typeof v === "function")
        return (q: SqlQuery) => {
          c.statements.push(q.sql);
          return v.call(target, q);
        };
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

function countingAdapter(a: SqlDriverAdapter, c: Counter): SqlDriverAdapter {
  return new Proxy(a, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if ((key === "queryRaw" || key === "executeRaw") && typeof v === "function")
        return (q: SqlQuery) => {
          c.statements.push(q.sql);
          return v.call(target, q);
        };
      if (key === "startTransaction" && typeof v === "function")
        return async (...args: unknown[]) => {
          c.transactions++;
          c.statements.push("BEGIN");
          return countingTx(await v.apply(target, args), c);
        };
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

function counting(f: SqlDriverAdapterFactory, c: Counter): SqlDriverAdapterFactory {
  return {
    provider: f.provider,
    adapterName: f.adapterName,
    connect: async () => countingAdapter(await f.connect(), c),
  };
}

for (const p of providers) {
  describe.skipIf(p.skip)(`round trips of a move on ${p.name}${p.skip ? ` (skipped: ${p.skip})` : ""}`, () => {
    let db: FreshDb;
    let counted: Db;
    const c: Counter = { statements: [], transactions: 0 };
    beforeAll(async () => {
      db = await p.fresh();
      counted =
        p.name === "sqlite"
          ? new SqlitePrismaClient({ adapter: counting(new PrismaBetterSqlite3({ url: db.url }), c) })
          : (new PgPrismaClient({
              adapter: counting(new PrismaPg({ connectionString: db.url }), c),
            }) as unknown as Db);
    });
    afterAll(async () => {
      await counted?.$disconnect();
      await db?.cleanup();
    });

    it("a submit is one read and one write, whether the clock restarts or stops", async () => {
      const { service } = fakeService({ ...db.handle, prisma: counted });
      const matchId = await startFake(service);
      const moves = [
        { userId: ALICE, action: { type: "add", n: 1 } }, // the clock passes to Bob (restart)
        { userId: BOB, action: { type: "add", n: 1 } },
        { userId: ALICE, action: { type: "concede" } }, // the match ends (clocks stop)
      ];
      for (const [i, m] of moves.entries()) {
        c.statements = [];
        c.transactions = 0;
        // With an outbox payload, as the bot sends it: the outbox row rides in the same write.
        const r = await service.submit({ matchId, interactionId: `rt-${i}`, outbox: `{"i":${i}}`, ...m });
        expect(r.ok).toBe(true);
        const reads = c.statements.filter((s) => /^\s*SELECT/i.test(s));
        expect(reads).toHaveLength(1);
        expect(c.statements.join("\n")).not.toMatch(/config_json/);
        if (p.name === "postgresql") {
          expect(c.statements).toHaveLength(2);
          expect(c.transactions).toBe(0);
        } else {
          // The read, then one batch: BEGIN, at most six statements (match, log, outbox row, old timers, clocks,
          // new timers), COMMIT. (Before the outbox: five statements, bound 1 + 7.)
          expect(c.transactions).toBe(1);
          const batch = c.statements.slice(1).map((x) => x.trim().split(/\s+/).slice(0, 3).join(" "));
          expect(batch.slice(0, 4)).toEqual([
            "BEGIN",
            "UPDATE matches SET",
            "INSERT INTO match_actions",
            "INSERT INTO outbox",
          ]);
          expect(batch.at(-1)).toBe("COMMIT");
          expect(c.statements.length).toBeLessThanOrEqual(1 + 8);
        }
      }
      // Every committed move left its outbox row (docs/reliability.md "Outbox").
      const rows = await counted.outboxItem.findMany({ where: { matchId }, orderBy: { version: "asc" } });
      expect(rows.map((r) => r.payloadJson)).toEqual(['{"i":0}', '{"i":1}', '{"i":2}']);
      expect(rows.every((r) => !r.done)).toBe(true);
      // A duplicate costs the read and the rebuild of the recorded result; nothing is written.
      c.statements = [];
      const dup = await service.submit({
        matchId,
        userId: ALICE,
        action: { type: "add", n: 1 },
        interactionId: "rt-0",
      });
      expect(dup.ok && dup.duplicate).toBe(true);
      expect(c.statements.every((s) => /^\s*SELECT/i.test(s))).toBe(true);
    });
  });
}
