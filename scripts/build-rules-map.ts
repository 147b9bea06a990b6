/**
 * `npm run rules:map`: builds `data/rules-map/seed-to-v1.4.json`, the correspondence between the seed rule numbers
 * (Core Rules 2025-06-02, `data/rules/riftbound-core-zh.json`) and Core Rules v1.4 (`riftbound-core-en.json`),
 * from the two parsed texts (src/rules-text/correspondence.ts). Deterministic; run after `npm run rules:build`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCorrespondence, type CorrespondenceFile } from "../src/rules-text/correspondence.js";
import { RulesDocumentSchema } from "../src/rules-text/types.js";

const dir = join(process.cwd(), "data");
const read = (id: string) =>
  RulesDocumentSchema.parse(JSON.parse(readFileSync(join(dir, "rules", `${id}.json`), "utf8")));
const seed = read("riftbound-core-zh");
const target = read("riftbound-core-en");
const { pairs, unmatched } = buildCorrespondence(seed, target);
const file: CorrespondenceFile = {
  generatedBy: "npm run rules:map (scripts/build-rules-map.ts, src/rules-text/correspondence.ts)",
  seed: { document: seed.id, title: seed.source.title },
  target: { document: target.id, title: target.source.title },
  pairs,
  unmatched,
};
writeFileSync(join(dir, "rules-map", "seed-to-v1.4.json"), `${JSON.stringify(file, null, 1)}\n`);
const moved = Object.entries(pairs).filter(([a, b]) => a !== b).length;
console.log(
  `seed-to-v1.4: ${Object.keys(pairs).length} of ${seed.rules.length} seed rules matched (${moved} renumbered), ${unmatched.length} unmatched`,
);
