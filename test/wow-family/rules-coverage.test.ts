import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioDocs, scenarioFiles } from "../../scripts/scenario-files.js";

const root = resolve(import.meta.dirname, "../scenarios");

/** Every `rules:` citation of a game's scenario files. */
function citations(game: string): Set<string> {
  const out = new Set<string>();
  for (const f of scenarioFiles(join(root, game)))
    for (const doc of loadScenarioDocs(f)) {
      const rules = (doc as { rules?: unknown }).rules;
      if (Array.isArray(rules)) for (const r of rules) out.add(String(r));
    }
  return out;
}

/** Whether `section` ("502", "CR 7.4 705") is cited as itself or through one of its rules ("502.1", "CR 7.4 705.4"). */
function cited(all: Set<string>, section: string): boolean {
  for (const c of all) if (c === section || c.startsWith(`${section}.`)) return true;
  return false;
}

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i));

const WOW_SECTIONS = [
  ...range(100, 105),
  ...range(300, 307),
  ...range(400, 410),
  "412",
  "413",
  ...range(501, 503),
  ...range(600, 603),
  ...[...range(200, 206), "402", "413", "414", ...range(700, 719), ...range(800, 803)].map((n) => `CR 7.4 ${n}`),
];

/** Sections with nothing the engine can run, and why (docs/wow.md "Rules sections"). */
const WOW_NOTHING_TO_RUN: Record<string, string> = {
  "CR 7.4 204":
    "collector number and rarity: printed data with no effect on play (card ids follow 204.1: set and number, HoA-64)",
  "CR 7.4 402": "copying: no first-block card copies a card, a link or a power",
  "CR 7.4 801": "additional documents: tournament policy and the card reference, nothing in a game",
  "CR 7.4 803":
    "loops: no first-block combination repeats mandatory triggered effects without end; an optional loop ends when its player stops choosing it",
};

const RISE_SECTIONS = [
  ...range(100, 104),
  ...range(200, 206),
  ...range(300, 308),
  ...range(400, 415),
  ...range(500, 503),
  "603",
  ...range(700, 719),
  ...range(800, 803),
  "CR 7.4 601",
  "CR 7.4 602",
];

/** Sections with nothing a scenario can run, and why (docs/rise.md "Coverage"). */
const RISE_NOTHING_TO_RUN: Record<string, string> = {
  "100": "deck building: deck validation, not play; test/rise/card-set.test.ts checks 100.2a and 100.4",
  "204": "collector number and rarity: printed data with no effect on play",
  "800": "card-specific rules: 002 has none (暂无)",
  "801": "additional documents: tournament policy and the card text source, nothing in a game",
  "802":
    "simultaneity: no sample-set card asks two players for simultaneous choices, and packets dealt at once are processed in target order (docs/rules-decisions.md)",
};

describe("rules sections covered by scenarios (issue 20)", () => {
  for (const [game, sections, exempt] of [
    ["wow", WOW_SECTIONS, WOW_NOTHING_TO_RUN],
    ["rise", RISE_SECTIONS, RISE_NOTHING_TO_RUN],
  ] as const) {
    it(`${game}: every section present in the documents is cited by a scenario or has a reason it can't be run`, () => {
      const all = citations(game);
      const missing = sections.filter((s) => {
        const s2 = s as string;
        return !cited(all, s2) && !(s2 in exempt);
      });
      expect(missing).toEqual([]);
    });

    it(`${game}: a section exempted as not runnable is not cited either (the list stays true)`, () => {
      const all = citations(game);
      expect(Object.keys(exempt).filter((s) => cited(all, s))).toEqual([]);
    });
  }
});
