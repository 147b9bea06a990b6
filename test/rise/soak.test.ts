import { describe, expect, it } from "vitest";
import { sampleSet } from "../../src/games/rise/data/sample.js";
import { replays, sampleConfig, simulate } from "../../src/games/rise/sim.js";

describe("Rise random soak slice over the sample decks (seeded)", () => {
  it("12 seeded games end (a winner, or the draw of 102.1a), sound invariants, no private card in another view", () => {
    const config = sampleConfig(sampleSet());
    let won = 0;
    for (let g = 0; g < 12; g++) {
      const game = simulate(config, g);
      expect(game.problems, `game ${g}`).toEqual([]);
      expect(game.state.over, `game ${g} ends`).toBe(true);
      if (game.state.winner !== null) won++;
      else
        expect(
          game.state.players.every((p) => p.lost),
          `game ${g}: a draw only when both lose`,
        ).toBe(true);
    }
    expect(won).toBeGreaterThanOrEqual(11);
  });

  it("6 seeded games of the session-12 decks (attachments, counters, crystals, vehicles) end with sound invariants and replay", () => {
    const config = sampleConfig(sampleSet(), 2, 3);
    for (let g = 0; g < 6; g++) {
      const game = simulate(config, g);
      expect(game.problems, `game ${g}`).toEqual([]);
      expect(game.state.over, `game ${g} ends`).toBe(true);
    }
    expect(replays(config, 3, simulate(config, 3))).toBe(true);
  });

  it("a match is rebuilt exactly from config, seed and action log", () => {
    const config = sampleConfig(sampleSet());
    const game = simulate(config, 7);
    expect(replays(config, 7, game)).toBe(true);
  });
});
