import { describe, expect, it } from "vitest";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import {
  countTurnStart,
  mostSpellEnergy,
  nthTurnHolds,
  recordSpellEnergy,
  turnsTaken,
} from "../../src/games/riftbound/rules/turn-count.js";

/** A state with only what turn counting reads: players, the turn player and number, the turn history. */
function position(players: number, turnPlayer: number, turnNumber: number): RbState {
  return {
    players: Array.from({ length: players }, (_, seat) => ({ seat })),
    turnPlayer,
    turnNumber,
    history: {},
  } as unknown as RbState;
}

describe("CR 1.4 736-737: per-player turn counts", () => {
  it("derives each player's turns from the turn number and the regular order when no counter is stored", () => {
    const s = position(2, 0, 3); // turns 1 (P1), 2 (P2), 3 (P1)
    expect(turnsTaken(s, 0)).toBe(2);
    expect(turnsTaken(s, 1)).toBe(1);
    const four = position(4, 2, 7); // P3 on turn 7: P3 had turns 3 and 7, P4 turn 4, P1 turns 1 and 5
    expect([0, 1, 2, 3].map((p) => turnsTaken(four, p))).toEqual([2, 2, 2, 1]);
  });

  it("counts each turn as it starts, an additional turn included (CR 1.4 737)", () => {
    const s = position(2, 0, 1);
    countTurnStart(s); // P1's first turn
    expect([turnsTaken(s, 0), turnsTaken(s, 1)]).toEqual([1, 0]);
    s.turnNumber = 2;
    s.turnPlayer = 0; // an additional turn for P1 (Time Warp)
    countTurnStart(s);
    s.turnNumber = 3;
    s.turnPlayer = 1;
    countTurnStart(s);
    expect([turnsTaken(s, 0), turnsTaken(s, 1)]).toEqual([2, 1]);
  });

  it("'your Nth turn' holds only on that player's own turn; 'the turn player's' on any player's", () => {
    const s = position(2, 1, 4); // P2's second turn
    expect(nthTurnHolds(s, 1, "you", (n) => n === 2)).toBe(true);
    expect(nthTurnHolds(s, 0, "you", (n) => n === 2)).toBe(false);
    expect(nthTurnHolds(s, 0, "turnPlayer", (n) => n === 2)).toBe(true);
  });
});

describe("CR 1.4 356-357: the most Energy spent to play one spell this turn", () => {
  it("keeps the largest total per player, never summing two spells", () => {
    const s = position(2, 0, 3);
    recordSpellEnergy(s, 0, 2);
    recordSpellEnergy(s, 0, 3);
    recordSpellEnergy(s, 0, 1);
    expect(mostSpellEnergy(s, 0)).toBe(3);
    expect(mostSpellEnergy(s, 1)).toBe(0);
  });
});
