import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { advance } from "../../src/games/riftbound/rules/flow.js";
import { obj } from "../../src/games/riftbound/rules/objects.js";
import type { RbEvent, RbState } from "../../src/games/riftbound/rules/state.js";
import { scenarioState } from "../../src/games/riftbound/scenario/runner.js";

/** 652.4: the abilities of a player who left the game are countered: a trigger of theirs never goes on the chain. */
const source = new FileCardSource();
const ffa3 = {
  name: "FFA3, C has left the game",
  mode: "ffa3",
  seed: 3,
  start: {
    turn: "A",
    phase: "action",
    players: { A: {}, B: {}, C: { base: [{ card: "Stalwart Poro", as: "poro" }] } },
    battlefields: [{ card: "Targon's Peak" }, { card: "Bandle Tree" }, { card: "Zaun Warrens" }],
  },
  steps: [],
};

describe("652.4: triggers of a player who left the game", () => {
  it.each([1, 2])("%i queued trigger(s) of the player who left are dropped and the game goes on", (n) => {
    const s = scenarioState(ffa3, source);
    s.players[2]!.conceded = true;
    const poro = s.players[2]!.base[0]!;
    for (let i = 0; i < n; i++)
      s.triggerQueue.push({ id: `t${i}`, controller: 2, source: poro, sourceCode: obj(s, poro).code, ability: 1 });
    s.pending = null;
    const out: RbEvent[] = [];
    advance(s, out);
    expect(s.triggerQueue).toEqual([]);
    expect(s.chain).toEqual([]);
    expect((s.pending as RbState["pending"])?.seat).toBe(0); // advance set it: TS narrowed it to null above
  });
});
