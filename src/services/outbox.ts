/**
 * The outbox (docs/reliability.md "Outbox"): rows written in the same transaction as a match change, saying what
 * Discord is owed for it. This module reads and settles them; the bot's publisher (src/bot/game/outbox.ts) delivers
 * them. A row is done only once Discord accepted its publish or refused it for good; until then it is retried
 * with backoff, from any process, after any restart.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.js";

/** One pending outbox row. */
export interface OutboxRow {
  id: string;
  matchId: string;
  /** `Match.stateVersion` after the change. */
  version: number;
  /** The bot's publish payload (JSON). */
  payloadJson: string;
  attempts: number;
}

/** Delay before the next attempt after `attempts` failures: 1, 2, 4 … minutes, at most one hour. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** Database access for outbox rows. Stateless apart from the client. */
export class OutboxStore {
  constructor(private readonly db: Db) {}

  /**
   * Adds a row after a change committed on its own (undo, admin abort: rare, and not through the submit path whose
   * transaction writes the row). A crash between that commit and this insert loses only this publish; the next
   * change of the match publishes the board again.
   */
  async enqueue(matchId: string, version: number, payloadJson: string, now: Date): Promise<void> {
    await this.db.outboxItem.create({
      data: { id: randomUUID(), matchId, version, payloadJson, dueAt: now, createdAt: now },
    });
  }

  /** A match's pending rows, oldest change first (at most `limit`). */
  pending(matchId: string, limit = 100): Promise<OutboxRow[]> {
    return this.db.outboxItem.findMany({
      where: { matchId, done: false },
      orderBy: [{ version: "asc" }, { createdAt: "asc" }],
      take: limit,
      select: { id: true, matchId: true, version: true, payloadJson: true, attempts: true },
    });
  }

  /** Matches with a pending row due at `now` (oldest first, at most `limit`). */
  async dueMatches(now: Date, limit = 100): Promise<string[]> {
    const rows = await this.db.outboxItem.findMany({
      where: { done: false, dueAt: { lte: now } },
      orderBy: { dueAt: "asc" },
      take: limit * 4,
      select: { matchId: true },
    });
    return [...new Set(rows.map((r) => r.matchId))].slice(0, limit);
  }

  /** How many rows are still pending (all matches). */
  countPending(): Promise<number> {
    return this.db.outboxItem.count({ where: { done: false } });
  }

  /** Marks rows delivered: Discord accepted the publish that covered them. */
  async delivered(ids: string[], now: Date): Promise<void> {
    await this.db.outboxItem.updateMany({
      where: { id: { in: ids }, done: false },
      data: { done: true, deliveredAt: now },
    });
  }

  /** Marks rows done without delivery: Discord refused for good (`reason` is kept as `permanent: …`). */
  async gaveUp(ids: string[], reason: string): Promise<void> {
    await this.db.outboxItem.updateMany({
      where: { id: { in: ids }, done: false },
      data: { done: true, lastError: `permanent: ${reason}`.slice(0, 500) },
    });
  }

  /** Records a failed attempt on rows and makes them due again after the backoff of their attempt count. */
  async failed(rows: OutboxRow[], now: Date, reason: string): Promise<void> {
    for (const r of rows) {
      const attempts = r.attempts + 1;
      await this.db.outboxItem.updateMany({
        where: { id: r.id, done: false },
        data: {
          attempts,
          lastError: reason.slice(0, 500),
          dueAt: new Date(now.getTime() + outboxRetryDelayMs(attempts)),
        },
      });
    }
  }
}
