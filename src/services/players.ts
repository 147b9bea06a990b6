/**
 * Player rows, written safely under concurrency. Prisma's `upsert` reads, then inserts: two first interactions of one
 * user at once (the challenge command's transaction and the locale the bot remembers for every interaction) both see
 * no row and both insert, and on PostgreSQL (READ COMMITTED) the second insert fails with a unique violation (P2002;
 * 10 of 300 such pairs in a measured run). SQLite serialises writers, so only PostgreSQL showed it (a red CI run of
 * test/bot/sharding-e2e.test.ts: the challenge answered "Something went wrong").
 */
import type { Db } from "../db/client.js";
import { upsertRetryingRace } from "../db/errors.js";

/** The player's columns the bot writes (all optional; omitted ones are left as they are). */
export interface PlayerFields {
  locale?: string | null;
  stopSettings?: string;
  reminderHours?: string | null;
}

/**
 * Creates the player (Discord user id `id`) with `fields`, or updates those fields when it exists. A concurrent insert
 * of the same id is not an error: the upsert is tried once more, and then finds the row and updates it.
 * Errors: whatever the database raises other than that one unique violation.
 */
export async function upsertPlayer(db: Db, id: string, fields: PlayerFields = {}): Promise<void> {
  await upsertRetryingRace(() => db.player.upsert({ where: { id }, create: { id, ...fields }, update: fields }));
}
