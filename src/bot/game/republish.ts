/**
 * Publishing after a commit through the outbox (issue 19 item 1; docs/reliability.md "Outbox"). A handler builds
 * the change's {@link outboxPayload} (the state before it, a fresh board, a note) and passes it to the match
 * service, which writes it as an outbox row in the same transaction as the change. Then {@link publishAfterCommit}
 * delivers the match's pending rows at once; a failure leaves them pending (retried with backoff by
 * {@link deliverDueOutbox} on `bot.tick()`, from any process, after any restart) and the player is told the truth
 * ("saved; the board will update"). One process at a time publishes a match: the database lease
 * `publish:<matchId>`.
 */
import { createHash } from "node:crypto";
import { type Client, DiscordAPIError, RESTJSONErrorCodes } from "discord.js";
import { z } from "zod";
import { Leases } from "../../services/leases.js";
import { type OutboxRow, OutboxStore } from "../../services/outbox.js";
import { tellAdmins } from "./admins.js";
import type { BotDeps } from "./deps.js";
import { t } from "../i18n.js";
import { type Before, type Published, type PublishOptions, publish } from "./publish.js";

/** What the player is told when the action was saved but Discord could not be updated. */
export const SAVED_SLOW_REPLY = t("en", "saved.slow");

/** How long a process may publish one match before another may take over (below Discord's nonce window). */
export const PUBLISH_LEASE_MS = 60_000;

/** How long a handler waits for another process (or click) publishing the same match before leaving it queued. */
const LEASE_WAIT_MS = 3_000;

/** After this many failed attempts (about a day with the backoff) a row is given up, logged and told to admins. */
export const OUTBOX_MAX_ATTEMPTS = 30;

const BeforeSchema = z.object({
  version: z.number().int(),
  publicLog: z.array(z.string()),
  privateKeys: z.array(z.string()),
  games: z.number().int(),
  deciderId: z.string().nullable(),
});

/** The outbox payload the bot writes (validated when read back). */
const PayloadSchema = z.object({
  before: BeforeSchema.nullable(),
  /** The match just started: post a new board unless the stored board message is no longer `unless`. */
  fresh: z.object({ unless: z.string().nullable() }).optional(),
  note: z.string().optional(),
  /** The start's "your move" mention does not notify (PublishOptions.quietStart; a league round's start). */
  quiet: z.boolean().optional(),
});
type Payload = z.infer<typeof PayloadSchema>;

/** The outbox payload of a change (JSON for the service's `outbox` input). */
export function outboxPayload(
  before: Before | null,
  opts: { note?: string; fresh?: { unless: string | null }; quiet?: boolean } = {},
): string {
  const p: Payload = {
    before,
    ...(opts.fresh ? { fresh: opts.fresh } : {}),
    ...(opts.note ? { note: opts.note } : {}),
    ...(opts.quiet ? { quiet: true } : {}),
  };
  return JSON.stringify(p);
}

/**
 * Delivers the match's pending outbox rows now (right after the commit that wrote one). Returns what the publish did,
 * or null when it failed or another process is publishing the match (the rows stay pending; never throws).
 * `note` (e.g. the auto-passes, known only after the commit) goes with this publish only, not with a retry.
 */
export function publishAfterCommit(
  client: Client,
  deps: BotDeps,
  matchId: string,
  opts: Pick<PublishOptions, "clicked" | "note"> = {},
): Promise<Published | null> {
  return deliverMatch(client, deps, matchId, { ...opts, waitMs: LEASE_WAIT_MS });
}

/** Delivers every match with a due outbox row (bot.tick, every minute); returns how many rows are still pending. */
export async function deliverDueOutbox(client: Client, deps: BotDeps, now: Date = deps.matches.now()): Promise<number> {
  const store = new OutboxStore(deps.db);
  for (const matchId of await store.dueMatches(now))
    await deliverMatch(client, deps, matchId, { waitMs: 0, now }).catch((err: unknown) =>
      deps.log.error({ err, matchId }, "outbox delivery failed"),
    );
  return store.countPending();
}

/** Discord refusals a retry cannot fix: the channel is gone. */
const GONE = new Set<number>([RESTJSONErrorCodes.UnknownChannel]);
/** Refusals an admin can fix (permissions): admins are told on the first one, and the row is retried. */
const LOCKED_OUT = new Set<number>([RESTJSONErrorCodes.MissingAccess, RESTJSONErrorCodes.MissingPermissions]);

/**
 * Publishes a match's pending rows under its lease, oldest first: one publish from the oldest row's state covers
 * every pending row (no log line is skipped), and the rows are marked delivered only after it succeeded. Rows
 * committed meanwhile are published in another round before the lease is released.
 */
async function deliverMatch(
  client: Client,
  deps: BotDeps,
  matchId: string,
  opts: Pick<PublishOptions, "clicked" | "note"> & { waitMs: number; now?: Date },
): Promise<Published | null> {
  const leases = new Leases(deps.db);
  const store = new OutboxStore(deps.db);
  const name = `publish:${matchId}`;
  const now = () => opts.now ?? deps.matches.now();
  if (!(await acquireWaiting(leases, name, now, opts.waitMs))) return null;
  let out: Published | null = null;
  try {
    for (let round = 0; round < 5; round++) {
      const rows = await store.pending(matchId);
      if (rows.length === 0) break;
      const first = round === 0 ? { clicked: opts.clicked, note: opts.note } : {};
      const result = await deliverRows(client, deps, store, matchId, rows, now(), first);
      if (result === null) return null;
      out ??= result;
    }
  } finally {
    await leases.release(name);
  }
  return out;
}

/** Takes the lease, waiting up to `waitMs` for its holder to finish (polling; 0: one try). */
async function acquireWaiting(leases: Leases, name: string, now: () => Date, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    if (await leases.acquire(name, PUBLISH_LEASE_MS, now())) return true;
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One publish for `rows`; null when it failed (the rows are rescheduled or given up). */
async function deliverRows(
  client: Client,
  deps: BotDeps,
  store: OutboxStore,
  matchId: string,
  rows: OutboxRow[],
  now: Date,
  extra: { clicked?: PublishOptions["clicked"]; note?: string | undefined },
): Promise<Published | null> {
  const payloads = rows.map((r) => parsePayload(deps, r));
  const first = payloads[0];
  const fresh = first?.fresh ? await stillFresh(deps, matchId, first.fresh.unless) : false;
  const notes = [...payloads.flatMap((p) => (p?.note ? [p.note] : [])), ...(extra.note ? [extra.note] : [])];
  const clicked = extra.clicked;
  const ids = rows.map((r) => r.id);
  try {
    const out = await publish(client, deps, matchId, first?.before ?? null, {
      fresh,
      ...(first?.quiet ? { quietStart: true } : {}),
      ...(notes.length ? { note: notes.join("\n") } : {}),
      ...(clicked ? { clicked } : {}),
      nonce: nonceOf(rows),
    });
    await store.delivered(ids, now);
    return out;
  } catch (err) {
    const code = err instanceof DiscordAPIError && typeof err.code === "number" ? err.code : null;
    const reason =
      code !== null ? `${code} ${(err as Error).message}` : err instanceof Error ? err.message : String(err);
    const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
    const match = await deps.db.match.findUnique({
      where: { id: matchId },
      select: { guildId: true, channelId: true },
    });
    const where = { matchId, guildId: match?.guildId ?? null, channelId: match?.channelId ?? "" };
    if ((code !== null && GONE.has(code)) || attempts >= OUTBOX_MAX_ATTEMPTS) {
      deps.log.warn({ matchId, reason, attempts }, "outbox publish undeliverable; given up");
      await store.gaveUp(ids, reason);
      await tellAdmins(client, deps.log, where, reason, "the board and log of this match were");
    } else {
      deps.log.warn({ err, matchId, attempts }, "publish failed after the commit; the outbox retries it");
      if (code !== null && LOCKED_OUT.has(code) && attempts === 1)
        await tellAdmins(client, deps.log, where, reason, "the board of this match could not be");
      await store.failed(rows, now, reason);
    }
    return null;
  }
}

/** A row's payload; a row the bot cannot read is published from scratch (logged). */
function parsePayload(deps: BotDeps, row: OutboxRow): Payload | null {
  try {
    return PayloadSchema.parse(JSON.parse(row.payloadJson));
  } catch (err) {
    deps.log.warn({ err, outboxId: row.id }, "outbox payload unreadable; publishing the match from scratch");
    return null;
  }
}

/**
 * The Discord message nonce of a publish (at most 25 characters): the same rows give the same nonce, so a publish
 * repeated after a crash between Discord's acceptance and the row's `done` is deduplicated by Discord
 * (`enforce_nonce`); a publish covering more rows gets another nonce (its text differs) and nothing is lost.
 */
function nonceOf(rows: OutboxRow[]): string {
  const key = `${rows[0]?.id ?? ""}:${rows.at(-1)?.id ?? ""}`;
  return createHash("sha256").update(key).digest("base64url").slice(0, 20);
}

/** A fresh board post is repeated only while the stored board message is still the one before the start. */
async function stillFresh(deps: BotDeps, matchId: string, unless: string | null): Promise<boolean> {
  const row = await deps.db.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  return (row?.boardMessageId ?? null) === unless;
}
