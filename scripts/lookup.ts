/**
 * `npm run lookup -- "<query>" [--json] [--game riftbound|wow-tcg|rise-tcg|grand-archive|all] [--cards <file>]`
 * Prints the answer the bot would give (embeds as text, or the raw answer with --json) and timings on stderr.
 * Cards: `--cards`, else `data/riftbound/cards.json` when present, else `/work/shared/riftbound/cards.json`.
 */
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { createLookup, embedsToText, type GameFilter, renderAnswer } from "../src/services/lookup/index.js";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const json = args.includes("--json");
if (json) args.splice(args.indexOf("--json"), 1);
const game = z
  .enum(["riftbound", "wow-tcg", "rise-tcg", "grand-archive", "all"])
  .parse(flag("--game") ?? "riftbound") as GameFilter;
const cardsFile =
  flag("--cards") ?? ["data/riftbound/cards.json", "/work/shared/riftbound/cards.json"].find((f) => existsSync(f));
const query = args.join(" ").trim();
if (!query) {
  console.error('usage: npm run lookup -- "<query>" [--json] [--game <id>|all] [--cards <file>]');
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
const cards = cardsFile ? CardFile.parse(JSON.parse(readFileSync(cardsFile, "utf8"))).cards : undefined;
const lookup = createLookup(cards ? { cards } : {});
const t1 = performance.now();
const result = lookup.ask(query, game);
const t2 = performance.now();
console.log(json ? JSON.stringify(result, null, 2) : embedsToText(renderAnswer(result)));
console.error(
  `load+index ${(t1 - t0).toFixed(0)} ms, query ${(t2 - t1).toFixed(0)} ms${cardsFile ? ` (cards: ${cardsFile})` : ""}`,
);
