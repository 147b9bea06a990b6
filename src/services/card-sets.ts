/**
 * Card sets organisers load per Discord server (docs/engine.md "Server content"; Rise TCG: docs/rise.md "Card sets
 * per server"): the `GuildCardSet` rows, read as the {@link GuildContent} deck building receives, written only
 * after the game checked the file. The table knows no game: what a file means is the game's {@link CardSetHost}.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client.js";
import type { GuildContent } from "./matches/games.js";

/** A set a server loaded, as listed. */
export interface StoredCardSet {
  readonly key: string;
  readonly name: string;
  readonly hash: string;
  readonly loadedBy: string;
  readonly updatedAt: Date;
}

/** What a game with organiser-loaded card sets supplies to `/<game> cardset …` (commands/cardset.ts). */
export interface CardSetHost {
  /**
   * Checks a file against the server's other loaded sets (`others`, the set being replaced left out) and the
   * game's built-in sets: its key, name and card count, or every problem as one line each (where, what is wrong).
   */
  check(
    text: string,
    others: GuildContent,
  ): { ok: true; key: string; name: string; cards: number } | { ok: false; problems: string[] };
  /** The sets every server has without loading anything (key, name, card count). */
  builtIn(): readonly { key: string; name: string; cards: number }[];
  /** Largest file accepted, in bytes. */
  readonly maxBytes: number;
}

/** SHA-256 of a set's text, hex. */
export const contentHash = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/** The sets `guildId` loaded for `game` (none outside a server), oldest key first. */
export async function guildContent(db: Db, guildId: string | null | undefined, game: string): Promise<GuildContent> {
  if (!guildId) return { guildId: null, sets: [] };
  const rows = await db.guildCardSet.findMany({
    where: { guildId, game },
    orderBy: { key: "asc" },
    select: { key: true, sourceText: true, contentHash: true },
  });
  return { guildId, sets: rows.map((r) => ({ key: r.key, text: r.sourceText, hash: r.contentHash })) };
}

/** The sets `guildId` loaded for `game`, by key. */
export async function listCardSets(db: Db, guildId: string, game: string): Promise<StoredCardSet[]> {
  const rows = await db.guildCardSet.findMany({ where: { guildId, game }, orderBy: { key: "asc" } });
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    hash: r.contentHash,
    loadedBy: r.loadedBy,
    updatedAt: r.updatedAt,
  }));
}

/** Stores a checked set (replacing the server's set of the same key); `replaced` when one was there. */
export async function putCardSet(
  db: Db,
  row: { guildId: string; game: string; key: string; name: string; text: string; loadedBy: string },
): Promise<{ replaced: boolean; hash: string }> {
  const hash = contentHash(row.text);
  const where = { guildId_game_key: { guildId: row.guildId, game: row.game, key: row.key } };
  const existing = await db.guildCardSet.findUnique({ where, select: { id: true } });
  const data = { name: row.name, sourceText: row.text, contentHash: hash, loadedBy: row.loadedBy };
  await db.guildCardSet.upsert({
    where,
    create: { guildId: row.guildId, game: row.game, key: row.key, ...data },
    update: data,
  });
  return { replaced: existing !== null, hash };
}

/** Removes a server's set; false when it had none of that key. Matches keep the cards they copied. */
export async function removeCardSet(db: Db, guildId: string, game: string, key: string): Promise<boolean> {
  const r = await db.guildCardSet.deleteMany({ where: { guildId, game, key } });
  return r.count > 0;
}
