/**
 * `npx tsx scripts/rise-cardset.ts <file>`: checks a Rise card-set file (docs/rise.md "Card sets") as the loader
 * would, before an organiser loads it: prints `OK <set> v<version>: N cards, M sample decks (each legal or its
 * problems)`, or every problem as `line N, <path>: <what is wrong>`. Exit 0 when valid, 1 when refused, 2 on usage.
 */
import { readFileSync } from "node:fs";
import { describeProblems, loadCardSet } from "../src/games/rise/cards/load.js";
import { buildRiseDeck, sampleDeckText } from "../src/games/rise/decks.js";

function main(argv: readonly string[]): number {
  const file = argv[0];
  if (!file || argv.length > 1) {
    console.error("usage: npx tsx scripts/rise-cardset.ts <card-set.yaml>");
    return 2;
  }
  const r = loadCardSet(readFileSync(file, "utf8"));
  if (!r.ok) {
    for (const line of describeProblems(r.problems)) console.log(line);
    return 1;
  }
  const decks = r.set.decks ?? [];
  console.log(`OK ${r.set.set} v${r.set.version}: ${r.set.cards.length} cards, ${decks.length} sample decks`);
  let bad = 0;
  decks.forEach((d, i) => {
    const b = buildRiseDeck(r.set, sampleDeckText(r.set, i));
    if (b.ok) console.log(`  deck ${d.name}: legal`);
    else {
      bad++;
      for (const p of b.problems) console.log(`  deck ${d.name}: ${p.message}`);
    }
  });
  return bad ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
