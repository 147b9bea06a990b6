import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioDocs, scenarioFiles } from "../../scripts/scenario-files.js";
import { runScenario } from "../../src/games/grand-archive/scenario/runner.js";

const root = resolve(import.meta.dirname, "../scenarios/grand-archive");

describe("Grand Archive scenarios (docs/scenarios.md, Grand Archive)", () => {
  for (const f of scenarioFiles(root)) {
    loadScenarioDocs(f).forEach((doc, i) => {
      const name =
        typeof doc === "object" && doc && "name" in doc
          ? String((doc as { name: unknown }).name)
          : `${relative(root, f)}#${i}`;
      it(name, () => {
        expect(runScenario(doc).failure ?? "ok").toBe("ok");
      });
    });
  }
});
