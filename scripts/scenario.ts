/**
 * `npm run scenario -- <files or folders> [--json] [--coverage]`: runs scenario files (YAML or JSON, see
 * shared/scenario-format.md and docs/scenarios.md), prints `PASS name` / `FAIL name: step N: …` and closes with
 * `N passed, N failed`. Exit 0 only if every scenario passes. `--coverage` lists the rule numbers of the Core
 * Rules (000) that no scenario cites.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { loadScenarioDocs } from "./scenario-files.js";
import { FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { runScenario, type ScenarioResult } from "../src/games/riftbound/scenario/runner.js";
import { runWowScenario } from "../src/games/wow/scenario/runner.js";
import { runRiseScenario } from "../src/games/rise/scenario/runner.js";

/** A `game: wow` document goes to the WoW runner (docs/scenarios.md "WoW TCG scenarios"). */
const isWow = (d: unknown): boolean => typeof d === "object" && d !== null && (d as { game?: unknown }).game === "wow";
/** A `game: rise` document goes to the Rise runner (docs/scenarios.md "Rise TCG scenarios"). */
const isRise = (d: unknown): boolean =>
  typeof d === "object" && d !== null && (d as { game?: unknown }).game === "rise";

function files(p: string): string[] {
  const st = statSync(p);
  if (st.isDirectory())
    return readdirSync(p)
      .sort()
      .flatMap((f) => files(join(p, f)));
  return [".yaml", ".yml", ".json"].includes(extname(p)) ? [p] : [];
}

function main(argv: string[]): number {
  const json = argv.includes("--json");
  const coverage = argv.includes("--coverage");
  const paths = argv.filter((a) => !a.startsWith("--"));
  const targets = paths.length ? paths : ["test/scenarios/riftbound"];
  const source = new FileCardSource();
  const results: (ScenarioResult & { file: string })[] = [];
  for (const t of targets) {
    for (const f of files(t)) {
      let docs: unknown[];
      try {
        docs = loadScenarioDocs(f);
      } catch (e) {
        results.push({ file: f, name: f, ok: false, failure: `cannot parse: ${(e as Error).message}`, rules: [] });
        continue;
      }
      for (const d of docs)
        results.push({
          file: f,
          ...(isWow(d) ? runWowScenario(d) : isRise(d) ? runRiseScenario(d) : runScenario(d, source)),
        });
    }
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (json) console.log(JSON.stringify({ results, passed, failed }, null, 2));
  else {
    for (const r of results) console.log(r.ok ? `PASS ${r.name}` : `FAIL ${r.name}: ${r.failure}`);
    if (coverage) {
      const corpus = JSON.parse(readFileSync("data/rules/riftbound-core-zh.json", "utf8")) as {
        rules: { number: string }[];
      };
      const cited = new Set(results.flatMap((r) => r.rules));
      const isCited = (n: string) => [...cited].some((c) => c === n || c.startsWith(`${n}.`) || n.startsWith(`${c}.`));
      const missing = corpus.rules.map((r) => r.number).filter((n) => !isCited(n));
      console.log(`\nRules of 000 cited by no scenario (${missing.length} of ${corpus.rules.length}):`);
      console.log(missing.join(" "));
    }
    console.log(`${passed} passed, ${failed} failed`);
  }
  return failed === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
