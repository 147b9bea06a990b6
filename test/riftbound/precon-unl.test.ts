import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import { playRandomGame } from "../../src/games/riftbound/sim.js";
import { precon } from "../helpers/precons.js";

// Issue 18: the Unleashed precons import from their text lists, validate with every card supported, and play.
const source = new FileCardSource();

describe("the Unleashed Vi precon", () => {
  it("validates with every card supported (rule 103) and plays seeded random-legal games to a winner", () => {
    const build = (name: string) => {
      const r = buildDeck(precon(`precon-${name}`).text, source);
      if (!r.ok) throw new Error(r.problems.map((p) => `${p.rule}: ${p.message}`).join("\n"));
      return r.deck;
    };
    const vi = build("unl-vi");
    for (const [other, seed] of [
      ["unl-vi", 1],
      ["ogn-jinx", 2],
    ] as const) {
      const r = playRandomGame(matchConfig([vi, build(other)], source), `unl-vi-${other}-${seed}`, seed);
      expect(r.state.winner, `unl-vi vs ${other}`).not.toBeNull();
    }
  }, 120_000);

  it("the Unleashed Vex precon (with Vex, Cheerless, SFD-146) validates and plays a seeded random-legal game", () => {
    const build = (name: string) => {
      const r = buildDeck(precon(`precon-${name}`).text, source);
      if (!r.ok) throw new Error(r.problems.map((p) => `${p.rule}: ${p.message}`).join("\n"));
      return r.deck;
    };
    const r = playRandomGame(matchConfig([build("unl-vex"), build("unl-vi")], source), "unl-vex-vi-3", 3);
    expect(r.state.winner).not.toBeNull();
  }, 120_000);
});
