/**
 * The decks `npm run demo -- --game grand-archive` plays (src/games/index.ts `demoDecks`): the DOASD Lorraine and
 * Rai starters (data/grand-archive/decks) with the cards the engine refuses left out and the main deck topped up
 * to the 60 cards Standard Constructed asks (Format Conventions: Standard Constructed 1) with more copies (at most
 * four) of the starter's own running main deck cards, in list order. Deterministic; reads the two files once.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { isSupported } from "./cards/registry.js";
import { checkDeck, parseDeckText } from "./decks.js";
import { cardData } from "./rules/catalogue.js";
import type { GaDeckList } from "./rules/setup.js";

const DIR = resolve(import.meta.dirname, "../../../data/grand-archive/decks");

/** A starter made legal from its running cards (see the module comment). @throws when that is impossible. */
export function runnableStarter(file: string): GaDeckList {
  const parsed = parseDeckText(readFileSync(resolve(DIR, file), "utf8"));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.map((p) => p.message).join("; ")}`);
  const ok = (id: string) => isSupported(id) === true;
  const material = parsed.deck.material.filter(ok);
  const main = parsed.deck.main.filter(ok);
  const distinct = [...new Set(main)];
  const copies = (id: string) => main.filter((x) => x === id).length;
  for (let grew = true; main.length < 60 && grew; ) {
    grew = false;
    for (const id of distinct)
      if (main.length < 60 && copies(id) < 4) {
        main.push(id);
        grew = true;
      }
  }
  const deck = { material, main };
  const issues = checkDeck(deck);
  if (issues.length) throw new Error(`${file}: ${issues.map((i) => i.message).join("; ")}`);
  return deck;
}

/** A deck as list text (`# Material Deck` / `# Main Deck`, "N Name" lines), which `parseDeckText` reads. */
export function deckText(deck: GaDeckList): string {
  const lines = (ids: readonly string[]) => {
    const n = new Map<string, number>();
    for (const id of ids) n.set(cardData(id).name, (n.get(cardData(id).name) ?? 0) + 1);
    return [...n].map(([name, k]) => `${k} ${name}`);
  };
  return ["# Material Deck", ...lines(deck.material), "", "# Main Deck", ...lines(deck.main)].join("\n");
}

/** The two demo decks, named as `/deck save` stores them. */
export function grandArchiveDemoDecks(): readonly [{ name: string; text: string }, { name: string; text: string }] {
  return [
    { name: "ga-lorraine", text: deckText(runnableStarter("DOASD-lorraine-starter-deck.txt")) },
    { name: "ga-rai", text: deckText(runnableStarter("DOASD-rai-starter-deck.txt")) },
  ];
}
