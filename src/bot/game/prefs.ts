/**
 * A player's stored preferences on the bot side (issue 15): the Discord locale they last used (`Player.locale`,
 * for panels and DMs, which have no interaction to read it from) and their DM reminder points. The locale is
 * written only when it changed, known from a per-process cache (a cache of a column, not game state).
 */
import type { BotDeps } from "./deps.js";
import type { LocaleTag } from "../i18n.js";
import { upsertPlayer } from "../../services/players.js";

const seen = new WeakMap<BotDeps, Map<string, string>>();

function cacheOf(deps: BotDeps): Map<string, string> {
  let m = seen.get(deps);
  if (!m) {
    m = new Map();
    seen.set(deps, m);
  }
  return m;
}

/** Stores `locale` as the user's last seen locale when it differs from what this process knows. Never throws. */
export async function rememberLocale(deps: BotDeps, userId: string, locale: LocaleTag): Promise<void> {
  if (!locale) return;
  const cache = cacheOf(deps);
  if (cache.get(userId) === locale) return;
  cache.set(userId, locale);
  try {
    await upsertPlayer(deps.db, userId, { locale });
  } catch (err) {
    cache.delete(userId);
    deps.log.warn({ err, userId }, "could not store the player's locale");
  }
}

/** The user's last seen locale (null when never seen: English). */
export async function playerLocale(deps: BotDeps, userId: string): Promise<string | null> {
  const cached = cacheOf(deps).get(userId);
  // "" caches "never seen" too, so a publish does not query it again for every panel.
  if (cached !== undefined) return cached === "" ? null : cached;
  const p = await deps.db.player.findUnique({ where: { id: userId }, select: { locale: true } });
  cacheOf(deps).set(userId, p?.locale ?? "");
  return p?.locale ?? null;
}
