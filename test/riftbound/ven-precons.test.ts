import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import { playRandomGame } from "../../src/games/riftbound/sim.js";
import { precon } from "../helpers/precons.js";

// Issue 18: the Vendetta precons' VEN cards are implemented; Zed validates, Shen waits only for other sets' cards.
const source = new FileCardSource();

describe("the Vendetta precons (issue 18)", () => {
  it("every VEN card of the Shen and Zed precons is implemented (rule 103 deck check)", () => {
    for (const name of ["ven-shen", "ven-zed"]) {
      const r = buildDeck(precon(`precon-${name}`).text, source);
      const missing = r.ok ? [] : r.problems.map((p) => p.message).join("\n");
      expect(String(missing), name).not.toMatch(/\(VEN-\d+\)/);
    }
  });

  it("the Zed precon validates and plays seeded random-legal games to a winner against Origins precons", () => {
    const zed = buildDeck(precon("precon-ven-zed").text, source);
    if (!zed.ok) throw new Error(zed.problems.map((p) => p.message).join("\n"));
    for (const [other, seed] of [
      ["ogn-jinx", 1],
      ["ogs-garen", 2],
      ["ven-zed", 3],
    ] as const) {
      const o = buildDeck(precon(`precon-${other}`).text, source);
      if (!o.ok) throw new Error(o.problems.map((p) => p.message).join("\n"));
      const r = playRandomGame(matchConfig([zed.deck, o.deck], source), `ven-zed-${other}`, seed);
      expect(r.state.winner, `ven-zed vs ${other}`).not.toBeNull();
      expect(r.actions, `ven-zed vs ${other}`).toBeGreaterThan(20);
    }
  }, 120_000);
});
