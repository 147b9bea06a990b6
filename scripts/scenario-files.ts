import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { parseAllDocuments } from "yaml";

/** Loads every scenario document of a file (YAML files may hold several documents; JSON may be an array). */
export function loadScenarioDocs(path: string): unknown[] {
  const text = readFileSync(path, "utf8");
  if (extname(path) === ".json") {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v : [v];
  }
  return parseAllDocuments(text).map((d) => d.toJS() as unknown);
}

/** The scenario files (`.yaml`, `.yml`, `.json`) at `path`: the file itself, or every one under the folder, sorted. */
export function scenarioFiles(path: string): string[] {
  if (statSync(path).isDirectory())
    return readdirSync(path)
      .sort()
      .flatMap((f) => scenarioFiles(join(path, f)));
  return /\.(ya?ml|json)$/.test(path) ? [path] : [];
}
