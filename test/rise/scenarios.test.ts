import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioDocs, scenarioFiles } from "../../scripts/scenario-files.js";
import { runRiseScenario } from "../../src/games/rise/scenario/runner.js";

const root = resolve(import.meta.dirname, "../scenarios/rise");

describe("Rise TCG scenarios (game: rise, docs/scenarios.md)", () => {
  for (const f of scenarioFiles(root)) {
    loadScenarioDocs(f).forEach((doc, i) => {
      const name =
        typeof doc === "object" && doc && "name" in doc
          ? String((doc as { name: unknown }).name)
          : `${relative(root, f)}#${i}`;
      it(name, () => {
        expect(runRiseScenario(doc).failure ?? "ok").toBe("ok");
      });
    });
  }
});
