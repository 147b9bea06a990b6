import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ResolvableDeck } from "../../src/games/riftbound/decks/resolve.js";
import type { DeckEntry } from "../../src/games/riftbound/decks/types.js";
import { DECKS_DIR } from "../helpers/precons.js";

/** The real decklists (the repository's copies of ../shared/decks, sectioned text lists). */
export const SHARED_DECKS = DECKS_DIR;

/** The seven OGN/OGS preconstructed deck files (rules in /work/shared/rules cover them). */
export function originsPrecons(): string[] {
  return readdirSync(SHARED_DECKS)
    .filter((f) => /^precon-og[ns]-.*\.txt$/.test(f))
    .sort();
}

const HEADERS: Record<
  string,
  keyof Pick<ResolvableDeck, "main" | "battlefields" | "runes" | "sideboard"> | "legend" | "champion"
> = {
  legend: "legend",
  champion: "champion",
  maindeck: "main",
  battlefields: "battlefields",
  runes: "runes",
  sideboard: "sideboard",
};

/**
 * A minimal reader for the shared sectioned lists (`Legend:` ... `Runes:`, lines `N Card Name`), kept in the
 * tests so these resolution/validation tests do not depend on the deck-format parsers.
 */
export function readSectionedList(text: string): ResolvableDeck {
  const deck: ResolvableDeck & {
    main: DeckEntry[];
    battlefields: DeckEntry[];
    runes: DeckEntry[];
    sideboard: DeckEntry[];
  } = {
    main: [],
    battlefields: [],
    runes: [],
    sideboard: [],
  };
  let section: (typeof HEADERS)[string] | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const header = /^([A-Za-z]+):$/.exec(line);
    if (header) {
      section = HEADERS[header[1]!.toLowerCase()];
      return;
    }
    const m = /^(\d+)\s+(.+)$/.exec(line);
    if (!m || !section) throw new Error(`fixture line ${i + 1} unreadable: ${line}`);
    const entry: DeckEntry = { ref: { name: m[2]! }, count: Number(m[1]), line: i + 1 };
    if (section === "legend") deck.legend = entry.ref;
    else if (section === "champion") deck.champion = entry.ref;
    else deck[section].push(entry);
  });
  return deck;
}

/** Read and parse one shared deck file. */
export function loadSharedDeck(file: string): ResolvableDeck {
  return readSectionedList(readFileSync(join(SHARED_DECKS, file), "utf8"));
}
