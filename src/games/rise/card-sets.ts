/**
 * Card sets per Discord server (docs/rise.md "Card sets per server"): the sets a deck may use on a server are the
 * built-in sample set plus the sets its organisers loaded (`/rise cardset load`, stored as `GuildCardSet` rows and
 * handed to deck building as {@link GuildContent}). Card ids are unique across a server's sets, checked when a set
 * is loaded and again when a deck is built (a clash would make two cards share one code in a match's card table).
 */
import type { CardSetHost } from "../../services/card-sets.js";
import type { GuildContent, GuildContentFile } from "../../services/matches/games.js";
import { type CardSetResult, describeProblems, loadCardSet } from "./cards/load.js";
import type { CardSet } from "./cards/schema.js";

/** Largest card-set file accepted by `/rise cardset load`, in bytes (the sample set is about 15 KB). */
export const MAX_SET_BYTES = 256 * 1024;

/** The sets a server's decks may use: by key, the sets that failed to load again, and which sets define each id. */
export interface ServerSets {
  readonly sets: ReadonlyMap<string, { readonly set: CardSet; readonly hash: string | null }>;
  /** Key → why a stored set no longer loads (the first problem line). */
  readonly broken: ReadonlyMap<string, string>;
  /** Card id → keys of the sets defining it (more than one: a clash). */
  readonly owners: ReadonlyMap<string, readonly string[]>;
}

// Stored sets are parsed once per content (by hash); a bot sees few distinct files.
const parsedByHash = new Map<string, CardSetResult>();
const CACHE_MAX = 64;

function parseStored(file: GuildContentFile): CardSetResult {
  const hit = parsedByHash.get(file.hash);
  if (hit) return hit;
  const r = loadCardSet(file.text);
  if (parsedByHash.size >= CACHE_MAX) parsedByHash.delete(parsedByHash.keys().next().value as string);
  parsedByHash.set(file.hash, r);
  return r;
}

/** The sets available on a server: `builtIn` first, then the server's loaded ones (a built-in key wins). */
export function serverSets(builtIn: readonly CardSet[], guild: GuildContent | undefined): ServerSets {
  const sets = new Map<string, { set: CardSet; hash: string | null }>();
  const broken = new Map<string, string>();
  for (const set of builtIn) sets.set(set.set, { set, hash: null });
  for (const file of guild?.sets ?? []) {
    if (sets.has(file.key)) continue;
    const r = parseStored(file);
    if (r.ok && r.set.set === file.key) sets.set(file.key, { set: r.set, hash: file.hash });
    else broken.set(file.key, r.ok ? `its key is now ${r.set.set}` : (describeProblems(r.problems)[0] ?? "invalid"));
  }
  const owners = new Map<string, string[]>();
  for (const [key, { set }] of sets) for (const c of set.cards) owners.set(c.id, [...(owners.get(c.id) ?? []), key]);
  return { sets, broken, owners };
}

/** Card id → the key of the set defining it, over `builtIn` and `guild`'s sets except the set `except`. */
function foreignIds(builtIn: readonly CardSet[], guild: GuildContent, except: string): Map<string, string> {
  const out = new Map<string, string>();
  const others = { guildId: guild.guildId, sets: guild.sets.filter((f) => f.key !== except) };
  for (const [key, { set }] of serverSets(builtIn, others).sets)
    if (key !== except) for (const c of set.cards) if (!out.has(c.id)) out.set(c.id, key);
  return out;
}

/**
 * `/rise cardset …` (commands/cardset.ts): checks a file (the schema and the set's sense, line by line, then that
 * its key is not a built-in set's and its card ids are not another set's on the server).
 */
export function riseCardSets(builtIn: () => readonly CardSet[]): CardSetHost {
  return {
    maxBytes: MAX_SET_BYTES,
    builtIn: () => builtIn().map((s) => ({ key: s.set, name: s.name, cards: s.cards.length })),
    check(text, others) {
      const first = loadCardSet(text);
      if (!first.ok) return { ok: false, problems: describeProblems(first.problems) };
      const key = first.set.set;
      if (builtIn().some((s) => s.set === key))
        return {
          ok: false,
          problems: [`set: ${key} is the key of a built-in set; give this set another key`],
        };
      const r = loadCardSet(text, foreignIds(builtIn(), others, key));
      if (!r.ok) return { ok: false, problems: describeProblems(r.problems) };
      return { ok: true, key, name: r.set.name, cards: r.set.cards.length };
    },
  };
}
