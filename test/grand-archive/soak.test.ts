import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isSupported } from "../../src/games/grand-archive/cards/registry.js";
import { parseDeckText } from "../../src/games/grand-archive/decks.js";
import type { GaDeckList } from "../../src/games/grand-archive/rules/setup.js";
import { soakGame } from "../../src/games/grand-archive/soak.js";

const dir = resolve(import.meta.dirname, "../../data/grand-archive/decks");
/** A starter deck reduced to the cards the engine runs (refused cards left out; docs/grand-archive.md "Soak"). */
function playable(file: string): GaDeckList {
  const d = parseDeckText(readFileSync(resolve(dir, file), "utf8"));
  if (!d.ok) throw new Error(file);
  const ok = (id: string) => isSupported(id) === true;
  return { material: d.deck.material.filter(ok), main: d.deck.main.filter(ok) };
}

const DECKS = ["DOASD-lorraine-starter-deck.txt", "DOASD-rai-starter-deck.txt"];

describe("Grand Archive soak: seeded random games end with a winner, no engine error, no leak", () => {
  for (const a of DECKS)
    for (const b of DECKS)
      it(`${a} vs ${b}`, () => {
        const config = { decks: [playable(a), playable(b)] as [GaDeckList, GaDeckList] };
        for (let seed = 1; seed <= 3; seed++) {
          const g = soakGame(config, seed);
          expect(g.problem, `seed ${seed}`).toBeNull();
          expect(g.winner).not.toBeNull();
        }
      }, 600_000);
});
