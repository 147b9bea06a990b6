/**
 * One benchmark section in its own process: `node --import tsx bench/child.ts <section> [--quick]` (bench/run.ts
 * spawns it, pinned to one core for the engine and lookup). A fresh process per section means no section's
 * garbage, JIT state or open handles colour another's numbers. Prints the {@link SectionResult} as JSON on one
 * stdout line after {@link RESULT_MARKER}; progress and errors go to stderr. Exit 0 on success, 1 on failure.
 */
import { z } from "zod";
import { AREAS, type Area, RESULT_MARKER, type SectionResult } from "./stats.js";

// The logger reads LOG_LEVEL when first imported: keep migrations and the bot quiet unless asked.
process.env.LOG_LEVEL ??= "warn";

/** A postgresql:// DATABASE_URL, if any (the persistence section then measures PostgreSQL too). */
function pgUrl(): string | undefined {
  const url = process.env.DATABASE_URL ?? "";
  return /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

/** Every section's runner; sizes live with each section. */
const RUNNERS: Record<Area, (quick: boolean) => Promise<SectionResult>> = {
  engine: async (q) => {
    const { benchEngine, ENGINE_SIZES } = await import("./engine.js");
    return benchEngine(ENGINE_SIZES[q ? "quick" : "full"]);
  },
  persistence: async (q) => {
    const { benchPersistence, PERSISTENCE_SIZES } = await import("./persistence.js");
    return benchPersistence(PERSISTENCE_SIZES[q ? "quick" : "full"], pgUrl());
  },
  bot: async (q) => {
    const { benchBot, BOT_SIZES } = await import("./bot.js");
    return benchBot(BOT_SIZES[q ? "quick" : "full"]);
  },
  lookup: async (q) => {
    const { benchLookup, LOOKUP_SIZES } = await import("./lookup.js");
    return benchLookup(LOOKUP_SIZES[q ? "quick" : "full"]);
  },
  memory: async (q) => {
    const { benchMemory, MEMORY_SIZES } = await import("./memory.js");
    return benchMemory(MEMORY_SIZES[q ? "quick" : "full"]);
  },
};

const Argv = z.tuple([z.enum(AREAS)]).rest(z.literal("--quick"));

async function main(): Promise<void> {
  const argv = Argv.parse(process.argv.slice(2));
  const result = await RUNNERS[argv[0]](argv.includes("--quick"));
  // Wait for the write: the process exits right after.
  await new Promise<void>((done) =>
    process.stdout.write(`\n${RESULT_MARKER}${JSON.stringify(result)}\n`, () => done()),
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
