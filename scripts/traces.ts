/**
 * `npm run traces -- [--update]`: checks (default) or re-records (`--update`) the golden game traces in
 * test/fixtures/traces/riftbound.json (src/games/riftbound/traces.ts). Exit 1 when a trace differs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { buildDeck, matchConfig } from "../src/games/riftbound/match-config.js";
import { type GameTrace, recordTrace } from "../src/games/riftbound/traces.js";
import { DECKS_DIR } from "../test/helpers/precons.js";

const FILE = resolve(import.meta.dirname, "../test/fixtures/traces/riftbound.json");
const DECKS = DECKS_DIR;
/** Eight fixed pairings of the seven Origins precons, one seed each. */
export const TRACE_GAMES: readonly { decks: [string, string]; seed: string; policySeed: number }[] = [
  { decks: ["ogn-jinx", "ogn-viktor"], seed: "trace-1", policySeed: 1 },
  { decks: ["ogn-lee-sin", "ogs-annie"], seed: "trace-2", policySeed: 2 },
  { decks: ["ogs-garen", "ogs-lux"], seed: "trace-3", policySeed: 3 },
  { decks: ["ogs-master-yi", "ogn-jinx"], seed: "trace-4", policySeed: 4 },
  { decks: ["ogn-viktor", "ogs-garen"], seed: "trace-5", policySeed: 5 },
  { decks: ["ogs-lux", "ogn-lee-sin"], seed: "trace-6", policySeed: 6 },
  { decks: ["ogs-annie", "ogs-master-yi"], seed: "trace-7", policySeed: 7 },
  { decks: ["ogn-jinx", "ogs-lux"], seed: "trace-8", policySeed: 8 },
];

const source = new FileCardSource();
const deck = (name: string) => {
  const b = buildDeck(readFileSync(resolve(DECKS, `precon-${name}.txt`), "utf8"), source, { requireSupported: false });
  if (!b.ok) throw new Error(`${name}: ${JSON.stringify(b.problems)}`);
  return b.deck;
};

const update = process.argv.includes("--update");
const traces: GameTrace[] = TRACE_GAMES.map((g) =>
  recordTrace(g.decks, matchConfig([deck(g.decks[0]), deck(g.decks[1])], source), g.seed, g.policySeed),
);
if (update) {
  writeFileSync(FILE, `${JSON.stringify(traces)}\n`);
  console.log(`wrote ${traces.length} traces (${traces.reduce((a, t) => a + t.actions, 0)} actions) to ${FILE}`);
} else {
  const old = JSON.parse(readFileSync(FILE, "utf8")) as GameTrace[];
  let bad = 0;
  traces.forEach((t, i) => {
    const o = old[i];
    const same = o && o.eventsHash === t.eventsHash && o.viewsHash === t.viewsHash && o.actions === t.actions;
    if (!same) bad++;
    console.log(`${same ? "SAME" : "DIFF"} ${t.decks.join(" vs ")} ${t.seed}: ${t.actions} actions`);
  });
  process.exitCode = bad ? 1 : 0;
}
