import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { parseDeckInput } from "../../src/games/riftbound/decks/parse.js";
import { encodePiltoverCode } from "../../src/games/riftbound/decks/piltover-code.js";
import { checkDeck } from "../../src/games/riftbound/decks/validate.js";
import { SHARED_DECKS } from "./deck-fixtures.js";

/** End to end with the deck-format parsers: player input -> parseDeckInput -> resolve -> validate. */
const source = new FileCardSource();
const supported = () => true;

function tally(codes: readonly string[]): { cardCode: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([cardCode, count]) => ({ cardCode, count }));
}

describe("shared decklists through parseDeckInput", () => {
  const files = readdirSync(SHARED_DECKS)
    .filter((f) => f.endsWith(".txt"))
    .sort();

  it.each(files)("%s checks with no errors", (file) => {
    const parsed = parseDeckInput(readFileSync(join(SHARED_DECKS, file), "utf8"));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = checkDeck(parsed.deck, source, { isSupported: supported });
    expect(result.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(result.deck.main).toHaveLength(40);
  });

  it("a Piltover code of the Jinx precon (everything unsectioned) resolves to the same deck", () => {
    const parsed = parseDeckInput(readFileSync(join(SHARED_DECKS, "precon-ogn-jinx.txt"), "utf8"));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const text = checkDeck(parsed.deck, source, { isSupported: supported });
    const d = text.deck;
    const encoded = encodePiltoverCode({
      mainDeck: tally([d.legend!, ...d.main, ...d.battlefields, ...d.runes]),
      chosenChampion: d.champion!,
    });
    if (!encoded.ok) throw new Error(encoded.error.message);
    const fromCode = parseDeckInput(encoded.value);
    if (!fromCode.ok) throw new Error(fromCode.error.message);
    expect(fromCode.deck.format).toBe("piltover-code");
    const viaCode = checkDeck(fromCode.deck, source, { isSupported: supported });
    expect(viaCode.ok).toBe(true);
    expect(viaCode.deck.legend).toBe(d.legend);
    expect(viaCode.deck.champion).toBe(d.champion);
    expect([...viaCode.deck.main].sort()).toEqual([...d.main].sort());
    expect([...viaCode.deck.battlefields].sort()).toEqual([...d.battlefields].sort());
    expect([...viaCode.deck.runes].sort()).toEqual([...d.runes].sort());
  });
});
