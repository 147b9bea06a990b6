import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../../src/games/riftbound/match-config.js";
import type { RbDeck } from "../../src/games/riftbound/rules/setup.js";
import { playRandomGame } from "../../src/games/riftbound/sim.js";
import { precon } from "../helpers/precons.js";

// Issue 4: the OGN/OGS precons import from their text files, validate (every card supported), and play; issue 18:
// so do the six of the later sets, and every pairing of the thirteen plays to a winner.
const PRECONS = [
  "ogn-jinx",
  "ogn-viktor",
  "ogn-lee-sin",
  "ogs-annie",
  "ogs-garen",
  "ogs-lux",
  "ogs-master-yi",
  "sfd-fiora",
  "sfd-rumble",
  "unl-vex",
  "unl-vi",
  "ven-shen",
  "ven-zed",
];
const source = new FileCardSource();
const decks = new Map<string, RbDeck>();

describe("the thirteen precons of every set import, validate and play (issues 4 and 18)", () => {
  for (const name of PRECONS) {
    it(`${name} imports from its text list and validates with every card supported (rule 103)`, () => {
      const text = precon(`precon-${name}`).text;
      const r = buildDeck(text, source);
      if (!r.ok) throw new Error(r.problems.map((p) => `${p.rule}: ${p.message}`).join("\n"));
      decks.set(name, r.deck);
    });
  }

  const pairs: [string, string][] = [];
  for (let i = 0; i < PRECONS.length; i++)
    for (let j = i + 1; j < PRECONS.length; j++) pairs.push([PRECONS[i]!, PRECONS[j]!]);
  it(`seeded random-legal games for all ${pairs.length} pairings end with a winner and no engine error`, () => {
    let games = 0;
    let actions = 0;
    for (const [a, b] of pairs) {
      const da = decks.get(a);
      const db = decks.get(b);
      if (!da || !db) throw new Error(`deck ${!da ? a : b} did not validate`);
      for (let seed = 1; seed <= 2; seed++) {
        const r = playRandomGame(matchConfig([da, db], source), `${a}-${b}-${seed}`, seed);
        expect(r.state.winner, `${a} vs ${b} seed ${seed}`).not.toBeNull();
        games++;
        actions += r.actions;
      }
    }
    expect(games).toBe(pairs.length * 2);
    expect(actions).toBeGreaterThan(games * 20);
  }, 600_000);
});
