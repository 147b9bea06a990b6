import type { DeckIssue } from "../../services/matches/index.js";
import type { BotDeps } from "./deps.js";
import { upsertPlayer } from "../../services/players.js";
import { upsertRetryingRace } from "../../db/errors.js";

/** A saved deck as the bot lists it. */
export interface SavedDeckInfo {
  id: string;
  name: string;
  sourceText: string;
  updatedAt: Date;
}

/** Longest deck name accepted (fits select labels and autocomplete choices). */
export const DECK_NAME_MAX = 60;

/** Result of {@link saveDeck}: saved (with warnings), or every problem of the list. */
export type SaveDeckResult =
  | { ok: true; deck: SavedDeckInfo; created: boolean; warnings: DeckIssue[] }
  | { ok: false; problems: DeckIssue[] };

/**
 * Validates a pasted list or deck code with the game's adapter (the same check a match applies) and saves it
 * under `name` for `ownerId`, replacing a deck of the same name. Refused decks list every problem.
 */
export async function saveDeck(
  deps: BotDeps,
  ownerId: string,
  name: string,
  text: string,
  game: string = deps.game,
): Promise<SaveDeckResult> {
  const clean = name.trim().slice(0, DECK_NAME_MAX);
  if (clean === "") return { ok: false, problems: [{ message: "Give the deck a name." }] };
  const adapter = deps.matches.games[game];
  if (!adapter) throw new Error(`game ${game} is not hosted`);
  const built = adapter.buildDeck(text);
  if (!built.ok) return { ok: false, problems: built.problems };
  await upsertPlayer(deps.db, ownerId);
  const key = { ownerId_game_name: { ownerId, game, name: clean } };
  const existing = await deps.db.savedDeck.findUnique({ where: key });
  // A double-submitted save races its own insert (docs/reliability.md): the retry updates the row.
  const row = await upsertRetryingRace(() =>
    deps.db.savedDeck.upsert({
      where: key,
      create: { ownerId, game, name: clean, sourceText: text, deckJson: JSON.stringify(built.deck) },
      update: { sourceText: text, deckJson: JSON.stringify(built.deck) },
    }),
  );
  return { ok: true, deck: info(row), created: existing === null, warnings: built.warnings };
}

/** The owner's saved decks for `game` (default: the bot's game), by name. Decks are saved per game. */
export async function listDecks(deps: BotDeps, ownerId: string, game: string = deps.game): Promise<SavedDeckInfo[]> {
  const rows = await deps.db.savedDeck.findMany({ where: { ownerId, game }, orderBy: { name: "asc" } });
  return rows.map(info);
}

/** One saved deck of `game` by name (exact, then case-insensitive), or null. */
export async function findDeck(
  deps: BotDeps,
  ownerId: string,
  name: string,
  game: string = deps.game,
): Promise<SavedDeckInfo | null> {
  const all = await listDecks(deps, ownerId, game);
  return all.find((d) => d.name === name) ?? all.find((d) => d.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/** Deletes a saved deck by name; false when there was none. Matches that used it keep their frozen copy. */
export async function deleteDeck(
  deps: BotDeps,
  ownerId: string,
  name: string,
  game: string = deps.game,
): Promise<boolean> {
  const d = await findDeck(deps, ownerId, name, game);
  if (!d) return false;
  await deps.db.savedDeck.delete({ where: { id: d.id } });
  return true;
}

function info(row: { id: string; name: string; sourceText: string; updatedAt: Date }): SavedDeckInfo {
  return { id: row.id, name: row.name, sourceText: row.sourceText, updatedAt: row.updatedAt };
}

/** "• problem (rule x)" lines, for replies that list every problem of a deck. */
export function problemLines(problems: readonly DeckIssue[]): string {
  return problems.map((p) => `• ${p.message}${p.rule ? ` (rule ${p.rule})` : ""}`).join("\n");
}
