/**
 * `npm run cards -- coverage [--json] [--precons <dir>]`: implemented / total distinct cards per set, with what is
 * missing or unsupported; `--precons` (default ../shared/decks) also reports every card of the OGN/OGS precons.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { coverage } from "../src/games/riftbound/coverage.js";
import { gaCoverage, gaSetCoverage } from "../src/games/grand-archive/coverage.js";
import { cardScript } from "../src/games/riftbound/cards/registry.js";
import { parseDeckInput } from "../src/games/riftbound/decks/parse.js";
import { resolveDeck } from "../src/games/riftbound/decks/resolve.js";
import { DECKS_DIR } from "../test/helpers/precons.js";
import { decklistCoverage, wowCoverage } from "../src/games/wow/coverage.js";
import { RemarianoDeckSchema } from "../src/games/wow/decks.js";

function preconReport(dir: string, source: FileCardSource) {
  const files = readdirSync(dir)
    .filter((f) => /^precon-og[ns]-.*\.txt$/.test(f))
    .sort();
  const codes = new Map<string, string>();
  for (const f of files) {
    const parsed = parseDeckInput(readFileSync(join(dir, f), "utf8"));
    if (!parsed.ok) continue;
    const { deck } = resolveDeck(parsed.deck, source);
    for (const c of [deck.legend, ...deck.main, ...deck.battlefields, ...deck.runes])
      if (c) codes.set(c, source.byCode(c)?.name ?? c);
  }
  const rows = [...codes.entries()].map(([code, name]) => {
    const sc = cardScript(code);
    return {
      code,
      name,
      status: !sc ? "missing" : sc.unsupported ? "unsupported" : "implemented",
      reason: sc?.unsupported,
    };
  });
  return {
    decks: files.length,
    distinct: rows.length,
    implemented: rows.filter((r) => r.status === "implemented").length,
    notImplemented: rows.filter((r) => r.status !== "implemented"),
  };
}

/** `--game wow`: the WoW first block's coverage and the remariano138 decklists' (issue 20). */
function wowMain(argv: string[]): number {
  const sets = wowCoverage();
  const dir = "/work/shared/sources/wowtcg/decks/remariano138";
  let decks: ReturnType<typeof decklistCoverage> | null = null;
  try {
    const lists = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => RemarianoDeckSchema.parse(JSON.parse(readFileSync(join(dir, f), "utf8").replace(/^\uFEFF/, ""))));
    decks = decklistCoverage(lists);
  } catch {
    decks = null;
  }
  if (argv.includes("--json")) {
    console.log(JSON.stringify({ sets, decks }, null, 2));
    return 0;
  }
  for (const s of sets)
    console.log(
      `${s.set.padEnd(4)} ${String(s.implemented).padStart(4)} / ${s.total} (${((100 * s.implemented) / s.total).toFixed(1)}%)`,
    );
  if (decks)
    console.log(
      `remariano138 decklists: ${decks.implemented} / ${decks.distinct} distinct cards implemented; ${decks.decksPlayable} of 14 decks fully playable`,
    );
  return 0;
}

function main(argv: string[]): number {
  if (argv[argv.indexOf("--game") + 1] === "wow" && argv.includes("--game")) return wowMain(argv);
  if (argv.includes("--game") && argv[argv.indexOf("--game") + 1] === "grand-archive") return grandArchive(argv);
  const [cmd] = argv.filter((a) => !a.startsWith("--") && a !== "wow" && a !== "grand-archive");
  if (cmd !== "coverage") {
    console.error("usage: npm run cards -- coverage [--json] [--precons <dir>]");
    return 2;
  }
  const source = new FileCardSource();
  const sets = coverage(source);
  const pi = argv.indexOf("--precons");
  const dir = pi >= 0 ? argv[pi + 1]! : DECKS_DIR;
  let precons: ReturnType<typeof preconReport> | null = null;
  try {
    precons = preconReport(dir, source);
  } catch {
    precons = null;
  }
  if (argv.includes("--json")) {
    console.log(JSON.stringify({ sets, precons }, null, 2));
    return 0;
  }
  console.log("set  implemented / total   unsupported  missing");
  for (const s of sets) {
    const pct = s.total ? ((100 * s.implemented) / s.total).toFixed(1) : "0";
    console.log(
      `${s.set.padEnd(4)} ${String(s.implemented).padStart(5)} / ${String(s.total).padEnd(5)} (${pct.padStart(5)}%)  ${String(s.unsupported.length).padStart(5)}  ${String(s.missing.length).padStart(7)}`,
    );
  }
  for (const s of sets) {
    if (s.unsupported.length)
      console.log(
        `\n${s.set} unsupported:\n${s.unsupported.map((u) => `  ${u.code} ${u.name}: ${u.reason}`).join("\n")}`,
      );
    if (s.missing.length && s.missing.length <= 40)
      console.log(`\n${s.set} missing:\n${s.missing.map((m) => `  ${m.code} ${m.name}`).join("\n")}`);
    else if (s.missing.length) console.log(`\n${s.set} missing: ${s.missing.length} cards (--json lists them)`);
  }
  if (precons) {
    const pct = ((100 * precons.implemented) / Math.max(1, precons.distinct)).toFixed(1);
    console.log(
      `\nOGN/OGS precons (${precons.decks} decks): ${precons.implemented} / ${precons.distinct} distinct cards implemented (${pct}%)`,
    );
    for (const r of precons.notImplemented)
      console.log(`  ${r.status.padEnd(11)} ${r.code} ${r.name}${r.reason ? `: ${r.reason}` : ""}`);
  }
  return 0;
}

/** `coverage --game grand-archive [--json]`: the six starter decks (data/grand-archive/decks) and the catalogue. */
function grandArchive(argv: string[]): number {
  const dir = "data/grand-archive/decks";
  const texts = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => /^(DOASD|ALCSD)-/.test(f))
      .map((f) => [f.replace(/-deck\.txt$/, ""), readFileSync(join(dir, f), "utf8")]),
  );
  const c = gaCoverage(texts);
  // Set codes are only in the sources' decklists (the catalogue has none): gaSetCoverage.
  const listDir = resolve(import.meta.dirname, "../../shared/sources/grand-archive/decks/silvie-blog");
  const lists = existsSync(listDir)
    ? Object.fromEntries(
        readdirSync(listDir)
          .filter((f) => f.endsWith(".txt"))
          .map((f) => [f, readFileSync(join(listDir, f), "utf8")]),
      )
    : {};
  const sets = gaSetCoverage(lists);
  if (argv.includes("--json")) console.log(JSON.stringify({ ...c, sets }, null, 2));
  else {
    for (const d of c.decks) {
      console.log(`${d.deck}: ${d.implemented} / ${d.distinct} (${Math.round((100 * d.implemented) / d.distinct)}%)`);
      for (const r of d.refused) console.log(`  refused: ${r.name}: ${r.reason}`);
    }
    const k = c.catalogue;
    console.log(`catalogue: ${k.implemented} run / ${k.total} cards with stats (${k.written} card files)`);
    if (!sets.length || sets.length === 1) console.log(`per set: no decklists found in ${listDir}`);
    console.log("per set (run / cards with stats printed in it; a reprint counts in each set):");
    for (const x of sets) {
      const pct = x.withStats ? Math.round((100 * x.run) / x.withStats) : 0;
      const label = x.set === "none" ? "no set code in the sources" : x.set;
      console.log(`  ${label}: ${x.run} / ${x.withStats} (${pct}%)`);
    }
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
