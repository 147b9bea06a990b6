/**
 * Named leases in the database (docs/reliability.md "Leases"): work that must run in one process at a time across
 * every bot process on the same database (publishing a match's outbox, the league tick) takes a lease row first.
 * A lease expires on its own, so a process killed while holding one delays the work by at most its length; it is
 * never an in-memory flag. SQLite and PostgreSQL alike (Prisma model API only).
 */
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import { isUniqueViolation } from "../db/errors.js";

/** This process's holder id: host, pid and a random part (a restarted process with the same pid is another). */
export const PROCESS_HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

/** Leases of one database, held as `holder` (default {@link PROCESS_HOLDER}). */
export class Leases {
  constructor(
    private readonly db: Db,
    readonly holder: string = PROCESS_HOLDER,
  ) {}

  /**
   * Takes (or renews) the lease `name` until `now + ttlMs` if it is free, expired or already ours. True when this
   * holder has it now. A compare-and-set update, else an insert; losing the insert race (unique key) is false.
   */
  async acquire(name: string, ttlMs: number, now: Date): Promise<boolean> {
    const expiresAt = new Date(now.getTime() + ttlMs);
    const taken = await this.db.lease.updateMany({
      where: { name, OR: [{ expiresAt: { lte: now } }, { holder: this.holder }] },
      data: { holder: this.holder, expiresAt },
    });
    if (taken.count === 1) return true;
    try {
      await this.db.lease.create({ data: { name, holder: this.holder, expiresAt } });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** Gives the lease up if this holder still has it (another holder's lease is left alone). */
  async release(name: string): Promise<void> {
    await this.db.lease.deleteMany({ where: { name, holder: this.holder } });
  }
}
