/**
 * `npm run lookup -- "<query>" [--keyword | --card] [--json] [--game riftbound|wow-tcg|rise-tcg|grand-archive|all]
 * [--lang en|zh] [--cards <file>]`
 * `--lang`: `en` answers Riftbound from Core Rules v1.4 (seed numbers shown as their v1.4 rule: `644` -> CR 1.4 485),
 * `zh` from the seed texts; default: `zh` when the query is Chinese, else `en` (docs/lookup.md "Language").
 * Prints the answer the bot would give (embeds as text, or the raw answer with --json) and timings on stderr:
 * `/rule <query>` by default, `/keyword <query>` with `--keyword`, `/card <query>` with `--card`.
 * Cards: the bot's shared lookup (`data/riftbound/cards.json` with engine support); `--cards <file>` uses another
 * file of the same shape instead (no engine support flag).
 */
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import {
  cardReply,
  createLookup,
  embedsToText,
  type GameFilter,
  keywordReply,
  langOf,
  type Lookup,
  ruleReply,
  warmLookup,
} from "../src/services/lookup/index.js";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const bool = (name: string) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const json = bool("--json");
const mode = bool("--card") ? "card" : bool("--keyword") ? "keyword" : "rule";
const game = z
  .enum(["riftbound", "wow-tcg", "rise-tcg", "grand-archive", "all"])
  .parse(flag("--game") ?? "riftbound") as GameFilter;
const langFlag = flag("--lang");
if (langFlag !== undefined && langFlag !== "en" && langFlag !== "zh") {
  console.error("--lang is en or zh");
  process.exit(2);
}
const cardsFile = flag("--cards");
if (cardsFile && !existsSync(cardsFile)) {
  console.error(`no such card file: ${cardsFile}`);
  process.exit(2);
}
const query = args.join(" ").trim();
if (!query) {
  console.error(
    'usage: npm run lookup -- "<query>" [--keyword|--card] [--json] [--game <id>|all] [--lang en|zh] [--cards <file>]',
  );
  process.exit(2);
}
const lang = langOf(langFlag, query, "en");

const CardFile = z.object({
  cards: z.array(
    z.looseObject({
      code: z.string(),
      name: z.string(),
      type: z.string(),
      text: z.string().nullable(),
      keywords: z.array(z.string()),
      baseCode: z.string().optional(),
      domains: z.array(z.string()).optional(),
      energy: z.number().nullable().optional(),
      power: z.number().nullable().optional(),
      might: z.number().nullable().optional(),
      mightBonus: z.number().nullable().optional(),
      tags: z.array(z.string()).optional(),
    }),
  ),
});

const t0 = performance.now();
const lookup: Lookup = cardsFile
  ? createLookup({ cards: CardFile.parse(JSON.parse(readFileSync(cardsFile, "utf8"))).cards })
  : warmLookup();
const t1 = performance.now();
const embeds =
  mode === "card"
    ? cardReply(lookup, query, lang)
    : mode === "keyword"
      ? keywordReply(lookup, query, game, lang)
      : ruleReply(lookup, query, game, lang);
const t2 = performance.now();
console.log(
  json ? JSON.stringify(mode === "rule" ? lookup.ask(query, game, lang) : embeds, null, 2) : embedsToText(embeds),
);
console.error(
  `load+index ${(t1 - t0).toFixed(0)} ms, query ${(t2 - t1).toFixed(0)} ms (cards: ${cardsFile ?? "data/riftbound/cards.json"})`,
);
