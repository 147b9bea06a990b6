/**
 * Shared helpers of the benchmarks (docs/performance.md): timing, nearest-rank percentiles, result rows and the
 * printed table. No library: a sorted copy and an index are all a percentile needs.
 */

/** The benchmark sections, in the order they run; each runs in its own child process (bench/child.ts). */
export const AREAS = ["engine", "persistence", "bot", "lookup", "memory"] as const;
/** One benchmark section. */
export type Area = (typeof AREAS)[number];

/** One measured number (or pair) of a benchmark section, as printed and as emitted with `--json`. */
export interface BenchRow {
  /** What was measured, e.g. `apply (one action)`. */
  readonly metric: string;
  /** Unit of `median`, `p99` and `value`: `ms`, `games/s`, `MB`. */
  readonly unit: string;
  /** Median of the samples (time metrics). */
  readonly median?: number;
  /** 99th percentile, nearest rank (time metrics); equals the maximum when there are fewer than 100 samples. */
  readonly p99?: number;
  /** A single value (throughput, memory). */
  readonly value?: number;
  /** Number of samples or runs behind the numbers. */
  readonly n: number;
  /** Conditions worth knowing when reading the number. */
  readonly note?: string;
}

/** A group of rows printed under one name (e.g. `persistence (sqlite)`): rows, or why it was skipped. */
export interface BenchSection {
  readonly name: string;
  readonly rows: BenchRow[];
  /** Set when the section did not run (e.g. no PostgreSQL); rows are then empty. */
  readonly skipped?: string;
  /** Wall time of the whole section in ms (setup included). */
  readonly wallMs: number;
  /** Setup facts worth keeping with the numbers (e.g. database size); JSON output only. */
  readonly info?: Readonly<Record<string, number | string>>;
}

/**
 * The `q`-quantile (0..1) of `samples` by nearest rank: the smallest sample with at least `q` of the samples at or
 * below it. @throws on an empty list (a benchmark that measured nothing is a bug).
 */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) throw new Error("percentile of no samples");
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** Median (nearest rank, lower middle for an even count: always an observed sample). */
export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

/** A time row from samples (in `unit`, default ms): median and p99. */
export function timeRow(metric: string, samples: readonly number[], note?: string, unit = "ms"): BenchRow {
  return {
    metric,
    unit,
    median: round(median(samples)),
    p99: round(percentile(samples, 0.99)),
    n: samples.length,
    ...(note ? { note } : {}),
  };
}

/** A single-value row. */
export function valueRow(metric: string, unit: string, value: number, n: number, note?: string): BenchRow {
  return { metric, unit, value: round(value), n, ...(note ? { note } : {}) };
}

/** Milliseconds taken by `fn` (awaited), with its result. */
export async function timed<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

/** Rounds to 3 decimals below 10, 2 below 100, 1 below 1,000, else none (keeps JSON and table short). */
export function round(x: number): number {
  const a = Math.abs(x);
  const d = a < 10 ? 3 : a < 100 ? 2 : a < 1000 ? 1 : 0;
  return Number(x.toFixed(d));
}

/** JSON-safe values of a section's summary. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * What one section's child process reports (bench/child.ts prints it on stdout after {@link RESULT_MARKER}):
 * headline figures (the JSON document's keys under the section name), the printed rows and notes.
 */
export interface SectionResult {
  /** Headline figures, e.g. engine `gamesPerSecond`; merged into the section's JSON object. */
  readonly summary: Readonly<Record<string, JsonValue>>;
  /** Row groups as printed; a section may have several (persistence: one per database). */
  readonly tables: BenchSection[];
  /** Conditions for reading the numbers (pinning, durability settings, caps); printed under the table. */
  readonly notes: string[];
}

/** Prefix of the one stdout line of a section child that carries its {@link SectionResult} as JSON. */
export const RESULT_MARKER = "@@duelhall-bench-result@@ ";

/** Resident set size of this process in MB. */
export function rssMb(): number {
  return process.memoryUsage.rss() / (1024 * 1024);
}

/** The row groups as a plain-text table (section, metric, median, p99, value, unit, n, note). */
export function formatTable(sections: readonly BenchSection[]): string {
  const head = ["section", "metric", "median", "p99", "value", "unit", "n", "note"];
  const lines: string[][] = [head];
  for (const s of sections) {
    if (s.skipped) {
      lines.push([s.name, "(skipped)", "", "", "", "", "", s.skipped]);
      continue;
    }
    for (const r of s.rows) {
      const f = (x: number | undefined) => (x === undefined ? "" : String(x));
      lines.push([s.name, r.metric, f(r.median), f(r.p99), f(r.value), r.unit, String(r.n), r.note ?? ""]);
    }
  }
  const widths = head.map((_, c) => Math.max(...lines.map((l) => (l[c] ?? "").length)));
  const numeric = new Set([2, 3, 4, 6]);
  const fmt = (l: string[]) =>
    l
      .map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join("  ")
      .trimEnd();
  return [fmt(lines[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...lines.slice(1).map(fmt)].join("\n");
}
