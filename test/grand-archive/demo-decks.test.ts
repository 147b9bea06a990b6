import { describe, expect, it } from "vitest";
import { grandArchiveDemoDecks } from "../../src/games/grand-archive/demo-decks.js";
import { checkDeck, parseDeckText } from "../../src/games/grand-archive/decks.js";
import { installedGames } from "../../src/games/index.js";

describe("Grand Archive demo decks (npm run demo -- --game grand-archive)", () => {
  it("are the installed game's demoDecks, and each is a legal deck of running cards (Standard Constructed 1-3)", () => {
    expect(installedGames()["grand-archive"]!.demoDecks!().map((d) => d.name)).toEqual(["ga-lorraine", "ga-rai"]);
    for (const d of grandArchiveDemoDecks()) {
      const parsed = parseDeckText(d.text);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      expect(parsed.deck.main).toHaveLength(60);
      expect(checkDeck(parsed.deck)).toEqual([]);
    }
  });
});
