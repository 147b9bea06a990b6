import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarioDocs } from "../../scripts/scenario-files.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { runScenario } from "../../src/games/riftbound/scenario/runner.js";

const root = resolve(import.meta.dirname, "../scenarios/riftbound");
function files(p: string): string[] {
  if (statSync(p).isDirectory())
    return readdirSync(p)
      .sort()
      .flatMap((f) => files(join(p, f)));
  return /\.(ya?ml|json)$/.test(p) ? [p] : [];
}
const source = new FileCardSource();

describe("Riftbound scenarios (shared/scenario-format.md)", () => {
  for (const f of files(root)) {
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
