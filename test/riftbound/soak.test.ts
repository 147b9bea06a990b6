import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { reproduceCommand, Soak, soakGameSeeds } from "../../src/games/riftbound/soak.js";

/**
 * Games of the random-deck soak run inside `npm test` (docs/soak.md). Small while the engine plays ~1 game/s
 * with the invariants on; raise it when the engine gets faster. `npm run soak` runs the long soaks.
 */
const SOAK_GAMES = 8;
const SEED = "npm-test";

const source = new FileCardSource();
const soak = new Soak(source);

describe("random-deck soak (issue: a soak of seeded random games between random legal Origins decks)", () => {
  it(`${SOAK_GAMES} seeded games between random legal decks end with a winner, no engine error, invariants after every action`, () => {
    const report = soak.run({ seed: SEED, games: SOAK_GAMES });
    const failures = report.failures.map(
      (r) =>
        `game ${r.seeds.index} ${r.outcome}: ${r.failure?.message ?? `${r.actions} actions`} (${reproduceCommand(SEED, r.seeds.index)})`,
    );
    expect(failures).toEqual([]);
    expect(report.winners).toBe(SOAK_GAMES);
    expect(report.totalActions).toBeGreaterThan(SOAK_GAMES * 20);
    expect(Object.values(report.legends).reduce((a, b) => a + b, 0)).toBe(2 * SOAK_GAMES);
  }, 300_000);

  it("a game is fixed by the soak seed and its index: decks, seeds and the whole game", () => {
    expect(soakGameSeeds(SEED, 3)).toEqual(soakGameSeeds(SEED, 3));
    expect(soakGameSeeds(SEED, 3).game).toBe("npm-test/3");
    expect(soakGameSeeds(SEED, 3).policy).not.toBe(soakGameSeeds(SEED, 4).policy);
    const a = soak.play(SEED, 0, { invariants: false });
    const b = new Soak(source).play(SEED, 0, { invariants: false });
    expect(b).toEqual(a);
  }, 120_000);

  it("a game without a winner within the action cap is reported as capped, with its seeds and decks", () => {
    const r = soak.run({ seed: SEED, from: 1, games: 1, maxActions: 5, invariants: false });
    expect(r.capped).toBe(1);
    expect(r.winners).toBe(0);
    expect(r.failures[0]?.outcome).toBe("cap");
    expect(r.failures[0]?.decks).toHaveLength(2);
    expect(r.failures[0]?.seeds.index).toBe(1);
    expect(reproduceCommand(SEED, 1, 5)).toBe(
      "npm run soak -- --seed npm-test --from 1 --games 1 --max-actions 5 --verbose",
    );
  });
});
