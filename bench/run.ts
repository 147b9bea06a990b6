/**
 * `npm run bench [-- --quick] [-- --json] [-- --only engine,persistence,bot,lookup,memory] [-- --no-pin]`
 *
 * Prints the numbers we steer by (docs/performance.md), measured on this machine. Every section runs in its own
 * child process (bench/child.ts), one after the other, so no section's leftovers skew the next; the engine and
 * lookup children are pinned to one core with `taskset` when it exists. This parent only spawns, collects each
 * child's JSON result from its stdout and prints one table (or, with `--json`, one JSON document keyed by section
 * name). Progress goes to stderr. Exit 0 when every section ran, 1 when one failed, 2 on bad arguments.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { AREAS, type Area, type BenchSection, formatTable, RESULT_MARKER, type SectionResult } from "./stats.js";

const USAGE = `Usage: npm run bench -- [options]

Runs the Duelhall benchmarks (docs/performance.md), each section in its own child process, and prints a table.

Options:
  --quick              tiny sizes (the smoke test; numbers not for the record)
  --json               print one JSON document keyed by section name instead of the table
  --only <a,b,…>       run only these sections: ${AREAS.join(", ")}
  --no-pin             do not pin the engine and lookup children to one core with taskset
  --help               print this help

Environment:
  DATABASE_URL=postgresql://…   the persistence section also measures PostgreSQL (throw-away database)
  LOG_LEVEL                     logger level of the children (default warn)
`;

/** Sections pinned to one core: the ones whose numbers are compared across runs and commits. */
const PINNED: readonly Area[] = ["engine", "lookup"];

const Args = z.object({
  quick: z.boolean(),
  json: z.boolean(),
  pin: z.boolean(),
  help: z.boolean(),
  only: z.array(z.enum(AREAS)).min(1),
});
type Args = z.infer<typeof Args>;

/** Parses the command line. @throws on an unknown flag or section. */
function parseArgs(argv: readonly string[]): Args {
  let only: string[] = [...AREAS];
  const rest = [...argv];
  const i = rest.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i >= 0) {
    const a = rest[i]!;
    const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : rest[i + 1];
    rest.splice(i, a.includes("=") ? 1 : 2);
    only = (v ?? "").split(",").filter(Boolean);
  }
  const flags = ["--quick", "--json", "--no-pin", "--help", "-h"];
  const unknown = rest.filter((a) => !flags.includes(a));
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(" ")}`);
  const bad = only.filter((a) => !(AREAS as readonly string[]).includes(a));
  if (bad.length > 0) throw new Error(`unknown section(s): ${bad.join(", ")} (known: ${AREAS.join(", ")})`);
  return Args.parse({
    quick: rest.includes("--quick"),
    json: rest.includes("--json"),
    pin: !rest.includes("--no-pin"),
    help: rest.includes("--help") || rest.includes("-h"),
    only,
  });
}

/** The machine the numbers were measured on. */
function machine(): Record<string, string | number> {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    // Other work on the machine skews every number: the 1-minute load average at the start says how busy it was.
    loadAvg1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

/** `taskset` on PATH, or undefined. */
function findTaskset(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const f = path.join(dir, "taskset");
    if (dir && fs.existsSync(f)) return f;
  }
  return undefined;
}

/** The first CPU this process may run on (Linux `Cpus_allowed_list`), else 0. */
function firstAllowedCpu(): number {
  try {
    const m = /^Cpus_allowed_list:\s*(\d+)/m.exec(fs.readFileSync("/proc/self/status", "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** How a section's child is started, and the pinning note. */
interface ChildPlan {
  command: string;
  args: string[];
  pinned: string | null;
  pinNote?: string;
}

function childPlan(area: Area, args: Args, taskset: string | undefined, cpu: number): ChildPlan {
  const child = fileURLToPath(new URL("./child.ts", import.meta.url));
  const node = [process.execPath, "--import", "tsx", child, area, ...(args.quick ? ["--quick"] : [])];
  if (!PINNED.includes(area)) return { command: node[0]!, args: node.slice(1), pinned: null };
  if (!args.pin) return { command: node[0]!, args: node.slice(1), pinned: null, pinNote: "not pinned (--no-pin)" };
  if (!taskset)
    return { command: node[0]!, args: node.slice(1), pinned: null, pinNote: "not pinned (taskset not found)" };
  const pinned = `taskset -c ${cpu}`;
  return {
    command: taskset,
    args: ["-c", String(cpu), ...node],
    pinned,
    pinNote: `pinned to CPU ${cpu} (${pinned}); other work on that core still counts`,
  };
}

/** Runs one section's child; resolves with its result or rejects with why it failed. */
function runChild(plan: ChildPlan): Promise<SectionResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(plan.command, plan.args, {
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (d: string) => {
      out += d;
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const lines = out.split("\n");
      const line = lines.find((l) => l.startsWith(RESULT_MARKER));
      // Anything else a child printed on stdout (a stray log line) is passed on to stderr, never mixed in.
      const other = lines.filter((l) => l.trim() !== "" && !l.startsWith(RESULT_MARKER));
      if (other.length > 0) process.stderr.write(`${other.join("\n")}\n`);
      if (code !== 0 || !line) {
        reject(new Error(`child exited ${signal ?? code}${line ? "" : " without a result"}`));
        return;
      }
      try {
        resolve(JSON.parse(line.slice(RESULT_MARKER.length)) as SectionResult);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  });
}

/** Writes to stdout and waits until it is handed over (the process exits right after). */
function print(text: string): Promise<void> {
  return new Promise((done) => process.stdout.write(text, () => done()));
}

/** One section in the JSON document: its headline figures, then notes, rows and run facts. */
type SectionJson = Record<string, unknown>;

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    await print(USAGE);
    return 0;
  }
  const taskset = findTaskset();
  const cpu = firstAllowedCpu();
  const meta = { date: new Date().toISOString(), quick: args.quick, machine: machine() };
  const doc: Record<string, SectionJson> = {};
  const tables: BenchSection[] = [];
  const notes: string[] = [];
  let failed = 0;
  const started = performance.now();
  for (const area of AREAS.filter((a) => args.only.includes(a))) {
    const plan = childPlan(area, args, taskset, cpu);
    process.stderr.write(`bench: ${area}${plan.pinned ? ` (${plan.pinned})` : ""}…\n`);
    const t0 = performance.now();
    try {
      const r = await runChild(plan);
      const wallSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
      const sectionNotes = [...(plan.pinNote ? [plan.pinNote] : []), ...r.notes];
      doc[area] = { ...r.summary, pinned: plan.pinned, wallSeconds, notes: sectionNotes, tables: r.tables };
      tables.push(...r.tables);
      notes.push(...sectionNotes.map((n) => `${area}: ${n}`));
      process.stderr.write(`bench: ${area} done in ${wallSeconds} s\n`);
    } catch (err) {
      failed++;
      const message = err instanceof Error ? err.message : String(err);
      process.stderr.write(`bench: ${area} FAILED: ${message}\n`);
      doc[area] = { failed: message, pinned: plan.pinned, notes: [], tables: [] };
      tables.push({ name: area, rows: [], skipped: `FAILED: ${message}`, wallMs: performance.now() - t0 });
    }
  }
  const totalS = (performance.now() - started) / 1000;
  if (args.json) {
    const all = { meta: { ...meta, totalSeconds: Number(totalS.toFixed(1)), failed }, ...doc };
    await print(`${JSON.stringify(all, null, 2)}\n`);
  } else {
    const m = meta.machine;
    await print(
      `Duelhall benchmarks${args.quick ? " (--quick: tiny sizes, not for the record)" : ""} · ${meta.date}\n` +
        `${m.cpu} · ${m.cores} cores · ${m.ramGb} GB · Node ${m.node} · ${m.platform} · load ${m.loadAvg1m} · ` +
        `${totalS.toFixed(1)} s · one child process per section\n\n` +
        `${formatTable(tables)}\n` +
        (notes.length > 0 ? `\nNotes:\n${notes.map((n) => `- ${n}`).join("\n")}\n` : ""),
    );
  }
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
