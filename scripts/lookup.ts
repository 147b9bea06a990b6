/**
 * `npm run lookup -- "<query>" [--keyword | --card] [--json] [--game riftbound|wow-tcg|rise-tcg|grand-archive|all]
 * [--cards <file>]`
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
const cardsFile = flag("--cards");
if (cardsFile && !existsSync(cardsFile)) {
  console.error(`no such card file: ${cardsFile}`);
  process.exit(2);
}
const query = args.join(" ").trim();
if (!query) {
  console.error('usage: npm run lookup -- "<query>" [--keyword|--card] [--json] [--game <id>|all] [--cards <file>]');
  process.exit(2);
}

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
    ? cardReply(lookup, query)
    : mode === "keyword"
      ? keywordReply(lookup, query, game)
      : ruleReply(lookup, query, game);
const t2 = performance.now();
console.log(json ? JSON.stringify(mode === "rule" ? lookup.ask(query, game) : embeds, null, 2) : embedsToText(embeds));
console.error(
  `load+index ${(t1 - t0).toFixed(0)} ms, query ${(t2 - t1).toFixed(0)} ms (cards: ${cardsFile ?? "data/riftbound/cards.json"})`,
);
