import { describe, expect, it } from "vitest";
import { sampleDeck } from "../../src/games/wow/decks.js";
import { replays, simulate } from "../../src/games/wow/sim.js";

const HEROES = ["HoA-15", "HoA-7", "HoA-10"];

describe("WoW random soak slice (seeded): a winner, no engine error, no private card in another view", () => {
  it("20 seeded games end with a winner, sound invariants and no leak", () => {
    let ended = 0;
    for (let g = 0; g < 20; g++) {
      const config = { decks: [sampleDeck(HEROES[g % 3]!), sampleDeck(HEROES[(g + 1) % 3]!)] };
      const game = simulate(config, g);
      expect(game.problems, `game ${g}`).toEqual([]);
      if (game.state.over && game.state.winner !== null) ended++;
    }
    expect(ended).toBe(20);
  });

  it("a match is rebuilt exactly from config, seed and action log", () => {
    const config = { decks: [sampleDeck("HoA-15"), sampleDeck("HoA-7")] };
    const game = simulate(config, 99);
    expect(replays(config, 99, game)).toBe(true);
  });
});
