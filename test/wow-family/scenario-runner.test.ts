/**
 * The WoW family's shared scenario runner (src/games/wow-family/scenario/, docs/engine.md "The WoW family") is
 * strict for both games: an unknown key, an unknown card, a failed expectation fail with the step number and the
 * last log lines; the shared expectations (`nolog`) work in both vocabularies.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioDocs } from "../../scripts/scenario-files.js";
import { runRiseScenario } from "../../src/games/rise/scenario/runner.js";
import { runWowScenario } from "../../src/games/wow/scenario/runner.js";

const root = resolve(import.meta.dirname, "../scenarios");
const games = [
  { game: "wow", run: runWowScenario, file: "wow/rules/101-setup-and-mulligan.yaml", running: "running" },
  { game: "rise", run: runRiseScenario, file: "rise/rules/101-setup-and-reset.yaml", running: "none" },
] as const;

describe("WoW family scenario runner (shared by game: wow and game: rise)", () => {
  for (const g of games) {
    const doc = () => structuredClone(loadScenarioDocs(resolve(root, g.file))[0]) as { steps: unknown[] };

    it(`${g.game}: the scenario passes as written`, () => {
      expect(g.run(doc()).failure ?? "ok").toBe("ok");
    });

    it(`${g.game}: a failed expectation names its step, what differed and the last log lines`, () => {
      const d = doc();
      d.steps.push({ expect: { winner: "A" } });
      expect(g.run(d).failure).toMatch(
        new RegExp(`^step ${d.steps.length}: winner: expected "A", got "${g.running}" \\(log: `),
      );
    });

    it(`${g.game}: an unknown card or key fails the scenario`, () => {
      const d = doc();
      d.steps.push({ expect: { zone: { "No Such Card": "hand" } } });
      expect(g.run(d).failure).toContain('unknown card or label "No Such Card"');
      d.steps.push({ bogus: true });
      expect(g.run(d).failure).toMatch(/^invalid scenario: /);
    });

    it(`${g.game}: nolog fails on a line the log has`, () => {
      const d = doc();
      d.steps.push({ expect: { nolog: ["first"] } });
      expect(g.run(d).failure).toContain('log has a line containing "first"');
    });
  }
});
