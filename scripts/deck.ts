/**
 * Deck tools for the command line.
 *
 * Usage: `npm run deck -- check <file-or-code> [--format standard|casual] [--json] [--strict] [--cards <cards.json>]`
 *        `npm run deck -- formats [--date YYYY-MM-DD]`
 *        `npm run deck -- random [--seed N] [--count K] [--format text|code] [--legend CODE] [--all-cards]`
 *        `npm run deck -- random --legends`
 *
 * `check` parses the deck (any format `parseDeckInput` reads: Piltover code or link, text list, TCG Arena,
 * TTS, Pixelborn), resolves it against the card data, validates it (rule 103, duel mode 644.4.a), and prints
 * the sections with counts, names and codes, then every problem. `--strict` applies league rules (exactly 3
 * battlefields). `--json` prints one JSON object for machines. Exit 0 when valid, 1 when invalid or
 * unreadable, 2 on a usage error.
 *
 * Cards the engine cannot run are refused (named) by `check`. `--format` (default `casual`, docs/formats.md) also
 * checks the format: `standard` refuses banned cards (named with the ban list's date) and cards of sets outside
 * Standard; every format refuses cards not yet released (`--date` sets "today"). The check says which format would
 * accept a refused deck. `formats` lists the formats, sets, release dates, the ban list and unreleased cards.
 *
 * `random` prints seeded random legal decks (docs/soak.md): as sectioned text lists (`--format text`, default)
 * or Piltover Archive codes (`--format code`), each preceded by a `// seed` comment and followed by a
 * `// Valid ...` line: the printed deck read back and checked in league/tournament mode (rule 103, 402.1).
 * An integer seed N gives decks N, N+1, ...; a text seed T gives T, T/1, T/2, ... Without `--seed` a seed is
 * drawn and printed. `--legend` fixes the legend; `--all-cards` also uses cards the engine cannot play yet;
 * `--legends` lists the legends the generator can and cannot build for, with the reason.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { type CardSource, FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { parseDeckInput } from "../src/games/riftbound/decks/parse.js";
import type { DeckProblem, ResolvedDeck } from "../src/games/riftbound/decks/resolve.js";
import { checkDeck } from "../src/games/riftbound/decks/validate.js";
import { FORMAT_IDS, type FormatId, unreleasedSets } from "../src/games/riftbound/decks/formats.js";
import { defaultFormatRules, isoToday } from "../src/games/riftbound/data/format-data.js";
import { isSupported } from "../src/games/riftbound/cards/registry.js";
import {
  type RandomDeck,
  RandomDeckGenerator,
  randomDeckToPiltoverCode,
  randomDeckToText,
} from "../src/games/riftbound/decks/random.js";

const USAGE = [
  "usage: npm run deck -- check <file-or-code> [--format standard|casual] [--date YYYY-MM-DD] [--json] [--strict] [--cards <cards.json>]",
  "       npm run deck -- formats [--date YYYY-MM-DD]",
  "       npm run deck -- random [--seed N] [--count K] [--format text|code] [--legend CODE] [--all-cards] [--legends]",
].join("\n");

interface Line {
  code: string;
  name: string;
  count: number;
}

/** Group a section's codes into `count × name (code)` lines, in first-seen order. */
function group(codes: readonly string[], source: CardSource): Line[] {
  const out = new Map<string, Line>();
  for (const code of codes) {
    const hit = out.get(code);
    if (hit) hit.count++;
    else out.set(code, { code, name: source.byCode(code)?.name ?? "?", count: 1 });
  }
  return [...out.values()];
}

function sections(deck: ResolvedDeck, source: CardSource) {
  const one = (code: string | null) => (code ? { code, name: source.byCode(code)?.name ?? "?" } : null);
  return {
    legend: one(deck.legend),
    champion: one(deck.champion),
    championInferred: deck.championInferred,
    main: group(deck.main, source),
    battlefields: group(deck.battlefields, source),
    runes: group(deck.runes, source),
    sideboard: group(deck.sideboard, source),
  };
}

function printHuman(
  label: string,
  format: string,
  deck: ResolvedDeck,
  source: CardSource,
  ok: boolean,
  problems: DeckProblem[],
): void {
  const s = sections(deck, source);
  const legendCard = deck.legend ? source.byCode(deck.legend) : undefined;
  console.log(`Deck ${label} (${format})`);
  const legendExtra = legendCard ? ` - ${legendCard.championTag ?? "no tag"}, ${legendCard.domains.join(" + ")}` : "";
  console.log(`Legend:   ${s.legend ? `${s.legend.name} (${s.legend.code})${legendExtra}` : "(none)"}`);
  console.log(
    `Champion: ${s.champion ? `${s.champion.name} (${s.champion.code})${s.championInferred ? " - inferred from the main deck" : ""}` : "(none)"}`,
  );
  const show = (title: string, lines: Line[], total: number) => {
    console.log(`${title} (${total}):`);
    for (const l of lines) console.log(`  ${String(l.count).padStart(2)} ${l.name} (${l.code})`);
  };
  show("Main deck, chosen champion included", s.main, deck.main.length);
  show("Battlefields", s.battlefields, deck.battlefields.length);
  show("Runes", s.runes, deck.runes.length);
  if (deck.sideboard.length > 0) show("Sideboard", s.sideboard, deck.sideboard.length);
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  if (problems.length > 0) {
    console.log("Problems:");
    for (const p of problems) console.log(`  ${p.severity === "error" ? "ERROR  " : "warning"} ${p.message}`);
  }
  console.log(
    ok
      ? `Valid${warnings > 0 ? ` (${warnings} warning${warnings === 1 ? "" : "s"})` : ""}.`
      : `Invalid: ${errors} error${errors === 1 ? "" : "s"}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? "" : "s"}` : ""}.`,
  );
}

function main(): number {
  let parsedArgs: ReturnType<
    typeof parseArgs<{
      allowPositionals: true;
      options: {
        json: { type: "boolean"; default: false };
        strict: { type: "boolean"; default: false };
        cards: { type: "string" };
        seed: { type: "string" };
        count: { type: "string" };
        format: { type: "string" };
        legend: { type: "string" };
        legends: { type: "boolean"; default: false };
        "all-cards": { type: "boolean"; default: false };
        date: { type: "string" };
      };
    }>
  >;
  try {
    parsedArgs = parseArgs({
      allowPositionals: true,
      options: {
        json: { type: "boolean", default: false },
        strict: { type: "boolean", default: false },
        cards: { type: "string" },
        seed: { type: "string" },
        count: { type: "string" },
        format: { type: "string" },
        legend: { type: "string" },
        legends: { type: "boolean", default: false },
        "all-cards": { type: "boolean", default: false },
        date: { type: "string" },
      },
    });
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    console.error(USAGE);
    return 2;
  }
  const { values, positionals } = parsedArgs;
  const [command, target] = positionals;
  if (command === "random") return random(values);
  const today = values.date ?? isoToday();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    console.error("--date is an ISO date, YYYY-MM-DD.");
    return 2;
  }
  if (command === "formats") return formats(today);
  const formatId = (values.format ?? "casual") as FormatId;
  if (command === "check" && !FORMAT_IDS.includes(formatId)) {
    console.error(`--format is one of ${FORMAT_IDS.join(", ")} for check.`);
    console.error(USAGE);
    return 2;
  }
  if (command !== "check" || !target) {
    console.error(USAGE);
    return 2;
  }
  const isFile = existsSync(target) && statSync(target).isFile();
  const input = isFile ? readFileSync(target, "utf8") : target;
  const label = isFile ? target : target.length > 24 ? `${target.slice(0, 24)}...` : target;

  const parsed = parseDeckInput(input);
  if (!parsed.ok) {
    const problems = (parsed.error.problems ?? []).map(
      (p) => (p.line !== undefined ? `line ${p.line}: ` : "") + p.message,
    );
    if (values.json) {
      console.log(JSON.stringify({ ok: false, error: parsed.error }, null, 2));
    } else {
      console.error(`Cannot read the deck ${label}: ${parsed.error.message}`);
      for (const p of problems) console.error(`  ${p}`);
    }
    return 1;
  }
  const source = values.cards ? new FileCardSource(values.cards) : new FileCardSource();
  const result = checkDeck(parsed.deck, source, {
    isSupported: (code) => isSupported(code), // cards the engine cannot run are refused, named
    mode: "duel",
    strictness: values.strict ? "strict" : "casual",
    format: { id: formatId, rules: defaultFormatRules(), today },
  });
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          ok: result.ok,
          format: parsed.deck.format,
          gameFormat: formatId,
          acceptedBy: result.acceptedBy ?? [],
          strictness: values.strict ? "strict" : "casual",
          deck: {
            ...sections(result.deck, source),
            counts: {
              main: result.deck.main.length,
              battlefields: result.deck.battlefields.length,
              runes: result.deck.runes.length,
              sideboard: result.deck.sideboard.length,
            },
          },
          problems: result.problems,
        },
        null,
        2,
      ),
    );
  } else {
    printHuman(label, parsed.deck.format, result.deck, source, result.ok, result.problems);
    console.log(
      `Format ${formatId}: ${result.ok ? "accepted" : "refused"}. Accepted by: ${(result.acceptedBy ?? []).join(", ") || "no format"}.`,
    );
  }
  return result.ok ? 0 : 1;
}

/** `formats`: the formats with their sets, the ban list with its date, and cards announced but not released. */
function formats(today: string): number {
  const rules = defaultFormatRules();
  const source = new FileCardSource();
  for (const id of FORMAT_IDS) {
    const f = rules.formats[id];
    const sets = f.sets ? f.sets.join(", ") : "every set in the card data";
    console.log(
      `${id} (${f.name}, rule ${f.rule}): ${sets}${f.banList ? `, minus the ban list` : ""}; implemented cards only.`,
    );
  }
  console.log("Sets:");
  for (const s of rules.sets)
    console.log(`  ${s.code} ${s.name}: ${s.released ? `released ${s.released}` : "released"}`);
  console.log(`Ban list effective ${rules.banList.effective} (Constructed, 601.2.d):`);
  for (const b of rules.banList.constructed) console.log(`  ${b.name} (${b.type})${b.note ? ` - ${b.note}` : ""}`);
  for (const b of rules.banList.constructed2v2Only)
    console.log(`  2v2 only: ${b.name} (${b.type})${b.note ? ` - ${b.note}` : ""}`);
  const pending = unreleasedSets(source, rules, today);
  if (pending.length === 0)
    console.log(`Announced but not released on ${today}: none (every set in the card data is out).`);
  for (const p of pending) {
    console.log(
      `Announced but not released on ${today}: ${p.set.name} (${p.set.code}), releases ${p.set.released}, ${p.cards.length} cards:`,
    );
    for (const c of p.cards) console.log(`  ${c.code} ${c.name}`);
  }
  return 0;
}

/** The seeds of `count` decks from `--seed` (see the file comment). */
function deckSeeds(seed: string, count: number): (number | string)[] {
  const n = /^\d{1,9}$/.test(seed) ? Number(seed) : undefined;
  return Array.from({ length: count }, (_, i) => (n !== undefined ? n + i : i === 0 ? seed : `${seed}/${i}`));
}

/**
 * Read a printed deck back and check it strictly: the line that follows it. `allCards`: cards the engine
 * cannot play are allowed (counted in the line instead).
 */
function validationLine(printed: string, source: CardSource, allCards: boolean): { ok: boolean; line: string } {
  const parsed = parseDeckInput(printed);
  if (!parsed.ok) return { ok: false, line: `// INVALID: cannot read the printed deck back: ${parsed.error.message}` };
  const r = checkDeck(parsed.deck, source, {
    isSupported: allCards ? () => true : (code) => isSupported(code),
    strictness: "strict",
  });
  const d = r.deck;
  const unplayable = new Set(
    [d.legend ?? "", ...d.main, ...d.battlefields, ...d.runes].filter((c) => c !== "" && isSupported(c) !== true),
  );
  const sizes = `${d.main.length} main incl. champion, ${d.runes.length} runes, ${d.battlefields.length} battlefields`;
  const support =
    unplayable.size === 0 ? "every card implemented" : `${unplayable.size} distinct cards not implemented yet`;
  if (r.ok && r.problems.length === 0)
    return { ok: true, line: `// Valid (rule 103, tournament 402.1: ${sizes}; ${support}).` };
  return {
    ok: r.ok,
    line: `// ${r.ok ? "Valid with warnings" : "INVALID"} (${sizes}; ${support}): ${r.problems.map((p) => p.message).join(" | ")}`,
  };
}

function random(values: {
  seed?: string | undefined;
  count?: string | undefined;
  format?: string | undefined;
  legend?: string | undefined;
  legends?: boolean | undefined;
  "all-cards"?: boolean | undefined;
  cards?: string | undefined;
}): number {
  const format = values.format ?? "text";
  const count = values.count === undefined ? 1 : Number(values.count);
  if ((format !== "text" && format !== "code") || !Number.isInteger(count) || count < 1 || count > 10_000) {
    console.error("--format is text or code; --count is a whole number from 1 to 10000.");
    console.error(USAGE);
    return 2;
  }
  const source = values.cards ? new FileCardSource(values.cards) : new FileCardSource();
  const allCards = values["all-cards"] === true;
  const gen = new RandomDeckGenerator(source, { onlySupported: !allCards });
  if (values.legends) {
    console.log(`Legends the generator builds for (${gen.legends.length}):`);
    for (const l of gen.legends)
      console.log(`  ${l.code} ${l.championTag ?? "?"}, ${l.name} (${l.domains.join(" + ")})`);
    console.log(`Skipped (${gen.skipped.length}):`);
    for (const s of gen.skipped) console.log(`  ${s.reason}`);
    return 0;
  }
  if (gen.legends.length === 0) {
    console.error("No legend can get a legal deck from the usable cards:");
    for (const s of gen.skipped) console.error(`  ${s.reason}`);
    return 1;
  }
  let legend: string | undefined;
  if (values.legend !== undefined) {
    const wanted = source.byCode(values.legend) ?? source.byName(values.legend)[0];
    const hit = gen.legends.find((l) => l.code === wanted?.code || l.name === wanted?.name);
    if (!hit) {
      const skipped = gen.skipped.find((s) => s.legend.code === wanted?.code || s.legend.name === wanted?.name);
      console.error(skipped ? skipped.reason : `${values.legend} is not a legend of the sets (see --legends).`);
      return 1;
    }
    legend = hit.code;
  }
  const seed = values.seed ?? String(Math.floor(Math.random() * 1_000_000_000));
  let allOk = true;
  deckSeeds(seed, count).forEach((s, i) => {
    const deck: RandomDeck = gen.generate(s, legend);
    const printed = format === "code" ? randomDeckToPiltoverCode(deck) : randomDeckToText(deck, source);
    const check = validationLine(printed, source, allCards);
    allOk &&= check.ok;
    if (i > 0) console.log("");
    const l = source.byCode(deck.legend);
    console.log(
      `// seed ${typeof s === "number" ? s : JSON.stringify(s)}: ${l?.championTag ?? ""}, ${l?.name ?? deck.legend}`,
    );
    console.log(printed);
    console.log(check.line);
  });
  return allOk ? 0 : 1;
}

process.exitCode = main();
