import { readFileSync } from "node:fs";
import { extname } from "node:path";
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
