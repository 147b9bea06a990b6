import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDeckText } from "../../src/games/grand-archive/decks.js";
import { soakDecks, soakGame } from "../../src/games/grand-archive/soak.js";

const dir = resolve(import.meta.dirname, "../../data/grand-archive/decks");
/** The starters the soak plays, reduced to the cards the engine runs (docs/grand-archive.md "Soak"). */
const DECKS = soakDecks((file) => {
  const d = parseDeckText(readFileSync(resolve(dir, file), "utf8"));
  if (!d.ok) throw new Error(file);
  return d.deck;
});

describe("Grand Archive soak (short slice; `npm run soak -- --game grand-archive` for the long one)", () => {
  it("plays at least the Lorraine and Rai starters", () => {
    expect(DECKS.map((d) => d.name)).toEqual(expect.arrayContaining(["DOASD-lorraine", "DOASD-rai"]));
  });
  it("plays the complete ALCSD Diana starter (every card runs)", () => {
    expect(DECKS.find((d) => d.name === "ALCSD-diana")?.complete).toBe(true);
  });
  for (const a of DECKS)
    for (const b of DECKS)
      it(`${a.name} vs ${b.name}: seeded random games end with a winner, no engine error, no leak`, () => {
        for (let seed = 1; seed <= 2; seed++) {
          const g = soakGame({ decks: [a.deck, b.deck] }, seed);
          expect(g.problem, `seed ${seed}`).toBeNull();
          expect(g.winner).not.toBeNull();
        }
      }, 600_000);
});
