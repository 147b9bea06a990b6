import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { reproduceCommand, Soak, soakGameSeeds } from "../../src/games/riftbound/soak.js";

/**
 * A short seeded slice of the soak for each mode of three or four players (646-648; docs/multiplayer.md): every game
 * ends with a winner, no engine error, the invariants (privacy over every seat's view) after every action. The long
 * runs are `npm run soak -- --mode ffa3|ffa4|2v2 --games 2000`.
 */
const GAMES = 2;
const SEED = "npm-test-multiplayer";
const soak = new Soak(new FileCardSource());

describe("random-deck soak of 3-4 player modes (646-648)", () => {
  for (const mode of ["ffa3", "ffa4", "2v2"] as const) {
    it(`${mode}: ${GAMES} seeded games end with a winner, invariants after every action`, () => {
      const report = soak.run({ seed: SEED, games: GAMES, mode });
      const failures = report.failures.map(
        (r) =>
          `game ${r.seeds.index} ${r.outcome}: ${r.failure?.message ?? `${r.actions} actions`} (${reproduceCommand(SEED, r.seeds.index, undefined, mode)})`,
      );
      expect(failures).toEqual([]);
      expect(report.winners).toBe(GAMES);
      expect(report.wins).toHaveLength(mode === "ffa3" ? 3 : 4);
      expect(Object.values(report.legends).reduce((a, b) => a + b, 0)).toBe((mode === "ffa3" ? 3 : 4) * GAMES);
    }, 300_000);
  }

  it("a duel keeps its seeds; other modes seed their games apart", () => {
    expect(soakGameSeeds(SEED, 1).game).toBe(`${SEED}/1`);
    expect(soakGameSeeds(SEED, 1, "2v2").game).toBe(`${SEED}/2v2/1`);
    expect(soakGameSeeds(SEED, 1, "ffa3").decks).toHaveLength(3);
  });
});
