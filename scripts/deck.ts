/**
 * Deck tools for the command line.
 *
 * Usage: `npm run deck -- check <file-or-code> [--json] [--strict] [--cards <cards.json>]`
 *
 * `check` parses the deck (any format `parseDeckInput` reads: Piltover code or link, text list, TCG Arena,
 * TTS, Pixelborn), resolves it against the card data, validates it (rule 103, duel mode 644.4.a), and prints
 * the sections with counts, names and codes, then every problem. `--strict` applies league rules (exactly 3
 * battlefields). `--json` prints one JSON object for machines. Exit 0 when valid, 1 when invalid or
 * unreadable, 2 on a usage error.
 *
 * Card support is not checked here yet (no implemented-card registry exists): every card counts as supported.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { type CardSource, FileCardSource } from "../src/games/riftbound/data/card-source.js";
import { parseDeckInput } from "../src/games/riftbound/decks/parse.js";
import type { DeckProblem, ResolvedDeck } from "../src/games/riftbound/decks/resolve.js";
import { checkDeck } from "../src/games/riftbound/decks/validate.js";
import { isSupported } from "../src/games/riftbound/cards/registry.js";

const USAGE = "usage: npm run deck -- check <file-or-code> [--json] [--strict] [--cards <cards.json>]";

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
      },
    });
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    console.error(USAGE);
    return 2;
  }
  const { values, positionals } = parsedArgs;
  const [command, target] = positionals;
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
  });
  if (values.json) {
    console.log(
      JSON.stringify(
        {
          ok: result.ok,
          format: parsed.deck.format,
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
  }
  return result.ok ? 0 : 1;
}

process.exitCode = main();
