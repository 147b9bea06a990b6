import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type CorrespondenceFile, CorrespondenceFileSchema } from "../../rules-text/correspondence.js";
import { parentNumber } from "../../rules-text/parse.js";
import { normalizeNumber } from "./rules.js";

/**
 * Seed rule numbers (Core Rules 2025-06-02, the numbering the engine cites) to Core Rules v1.4 numbers, from the
 * generated `data/rules-map/seed-to-v1.4.json` (`npm run rules:map`; docs/lookup.md "Seed numbers in English").
 */

/** Where a seed number leads in v1.4: the matched rule (`exact`), or the closest matched ancestor's rule. */
export interface V14Number {
  number: string;
  exact: boolean;
}

const FILE = fileURLToPath(new URL("../../../data/rules-map/seed-to-v1.4.json", import.meta.url));
let loaded: CorrespondenceFile | undefined;

/** The committed correspondence, zod-checked, loaded once. @throws when the generated file is malformed. */
export function seedMap(): CorrespondenceFile {
  loaded ??= CorrespondenceFileSchema.parse(JSON.parse(readFileSync(FILE, "utf8")));
  return loaded;
}

/**
 * The v1.4 rule for a seed rule number: its matched rule, else the matched rule of its nearest ancestor
 * (`exact: false`), else null (the seed has no such number or nothing above it was matched).
 */
export function seedToV14(seedNumber: string, map: CorrespondenceFile = seedMap()): V14Number | null {
  const n = normalizeNumber(seedNumber);
  const hit = map.pairs[n];
  if (hit !== undefined) return { number: hit, exact: true };
  for (let up = parentNumber(n); up !== null; up = parentNumber(up)) {
    const p = map.pairs[up];
    if (p !== undefined) return { number: p, exact: false };
  }
  return null;
}
