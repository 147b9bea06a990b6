/**
 * Truthful answers after a commit (issue 19 item 1, before the outbox): once the service saved an action, a failure
 * to bring Discord up to date (5xx, 403 after a permission change, a timeout) must not be reported as "nothing was
 * changed". The publish is remembered per match in this process and retried on the next occasion: the next publish
 * of that match (from its oldest unpublished state, so no log line is skipped) or the next `bot.tick()` (every
 * minute). docs/reliability.md "Publishing after a commit"; a restart forgets the debt until the outbox comes.
 */
import type { Client } from "discord.js";
import type { BotDeps } from "./deps.js";
import { type Before, type Published, type PublishOptions, publish } from "./publish.js";

/** What the player is told when the action was saved but Discord could not be updated. */
export const SAVED_SLOW_REPLY = "✅ Saved. Discord is slow right now, so the board will update shortly.";

/** A publish owed to Discord: from which state, and whether the board must be posted anew (match start). */
export interface OwedPublish {
  before: Before | null;
  /** Post a new board unless the stored board message is no longer this one (the failed start got that far). */
  freshUnless?: string | null;
}

/**
 * Publishes a committed change; on failure logs it, owes it (retried later) and returns null, never throws.
 * `freshFrom`: the match just started and its stored board message is still the challenge (`fresh` publish).
 */
export async function publishAfterCommit(
  client: Client,
  deps: BotDeps,
  matchId: string,
  before: Before | null,
  opts: PublishOptions = {},
): Promise<Published | null> {
  const owed = deps.unpublished.get(matchId);
  const from = owed ? owed.before : before;
  let fresh = opts.fresh === true;
  if (owed && owed.freshUnless !== undefined) fresh = await stillFresh(deps, matchId, owed.freshUnless);
  const freshUnless = fresh ? await boardMessageId(deps, matchId) : undefined;
  try {
    const out = await publish(client, deps, matchId, from, { ...opts, fresh });
    deps.unpublished.delete(matchId);
    return out;
  } catch (err) {
    deps.log.warn({ err, matchId }, "publish failed after the commit; retried on the next occasion");
    deps.unpublished.set(matchId, { before: from, ...(freshUnless === undefined ? {} : { freshUnless }) });
    return null;
  }
}

/** Retries every owed publish once (bot.tick); returns how many are still owed. */
export async function retryOwedPublishes(client: Client, deps: BotDeps): Promise<number> {
  for (const matchId of [...deps.unpublished.keys()]) await publishAfterCommit(client, deps, matchId, null);
  return deps.unpublished.size;
}

async function boardMessageId(deps: BotDeps, matchId: string): Promise<string | null> {
  const row = await deps.db.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
  return row?.boardMessageId ?? null;
}

/** A failed fresh board post is retried fresh only while the stored board message is still the old one. */
async function stillFresh(deps: BotDeps, matchId: string, old: string | null): Promise<boolean> {
  return (await boardMessageId(deps, matchId)) === old;
}
