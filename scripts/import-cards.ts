/**
 * Import Riftbound card data into the repository.
 *
 * Usage: `npm run cards:import -- <path/to/cards.json> [--commit <sha>] [--out <dir>]`
 *
 * Validates the shared card file (zod, `SharedCardFileSchema`), keeps only the fields Duelhall needs
 * (`CardRecordSchema`) and writes `<out>/cards.json` and `<out>/PROVENANCE.md` (default out:
 * `data/riftbound`). The source commit comes from `--commit`, else from a README.md beside the input that
 * names a 40-hex commit (the shared folder's README does). Exit 1 with one line per problem on invalid input.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildCardFile, renderProvenance, serializeCardFile, summarize } from "../src/games/riftbound/data/import.js";

function commitFromReadme(inputPath: string): string | null {
  const readme = join(dirname(inputPath), "README.md");
  if (!existsSync(readme)) return null;
  const m = /commit `?([0-9a-f]{40})`?/i.exec(readFileSync(readme, "utf8"));
  return m?.[1] ?? null;
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { commit: { type: "string" }, out: { type: "string", default: "data/riftbound" } },
  });
  const input = positionals[0];
  if (!input) {
    console.error("usage: npm run cards:import -- <cards.json> [--commit <sha>] [--out <dir>]");
    return 2;
  }
  const inputPath = resolve(input);
  let bytes: Buffer;
  let json: unknown;
  try {
    bytes = readFileSync(inputPath);
    json = JSON.parse(bytes.toString("utf8"));
  } catch (e) {
    console.error(`cannot read ${inputPath}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const result = buildCardFile(json, {
    commit: values.commit ?? commitFromReadme(inputPath),
    inputSha256: createHash("sha256").update(bytes).digest("hex"),
    importedAt: new Date().toISOString().slice(0, 10),
  });
  if (!result.ok) {
    console.error(`${inputPath} is not a valid card file (${result.error.issues.length} problems):`);
    for (const issue of result.error.issues.slice(0, 50)) console.error(`  ${issue}`);
    return 1;
  }
  const outDir = resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "cards.json"), serializeCardFile(result.file));
  const shownInput = relative(process.cwd(), inputPath).startsWith("..")
    ? inputPath
    : relative(process.cwd(), inputPath);
  writeFileSync(join(outDir, "PROVENANCE.md"), renderProvenance(result.file, shownInput));
  const { bySet, byType } = summarize(result.file);
  console.log(`wrote ${result.file.count} printings to ${relative(process.cwd(), join(outDir, "cards.json"))}`);
  console.log(`  sets:  ${JSON.stringify(bySet)}`);
  console.log(`  types: ${JSON.stringify(byType)}`);
  console.log(`  source commit: ${result.file.source.commit ?? "unknown"}`);
  return 0;
}

process.exitCode = main();
