/**
 * The sample set shipped with Duelhall (`data/rise/sample-set.yaml`, unofficial, docs/rise.md "Sample set"): read
 * and validated once, on first use. Rise plays out of the box with it; organisers may load their own sets.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describeProblems, loadCardSet } from "../cards/load.js";
import type { CardSet } from "../cards/schema.js";

/** Where the sample set lives in the repository. */
export const SAMPLE_SET_PATH = fileURLToPath(new URL("../../../../data/rise/sample-set.yaml", import.meta.url));

let sample: CardSet | undefined;

/** The validated sample set. @throws when the shipped file is invalid (a broken build, tested). */
export function sampleSet(): CardSet {
  if (sample) return sample;
  const r = loadCardSet(readFileSync(SAMPLE_SET_PATH, "utf8"));
  if (!r.ok) throw new Error(`rise: the sample set is invalid:\n${describeProblems(r.problems).join("\n")}`);
  sample = r.set;
  return sample;
}
