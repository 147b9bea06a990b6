import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { matchConfig } from "../../src/games/riftbound/match-config.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import { type GameTrace, recordTrace, replayHashes } from "../../src/games/riftbound/traces.js";
import { preconDeck } from "../helpers/precons.js";

// Issue "Engine speed": the same seeds give the same games before and after. The traces were recorded by
// `npm run traces -- --update` (src/games/riftbound/traces.ts); a deliberate rules change re-records them.
const traces = JSON.parse(
  readFileSync(new URL("../fixtures/traces/riftbound.json", import.meta.url), "utf8"),
) as GameTrace[];
const source = new FileCardSource();
const deck = (name: string) => preconDeck(name, source);
const configOf = (t: GameTrace) => matchConfig([deck(t.decks[0]), deck(t.decks[1])], source);

/** Freezes a plain value and everything in it: a write anywhere then throws (strict-mode modules). */
function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

describe("apply works on a copy (issue 'Engine speed': no structuredClone, the input state is never changed)", () => {
  for (const t of traces.slice(0, 3)) {
    it(`${t.decks.join(" vs ")} (${t.seed}): legalActions and apply never write to their (deep-frozen) input`, () => {
      let s = riftbound.create(configOf(t), t.seed);
      for (const e of t.log) {
        deepFreeze(s);
        if (s.pending) riftbound.legalActions(s, s.pending.seat);
        const r = riftbound.apply(s, e.seat, e.action);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(s.winner).toBe(t.winner);
    });
  }
});

describe("golden game traces (replay and legal-action generation are unchanged)", () => {
  for (const t of traces) {
    it(`${t.decks.join(" vs ")} (${t.seed}): replaying the log gives the same events and views`, () => {
      const h = replayHashes(configOf(t), t.seed, t.log);
      expect(h).toEqual({ eventsHash: t.eventsHash, viewsHash: t.viewsHash, winner: t.winner });
    });
    it(`${t.decks.join(" vs ")} (${t.seed}): the seeded policy over legalActions plays the same game`, () => {
      const again = recordTrace(t.decks, configOf(t), t.seed, t.policySeed);
      expect(again.log).toEqual(t.log);
      expect(again.eventsHash).toBe(t.eventsHash);
    });
  }
});
