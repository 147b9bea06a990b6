import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioDocs, scenarioFiles } from "../../scripts/scenario-files.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { runScenario } from "../../src/games/riftbound/scenario/runner.js";

const root = resolve(import.meta.dirname, "../scenarios/riftbound");
const source = new FileCardSource();

describe("Riftbound scenarios (shared/scenario-format.md)", () => {
  for (const f of scenarioFiles(root)) {
    const docs = loadScenarioDocs(f);
    docs.forEach((doc, i) => {
      const name =
        typeof doc === "object" && doc && "name" in doc
          ? String((doc as { name: unknown }).name)
          : `${relative(root, f)}#${i}`;
      it(name, () => {
        const r = runScenario(doc, source);
        expect(r.failure ?? "ok").toBe("ok");
      });
    });
  }
});
