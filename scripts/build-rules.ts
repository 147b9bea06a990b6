/**
 * `npm run rules:build [-- <source dir>]`: parses the rules documents (default `/work/shared/rules`, or
 * `RULES_SOURCE_DIR`) into `data/rules/<id>.json` and prints what could not be parsed.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DOCUMENTS } from "../src/rules-text/sources.js";
import type { RulesDocument } from "../src/rules-text/types.js";
import { addWords, segment } from "../src/services/lookup/segment.js";

const sourceDir = process.argv[2] ?? process.env.RULES_SOURCE_DIR ?? resolve(import.meta.dirname, "../../shared/rules");
const outDir = join(process.cwd(), "data", "rules");
mkdirSync(outDir, { recursive: true });

const parsed = DOCUMENTS.map((spec) => {
  const dir = spec.folder ? join(sourceDir, spec.folder) : sourceDir;
  const file = readdirSync(dir).find((f) => f.startsWith(spec.prefix));
  if (!file) throw new Error(`no file ${spec.prefix}* in ${dir}`);
  return { spec, file, result: spec.parse(readFileSync(join(dir, file), "utf8")) };
});

// Chinese heading terms (肉盾, 临终遗言, ...) stay whole words in the index and in queries.
addWords(parsed.flatMap(({ result }) => result.rules.flatMap((r) => r.terms.flatMap((t) => (t.zh ? [t.zh] : [])))));

for (const { spec, file, result } of parsed) {
  const doc: RulesDocument = {
    id: spec.id,
    game: spec.game,
    source: { file, ...spec.source },
    report: result.report,
    rules: result.rules,
    tokens: result.rules.map((r) =>
      segment([r.text, ...r.examples, ...r.terms.map((t) => `${t.en} ${t.zh ?? ""}`)].join("\n")).join(" "),
    ),
  };
  writeFileSync(join(outDir, `${spec.id}.json`), `${JSON.stringify(doc, null, 1)}\n`);
  const r = result.report;
  const withExamples = result.rules.filter((x) => x.examples.length > 0).length;
  console.log(
    `${spec.id.padEnd(28)} ${file}: ${result.rules.length} rules (${withExamples} with examples), ` +
      `unparsed ${r.unparsed}, duplicates ${r.duplicates} dropped, ${r.conflicts} reused numbers kept, orphans ${r.orphans}, skipped ${r.skipped}`,
  );
  for (const s of r.unparsedSamples) console.log(`  unparsed: ${s}`);
  for (const s of r.duplicateSamples) console.log(`  duplicate (dropped): ${s}`);
  for (const s of r.conflictSamples) console.log(`  reused number (kept): ${s}`);
}
